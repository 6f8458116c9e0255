import mongoose, { Schema, type Model } from 'mongoose';
import { retentionSeconds } from '../../../config/config';

/**
 * A message received by the embedded SMTP sink (the e-mail server of the embedded setup). Staff
 * read these in the dashboard; the raw source is kept so attachments can be downloaded and the
 * message checked exactly as it was sent.
 */
export interface SinkAttachment {
  filename: string | null;
  contentType: string;
  size: number;
  /** md5 of the content, as mailparser computes it. */
  checksum: string;
}

export interface SinkMessage {
  messageId: string | null;
  subject: string;
  from: string;
  to: string[];
  cc: string[];
  html: string | null;
  text: string | null;
  attachments: SinkAttachment[];
  envelope: { mailFrom: string | null; rcptTo: string[] };
  size: number;
  raw: Buffer;
  receivedAt: Date;
}

const sinkMessageSchema = new Schema<SinkMessage>(
  {
    messageId: { type: String, default: null, index: true },
    subject: { type: String, default: '' },
    from: { type: String, default: '' },
    to: { type: [String], default: [] },
    cc: { type: [String], default: [] },
    html: { type: String, default: null },
    text: { type: String, default: null },
    attachments: {
      type: [{ filename: String, contentType: String, size: Number, checksum: String, _id: false }],
      default: [],
    },
    envelope: { mailFrom: { type: String, default: null }, rcptTo: { type: [String], default: [] } },
    size: { type: Number, required: true },
    raw: { type: Buffer, required: true },
    receivedAt: { type: Date, required: true },
  },
  { collection: 'mailSinkMessages', versionKey: false },
);
// Newest first for the mailbox, and a received message is removed RETENTION_MAIL_SINK_DAYS after it arrived.
sinkMessageSchema.index({ receivedAt: -1 }, { expireAfterSeconds: retentionSeconds('RETENTION_MAIL_SINK_DAYS') });
sinkMessageSchema.index({ to: 1, receivedAt: -1 });
// The outbox list's subject sort (domain/outbox/outboxSort.ts).
sinkMessageSchema.index({ subject: 1 });

export const SinkMessageModel: Model<SinkMessage> =
  (mongoose.models.SinkMessage as Model<SinkMessage>) ?? mongoose.model<SinkMessage>('SinkMessage', sinkMessageSchema);
