import { listSortSchema } from '../common/listSort';

/** The products catalogue's sortable columns, each with an index (db/models/products/product.ts); without a sort, by name. */
export const productSortKeys = ['productName', 'sku'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];
export const productSortSchema = listSortSchema(productSortKeys);
export const productSortFields: Record<ProductSortKey, string> = { productName: 'productName', sku: 'sku' };
