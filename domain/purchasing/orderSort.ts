import { z } from 'zod';
import { listSortSchema } from '../common/listSort';
import { singleLineText } from '../common/text';

/**
 * The purchase orders list's sortable columns, each with an index
 * (db/models/purchasing/purchaseOrder.ts); without a sort, the newest first.
 */
export const purchaseOrderSortKeys = ['folio', 'createdAt', 'providerName', 'status'] as const;
export type PurchaseOrderSortKey = (typeof purchaseOrderSortKeys)[number];
export const purchaseOrderSortSchema = listSortSchema(purchaseOrderSortKeys);
export const purchaseOrderSortFields: Record<PurchaseOrderSortKey, string> = {
  folio: 'folio',
  createdAt: 'createdAt',
  providerName: 'providerName',
  status: 'status',
};

/** States of an order in the list (a draft, verified and never sent, is not history). */
export const purchaseOrderListStatuses = ['sending', 'sent', 'failed'] as const;

/** The list's page sizes (the spec names none: 25, 50, 100) and its filters: status, provider (part of the name) and store. */
export const PURCHASE_ORDER_PAGE_SIZES = [25, 50, 100] as const;
export const purchaseOrderFilterSchema = z.object({
  status: z.enum(purchaseOrderListStatuses).nullish(),
  provider: singleLineText().max(100).nullish(),
  storeId: singleLineText()
    .regex(/^[A-Z0-9_]{1,20}$/)
    .nullish(),
});
export type PurchaseOrderFilter = z.infer<typeof purchaseOrderFilterSchema>;
export const purchaseOrderPageSchema = purchaseOrderFilterSchema.extend({
  page: z.number().int().min(0).default(0),
  pageSize: z.union([z.literal(25), z.literal(50), z.literal(100)]).default(25),
});
