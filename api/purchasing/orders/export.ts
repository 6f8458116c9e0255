import { parseOrThrow } from '../../../domain/validation/parse';
import { purchaseOrderFilterSchema, purchaseOrderSortSchema } from '../../../domain/purchasing/orderSort';
import { needsPermission, type CsvList } from '../../exports/csvList';
import { PURCHASE_ORDERS_CSV_HEADER, purchaseOrderCsvRows } from './listPage';

/** The purchase orders list as CSV: its status, provider and store filters and sort, permission purchases.read (the list's). */
export const purchaseOrdersCsvList: CsvList = {
  authorize: needsPermission('purchases.read'),
  fileName: 'purchase-orders',
  header: PURCHASE_ORDERS_CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(purchaseOrderFilterSchema, { status: params.status, provider: params.provider, storeId: params.storeId }, language);
    yield* purchaseOrderCsvRows(filter, parseOrThrow(purchaseOrderSortSchema, { sort: params.sort, direction: params.direction }, language));
  },
};
