import { z } from 'zod';
import type { PurchaseOrder as PurchaseOrderType } from '../graphql/generated/resolvers';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { parseOrThrow, withoutNulls } from '../../domain/validation/parse';
import { MAX_GRID_PAGE_ROWS, purchaseGridPageSchema, purchaseOrderRequestSchema, purchaseSelectionSchema, isoDaySchema } from '../../domain/purchasing/schemas';
import { gatewayOf } from '../workflows/graphql';
import { forecastChart, purchaseGrid, purchaseGridTotals } from './grid/service';
import { listPurchaseOrders, purchaseOrder, purchaseOrderProgress, purchaseOrderView, sendPurchaseOrder, verifyPurchaseOrder } from './orders/service';
import { purchasingOptions } from './service';
import { purchaseOrderPageSchema, purchaseOrderSortKeys, purchaseOrderSortSchema } from '../../domain/purchasing/orderSort';
import { listPurchaseOrderPage } from './orders/listPage';

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
    type PurchaseOrderPage {
      rows: [PurchaseOrder!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    "The purchase orders list's sortable columns, each with an index."
    enum PurchaseOrderSort {
      ${purchaseOrderSortKeys.join('\n      ')}
    }
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
      "The orders list: filtered by status, provider (part of the name) and store, sorted and paged on the server."
      purchaseOrderPage(status: String, provider: String, storeId: String, page: Int, pageSize: Int, sort: PurchaseOrderSort, direction: SortDirection): PurchaseOrderPage!
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
      purchasingOptions: async (_parent, args, ctx: RequestContext) => {
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
      purchaseGrid: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const selection = parseOrThrow(purchaseSelectionSchema, withoutNulls(args.selection), ctx.language);
        if (args.offset == null && args.limit == null) return purchaseGrid(selection);
        const page = parseOrThrow(purchaseGridPageSchema, { offset: args.offset ?? 0, limit: args.limit ?? MAX_GRID_PAGE_ROWS }, ctx.language);
        // The totals of the whole selection only when asked for (a separate, cached computation).
        return { ...(await purchaseGrid(selection, page)), totals: () => purchaseGridTotals(selection) };
      },
      forecastChart: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const input = parseOrThrow(
          z.object({ storeId: z.string().max(20), sku: z.string().max(30), from: isoDaySchema, to: isoDaySchema }),
          args,
          ctx.language,
        );
        return forecastChart(input);
      },
      purchaseOrders: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const orders = await listPurchaseOrders(Math.min(200, Math.max(1, args.limit ?? 50)));
        return orders.map((order) => purchaseOrderView(order, ctx.deps.services.storage));
      },
      purchaseOrderPage: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        const { page, pageSize, ...filter } = parseOrThrow(
          purchaseOrderPageSchema,
          { status: args.status, provider: args.provider, storeId: args.storeId, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined },
          ctx.language,
        );
        const answer = await listPurchaseOrderPage(
          filter,
          page,
          pageSize,
          parseOrThrow(purchaseOrderSortSchema, { sort: args.sort, direction: args.direction }, ctx.language),
        );
        // Each order's lines and line count stay thunks resolved only when asked for (the list asks the count, never the lines).
        return { ...answer, rows: answer.rows.map((order) => purchaseOrderView(order, ctx.deps.services.storage)) as unknown as PurchaseOrderType[] };
      },
      purchaseOrder: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        return purchaseOrderView(await purchaseOrder(args.erpCompanyId, args.folio), ctx.deps.services.storage);
      },
      purchaseOrderProgress: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.read');
        return purchaseOrderProgress(() => gatewayOf(ctx), args.erpCompanyId, args.folio);
      },
    },
    Mutation: {
      verifyPurchaseOrder: async (_parent, args, ctx: RequestContext) => {
        const principal = requirePermission(ctx, 'purchases.send');
        const request = parseOrThrow(purchaseOrderRequestSchema, withoutNulls(args.order), ctx.language);
        return purchaseOrderView(await verifyPurchaseOrder(() => gatewayOf(ctx), ctx.deps.config, principal, request), ctx.deps.services.storage);
      },
      sendPurchaseOrder: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'purchases.send');
        const request = parseOrThrow(purchaseOrderRequestSchema, withoutNulls(args.order), ctx.language);
        return purchaseOrderView(await sendPurchaseOrder(() => gatewayOf(ctx), ctx.deps.config, args.folio, request), ctx.deps.services.storage);
      },
    },
  },
};
