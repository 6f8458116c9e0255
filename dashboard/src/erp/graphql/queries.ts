/** Progress of an ERP read, then its rows or its localised error. */
export const erpQueryQuery = /* GraphQL */ `
  query ErpQuery($workflowId: ID!) {
    erpQuery(workflowId: $workflowId) {
      workflowId
      status
      state
      polls
      rows
      rowCount
      error
    }
  }
`;
