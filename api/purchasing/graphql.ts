import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type Principal, type RequestContext } from '../context';
import { parseOrThrow } from '../../domain/validation/parse';
import { AppError } from '../../domain/errors/catalogue';
import { MAX_GRID_PAGE_ROWS, purchaseGridPageSchema, purchaseOrderRequestSchema, purchaseSelectionSchema, isoDaySchema } from '../../domain/purchasing/schemas';
import { AttendantModel } from '../../db/models/access/attendant';
import { OrganizationModel } from '../../db/models/stores/organization';
import { purchaseOrderLineCount, purchaseOrderLines, type PurchaseOrder, type PurchaseOrderHeader } from '../../db/models/purchasing';
import { queryErp } from '../../workers/gateway/queryErp';
import { PURCHASE_ORDER_WORKFLOW, purchaseOrderProgressQuery, type PurchaseOrderInput, type PurchaseOrderProgress } from '../../workflows/purchasing/purchaseOrder';
import { gatewayOf } from '../workflows/graphql';
import { viaGateway } from '../workflows/errors';
import { forecastChart, purchaseGrid, purchaseGridTotals } from './grid/service';
import { draftPurchaseOrder, findPurchaseOrder, listPurchaseOrders, markSending, recordPurchaseOrder } from './orders/service';
import { purchasingOptions } from './service';

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null && item !== undefined).map(([key, item]) => [key, withoutNulls(item)]));
  }
  return value;
}

async function buyerOf(principal: Principal): Promise<PurchaseOrder['buyer']> {
  const attendant = principal.kind === 'staff' ? await AttendantModel.findOne({ userName: principal.userName }).select({ emails: 1 }).lean() : null;
  const email = (attendant?.emails as { email: string; emailType: string }[] | undefined)?.find((item) => item.emailType === 'work')?.email ?? attendant?.emails?.[0]?.email ?? null;
  return { userName: principal.userName, fullName: principal.fullName, email };
}

/** An order as the API answers it: its lines and their count from the record when it has them, else read only when asked for. */
function orderView(order: PurchaseOrderHeader & { lines?: PurchaseOrder['lines'] }, ctx: RequestContext) {
  const storage = ctx.deps.services.storage;
  const { lines } = order;
  return {
    ...order,
    lines: lines ?? (() => purchaseOrderLines(order.erpCompanyId, order.folio)),
    lineCount: lines ? lines.length : () => purchaseOrderLineCount(order),
    createdAt: new Date(order.createdAt).toISOString(),
    emailedAt: order.emailedAt ? new Date(order.emailedAt).toISOString() : null,
    erpInsertedAt: order.erpInsertedAt ? new Date(order.erpInsertedAt).toISOString() : null,
    buyerName: order.buyer.fullName,
    pdfs: order.pdfKeys.map((key) => ({ fileName: key.split('/').pop()!, url: storage ? storage.url(key) : null })),
  };
}

const erpCompanyOf = async (companyId: string) => {
  const company = await OrganizationModel.findOne({ organizationId: companyId }).lean();
  if (!company) throw new AppError('PURCHASING_COMPANY_NOT_FOUND', { id: companyId });
  return company.erpCompanyId;
};

/**
 * Purchase orders (spec 002 sections 2-5 and 7): the selection cascade's sources, the grid
 * computed on the server in one request, the forecast chart, 'Verificar orden de compra' (the
 * folio from the ERP through the ERP query process) and send (the purchase-order process), and the
 * order history with its PDFs and the process's progress.
 */
