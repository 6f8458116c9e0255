import { mongoSort, type ListSort } from '../../domain/common/listSort';
import { looseTextPattern } from '../../domain/common/text';
import { storeSortFields, type StoreSortKey } from '../../domain/stores/storeSort';
import { liveRecords } from '../../db/models/common';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { STORE_LIST_ORDER, storeRow, type StoredWarehouse } from './service';

type StoreSort = ListSort<StoreSortKey>;

/** What the stores table filters by: its search and the zone column's filter. */
export interface StoreListFilter {
  search?: string | null;
  zoneId?: string | null;
}

/** Stores of the zone whose code, name, company (name or id) or zone contains the search, accents and case aside. */
function storeFilter({ search, zoneId }: StoreListFilter): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...liveRecords };
  if (zoneId) filter['zone.zoneId'] = zoneId;
  const text = search?.trim();
  if (!text) return filter;
  const $regex = looseTextPattern(text);
  const fields = ['warehouseId', 'warehouseName', 'organization.organizationName', 'organization.organizationId', 'zone.zoneName'];
  return { ...filter, $or: fields.map((field) => ({ [field]: { $regex, $options: 'i' } })) };
}

/** One page of the stores table (ERP tab), searched and sorted on the server, with the total of the search. */
export async function listStorePage(asked: StoreListFilter, page: number, pageSize: number, sort: StoreSort = {}) {
  const filter = storeFilter(asked);
  const [stores, total] = await Promise.all([
    WarehouseModel.find(filter)
      .sort(mongoSort(sort, storeSortFields, { ...STORE_LIST_ORDER }))
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<StoredWarehouse[]>(),
    WarehouseModel.countDocuments(filter),
  ]);
  return { rows: stores.map(storeRow), total, page, pageSize };
}

export const STORES_CSV_HEADER = [
  'warehouseId',
  'warehouseName',
  'warehouseType',
  'organizationId',
  'organizationName',
  'zoneId',
  'zoneName',
  'workTeamTemplateId',
  'hasErpConfig',
  'registers',
  'active',
];

/** Every store of a search as CSV cells, in the table's sort, read in batches; never a secret. */
export async function* storeCsvRows(asked: StoreListFilter, sort: StoreSort = {}): AsyncGenerator<unknown[]> {
  const cursor = WarehouseModel.find(storeFilter(asked))
    .sort(mongoSort(sort, storeSortFields, { ...STORE_LIST_ORDER }))
    .lean<StoredWarehouse[]>()
    .cursor({ batchSize: 500 });
  for await (const store of cursor as AsyncIterable<StoredWarehouse>) {
    const row = storeRow(store);
    yield [
      row.warehouseId,
      row.warehouseName,
      row.warehouseType,
      row.organizationId,
      row.organizationName,
      row.zoneId ?? '',
      row.zoneName ?? '',
      row.workTeamTemplateId ?? '',
      row.hasErpConfig,
      row.pinpads.map((pinpad) => pinpad.hostnameId).join(' / '),
      row.active,
    ];
  }
}
