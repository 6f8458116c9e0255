import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { parseOrThrow, withoutNulls } from '../../domain/validation/parse';
import { remoteCommandInputSchema, remoteCommandUpdateSchema, sendCommandSchema, REMOTE_COMMAND_LIST_LIMIT } from '../../domain/remoteCommands/commands';
import { commandCompanies, commandHistory, createCommand, listCommands, sendCommand, storeCustomersPage, storeKits, updateCommand } from './service';
import { issueStoreToken } from './pos/service';
import { commandHistoryPageSchema, commandHistorySortKeys, commandHistorySortSchema } from '../../domain/remoteCommands/historySort';
import { sharedCommandHistoryPage } from './historyPage';

const storeIdSchema = z.string().regex(/^[A-Z0-9_]{1,20}$/);

/** Remote commands (spec 002): commands, stores, the store's customers and kits, sending and the history. */
export const remoteCommandsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type RemoteCommand {
      id: ID!
      remoteCommandName: String!
      remoteCommandDescription: String!
      "JSON text with oper and data"
      command: String!
      enable: Boolean!
      "none, customer or kit: what the sender picks with the command"
      target: String!
      _version: Int!
    }
    input RemoteCommandInput {
      remoteCommandName: String!
      remoteCommandDescription: String
      command: String!
      enable: Boolean
      target: String
    }
    input RemoteCommandUpdateInput {
      id: ID!
      _version: Int!
      remoteCommandDescription: String
      command: String!
      enable: Boolean
      target: String
    }
    type RemoteCommandStore {
      warehouseId: String!
      warehouseName: String!
      timeZone: String!
    }
    type RemoteCommandCompany {
      organizationId: String!
      organizationName: String!
      stores: [RemoteCommandStore!]!
    }
    type RemoteCommandCustomer {
      id: ID!
      customerId: String!
      customerName: String!
      customerTypeId: String!
    }
    type RemoteCommandCustomerPage {
      items: [RemoteCommandCustomer!]!
      nextToken: String
    }
    type RemoteCommandKitItem {
      productOptions: [String!]!
      quantity: Int!
      currentSellPrice: Decimal!
      percentDiscount: Float!
    }
    type RemoteCommandKit {
      productKitId: String!
      productKitName: String!
      shortName: String!
      productKitType: String!
      currentSellPrice: Decimal!
      "epoch seconds"
      marketReleaseDate: Int!
      "epoch seconds, 0 = open-ended"
      marketFinalDate: Int!
      limitPerSale: Int!
      limitPerDay: Int!
      limitPerPos: Int!
      items: [RemoteCommandKitItem!]!
      expired: Boolean!
    }
    type RemoteControlStatus {
      "send, received, executed or failed"
      remoteControlStatusType: String!
      "epoch seconds"
      startDatetime: Int!
      endDatetime: Int
      attendantId: String
    }
    type RemoteControl {
      id: ID!
      remoteCommandName: String!
      command: String!
      warehouseId: String!
      params: String!
      "send, received, executed, failed or expired"
      state: String!
      statuses: [RemoteControlStatus!]!
      sentBy: String!
      sentAt: String!
      takenBy: String
      response: String
      "the store's time zone, for showing the times"
      timeZone: String!
    }
    type StoreTokenIssued {
      warehouseId: String!
      "shown once: the point of sale sends it as X-Store-Token"
      token: String!
    }
    type RemoteControlPage {
      rows: [RemoteControl!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    "The command history's sortable columns, each with an index."
    enum RemoteControlSort {
      ${commandHistorySortKeys.join('\n      ')}
    }
    extend type Query {
      remoteCommands: [RemoteCommand!]!
      remoteCommandCompanies: [RemoteCommandCompany!]!
      remoteCommandCustomers(storeId: String!, after: String, limit: Int): RemoteCommandCustomerPage!
      remoteCommandKits(storeId: String!): [RemoteCommandKit!]!
      remoteCommandHistory(storeId: String, limit: Int): [RemoteControl!]!
      "The history's table: filtered by store, state (send, received, executed, failed, expired) and command, sorted and paged on the server."
      remoteCommandHistoryPage(storeId: String, state: String, commandName: String, page: Int, pageSize: Int, sort: RemoteControlSort, direction: SortDirection): RemoteControlPage!
    }
    extend type Mutation {
      createRemoteCommand(input: RemoteCommandInput!): RemoteCommand!
      updateRemoteCommand(input: RemoteCommandUpdateInput!): RemoteCommand!
      sendRemoteCommand(storeId: String!, commandName: String!, customerId: String, kitId: String): RemoteControl!
      issueStoreToken(storeId: String!, label: String): StoreTokenIssued!
    }
  `,
  resolvers: {
    Query: {
      remoteCommands: async (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.read');
        return listCommands();
      },
      remoteCommandCompanies: async (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.read');
        return commandCompanies();
      },
      remoteCommandCustomers: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.read');
        const storeId = parseOrThrow(storeIdSchema, args.storeId, ctx.language);
        return storeCustomersPage(storeId, args.after ?? null, Math.min(Math.max(args.limit ?? 100, 1), 500));
      },
      remoteCommandKits: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.read');
        return storeKits(parseOrThrow(storeIdSchema, args.storeId, ctx.language));
      },
      remoteCommandHistory: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.read');
        const storeId = args.storeId ? parseOrThrow(storeIdSchema, args.storeId, ctx.language) : null;
        return commandHistory(storeId, args.limit ?? REMOTE_COMMAND_LIST_LIMIT, ctx.deps.config.REMOTE_COMMAND_EXPIRY_MS);
      },
      remoteCommandHistoryPage: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.read');
        const input = parseOrThrow(
          commandHistoryPageSchema,
          { storeId: args.storeId, state: args.state, commandName: args.commandName, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined },
          ctx.language,
        );
        const sort = parseOrThrow(commandHistorySortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        const { page, pageSize, ...filter } = input;
        return sharedCommandHistoryPage(filter, page, pageSize, sort, ctx.deps.config.REMOTE_COMMAND_EXPIRY_MS);
      },
    },
    Mutation: {
      createRemoteCommand: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.write');
        const input = parseOrThrow(remoteCommandInputSchema, withoutNulls(args.input), ctx.language);
        return createCommand(input);
      },
      updateRemoteCommand: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.write');
        const input = parseOrThrow(remoteCommandUpdateSchema, withoutNulls(args.input), ctx.language);
        return updateCommand(input);
      },
      sendRemoteCommand: async (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'remoteCommands.send');
        const input = parseOrThrow(sendCommandSchema, withoutNulls(args), ctx.language);
        return sendCommand(principal, input, ctx.deps.config.REMOTE_COMMAND_EXPIRY_MS);
      },
      issueStoreToken: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'remoteCommands.write');
        const storeId = parseOrThrow(storeIdSchema, args.storeId, ctx.language);
        return { warehouseId: storeId, token: await issueStoreToken(storeId, args.label ?? 'issued') };
      },
    },
  },
};
