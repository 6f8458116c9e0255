import { toCsv } from '../../domain/common/csv';
import { mongoSort, type ListSort } from '../../domain/common/listSort';
import { MAX_PAGE_SIZE } from '../../domain/customers/filters';
import { customerSortFields, type CustomerSortKey } from '../../domain/customers/listSort';
import { CustomerModel, type CustomerDocument } from '../../db/models/customers/customer';
import { customerFilterQuery, type CustomerQuery } from '../../db/models/customers/queries';
import { ALL, CustomerCountModel } from '../../db/models/customers/customerCounts';
import { customerCounters, customerRow, customerTypeNames, pageInListOrder } from './service';

type Sort = ListSort<CustomerSortKey>;

/** The list's own order (last change first) unless the user sorted by a column. */
const isListOrder = (sort: Sort) => !sort.sort || (sort.sort === 'lastUpdate' && sort.direction === 'desc');

/**
 * The customer types in the order a type sort shows them (by name), each with its customers of the
 * query counted from the counters (an indexed read, not a count of rows). A handful of types
 * share 200,000 customers, so a sort on the type itself would be one long tie: the list shows the
 * types in name order and, inside each type, its own order (last change first).
 */
async function typesInOrder(query: CustomerQuery, direction: Sort['direction']): Promise<{ customerTypeId: string; count: number }[]> {
  // The types customers have, as the counters know them (a type may be missing from the catalogue).
  const [names, counted] = await Promise.all([customerTypeNames(), CustomerCountModel.distinct('customerTypeId', { class: ALL, day: ALL, count: { $gt: 0 } })]);
  const nameOf = (id: string) => names.get(id) ?? id;
  const ids = (counted as string[]).filter((id) => !query.customerTypeId || id === query.customerTypeId);
  ids.sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : a < b ? -1 : 1));
  if (direction === 'desc') ids.reverse();
  return Promise.all(
    ids.map(async (customerTypeId) => ({ customerTypeId, count: (await customerCounters({ ...query, customerTypeId }))[query.class ?? 'total'] })),
  );
}

/** One page of the type sort: the types the page spans, each read along its own (type, last change) index. */
async function pageByType(query: CustomerQuery, direction: Sort['direction'], skip: number, size: number): Promise<CustomerDocument[]> {
  const rows: CustomerDocument[] = [];
  let before = 0;
  for (const { customerTypeId, count } of await typesInOrder(query, direction)) {
    if (rows.length >= size) break;
    if (skip < before + count) {
      const from = Math.max(0, skip - before);
      rows.push(...(await pageInListOrder(customerFilterQuery({ ...query, customerTypeId }), from, Math.min(count - from, size - rows.length))));
    }
    before += count;
  }
  return rows;
}

/** One page of customers in the asked order; a column sort reads along that column's index with `_id` breaking ties. */
function pageOf(query: CustomerQuery, sort: Sort, skip: number, size: number): Promise<CustomerDocument[]> {
  const filter = customerFilterQuery(query);
  if (isListOrder(sort)) return pageInListOrder(filter, skip, size);
  if (sort.sort === 'customerType') return pageByType(query, sort.direction, skip, size);
  return CustomerModel.find(filter)
    .sort(mongoSort(sort, customerSortFields, {}))
    .skip(skip)
    .limit(size)
    .lean<CustomerDocument[]>()
    .exec();
}

export async function listCustomers(query: CustomerQuery, page: number, pageSize: number, sort: Sort = {}) {
  const size = pageSize === 0 ? MAX_PAGE_SIZE : pageSize;
  const [rows, total, types] = await Promise.all([
    pageOf(query, sort, page * size, size),
    customerCounters(query).then((counters) => counters[query.class ?? 'total']),
    customerTypeNames(),
  ]);
  return { rows: rows.map((row) => customerRow(row, types)), total, page, pageSize };
}

export const CSV_HEADER = [
  'customerName',
  'customerType',
  'address',
  'preregistrationCode',
  'sellBanned',
  'blacklist',
  'taxpayerName',
  'taxpayerId',
  'zone',
  'phones',
  'emails',
  'lastUpdate',
];

/** The customers of the export in the list's order: the type sort type by type, as its pages. */
async function* customersInOrder(query: CustomerQuery, sort: Sort): AsyncGenerator<CustomerDocument> {
  const listOrder = { _lastChangedAt: -1 as const, _id: 1 as const };
  const parts =
    sort.sort === 'customerType'
      ? (await typesInOrder(query, sort.direction)).map(({ customerTypeId }) => ({
          filter: customerFilterQuery({ ...query, customerTypeId }),
          order: listOrder,
        }))
      : [{ filter: customerFilterQuery(query), order: isListOrder(sort) ? listOrder : mongoSort(sort, customerSortFields, {}) }];
  for (const part of parts)
    yield* CustomerModel.find(part.filter).sort(part.order).lean<CustomerDocument[]>().cursor({ batchSize: 1000 }) as AsyncIterable<CustomerDocument>;
}

/** Every customer of a filter as CSV cells, in the list's order or the asked one, read in batches. */
export async function* customerCsvRows(query: CustomerQuery, sort: Sort = {}): AsyncGenerator<unknown[]> {
  const types = await customerTypeNames();
  for await (const customer of customersInOrder(query, sort)) {
    const row = customerRow(customer, types);
    yield [
      row.customerName,
      row.customerTypeName,
      row.address,
      row.preregistrationCode,
      row.sellBanned === null ? '' : String(row.sellBanned),
      row.blacklisted ? 'Blacklist' : '',
      row.taxpayer?.taxpayerName ?? '',
      row.taxpayer?.identification ?? '',
      row.zoneName ?? '',
      row.phones.map((phone) => `${phone.phoneType} ${phone.phone}`).join(' / '),
      row.emails.join(' / '),
      row.lastUpdate,
    ];
  }
}

/** Every customer of a filter as one CSV text (the CLI's export; no formula survives: domain/common/csv.ts). */
export async function customersCsv(query: CustomerQuery): Promise<string> {
  const rows: unknown[][] = [];
  for await (const row of customerCsvRows(query)) rows.push(row);
  return toCsv(CSV_HEADER, rows);
}
