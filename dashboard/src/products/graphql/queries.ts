import { graphql } from '../../graphql/generated';

export const CatalogueProductFields = graphql(`
  fragment CatalogueProductFields on CatalogueProduct {
    id
    productId
    productName
    sku
    barcodes
    brandName
    categoryName
    saleUnitName
    currentSellPrice
    taxes {
      name
      rate
    }
    quantityPerBox
    organizationId
    organizationName
    sellable
    purchable
    imageUrl
    thumbnailUrl
    _version
  }
`);

/** One page of the whole catalogue, searched on the server. */
export const catalogueProductsQuery = graphql(`
  query CatalogueProducts($search: String, $page: Int, $pageSize: Int, $sort: ProductSort, $direction: SortDirection) {
    catalogueProducts(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      rows {
        ...CatalogueProductFields
      }
      total
      page
      pageSize
    }
  }
`);
