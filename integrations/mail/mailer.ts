import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { MailOutboxModel, type MailOutboxEntry } from '../../db/models/mail/mailOutbox';
import { IntegrationError } from '../shared/errors';
import { claimOnce, completeOnce, failOnce, type OnceRecord } from '../shared/once';
import { mailText } from './templates/engine';

/**
 * E-mail through nodemailer over SMTP: the server in SMTP_URL, or the embedded sink on
 * 127.0.0.1:SMTP_SINK_PORT. Sending is at most once per idempotency key (see shared/once.ts);
 * the sender is always MAIL_FROM, never an address a client supplied.
 */
export interface MailConfig {
  SMTP_URL?: string;
  SMTP_SINK_PORT: number;
  MAIL_FROM: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer | Uint8Array | string;
  contentType?: string;
}

export interface SendMailInput {
  /** Stable per message: the workflow run and step that sends it. */
  idempotencyKey: string;
  to: string | string[];
  cc?: string | string[];
  subject: string;
  html: string;
  /** Plain-text alternative; derived from the HTML by html-to-text when missing (templates/engine.ts). */
  text?: string;
  attachments?: MailAttachment[];
}

export type SentMail = OnceRecord<MailOutboxEntry> & { duplicate: boolean };

export interface Mailer {
  readonly transport: 'smtp' | 'sink';
  sendMail(input: SendMailInput): Promise<SentMail>;
  /** Checks the SMTP connection (used by the health check). */
  verify(): Promise<boolean>;
  close(): void;
}

const addressPattern = /^[^\s@<>(),;:"[\]\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const maxRecipients = 50;

function recipients(value: string | string[] | undefined, field: string): string[] {
  const list = (Array.isArray(value) ? value : value ? [value] : []).map((address) => String(address).trim().toLowerCase());
  for (const address of list) {
    if (!addressPattern.test(address) || address.length > 254) {
      throw new IntegrationError('MAIL_INVALID', { detail: `${field}: ${address.slice(0, 80)}` });
    }
  }
  return [...new Set(list)];
}

/** The same key always gives the same Message-ID, so a resend is recognisable as a duplicate. */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'prometheus.local';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

export function createMailer(config: MailConfig, options: { transporter?: Transporter } = {}): Mailer {
  const transport: Mailer['transport'] = config.SMTP_URL ? 'smtp' : 'sink';
  const transporter =
    options.transporter ??
    (config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL)
      : nodemailer.createTransport({ host: '127.0.0.1', port: config.SMTP_SINK_PORT, secure: false, ignoreTLS: true }));

  return {
    transport,
    async sendMail(input) {
      const to = recipients(input.to, 'to');
      const cc = recipients(input.cc, 'cc');
      if (to.length === 0) throw new IntegrationError('MAIL_INVALID', { detail: 'to' });
      if (to.length + cc.length > maxRecipients) throw new IntegrationError('MAIL_INVALID', { detail: `more than ${maxRecipients} recipients` });
      const subject = String(input.subject ?? '')
        .replace(/[\r\n]+/g, ' ')
        .trim();
      if (!subject || subject.length > 300) throw new IntegrationError('MAIL_INVALID', { detail: 'subject' });
      const attachments = input.attachments ?? [];

      const claim = await claimOnce(MailOutboxModel, input.idempotencyKey, {
        to,
        cc,
        subject,
        attachmentNames: attachments.map((attachment) => attachment.filename),
        transport,
      });
      if (!claim.claimed) return { ...claim.record, duplicate: true };
      try {
        const messageId = messageIdFor(input.idempotencyKey, config.MAIL_FROM);
        const info = (await transporter.sendMail({
          from: config.MAIL_FROM,
          to,
          cc: cc.length > 0 ? cc : undefined,
          subject,
          html: input.html,
          text: input.text ?? mailText(input.html),
          messageId,
          attachments: attachments.map((attachment) => ({
            filename: attachment.filename,
            content: typeof attachment.content === 'string' ? attachment.content : Buffer.from(attachment.content),
            contentType: attachment.contentType,
          })),
        })) as { messageId?: string; response?: string };
        const record = await completeOnce(MailOutboxModel, claim.record._id, {
          messageId: info.messageId ?? messageId,
          response: info.response ?? null,
          sentAt: new Date(),
        });
        return { ...record, duplicate: false };
      } catch (error) {
        await failOnce(MailOutboxModel, claim.record._id, error);
        throw new IntegrationError('MAIL_SEND_FAILED', { detail: error instanceof Error ? error.message : String(error) }, error);
      }
    },
    async verify() {
      try {
        return await transporter.verify();
      } catch {
        return false;
      }
    },
    close: () => transporter.close(),
  };
}

export interface MailOutboxQuery {
  limit?: number;
  skip?: number;
  status?: MailOutboxEntry['status'];
}

/** Newest first, for the dashboard's outbox view. */
export async function listMailOutbox(query: MailOutboxQuery = {}): Promise<OnceRecord<MailOutboxEntry>[]> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.status = query.status;
  return MailOutboxModel.find(filter)
    .sort({ createdAt: -1 })
    .skip(Math.max(0, query.skip ?? 0))
    .limit(Math.min(Math.max(1, query.limit ?? 100), 1000))
    .lean<OnceRecord<MailOutboxEntry>[]>();
}
