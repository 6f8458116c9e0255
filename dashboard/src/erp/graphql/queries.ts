import { graphql } from '../../graphql/generated';

export const erpQueryQuery = graphql(`
  query ErpQuery($workflowId: ID!) {
    erpQuery(workflowId: $workflowId) {
      ...ErpQueryStatus
    }
  }
`);
