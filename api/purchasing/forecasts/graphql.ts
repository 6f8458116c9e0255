import { z } from 'zod';
import type { GraphqlModule } from '../../graphql/schema';
import { requirePermission, type RequestContext } from '../../context';
import { parseOrThrow, withoutNulls } from '../../../domain/validation/parse';
import { forecastRunRequestSchema } from '../../../domain/purchasing/schemas';
import { forecastAccuracyRequestSchema } from '../../../domain/purchasing/forecastAccuracy';
import { gatewayOf } from '../../workflows/graphql';
import { purchasingOptions } from '../service';
import { randomUUID } from 'node:crypto';
import { forecastImportPartSchema } from '../../../domain/purchasing/forecastCsv';
import { importForecastCsv } from '../forecastImport';
import { forecastRunPageSchema, forecastRunSortKeys, forecastRunSortSchema } from '../../../domain/purchasing/forecastRunList';
import { forecastRunPage } from './runsPage';
import { cancelForecastRun, forecastAccuracy, forecastRun, forecastRunProgress, listForecastRuns, startForecastRun } from './service';

/**
 * The Forecast screen's API (issue 12): the list of runs and imports, starting a computation and
 * following it, the selection sources, and the accuracy of past forecasts. The CSV import is
 * `importForecasts` (api/purchasing/forecastImport.ts), whole or in parts. Permissions: forecasts.read and forecasts.write
 * (menu 'Pronóstico').
 */
