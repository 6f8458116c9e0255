import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { parseOrThrow } from '../../domain/validation/parse';
import { priceListExportSchema } from '../../domain/pricing/priceList';
import { erpQueryProgressQuery, ERP_QUERY_WORKFLOW, type ErpQueryProgress } from '../../workflows/erp/erpQuery';
import { gatewayOf } from '../workflows/graphql';
import { viaGateway } from '../workflows/errors';
import {
  currentOffers,
  exportPriceList,
  listPriceListExports,
  priceListCompanies,
  priceListFileText,
  priceListOperation,
  priceListTables,
  PRICE_LIST_QUERY_PREFIX,
  requireCompany,
  startPriceListQuery,
} from './service';

const startSchema = z.object({
  table: z.enum(priceListTables),
  companyId: z.number().int().positive(),
  search: z.string().max(60).nullish(),
  customerKeys: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,20}$/))
    .max(500)
    .nullish(),
});

function storageOf(ctx: RequestContext) {
  const storage = ctx.deps.services.storage;
  if (!storage) throw new AppError('BACKEND_UNAVAILABLE', { backend: 'files' });
  return storage;
}

/** The customer price list: ERP readings through the ERP query process, the daily export and its history. */
export const pricingModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A company whose price list can be exported, and whether today's export is done."
    type PriceListCompany {
      organizationId: String!
      organizationName: String!
      erpCompanyId: Int!
      exportedToday: Boolean!
      "yyyy-mm-dd: the first day (stores' calendar) a new export is possible"
      nextExportDay: String!
    }
    type PriceListQueryStart {
      workflowId: ID!
    }
    "A price-list reading: running while the ERP answers, then its rows (customers, offers or articles)."
    type PriceListQueryStatus {
      workflowId: ID!
      status: String!
      "creating, waiting, reading, done or failed"
      state: String
      rows: JSON
      rowCount: Int
      error: String
    }
    type PriceListExport {
      id: ID!
      companyId: Int!
      "the stores' day it counts for (yyyy-mm-dd)"
      day: String!
      sessionId: Int!
      offerFrom: String!
      offerTo: String!
      lineCount: Int!
      customerCount: Int!
      fileName: String!
      status: String!
      "a signed link valid 15 minutes"
      downloadUrl: String
      exportedBy: String!
      exportedAt: String!
      nextExportDay: String!
      "the file's text (for the CLI)"
      content: String
    }
    input PriceLineInput {
      clacte: String!
      claemp: Int!
      claarti: String!
      precioofe: Decimal!
      pctdescto: Float
    }
    input PriceListExportInput {
      companyId: Int!
      "offer start and end, yyyy-mm-dd"
      from: String!
      to: String!
      "the added lines; omitted: the company's current offers in the ERP"
      lines: [PriceLineInput!]
    }
    extend type Query {
      priceListCompanies: [PriceListCompany!]!
      priceListQuery(workflowId: ID!): PriceListQueryStatus!
      priceListExports(companyId: Int, limit: Int): [PriceListExport!]!
    }
    extend type Mutation {
      "Starts reading a price-list table (customers, offers or articles) from the ERP; never SQL."
      startPriceListQuery(table: String!, companyId: Int!, search: String, customerKeys: [String!]): PriceListQueryStart!
      "Exports ListadePrecios.csv once per company and day."
      exportPriceList(input: PriceListExportInput!): PriceListExport!
    }
  `,
  resolvers: {
    PriceListExport: {
      content: async (parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'pricing.read');
        return priceListFileText(storageOf(ctx), String(parent.id));
      },
    },
    Query: {
      priceListCompanies: async (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'pricing.read');
        return priceListCompanies();
      },
      priceListQuery: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'pricing.read');
        if (!args.workflowId.startsWith(PRICE_LIST_QUERY_PREFIX)) throw new AppError('WORKFLOW_NOT_FOUND', { id: args.workflowId });
        const gateway = gatewayOf(ctx);
        const run = await viaGateway(args.workflowId, () => gateway.describe(args.workflowId));
        if (run.workflowType !== ERP_QUERY_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: args.workflowId });
        if (run.status === 'running') {
          const progress = await viaGateway(args.workflowId, () => gateway.query<ErpQueryProgress>(args.workflowId, erpQueryProgressQuery));
          // The process says done a moment before the run completes: the rows come with 'completed'.
          return { workflowId: run.workflowId, status: run.status, state: progress.state === 'done' ? 'reading' : progress.state };
        }
        if (run.status === 'completed') {
          const rows = (run.result as { rows: unknown[] }).rows;
          return { workflowId: run.workflowId, status: run.status, state: 'done', rows, rowCount: rows.length };
        }
        const localized = (run.failure?.details?.[0] as { messages?: { es: string; en: string } } | undefined)?.messages;
        return { workflowId: run.workflowId, status: run.status, state: 'failed', error: localized?.[ctx.language] ?? run.failure?.message ?? run.status };
      },
      priceListExports: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'pricing.read');
        return listPriceListExports(ctx.deps.services.storage, args);
      },
    },
    Mutation: {
      startPriceListQuery: async (_parent, args: unknown, ctx: RequestContext) => {
        requirePermission(ctx, 'pricing.read');
        const input = parseOrThrow(startSchema, args, ctx.language);
        await requireCompany(input.companyId);
        const operation = priceListOperation(input.table, input.companyId, { search: input.search ?? '', customerKeys: input.customerKeys ?? [] });
        const workflowId = await viaGateway('', () => startPriceListQuery(gatewayOf(ctx), ctx.deps.config, operation));
        return { workflowId };
      },
      exportPriceList: async (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'pricing.export');
        const storage = storageOf(ctx);
        const raw = args.input ?? {};
        const companyId = Number(raw.companyId);
        if (Number.isInteger(companyId) && companyId > 0) await requireCompany(companyId);
        const lines = Array.isArray(raw.lines)
          ? raw.lines.map((line: Record<string, unknown>) => ({ ...line, pctdescto: line.pctdescto ?? 0 }))
          : Number.isInteger(companyId) && companyId > 0
            ? await viaGateway('', () => currentOffers(gatewayOf(ctx), ctx.deps.config, companyId))
            : [];
        const input = parseOrThrow(priceListExportSchema, { ...raw, lines }, ctx.language);
        return exportPriceList(storage, principal, input);
      },
    },
  },
};
