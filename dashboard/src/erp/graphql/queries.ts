import { graphql } from '../../graphql/generated';

/** An ERP read's progress, then its rows or its localised error. */
export const ErpQueryStatusFields = graphql(`
  fragment ErpQueryStatus on ErpQueryStatus {
    workflowId
    status
    state
    polls
    rows
    rowCount
    error
  }
`);

export const erpQueryQuery = graphql(`
  query ErpQuery($workflowId: ID!) {
    erpQuery(workflowId: $workflowId) {
      ...ErpQueryStatus
    }
  }
`);
