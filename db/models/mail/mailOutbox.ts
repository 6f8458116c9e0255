import mongoose, { Schema, type Model } from 'mongoose';
import { retentionSeconds } from '../../../config/config';
import { sentOnceFields, type SentOnceState } from '../common';

/**
 * Every e-mail the product sends, keyed by an idempotency key (the workflow run and step): a
 * retried activity finds the record and does not send again. The Message-ID is derived from the
 * key, so even a resend after a crash is recognisable as the same message by the receiver.
 */
export interface MailOutboxEntry extends SentOnceState {
  to: string[];
  cc: string[];
  subject: string;
  attachmentNames: string[];
  /** smtp (the configured server) or sink (the embedded SMTP sink). */
  transport: 'smtp' | 'sink';
  messageId: string | null;
  /** The SMTP server's answer to the message. */
  response: string | null;
  createdAt?: Date;
  updatedAt?: Date;
}

const mailOutboxSchema = new Schema<MailOutboxEntry>(
  {
    ...sentOnceFields,
    to: { type: [String], required: true },
    cc: { type: [String], default: [] },
    subject: { type: String, required: true },
    attachmentNames: { type: [String], default: [] },
    transport: { type: String, enum: ['smtp', 'sink'], required: true },
    messageId: { type: String, default: null },
    response: { type: String, default: null },
  },
  { timestamps: true, collection: 'mailOutbox' },
);
mailOutboxSchema.index({ createdAt: -1 });
// A sent e-mail is removed RETENTION_MAIL_OUTBOX_DAYS after it went out; one sending or failed (no sentAt) stays.
mailOutboxSchema.index(
  { sentAt: 1 },
  { expireAfterSeconds: retentionSeconds('RETENTION_MAIL_OUTBOX_DAYS'), partialFilterExpression: { sentAt: { $type: 'date' } } },
);

export const MailOutboxModel: Model<MailOutboxEntry> =
  (mongoose.models.MailOutbox as Model<MailOutboxEntry>) ?? mongoose.model<MailOutboxEntry>('MailOutbox', mailOutboxSchema);
