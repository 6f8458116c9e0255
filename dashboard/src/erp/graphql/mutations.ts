/** Starts an ERP read; `operation` is one of the typed read operations, never SQL (permission erp.query). */
export const startErpQueryMutation = /* GraphQL */ `
  mutation StartErpQuery($operation: JSON!) {
    startErpQuery(operation: $operation) {
      workflowId
    }
  }
`;
