import { graphql } from './generated';

/** `purchases plan`: the grid's rows with the quantities the rule gives. */
export const purchasePlanQuery = graphql(`
  query CliPurchaseGrid($selection: PurchaseSelectionInput!) {
    purchaseGrid(selection: $selection) {
      stores
      products
      rows {
        storeId
        sku
        description
        piecesPerPackage
        packages
        p10
        p50
        p90
        minProduct
        stock
        price
        total
      }
      totals {
        subtotal
        ieps
        iva
        total
      }
    }
  }
`);

export const cliVerifyPurchaseOrderMutation = graphql(`
  mutation CliVerifyPurchaseOrder($order: PurchaseOrderInput!) {
    verifyPurchaseOrder(order: $order) {
      folio
      erpCompanyId
      lines {
        sku
      }
      totals {
        total
      }
    }
  }
`);

export const cliSendPurchaseOrderMutation = graphql(`
  mutation CliSendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {
    sendPurchaseOrder(folio: $folio, order: $order) {
      folio
      workflowId
    }
  }
`);

export const cliPurchaseOrderProgressQuery = graphql(`
  query CliPurchaseOrderProgress($erpCompanyId: Int!, $folio: Int!) {
    purchaseOrderProgress(erpCompanyId: $erpCompanyId, folio: $folio) {
      step
      failure
    }
  }
`);

export const cliImportForecastsMutation = graphql(`
  mutation CliImportForecasts($csv: String!, $fileName: String, $importId: String, $part: Int, $parts: Int, $firstLine: Int) {
    importForecasts(csv: $csv, fileName: $fileName, importId: $importId, part: $part, parts: $parts, firstLine: $firstLine) {
      runId
      rows
      pairs
      part
      parts
      importedRows
    }
  }
`);