export const forecastsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A forecast computation or import, as the Forecast screen lists it."
    type ForecastRun {
      runId: String!
      "computed or imported"
      kind: String!
      organizationId: String
      providerId: String
      providerName: String
      "Empty: every store of the company."
      storeIds: [String!]!
      "First forecast day (computed) or first day of the file (imported)."
      start: String
      horizonDays: Int
      fileName: String
      "running, done, failed or cancelled"
      status: String!
      "Stores done and to do (computed), store x product pairs (imported)."
      done: Int!
      total: Int!
      "Date-item-store rows written."
      rows: Int!
      createdBy: String!
      createdAt: String!
      finishedAt: String
      failure: String
    }
    type ForecastRunPage {
      rows: [ForecastRun!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    "The runs list's sortable columns, each with an index; who sorts by the full name shown."
    enum ForecastRunSort {
      ${forecastRunSortKeys.join('\n      ')}
    }
    type ForecastRunProgress {
      runId: String!
      status: String!
      "planning, computing, done, failed or cancelled"
      state: String!
      storesDone: Int!
      storesTotal: Int!
      rows: Int!
      failure: String
    }
    type ForecastAccuracyFigures {
      observations: Int!
      "Share (0-1) of product-store-weeks whose sales fell inside the P10-P90 band."
      coverage: Float
      "Mean pinball loss of P10, P50 and P90, in pieces."
      pinballLoss: Float
      meanActual: Float
      below: Float
      above: Float
      "calibrated (70-90 %), narrow or wide"
      calibration: String
    }
    type ForecastAccuracyItem {
      sku: String!
      description: String!
      observations: Int!
      coverage: Float
      pinballLoss: Float
      meanActual: Float
      below: Float
      above: Float
      calibration: String
    }
    type ForecastAccuracyWeek {
      from: String!
      observations: Int!
      p10: Float!
      p50: Float!
      p90: Float!
      actual: Float!
      coverage: Float
    }
    type ForecastAccuracy {
      from: String!
      to: String!
      stores: Int!
      overall: ForecastAccuracyFigures!
      items: [ForecastAccuracyItem!]!
      weeks: [ForecastAccuracyWeek!]!
    }
    input ForecastRunInput {
      companyId: String!
      providerId: String!
      "Empty: every store of the company."
      storeIds: [String!]
      "yyyy-mm-dd: the first forecast day"
      start: String!
      "Days, 1 to 31 (8 when absent)."
      horizonDays: Int
    }
    input ForecastAccuracyInput {
      companyId: String!
      providerId: String!
      storeIds: [String!]
      "yyyy-mm-dd"
      from: String!
      "yyyy-mm-dd, inclusive"
      to: String!
    }
    extend type Query {
      forecastRuns(limit: Int): [ForecastRun!]!
      "The runs and imports table: filtered by kind (computed, imported) and status, sorted and paged on the server."
      forecastRunPage(kind: String, status: String, page: Int, pageSize: Int, sort: ForecastRunSort, direction: SortDirection): ForecastRunPage!
      forecastRun(runId: String!): ForecastRun!
      forecastRunProgress(runId: String!): ForecastRunProgress!
      "The New Forecast dialog's sources: companies; with a company, its stores and providers."
      forecastOptions(companyId: String): PurchasingOptions!
      forecastAccuracy(input: ForecastAccuracyInput!): ForecastAccuracy!
    }
    type ForecastImport {
      runId: String!
      "Rows and store x article pairs of this request (the part sent)."
      rows: Int!
      pairs: Int!
      "This part and how many the file has (1 and 1 for a whole file)."
      part: Int!
      parts: Int!
      "Rows of the import so far (every part received)."
      importedRows: Int!
    }
    extend type Mutation {
      """
      Imports a forecast CSV (date,item,store,p10,p50,p90): validated first (rows, stores, articles of the
      store's company), idempotent per date, item and store. A file above the 2 MB body limit goes in parts
      of whole rows, each with the header, under one importId (import-<uuid>) with part (1-based), parts and
      the file line of its first row.
      """
      importForecasts(csv: String!, fileName: String, importId: String, part: Int, parts: Int, firstLine: Int): ForecastImport!
      "Starts a forecast computation over a company, its stores (all or chosen) and a provider's products."
      startForecastRun(input: ForecastRunInput!): ForecastRun!
      "Cancels a running computation (through the workflow gateway); the run is listed as cancelled."
      cancelForecastRun(runId: String!): ForecastRun!
    }
  `,
  resolvers: {
    Query: {
      forecastRuns: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'forecasts.read');
        return listForecastRuns(Math.min(200, Math.max(1, args.limit ?? 50)));
      },
      forecastRunPage: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'forecasts.read');
        const { page, pageSize, ...filter } = parseOrThrow(
          forecastRunPageSchema,
          { kind: args.kind, status: args.status, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined },
          ctx.language,
        );
        return forecastRunPage(filter, page, pageSize, parseOrThrow(forecastRunSortSchema, { sort: args.sort, direction: args.direction }, ctx.language));
      },
      forecastRun: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'forecasts.read');
        return forecastRun(parseOrThrow(z.string().min(1).max(80), args.runId, ctx.language));
      },
      forecastRunProgress: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'forecasts.read');
        return forecastRunProgress(gatewayOf(ctx), parseOrThrow(z.string().min(1).max(80), args.runId, ctx.language));
      },
      forecastOptions: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'forecasts.read');
        const options = await purchasingOptions(args.companyId ?? null);
        return {
          companies: options.companies,
          zones: options.zones,
          stores: options.stores.map((store) => ({ ...store, zoneId: store.zone.zoneId })),
          providers: options.providers,
          distributionCentreId: options.distributionCentre?.warehouseId ?? null,
        };
      },
      forecastAccuracy: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'forecasts.read');
        return forecastAccuracy(parseOrThrow(forecastAccuracyRequestSchema, withoutNulls(args.input), ctx.language));
      },
    },
    Mutation: {
      importForecasts: async (_parent: unknown, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'forecasts.write');
        const fileName = z
          .string()
          .max(200)
          .parse(args.fileName ?? 'forecast.csv');
        const { csv, fileName: _name, ...given } = args;
        const part =
          args.importId != null || args.part != null || args.parts != null
            ? parseOrThrow(forecastImportPartSchema, withoutNulls(given), ctx.language)
            : undefined;
        return importForecastCsv({ csv, fileName, by: { userName: principal.userName, fullName: principal.fullName }, runId: `import-${randomUUID()}`, part });
      },
      startForecastRun: async (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'forecasts.write');
        const request = parseOrThrow(forecastRunRequestSchema, withoutNulls(args.input), ctx.language);
        return startForecastRun(gatewayOf(ctx), request, { userName: principal.userName, fullName: principal.fullName });
      },
      cancelForecastRun: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'forecasts.write');
        return cancelForecastRun(gatewayOf(ctx), parseOrThrow(z.string().min(1).max(80), args.runId, ctx.language));
      },
    },
  },
};
