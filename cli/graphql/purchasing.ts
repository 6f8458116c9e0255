import { graphql } from './generated';
import { ImportForecastFileDocument, PurchaseOrderProgressDocument } from './generated/graphql';

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
        ...PurchaseMoney
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

/** Written once in fragments.graphql (the dashboard runs the same operation). */
export const cliPurchaseOrderProgressQuery = PurchaseOrderProgressDocument;

/** Written once in fragments.graphql (the Forecast screen sends the same parts). */
export const cliImportForecastsMutation = ImportForecastFileDocument;
