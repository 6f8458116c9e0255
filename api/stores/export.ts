import { parseOrThrow } from '../../domain/validation/parse';
import { storePageSchema, storeSortSchema } from '../../domain/stores/storeSort';
import { needsPermission, type CsvList } from '../exports/csvList';
import { STORES_CSV_HEADER, storeCsvRows } from './listPage';

/** The stores table's CSV: its search, zone and sort, permission stores.read (the list's). */
export const storesCsvList: CsvList = {
  authorize: needsPermission('stores.read'),
  fileName: 'stores',
  header: STORES_CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(storePageSchema.pick({ search: true, zoneId: true }), { search: params.search, zoneId: params.zoneId }, language);
    const sort = parseOrThrow(storeSortSchema, { sort: params.sort, direction: params.direction }, language);
    yield* storeCsvRows(filter, sort);
  },
};
