import { graphql } from './generated';

export const startErpQueryMutation = graphql(`
  mutation StartErpQuery($operation: JSON!) {
    startErpQuery(operation: $operation) {
      workflowId
    }
  }
`);

/** The query's progress, and its rows once done. */
export const erpQueryStatusQuery = graphql(`
  query ErpQueryStatus($workflowId: ID!) {
    erpQuery(workflowId: $workflowId) {
      ...ErpQueryStatus
    }
  }
`);
