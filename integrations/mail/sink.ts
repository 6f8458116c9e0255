import { type AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { type Types } from 'mongoose';
import { SMTPServer } from 'smtp-server';
import { SinkMessageModel, type SinkMessage } from '../../db/models/mail/sinkMessage';
import { type Logger } from '../../config/logger';

/**
 * The embedded e-mail server: an SMTP listener on loopback that accepts every message and stores
 * it, parsed, in the database. Nothing leaves the machine; staff read the messages in the
 * dashboard. A message that cannot be stored is refused with a temporary error, so the sender
 * keeps it and tries again.
 */
export interface SmtpSinkOptions {
  port?: number;
  host?: string;
  /** Largest message accepted, in bytes. */
  maxBytes?: number;
  logger?: Logger;
}

export interface SmtpSink {
  host: string;
  port: number;
  close(): Promise<void>;
}

export const defaultSinkMaxBytes = 25 * 1024 * 1024;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '').filter(Boolean));
}

export function sinkMessageFromParsed(parsed: ParsedMail, raw: Buffer, envelope: SinkMessage['envelope'], receivedAt: Date): SinkMessage {
  return {
    messageId: parsed.messageId ?? null,
    subject: parsed.subject ?? '',
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? null,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      size: attachment.size,
      checksum: attachment.checksum,
    })),
    envelope,
    size: raw.length,
    raw,
    receivedAt,
  };
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const maxBytes = options.maxBytes ?? defaultSinkMaxBytes;
  const logger = options.logger?.child({ component: 'smtp-sink' });

  const server = new SMTPServer({
    name: 'prometheus-smtp-sink',
    banner: 'Prometheus embedded mail sink',
    authOptional: true,
    // Loopback only and nothing is relayed: TLS would add a certificate to manage and no protection.
    disabledCommands: ['STARTTLS'],
    size: maxBytes,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sink' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          const error = Object.assign(new Error(`Message exceeds the ${maxBytes} byte limit`), { responseCode: 552 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        const envelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        simpleParser(raw)
          .then((parsed) => SinkMessageModel.create(sinkMessageFromParsed(parsed, raw, envelope, new Date())))
          .then((stored) => {
            logger?.info({ id: String(stored._id), subject: stored.subject, to: stored.to }, 'mail received by the sink');
            callback(null, `Stored as ${String(stored._id)}`);
          })
          .catch((error: unknown) => {
            logger?.error({ err: error }, 'the sink could not store a message');
            callback(Object.assign(new Error('Temporary failure storing the message'), { responseCode: 451 }));
          });
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => logger?.error({ err: error }, 'SMTP sink error'));
  const port = (server.server.address() as AddressInfo).port;
  logger?.info({ host, port }, 'SMTP sink listening');
  return {
    host,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SinkMessageSummary = Pick<SinkMessage, 'messageId' | 'subject' | 'from' | 'to' | 'cc' | 'size' | 'receivedAt'> & {
  _id: Types.ObjectId;
  attachmentCount: number;
};

export interface SinkMessageQuery {
  limit?: number;
  skip?: number;
  /** Only messages to this address. */
  recipient?: string;
}

/** Newest first, without bodies, for the dashboard's mailbox list. */
export async function listSinkMessages(query: SinkMessageQuery = {}): Promise<SinkMessageSummary[]> {
  const filter: Record<string, unknown> = {};
  if (query.recipient) filter.to = String(query.recipient).trim().toLowerCase();
  const rows = await SinkMessageModel.find(filter)
    .select({ raw: 0, html: 0, text: 0 })
    .sort({ receivedAt: -1, _id: -1 })
    .skip(Math.max(0, query.skip ?? 0))
    .limit(Math.min(Math.max(1, query.limit ?? 50), 500))
    .lean<(Omit<SinkMessage, 'raw' | 'html' | 'text'> & { _id: Types.ObjectId })[]>();
  return rows.map(({ attachments, envelope: _envelope, ...rest }) => ({ ...rest, attachmentCount: attachments.length }));
}

export type SinkMessageDetail = Omit<SinkMessage, 'raw'> & { _id: Types.ObjectId };

/** One message with its bodies and attachment list (no raw source). */
export async function getSinkMessage(id: string | Types.ObjectId): Promise<SinkMessageDetail | null> {
  return SinkMessageModel.findById(id).select({ raw: 0 }).lean<SinkMessageDetail>();
}

/** The exact source as received (an .eml file). */
export async function getSinkMessageSource(id: string | Types.ObjectId): Promise<Buffer | null> {
  const record = await SinkMessageModel.findById(id).select({ raw: 1 }).lean<{ raw: Buffer | { buffer: Buffer } }>();
  if (!record) return null;
  return Buffer.isBuffer(record.raw) ? record.raw : Buffer.from(record.raw.buffer);
}

/** An attachment's content, read again from the stored source. */
export async function getSinkAttachment(
  id: string | Types.ObjectId,
  index: number,
): Promise<{ filename: string | null; contentType: string; content: Buffer } | null> {
  const raw = await getSinkMessageSource(id);
  if (!raw) return null;
  const parsed = await simpleParser(raw);
  const attachment = parsed.attachments[index];
  if (!attachment) return null;
  return { filename: attachment.filename ?? null, contentType: attachment.contentType, content: attachment.content };
}
