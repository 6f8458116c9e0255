import { isValidObjectId } from 'mongoose';
import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { parseOrThrow } from '../../domain/validation/parse';
import { getSinkMessage, listSinkMessages } from '../../integrations/mail';
import { listSmsOutbox } from '../../integrations/sms';

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
    extend type Query {
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
