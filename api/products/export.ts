import { parseOrThrow } from '../../domain/validation/parse';
import { productSortSchema } from '../../domain/products/productSort';
import { needsPermission, type CsvList } from '../exports/csvList';
import { productPageSchema } from './schemas';
import { PRODUCTS_CSV_HEADER, productCsvRows } from './service';

/** The catalogue's CSV: its search and sort, permission products.read (the list's). */
export const productsCsvList: CsvList = {
  authorize: needsPermission('products.read'),
  fileName: 'products',
  header: PRODUCTS_CSV_HEADER,
  async *open(params, language) {
    const { search } = parseOrThrow(productPageSchema.pick({ search: true }), { search: params.search }, language);
    const sort = parseOrThrow(productSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* productCsvRows(search ?? null, sort);
  },
};
