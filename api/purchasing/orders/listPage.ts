import { mongoSort, type ListSort } from '../../../domain/common/listSort';
import { looseTextPattern } from '../../../domain/common/text';
import { moneyText } from '../../../domain/common/money';
import { purchaseOrderSortFields, type PurchaseOrderFilter, type PurchaseOrderSortKey } from '../../../domain/purchasing/orderSort';
import { PurchaseOrderModel, type PurchaseOrderHeader } from '../../../db/models/purchasing/purchaseOrder';

type OrderSort = ListSort<PurchaseOrderSortKey>;
const NEWEST = { createdAt: -1 as const, _id: -1 as const };

/** Sent, sending and failed orders (never drafts) of the status, provider (part of its name, accents aside) and store asked. */
function orderFilter({ status, provider, storeId }: PurchaseOrderFilter): Record<string, unknown> {
  const filter: Record<string, unknown> = { status: status ?? { $ne: 'draft' } };
  if (storeId) filter['stores.storeId'] = storeId;
  const text = provider?.trim();
  if (text) filter.providerName = { $regex: looseTextPattern(text), $options: 'i' };
  return filter;
}

/** The list leaves the lines out: an order can have 20,000 (they are read for the order opened). */
const orderFind = (filter: PurchaseOrderFilter, sort: OrderSort) =>
  PurchaseOrderModel.find(orderFilter(filter))
    .select({ lines: 0 })
    .sort(mongoSort(sort, purchaseOrderSortFields, NEWEST));

/** One page of the purchase orders, filtered and sorted on the server, with the filter's total. */
export async function listPurchaseOrderPage(filter: PurchaseOrderFilter, page: number, pageSize: number, sort: OrderSort = {}) {
  const [rows, total] = await Promise.all([
    orderFind(filter, sort)
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<PurchaseOrderHeader[]>(),
    PurchaseOrderModel.countDocuments(orderFilter(filter)),
  ]);
  return { rows, total, page, pageSize };
}

export const PURCHASE_ORDERS_CSV_HEADER = [
  'folio',
  'createdAt',
  'organizationName',
  'providerName',
  'buyer',
  'stores',
  'from',
  'to',
  'subtotal',
  'ieps',
  'iva',
  'total',
  'status',
  'emailRecipients',
  'erpOrders',
  'erpLines',
];

/** Every order of a filter as CSV cells, in the list's sort; amounts as exact decimal text. */
export async function* purchaseOrderCsvRows(filter: PurchaseOrderFilter, sort: OrderSort = {}): AsyncGenerator<unknown[]> {
  for await (const order of orderFind(filter, sort).lean<PurchaseOrderHeader[]>().cursor({ batchSize: 200 }) as AsyncIterable<PurchaseOrderHeader>) {
    const { totals } = order;
    yield [
      order.folio,
      new Date(order.createdAt).toISOString(),
      order.organizationName,
      order.providerName,
      order.buyer.fullName,
      order.stores.map((store) => store.storeId).join(' / '),
      order.from,
      order.to,
      moneyText(totals.subtotal),
      moneyText(totals.ieps),
      moneyText(totals.iva),
      moneyText(totals.total),
      order.status,
      order.emailRecipients.join(', '),
      order.erpOrders,
      order.erpLines,
    ];
  }
}
