import { graphql } from '../../graphql/generated';
import { PurchaseOrderProgressDocument } from '../../graphql/generated/graphql';

export const purchasingOptionsQuery = graphql(`
  query PurchasingOptions($companyId: String) {
    purchasingOptions(companyId: $companyId) {
      companies {
        organizationId
        organizationName
        erpCompanyId
      }
      zones {
        zoneId
        zoneName
      }
      stores {
        warehouseId
        warehouseName
        zoneId
      }
      providers {
        providerId
        providerName
        email
      }
      distributionCentreId
    }
  }
`);

export const purchaseGridQuery = graphql(`
  query PurchaseGrid($selection: PurchaseSelectionInput!, $offset: Int!, $limit: Int!) {
    purchaseGrid(selection: $selection, offset: $offset, limit: $limit) {
      rowCount
      offset
      stores
      products
      forecastFrom
      forecastToExclusive
      rows {
        sku
        description
        saleUnit
        storeId
        storeName
        piecesPerPackage
        packages
        p10
        p50
        p90
        minProduct
        maxProduct
        stock
        price
        ivaRate
        iepsRate
        ivaDev
        subtotal
        ieps
        iva
        total
        sales {
          year
          quantity
        }
      }
    }
  }
`);

/** The money of the whole selection with its projection, computed on the server (one row is asked for, the totals are the point). */
export const purchaseGridTotalsQuery = graphql(`
  query PurchaseGridTotals($selection: PurchaseSelectionInput!) {
    purchaseGrid(selection: $selection, offset: 0, limit: 1) {
      rowCount
      totals {
        ...PurchaseMoney
      }
    }
  }
`);

export const forecastChartQuery = graphql(`
  query ForecastChart($storeId: String!, $sku: String!, $from: String!, $to: String!) {
    forecastChart(storeId: $storeId, sku: $sku, from: $from, to: $to) {
      date
      sales
      salesYearBefore
      p10
      p50
      p90
    }
  }
`);

export const PurchaseOrderFields = graphql(`
  fragment PurchaseOrderFields on PurchaseOrder {
    folio
    erpCompanyId
    organizationName
    providerName
    providerEmail
    buyerName
    consolidated
    distributionCentre
    from
    to
    status
    stores {
      storeId
      storeName
      subtotal
      ieps
      iva
      total
    }
    lineCount
    totals {
      ...PurchaseMoney
    }
    pdfs {
      fileName
      url
    }
    emailedAt
    emailRecipients
    erpInsertedAt
    erpOrders
    erpLines
    failure
    createdAt
    workflowId
  }
`);

/** An order's lines: asked for the order opened (the preview, or one order of the history), never for the list. */
export const PurchaseOrderLineFields = graphql(`
  fragment PurchaseOrderLineFields on PurchaseOrderLine {
    storeId
    sku
    description
    saleUnit
    packages
    piecesPerPackage
    price
    subtotal
    ieps
    iva
    total
  }
`);

export const purchaseOrderQuery = graphql(`
  query PurchaseOrder($erpCompanyId: Int!, $folio: Int!) {
    purchaseOrder(erpCompanyId: $erpCompanyId, folio: $folio) {
      ...PurchaseOrderFields
      lines {
        ...PurchaseOrderLineFields
      }
    }
  }
`);

export const purchaseOrderPageQuery = graphql(`
  query PurchaseOrderPage(
    $status: String
    $provider: String
    $storeId: String
    $page: Int
    $pageSize: Int
    $sort: PurchaseOrderSort
    $direction: SortDirection
  ) {
    purchaseOrderPage(status: $status, provider: $provider, storeId: $storeId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      rows {
        ...PurchaseOrderFields
      }
      total
    }
  }
`);

/** Written once in fragments.graphql (the CLI follows the same progress). */
export const purchaseOrderProgressQuery = PurchaseOrderProgressDocument;

export const verifyPurchaseOrderMutation = graphql(`
  mutation VerifyPurchaseOrder($order: PurchaseOrderInput!) {
    verifyPurchaseOrder(order: $order) {
      ...PurchaseOrderFields
      lines {
        ...PurchaseOrderLineFields
      }
    }
  }
`);

export const sendPurchaseOrderMutation = graphql(`
  mutation SendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {
    sendPurchaseOrder(folio: $folio, order: $order) {
      ...PurchaseOrderFields
    }
  }
`);