export const purchasingModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type PurchasingCompany {
      organizationId: String!
      organizationName: String!
      erpCompanyId: Int!
    }
    type PurchasingZone {
      zoneId: String!
      zoneName: String!
    }
    type PurchasingStore {
      warehouseId: String!
      warehouseName: String!
      warehouseRelatedId: String!
      zoneId: String!
    }
    type PurchasingProvider {
      providerId: String!
      providerName: String!
      email: String!
    }
    "The selection cascade: companies; with a company, its zones, stores (exclusions applied) and providers."
    type PurchasingOptions {
      companies: [PurchasingCompany!]!
      zones: [PurchasingZone!]!
      stores: [PurchasingStore!]!
      providers: [PurchasingProvider!]!
      "The distribution centre (CO129) the switch orders to."
      distributionCentreId: String
    }
    type PurchaseMoney {
      subtotal: Decimal!
      ieps: Decimal!
      iva: Decimal!
      total: Decimal!
    }
    type PurchaseSales {
      year: Int!
      quantity: Float!
    }
    "One row of the grid: one store and one product of the provider (spec 002 section 3)."
    type PurchaseRow {
      sku: String!
      description: String!
      "The product's sale unit (saleUnitName), null when it has none; a product with one shows its price with 2 decimals (spec 002 section 9)."
      saleUnit: String
      storeId: String!
      storeName: String!
      warehouseRelatedId: String!
      zoneId: String!
      piecesPerPackage: Int!
      "Packages to order (Piezas)."
      packages: Int!
      p10: Float!
      p50: Float!
      p90: Float!
      minProduct: Float!
      maxProduct: Float!
      stock: Float!
      price: Decimal!
      ivaRate: Float!
      iepsRate: Float!
      ivaDev: Boolean!
      subtotal: Decimal!
      ieps: Decimal!
      iva: Decimal!
      total: Decimal!
      sales: [PurchaseSales!]!
    }
    "The grid, whole or one page of it (rows store by store, products by SKU)."
    type PurchaseGrid {
      rows: [PurchaseRow!]!
      "Rows of the whole selection, and the first row of this answer."
      rowCount: Int!
      offset: Int!
      stores: Int!
      products: Int!
      "Money of the whole selection with its projection (computed on the server even when only a page is answered)."
      totals: PurchaseMoney!
      forecastFrom: String!
      forecastToExclusive: String!
    }
    type ForecastChartPoint {
      date: String!
      sales: Float
      salesYearBefore: Float
      p10: Float
      p50: Float
      p90: Float
    }
    type PurchaseOrderStore {
      storeId: String!
      storeName: String!
      subtotal: Decimal!
      ieps: Decimal!
      iva: Decimal!
      total: Decimal!
    }
    type PurchaseOrderPdf {
      fileName: String!
      url: String
    }
    type PurchaseOrderLine {
      storeId: String!
      sku: String!
      description: String!
      "The product's sale unit when it has one: its price shows 2 decimals."
      saleUnit: String
      packages: Int!
      piecesPerPackage: Int!
      price: Decimal!
      subtotal: Decimal!
      ieps: Decimal!
      iva: Decimal!
      total: Decimal!
    }
    "A verified or sent purchase order and how far its process got."
    type PurchaseOrder {
      folio: Int!
      erpCompanyId: Int!
      organizationName: String!
      providerId: String!
      providerName: String!
      providerEmail: String!
      buyerName: String!
      consolidated: Boolean!
      distributionCentre: Boolean!
      from: String!
      to: String!
      "draft, sending, sent or failed"
      status: String!
      stores: [PurchaseOrderStore!]!
      "Lines of the order: ask for them for one order (purchaseOrder, verify), not in the history."
      lines: [PurchaseOrderLine!]!
      lineCount: Int!
      totals: PurchaseMoney!
      pdfs: [PurchaseOrderPdf!]!
      emailedAt: String
      emailRecipients: [String!]!
      erpInsertedAt: String
      erpOrders: Int!
      erpLines: Int!
      failure: String
      createdAt: String!
      workflowId: String!
    }
    type PurchaseOrderProgress {
      "pdf, email, erp, done or failed"
      step: String!
      failure: String
    }
    input PurchaseSelectionInput {
      companyId: String!
      providerId: String!
      "yyyy-mm-dd"
      from: String!
      "yyyy-mm-dd; the screen defaults it to from + 7 days"
      to: String!
      "null: Todas"
      zoneId: String
      "empty: every store of the zone"
      storeIds: [String!]
      distributionCentre: Boolean
      "0 Conservadora, 1 Mínima, 2 Media, 3 Máxima"
      projection: Int
    }
    input PurchaseLineInput {
      storeId: String!
      sku: String!
      packages: Int!
    }
    input PurchaseOrderInput {
      selection: PurchaseSelectionInput!
      consolidated: Boolean!
      "The packages the buyer changed (others keep the suggested ones)."
      lines: [PurchaseLineInput!]!
    }
    extend type Query {
      purchasingOptions(companyId: String): PurchasingOptions!
      "The grid; with offset and limit one page of it (the screen shows the first page at once and fetches the rest)."
      purchaseGrid(selection: PurchaseSelectionInput!, offset: Int, limit: Int): PurchaseGrid!
      forecastChart(storeId: String!, sku: String!, from: String!, to: String!): [ForecastChartPoint!]!
      "The order history (sent, sending or failed; drafts are not listed), newest first."
      purchaseOrders(limit: Int): [PurchaseOrder!]!
      "One order, to open it with its lines."
      purchaseOrder(erpCompanyId: Int!, folio: Int!): PurchaseOrder!
      purchaseOrderProgress(erpCompanyId: Int!, folio: Int!): PurchaseOrderProgress!
    }
    extend type Mutation {
      "'Verificar orden de compra': the consolidated folio from the ERP and the order as it will be sent (rows with 0 packages dropped)."
      verifyPurchaseOrder(order: PurchaseOrderInput!): PurchaseOrder!
      "Sends a verified order: PDF, e-mail and ERP rows, by the purchase-order process."
      sendPurchaseOrder(folio: Int!, order: PurchaseOrderInput!): PurchaseOrder!
    }
  `,
  resolvers: {
    Query: {
      purchasingOptions: async (_parent: unknown, args: { companyId?: string | null }, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const options = await purchasingOptions(args.companyId ?? null);
        return {
          companies: options.companies,
          zones: options.zones,
          stores: options.stores.map((store) => ({ ...store, zoneId: store.zone.zoneId })),
          providers: options.providers,
          distributionCentreId: options.distributionCentre?.warehouseId ?? null,
        };
      },
      purchaseGrid: async (_parent: unknown, args: { selection: unknown; offset?: number | null; limit?: number | null }, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const selection = parseOrThrow(purchaseSelectionSchema, withoutNulls(args.selection), ctx.language);
        if (args.offset == null && args.limit == null) return purchaseGrid(selection);
        const page = parseOrThrow(purchaseGridPageSchema, { offset: args.offset ?? 0, limit: args.limit ?? MAX_GRID_PAGE_ROWS }, ctx.language);
        // The totals of the whole selection only when asked for (a separate, cached computation).
        return { ...(await purchaseGrid(selection, page)), totals: () => purchaseGridTotals(selection) };
      },
      forecastChart: async (_parent: unknown, args: { storeId: string; sku: string; from: string; to: string }, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const input = parseOrThrow(z.object({ storeId: z.string().max(20), sku: z.string().max(30), from: isoDaySchema, to: isoDaySchema }), args, ctx.language);
        return forecastChart(input);
      },
      purchaseOrders: async (_parent: unknown, args: { limit?: number | null }, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const orders = await listPurchaseOrders(Math.min(200, Math.max(1, args.limit ?? 50)));
        return orders.map((order) => orderView(order, ctx));
      },
      purchaseOrder: async (_parent: unknown, args: { erpCompanyId: number; folio: number }, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const order = await findPurchaseOrder(args.erpCompanyId, args.folio);
        if (!order) throw new AppError('PURCHASING_ORDER_NOT_FOUND', { folio: args.folio });
        return orderView(order, ctx);
      },
      purchaseOrderProgress: async (_parent: unknown, args: { erpCompanyId: number; folio: number }, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const order = await findPurchaseOrder(args.erpCompanyId, args.folio);
        if (!order) throw new AppError('PURCHASING_ORDER_NOT_FOUND', { folio: args.folio });
        if (order.status === 'sent') return { step: 'done', failure: null };
        if (order.status === 'failed') return { step: 'failed', failure: order.failure };
        if (order.status === 'draft') return { step: 'draft', failure: null };
        const gateway = gatewayOf(ctx);
        const progress = await viaGateway(order.workflowId, () => gateway.query<PurchaseOrderProgress>(order.workflowId, purchaseOrderProgressQuery)).catch(() => null);
        return { step: progress?.step ?? 'pdf', failure: progress?.failure ?? null };
      },
    },
    Mutation: {
      verifyPurchaseOrder: async (_parent: unknown, args: { order: unknown }, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'purchases.send');
        const request = parseOrThrow(purchaseOrderRequestSchema, withoutNulls(args.order), ctx.language);
        const draft = await draftPurchaseOrder(request);
        const gateway = gatewayOf(ctx);
        const config = ctx.deps.config;
        const answer = await viaGateway('', () => queryErp(gateway, { operation: 'nextConsolidatedOrderId', companyId: draft.company.erpCompanyId }, config));
        const folio = answer.rows[0]?.IdConsolidado;
        if (!folio) throw new AppError('ERP_FAILED', { detail: 'IdConsolidado' });
        const record = await recordPurchaseOrder({ draft, folio, request, buyer: await buyerOf(principal), now: new Date() });
        return orderView(record, ctx);
      },
      sendPurchaseOrder: async (_parent: unknown, args: { folio: number; order: unknown }, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.send');
        const request = parseOrThrow(purchaseOrderRequestSchema, withoutNulls(args.order), ctx.language);
        const erpCompanyId = await erpCompanyOf(request.selection.companyId);
        const draft = await draftPurchaseOrder(request);
        const order = await markSending(erpCompanyId, args.folio, draft);
        const gateway = gatewayOf(ctx);
        const input: PurchaseOrderInput = {
          erpCompanyId,
          folio: args.folio,
          pollIntervalMs: ctx.deps.config.ERP_POLL_INTERVAL_MS,
          deadlineMs: ctx.deps.config.ERP_DEADLINE_MS,
        };
        await viaGateway(order.workflowId, () => gateway.start(PURCHASE_ORDER_WORKFLOW, input, { workflowId: order.workflowId }));
        return orderView(order, ctx);
      },
    },
  },
};
