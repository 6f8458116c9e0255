import { graphql } from '../../graphql/generated';

/** Starts reading one of the three tables from the ERP (customers, offers, articles): an operation name, never SQL. */
export const startPriceListQueryMutation = graphql(`
  mutation StartPriceListQuery($table: String!, $companyId: Int!, $search: String) {
    startPriceListQuery(table: $table, companyId: $companyId, search: $search) {
      workflowId
    }
  }
`);

export const exportPriceListMutation = graphql(`
  mutation ExportPriceList($input: PriceListExportInput!) {
    exportPriceList(input: $input) {
      id
      day
      lineCount
      customerCount
      fileName
      downloadUrl
      nextExportDay
    }
  }
`);
