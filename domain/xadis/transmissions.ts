import { z } from 'zod';

/**
 * The partner (Xadis) sales and inventory transmission (spec 001 sections 2, 4, 7, 8 and 9): a
 * date range, sales first then inventory, 500 records per call, the summary e-mail.
 */
export const TRANSMISSION_BATCH_SIZE = 500;
/**
 * Batches of one kind in flight at once (the process's `batchWindow` input): with more than one,
 * while the partner validates a batch the product reads the next from the ERP answer and records
 * the previous. Sales still all go before inventory. 1, one after another, is the default: with 3,
 * the resume-after-kill test hung now and then (docs/xadis.md), so the window stays an option until
 * that is understood.
 */
export const TRANSMISSION_BATCH_WINDOW = 1;
/**
 * Consecutive batches one activity sends (the process's `batchesPerRun` input): each batch still
 * has its own idempotency key, so a retried or resumed run never sends a batch twice, but the
 * process records one step per run instead of one per batch, and inside a run the next batch is
 * read from the ERP answer while the partner takes the current one. Progress moves a run at a time.
 */
export const TRANSMISSION_BATCHES_PER_RUN = 10;
/**
 * The order of a transmission's steps around its sending (the process's `processVersion` input): 2, the ERP requests go out
 * while the partner logs in and the closing steps run beside the next ones. Runs without it keep the order they began with.
 */
export const TRANSMISSION_PROCESS_VERSION = 2;
/** Chunks of 500 rows the ERP agent stays ahead of a transmission's sending (flow control: memory flat whatever the range). */
export const TRANSMISSION_ERP_WINDOW = 16;
/** First retry of a batch that failed inside a run (then doubling, as the single-batch retries). */
export const TRANSMISSION_RETRY_INITIAL_MS = 2000;
/** Logout waits this long after sending when there were errors or parts (spec 001 section 9). */
export const LOGOUT_DELAY_MS = 60_000;
export const transmissionKinds = ['sales', 'inventory'] as const;
export type TransmissionKind = (typeof transmissionKinds)[number];

export const SUCCESS_SUBJECT = 'Envio de informacion XADIS exitoso';
export const ERROR_SUBJECT = 'Error de envio de informacion XADIS';
export const LOGIN_FAILURE_SUBJECT = 'Error de comunicacion con el servicio de grupo modelo XADIS';
export const REMINDER_SUBJECT = 'Recordatorio: reporte de envase vacio XADIS pendiente';

const isoDay = z
  .string({ error: 'XADIS_DATE_SELECTION' })
  .trim()
  .min(1, 'XADIS_DATE_SELECTION')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'XADIS_DATE_INVALID');

/** Both dates are needed ('date selection'), from before to. */
export const transmissionRangeSchema = z
  .object({
    from: z.preprocess((value) => value ?? '', isoDay),
    to: z.preprocess((value) => value ?? '', isoDay),
  })
  .refine((range) => range.from <= range.to, { message: 'XADIS_RANGE_ORDER', path: ['to'] });
export type TransmissionRange = z.infer<typeof transmissionRangeSchema>;

/** yyyy-MM-dd to the dd/MM/yyyy the ERP's stored procedures take. */
export function toErpDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export interface KindCounts {
  records: number;
  batches: number;
  batchesSent: number;
  validated: number;
  inserted: number;
  errors: number;
  failedBatches: number;
}

export function emptyKindCounts(): KindCounts {
  return { records: 0, batches: 0, batchesSent: 0, validated: 0, inserted: 0, errors: 0, failedBatches: 0 };
}

export interface ErrorItem {
  kind: TransmissionKind;
  sku: string;
  msg: string;
}

/** How many partner calls `records` rows take. */
export function batchCount(records: number, size = TRANSMISSION_BATCH_SIZE): number {
  return Math.ceil(Math.max(0, records) / size);
}

/** The summary e-mail's subject: the error one when any batch failed or was refused. */
export function summarySubject(counts: Record<TransmissionKind, KindCounts>): string {
  return counts.sales.failedBatches + counts.inventory.failedBatches > 0 ? ERROR_SUBJECT : SUCCESS_SUBJECT;
}

/** Logout waits 60 s when a batch failed or items came back with errors ('errors or parts'). */
export function logoutDelayMs(counts: Record<TransmissionKind, KindCounts>): number {
  const troubled = transmissionKinds.some((kind) => counts[kind].failedBatches > 0 || counts[kind].errors > 0);
  return troubled ? LOGOUT_DELAY_MS : 0;
}

/** Who receives what; seeded with the original's seven summary recipients (addresses not printed in the spec). */
const emailSchema = z.string().trim().toLowerCase().email('XADIS_EMAIL_INVALID').max(254);
export const xadisSettingsSchema = z.object({
  summaryRecipients: z.array(emailSchema).min(1, 'XADIS_RECIPIENTS_REQUIRED').max(20),
  internalRecipients: z.array(emailSchema).min(1, 'XADIS_RECIPIENTS_REQUIRED').max(20),
  reminderRecipients: z.array(emailSchema).max(20),
  dailyTransmission: z.boolean(),
});
export type XadisSettingsInput = z.infer<typeof xadisSettingsSchema>;

/** The addresses typed in a text area: one per line (commas and semicolons separate too), blanks dropped. */
export function recipientLines(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A recipient list typed as text, checked as the server's list: its first problem belongs to the whole field. */
function recipientListText(list: z.ZodType<string[]>) {
  return z.string().transform((text, ctx) => {
    const result = list.safeParse(recipientLines(text));
    if (result.success) return result.data;
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'XADIS_EMAIL_INVALID' });
    return z.NEVER;
  });
}

/** The settings dialog's form: each list as the text area holds it, the same rules as xadisSettingsSchema, the output its input. */
export const xadisSettingsFormSchema = z.object({
  summaryRecipients: recipientListText(xadisSettingsSchema.shape.summaryRecipients),
  internalRecipients: recipientListText(xadisSettingsSchema.shape.internalRecipients),
  reminderRecipients: recipientListText(xadisSettingsSchema.shape.reminderRecipients),
  dailyTransmission: z.boolean(),
});

/**
 * A batch's completion not yet written, handed from one run of batches to the next (through the transmission process's history) to be
 * written with the next run's first claim: the partner's answer without error items (a batch with some writes its own).
 */
export interface PartnerBatchCompletion {
  /** The batch record's id (hex). */
  id: string;
  rejected: boolean;
  validated: number;
  inserted: number;
  mensaje: string;
  error: string;
  /** When the partner answered (epoch ms). */
  sentAt: number;
}
