import mongoose, { Schema, type Model } from 'mongoose';

/**
 * Every e-mail the product sends, keyed by an idempotency key (the workflow run and step): a
 * retried activity finds the record and does not send again. The Message-ID is derived from the
 * key, so even a resend after a crash is recognisable as the same message by the receiver.
 */
export interface MailOutboxEntry {
  idempotencyKey: string;
  to: string[];
  cc: string[];
  subject: string;
  attachmentNames: string[];
  /** sending -> sent | failed */
  status: 'sending' | 'sent' | 'failed';
  /** smtp (the configured server) or sink (the embedded SMTP sink). */
  transport: 'smtp' | 'sink';
  messageId: string | null;
  /** The SMTP server's answer to the message. */
  response: string | null;
  attempts: number;
  claimedAt: Date | null;
  lastError: string | null;
  sentAt: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
}

const mailOutboxSchema = new Schema<MailOutboxEntry>(
  {
    idempotencyKey: { type: String, required: true, unique: true },
    to: { type: [String], required: true },
    cc: { type: [String], default: [] },
    subject: { type: String, required: true },
    attachmentNames: { type: [String], default: [] },
    status: { type: String, enum: ['sending', 'sent', 'failed'], default: 'sending', index: true },
    transport: { type: String, enum: ['smtp', 'sink'], required: true },
    messageId: { type: String, default: null },
    response: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    claimedAt: { type: Date, default: null },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'mailOutbox' },
);
mailOutboxSchema.index({ createdAt: -1 });

export const MailOutboxModel: Model<MailOutboxEntry> =
  (mongoose.models.MailOutbox as Model<MailOutboxEntry>) ?? mongoose.model<MailOutboxEntry>('MailOutbox', mailOutboxSchema);
