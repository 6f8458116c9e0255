import mongoose, { Schema, type Model } from 'mongoose';
import { retentionSeconds } from '../../../config/config';
import { sentOnceFields, type SentOnceState } from '../common';

/**
 * Every SMS the product sends, before and after it goes out. The unique idempotency key stops a
 * retried activity from sending twice; with no provider configured this collection is the
 * delivery, and staff read the messages in the dashboard.
 */
export interface SmsOutboxEntry extends SentOnceState {
  /** +52 and 10 digits. */
  phone: string;
  message: string;
  /** outbox (embedded, kept here only) or http (handed to the provider). */
  provider: 'outbox' | 'http';
  providerMessageId: string | null;
  providerResponse: string | null;
  createdAt?: Date;
  updatedAt?: Date;
}

const smsOutboxSchema = new Schema<SmsOutboxEntry>(
  {
    ...sentOnceFields,
    phone: { type: String, required: true, index: true },
    message: { type: String, required: true },
    provider: { type: String, enum: ['outbox', 'http'], required: true },
    providerMessageId: { type: String, default: null },
    providerResponse: { type: String, default: null },
  },
  { timestamps: true, collection: 'smsOutbox' },
);
smsOutboxSchema.index({ createdAt: -1 });
// The outbox list's status sort and filter (domain/outbox/outboxSort.ts); the phone has its own index.
smsOutboxSchema.index({ status: 1, createdAt: -1 });
// A sent SMS is removed RETENTION_SMS_OUTBOX_DAYS after it went out; one sending or failed (no sentAt) stays.
smsOutboxSchema.index(
  { sentAt: 1 },
  { expireAfterSeconds: retentionSeconds('RETENTION_SMS_OUTBOX_DAYS'), partialFilterExpression: { sentAt: { $type: 'date' } } },
);

export const SmsOutboxModel: Model<SmsOutboxEntry> =
  (mongoose.models.SmsOutbox as Model<SmsOutboxEntry>) ?? mongoose.model<SmsOutboxEntry>('SmsOutbox', smsOutboxSchema);
