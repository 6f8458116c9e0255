import { z } from 'zod';
import { listSortSchema } from '../common/listSort';
import { singleLineText } from '../common/text';

/** A transmission's statuses, as stored (db/models/xadis/transmission.ts) and filtered under the status heading. */
export const transmissionListStatuses = ['running', 'sent', 'error', 'loginFailed', 'failed', 'cancelled'] as const;

/**
 * 'Historial de envíos' (spec 001, partner transmissions): its sortable columns, each with an index
 * (db/models/xadis/transmission.ts); without a sort, the newest started first.
 */
export const transmissionSortKeys = ['startedAt', 'range', 'status', 'requestedBy'] as const;
export type TransmissionSortKey = (typeof transmissionSortKeys)[number];
export const transmissionSortSchema = listSortSchema(transmissionSortKeys);
/** The stored field of each key: the range sorts by its first day. */
export const transmissionSortFields: Record<TransmissionSortKey, string> = {
  startedAt: 'startedAt',
  range: 'from',
  status: 'status',
  requestedBy: 'requestedBy',
};

/** The history's page sizes (the spec names none: 25, 50, 100) and its filters: status, who asked (a part of the name, accents aside). */
export const TRANSMISSION_PAGE_SIZES = [25, 50, 100] as const;
export const transmissionFilterSchema = z.object({
  status: z.enum(transmissionListStatuses).nullish(),
  requestedBy: singleLineText().max(60).nullish(),
});
export type TransmissionFilter = z.infer<typeof transmissionFilterSchema>;
export const transmissionPageSchema = transmissionFilterSchema.extend({
  page: z.number().int().min(0).default(0),
  pageSize: z.union([z.literal(25), z.literal(50), z.literal(100)]).default(25),
});
