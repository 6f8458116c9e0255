import { z } from 'zod';
import { listSortSchema } from '../common/listSort';

/** The mail list's sortable columns, each with an index (db/models/mail/sinkMessage.ts); without a sort, newest first. */
export const mailSortKeys = ['receivedAt', 'subject'] as const;
export type MailSortKey = (typeof mailSortKeys)[number];
export const mailSortSchema = listSortSchema(mailSortKeys);
export const mailSortFields: Record<MailSortKey, string> = { receivedAt: 'receivedAt', subject: 'subject' };

/** The SMS outbox's sortable columns, each with an index (db/models/sms/smsOutbox.ts); without a sort, newest first. */
export const smsSortKeys = ['createdAt', 'phone', 'status'] as const;
export type SmsSortKey = (typeof smsSortKeys)[number];
export const smsSortSchema = listSortSchema(smsSortKeys);
export const smsSortFields: Record<SmsSortKey, string> = { createdAt: 'createdAt', phone: 'phone', status: 'status' };

/** States of an SMS in the outbox, the status column's filter. */
export const smsStatuses = ['sending', 'sent', 'failed'] as const;

/** The outbox lists' page sizes (25, 50, 100) and their search (subject, sender or recipient; phone or text). */
export const outboxPageSchema = z.object({
  search: z.string().trim().max(100).nullish(),
  page: z.number().int().min(0).default(0),
  pageSize: z.union([z.literal(25), z.literal(50), z.literal(100)]).default(25),
});

/** The SMS list's status filter. */
export const smsFilterSchema = outboxPageSchema.pick({ search: true }).extend({ status: z.enum(smsStatuses).nullish() });
