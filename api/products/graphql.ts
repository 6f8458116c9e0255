import { productSortKeys, productSortSchema } from '../../domain/products/productSort';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { parseOrThrow } from '../../domain/validation/parse';
import { listProducts } from './service';
import { productPageSchema } from './schemas';

/** The products catalogue (spec 002 Products): search and paging over the whole catalogue; images through signed links. */
export const productsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type CatalogueTax {
      name: String!
      "percentage"
      rate: Float!
    }
    type CatalogueProduct {
      id: ID!
      productId: String!
      productName: String!
      sku: String!
      barcodes: [String!]!
      brandName: String!
      categoryName: String!
      saleUnitName: String!
      currentSellPrice: Decimal!
      taxes: [CatalogueTax!]!
      quantityPerBox: Int!
      organizationId: String!
      organizationName: String!
      sellable: Boolean!
      purchable: Boolean!
      "signed for 15 minutes; null without an image"
      imageUrl: String
      thumbnailUrl: String
      _version: Int!
    }
    type CatalogueProductPage {
      rows: [CatalogueProduct!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    "The catalogue's sortable columns (each with an index); none: by name."
    enum ProductSort {
      ${productSortKeys.join('\n      ')}
    }
    extend type Query {
      "products.read. search: part of the name, the start of the SKU or a whole barcode; pageSize 10, 25, 50 or 100"
      catalogueProducts(search: String, page: Int, pageSize: Int, sort: ProductSort, direction: SortDirection): CatalogueProductPage!
    }
  `,
  resolvers: {
    Query: {
      catalogueProducts: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'products.read');
        const input = parseOrThrow(
          productPageSchema,
          { search: args.search, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined },
          ctx.language,
        );
        const sort = parseOrThrow(productSortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        return listProducts(input.search ?? null, input.page, input.pageSize, ctx.deps.services.storage, sort);
      },
    },
  },
};
