import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { parseOrThrow } from '../../domain/validation/parse';
import { emptyContainerDaySchema, emptyContainerHistorySchema, saveEmptyContainerReportSchema } from '../../domain/xadis/emptyContainers';
import { transmissionRangeSchema, xadisSettingsSchema } from '../../domain/xadis/transmissions';
import { transmissionPageSchema, transmissionSortKeys, transmissionSortSchema } from '../../domain/xadis/transmissionList';
import { gatewayOf } from '../workflows/graphql';
import { transmissionPage } from './transmissionPage';
import {
  cancelTransmission,
  emptyContainerDaySummary,
  emptyContainerHistory,
  emptyContainerScreen,
  getTransmission,
  listTransmissions,
  saveEmptyContainerReport,
  saveXadisSettings,
  startTransmission,
  xadisSettings,
} from './service';

const idSchema = z.string().trim().min(1).max(120);

/**
 * Xadis (spec 001): the window's empty-container report with the ERP stock, its history, and the
 * partner transmissions (start, progress from the workflow's query, history, cancel) and settings.
 * Credentials and the warehouse code never come from the browser: the activities read them from
 * the configuration.
 */
export const xadisModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type EmptyContainerStockRow {
      articleKey: String!
      articleName: String!
      familyKey: String!
      stock: Int!
    }
    type EmptyContainerProduct {
      sku: String!
      sap: String!
      description: String!
      "SELECTABLE (grouper items) or FREETOUSE"
      stockType: String!
    }
    type EmptyContainerLine {
      sku: String!
      sap: String!
      stockType: String!
      quantity: Int!
    }
    type EmptyContainerReport {
      id: ID!
      version: Int!
      "epoch ms"
      startDate: Float!
      endDate: Float
      shippingDate: String
      emptyContainers: [EmptyContainerLine!]!
      boxTotal: Int!
      erpTotal: Int
      state: Int!
      closed: Boolean!
    }
    "The daily window's screen: the ERP stock with the state rule applied, the products, the report."
    type EmptyContainerScreen {
      windowStart: Float!
      windowEnd: Float!
      day: String!
      "today (yyyy-mm-dd, stores' zone): the capture date"
      captureDate: String!
      "0 stage off, 1 E0101 above 110000, 2 E0201 + E0101 above it, 3 nothing to report"
      state: Int!
      erpRows: [EmptyContainerStockRow!]!
      "boxes of 12; null in state 0 (hidden)"
      erpTotal: Int
      readError: String
      products: [EmptyContainerProduct!]!
      report: EmptyContainerReport
    }
    type EmptyContainerHistoryRow {
      day: String!
      sku: String!
      sap: String!
      stockType: String!
      quantity: Int!
      shippingDate: String
      "the ERP total (boxes of 12) the day's report was sent against; null in state 0"
      erpTotal: Int
    }
    "One window's report summary (a past day's too): state, ERP total and box total as the report saved them, or the window's stock when no report was made."
    type EmptyContainerDaySummary {
      "the window's day (its key)"
      day: String!
      state: Int!
      "boxes of 12; null in state 0"
      erpTotal: Int
      boxTotal: Int!
      "box total minus ERP total"
      difference: Int!
      "sent, draft (saved, not sent) or missing (no report)"
      status: String!
      shippingDate: String
      emptyContainers: [EmptyContainerLine!]!
    }
    input EmptyContainerLineInput {
      sku: String!
      sap: String!
      stockType: String!
      quantity: Int
    }
    input EmptyContainerReportInput {
      emptyContainers: [EmptyContainerLineInput!]!
      version: Int
      "true: 'Enviar datos' (closes the report with the shipping date)"
      send: Boolean
      shippingDate: String
    }
    type XadisKindCounts {
      records: Int!
      batches: Int!
      batchesSent: Int!
      validated: Int!
      inserted: Int!
      errors: Int!
      failedBatches: Int!
    }
    type XadisErrorItem {
      kind: String!
      sku: String!
      msg: String!
    }
    type XadisTransmission {
      id: ID!
      from: String!
      to: String!
      "running, sent, error, loginFailed, cancelled or failed"
      status: String!
      "while running: login, reading, sending, logout, mailing"
      state: String
      requestedBy: String!
      scheduled: Boolean!
      sales: XadisKindCounts!
      inventory: XadisKindCounts!
      errorItems: [XadisErrorItem!]!
      emailSubject: String
      emailRecipients: [String!]!
      emailSentAt: Float
      message: String
      startedAt: Float!
      endedAt: Float
    }
    type XadisSettings {
      summaryRecipients: [String!]!
      internalRecipients: [String!]!
      reminderRecipients: [String!]!
      dailyTransmission: Boolean!
      "The partner warehouse code from the configuration (read-only; the credentials are never sent)."
      warehouseCode: String!
    }
    type XadisTransmissionPage {
      rows: [XadisTransmission!]!
      total: Int!
      page: Int!
      pageSize: Int!
      "the transmission running now, wherever it sits in the list (its progress shows above the list)"
      running: XadisTransmission
    }
    "The transmission history's sortable columns, each with an index; range sorts by its first day."
    enum XadisTransmissionSort {
      ${transmissionSortKeys.join('\n      ')}
    }
    input XadisSettingsInput {
      summaryRecipients: [String!]!
      internalRecipients: [String!]!
      reminderRecipients: [String!]!
      dailyTransmission: Boolean!
    }
    extend type Query {
      emptyContainerScreen: EmptyContainerScreen!
      emptyContainerHistory(from: String!, to: String!): [EmptyContainerHistoryRow!]!
      "a window's report summary by its day (yyyy-mm-dd, today back to 365 days)"
      emptyContainerDay(day: String!): EmptyContainerDaySummary!
      xadisTransmissions(limit: Int): [XadisTransmission!]!
      "The history's table: filtered by status and who asked (a part of the name), sorted and paged on the server."
      xadisTransmissionPage(status: String, requestedBy: String, page: Int, pageSize: Int, sort: XadisTransmissionSort, direction: SortDirection): XadisTransmissionPage!
      xadisTransmission(id: ID!): XadisTransmission!
      xadisSettings: XadisSettings!
    }
    extend type Mutation {
      "Reads the window's ERP stock again."
      refreshEmptyContainerStock: EmptyContainerScreen!
      saveEmptyContainerReport(input: EmptyContainerReportInput!): EmptyContainerScreen!
      "Starts a transmission of the range (yyyy-mm-dd)."
      startXadisTransmission(from: String, to: String): XadisTransmission!
      cancelXadisTransmission(id: ID!): XadisTransmission!
      saveXadisSettings(input: XadisSettingsInput!): XadisSettings!
    }
  `,
  resolvers: {
    Query: {
      emptyContainerScreen: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.emptyContainers.read');
        return emptyContainerScreen(ctx.deps.services.workflows, ctx.deps.config);
      },
      emptyContainerDay: (_parent, args: unknown, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.emptyContainers.read');
        const { day } = parseOrThrow(emptyContainerDaySchema, args, ctx.language);
        return emptyContainerDaySummary(day);
      },
      emptyContainerHistory: (_parent, args: unknown, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.emptyContainers.read');
        const range = parseOrThrow(emptyContainerHistorySchema, args, ctx.language);
        return emptyContainerHistory(range.from, range.to);
      },
      xadisTransmissions: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.transmissions.read');
        return listTransmissions(ctx.deps.services.workflows, args.limit ?? 50);
      },
      xadisTransmissionPage: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.transmissions.read');
        const { page, pageSize, ...filter } = parseOrThrow(
          transmissionPageSchema,
          { status: args.status, requestedBy: args.requestedBy, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined },
          ctx.language,
        );
        const sort = parseOrThrow(transmissionSortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        return transmissionPage(ctx.deps.services.workflows, filter, page, pageSize, sort);
      },
      xadisTransmission: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.transmissions.read');
        return getTransmission(ctx.deps.services.workflows, parseOrThrow(idSchema, args.id, ctx.language));
      },
      xadisSettings: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.transmissions.read');
        return xadisSettings(ctx.deps.config);
      },
    },
    Mutation: {
      refreshEmptyContainerStock: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.emptyContainers.write');
        return emptyContainerScreen(ctx.deps.services.workflows, ctx.deps.config, Date.now(), true);
      },
      saveEmptyContainerReport: (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'xadis.emptyContainers.write');
        const input = parseOrThrow(saveEmptyContainerReportSchema, args.input, ctx.language);
        return saveEmptyContainerReport(ctx.deps.services.workflows, ctx.deps.config, principal.id, input);
      },
      startXadisTransmission: (_parent, args: unknown, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'xadis.transmissions.send');
        const range = parseOrThrow(transmissionRangeSchema, args, ctx.language, 'XADIS_DATE_SELECTION');
        return startTransmission(gatewayOf(ctx), ctx.deps.config, range, principal.userName);
      },
      cancelXadisTransmission: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.transmissions.send');
        return cancelTransmission(gatewayOf(ctx), parseOrThrow(idSchema, args.id, ctx.language));
      },
      saveXadisSettings: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'xadis.settings.write');
        return saveXadisSettings(gatewayOf(ctx), ctx.deps.config, parseOrThrow(xadisSettingsSchema, args.input, ctx.language));
      },
    },
  },
};
