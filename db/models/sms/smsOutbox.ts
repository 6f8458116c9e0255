import mongoose, { Schema, type Model } from 'mongoose';

/**
 * Every SMS the product sends, before and after it goes out. The unique idempotency key stops a
 * retried activity from sending twice; with no provider configured this collection is the
 * delivery, and staff read the messages in the dashboard.
 */
export interface SmsOutboxEntry {
  idempotencyKey: string;
  /** +52 and 10 digits. */
  phone: string;
  message: string;
  /** sending -> sent | failed */
  status: 'sending' | 'sent' | 'failed';
  /** outbox (embedded, kept here only) or http (handed to the provider). */
  provider: 'outbox' | 'http';
  providerMessageId: string | null;
  providerResponse: string | null;
  attempts: number;
  claimedAt: Date | null;
  lastError: string | null;
  sentAt: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
}

const smsOutboxSchema = new Schema<SmsOutboxEntry>(
  {
    idempotencyKey: { type: String, required: true, unique: true },
    phone: { type: String, required: true, index: true },
    message: { type: String, required: true },
    status: { type: String, enum: ['sending', 'sent', 'failed'], default: 'sending', index: true },
    provider: { type: String, enum: ['outbox', 'http'], required: true },
    providerMessageId: { type: String, default: null },
    providerResponse: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    claimedAt: { type: Date, default: null },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'smsOutbox' },
);
smsOutboxSchema.index({ createdAt: -1 });

export const SmsOutboxModel: Model<SmsOutboxEntry> =
  (mongoose.models.SmsOutbox as Model<SmsOutboxEntry>) ?? mongoose.model<SmsOutboxEntry>('SmsOutbox', smsOutboxSchema);
