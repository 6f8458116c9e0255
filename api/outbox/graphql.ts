import { isValidObjectId } from 'mongoose';
import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { parseOrThrow } from '../../domain/validation/parse';
import { getSinkMessage, listSinkMessages } from '../../integrations/mail';
import { listSmsOutbox } from '../../integrations/sms';
import { mailSortKeys, mailSortSchema, outboxPageSchema, smsFilterSchema, smsSortKeys, smsSortSchema } from '../../domain/outbox/outboxSort';
import { listMailPage, listSmsPage } from './service';

const pageSchema = z.object({
  limit: z.number().int().min(1).max(500).default(50),
  offset: z.number().int().min(0).max(100_000).default(0),
});

function page(args: unknown, ctx: RequestContext) {
  return parseOrThrow(pageSchema, args ?? {}, ctx.language);
}

/**
 * What the product sent: the embedded SMTP sink's messages and the SMS outbox, for staff who
 * check that a customer got their code (permissions mail.read and sms.read).
 */
export const outboxModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type MailMessageSummary {
      id: ID!
      subject: String!
      from: String!
      to: [String!]!
      size: Int!
      attachmentCount: Int!
      receivedAt: String!
    }
    type MailAttachmentInfo {
      index: Int!
      filename: String
      contentType: String!
      size: Int!
    }
    type MailMessage {
      id: ID!
      subject: String!
      from: String!
      to: [String!]!
      cc: [String!]!
      html: String
      text: String
      attachments: [MailAttachmentInfo!]!
      receivedAt: String!
    }
    type SmsMessage {
      id: ID!
      phone: String!
      message: String!
      status: String!
      provider: String!
      attempts: Int!
      lastError: String
      createdAt: String
      sentAt: String
    }
    type MailMessagePage {
      rows: [MailMessageSummary!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    type SmsMessagePage {
      rows: [SmsMessage!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    "The mail list's sortable columns (each with an index); none: newest first."
    enum MailSort {
      ${mailSortKeys.join('\n      ')}
    }
    "The SMS outbox's sortable columns (each with an index); none: newest first."
    enum SmsSort {
      ${smsSortKeys.join('\n      ')}
    }
    extend type Query {
      "mail.read. The outbox's mail list: search (subject, sender or recipient, accents aside), pageSize 25, 50 or 100, newest first unless sorted."
      mailMessagePage(search: String, page: Int, pageSize: Int, sort: MailSort, direction: SortDirection): MailMessagePage!
      "sms.read. The SMS outbox list: search (phone or text), status (sending, sent, failed), pageSize 25, 50 or 100, newest first unless sorted."
      smsMessagePage(search: String, status: String, page: Int, pageSize: Int, sort: SmsSort, direction: SortDirection): SmsMessagePage!
      "Messages received by the embedded SMTP sink, newest first."
      mailMessages(limit: Int, offset: Int, recipient: String): [MailMessageSummary!]!
      mailMessage(id: ID!): MailMessage
      "The SMS outbox, newest first."
      smsMessages(limit: Int, offset: Int, phone: String): [SmsMessage!]!
    }
  `,
  resolvers: {
    Query: {
      mailMessages: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'mail.read');
        const { limit, offset } = page({ limit: args.limit ?? undefined, offset: args.offset ?? undefined }, ctx);
        const rows = await listSinkMessages({ limit, skip: offset, recipient: args.recipient ?? undefined });
        return rows.map((row) => ({ ...row, id: String(row._id), receivedAt: new Date(row.receivedAt).toISOString() }));
      },
      mailMessagePage: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'mail.read');
        const input = parseOrThrow(outboxPageSchema, { search: args.search, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined }, ctx.language);
        return listMailPage(
          input.search,
          input.page,
          input.pageSize,
          parseOrThrow(mailSortSchema, { sort: args.sort, direction: args.direction }, ctx.language),
        );
      },
      smsMessagePage: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'sms.read');
        const input = parseOrThrow(outboxPageSchema, { search: args.search, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined }, ctx.language);
        const filter = parseOrThrow(smsFilterSchema, { search: args.search, status: args.status }, ctx.language);
        return listSmsPage(filter, input.page, input.pageSize, parseOrThrow(smsSortSchema, { sort: args.sort, direction: args.direction }, ctx.language));
      },
      mailMessage: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'mail.read');
        if (!isValidObjectId(args.id)) throw new AppError('NOT_FOUND', { what: args.id });
        const message = await getSinkMessage(args.id);
        if (!message) return null;
        return {
          ...message,
          id: String(message._id),
          receivedAt: new Date(message.receivedAt).toISOString(),
          attachments: message.attachments.map((attachment, index) => ({ ...attachment, index })),
        };
      },
      smsMessages: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'sms.read');
        const { limit, offset } = page({ limit: args.limit ?? undefined, offset: args.offset ?? undefined }, ctx);
        const rows = await listSmsOutbox({ limit, skip: offset, phone: args.phone ?? undefined });
        return rows.map((row) => ({
          ...row,
          id: String(row._id),
          createdAt: row.createdAt ? new Date(row.createdAt).toISOString() : null,
          sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
        }));
      },
    },
  },
};
