import { graphql } from '../../graphql/generated';

/** Starts an ERP read; `operation` is one of the typed read operations, never SQL (permission erp.query). */
export const startErpQueryMutation = graphql(`
  mutation StartErpQuery($operation: JSON!) {
    startErpQuery(operation: $operation) {
      workflowId
    }
  }
`);
