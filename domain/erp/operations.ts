import { z } from 'zod';
import { singleLineText } from '../common/text';
import { moneyText } from '../common/money';

/**
 * The ERP (Fortia, SQL Server) is reached only through these typed operations. A client never
 * sends SQL: it names an operation and its parameters, and the ERP agent beside the ERP runs the
 * matching parameterized query. Company 1 lives in one ERP database, every other company in a
 * second one (spec 002 section 7).
 */

/** dd/MM/yyyy, the date format the sales and inventory stored procedures take (spec 001 section 7). */
export const erpDateSchema = z.string().regex(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/, 'expected dd/MM/yyyy');

export const companyIdSchema = z.coerce.number().int().positive();

export const emptyContainerStockOperation = z.object({
  operation: z.literal('emptyContainerStock'),
  companyId: companyIdSchema.default(1),
  /** Article keys to read (E0101, E0201, ...). */
  articleKeys: z
    .array(singleLineText().regex(/^[A-Za-z0-9_-]{1,30}$/))
    .min(1)
    .max(500),
});

export const salesRangeOperation = z.object({
  operation: z.literal('salesRange'),
  companyId: companyIdSchema.default(1),
  from: erpDateSchema,
  to: erpDateSchema,
});

export const inventoryRangeOperation = z.object({
  operation: z.literal('inventoryRange'),
  companyId: companyIdSchema.default(1),
  from: erpDateSchema,
  to: erpDateSchema,
});

export const nextConsolidatedOrderIdOperation = z.object({
  operation: z.literal('nextConsolidatedOrderId'),
  companyId: companyIdSchema,
});

/**
 * An OC/OCDet amount for a DECIMAL(18,4) column: an exact decimal string with at most 4 decimals
 * ("645.6548"), never a binary float (docs/money.md). A number (a request queued by an earlier
 * version) is read through its shortest text.
 */
const moneySchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? moneyText(value) : value),
  z.string().regex(/^\d{1,14}(\.\d{1,4})?$/, 'a non-negative DECIMAL(18,4) amount'),
);

export const purchaseOrderHeaderSchema = z.object({
  storeId: singleLineText().min(1).max(20),
  providerId: singleLineText().min(1).max(30),
  orderDate: erpDateSchema,
  status: z.number().int().default(2),
  currency: z.number().int().default(1),
  userId: z.number().int().default(42),
  sessionId: z.number().int().default(9999),
  subtotal: moneySchema,
  iva: moneySchema,
  ieps: moneySchema,
  total: moneySchema,
});

export const purchaseOrderLineSchema = z.object({
  storeId: singleLineText().min(1).max(20),
  sku: singleLineText().min(1).max(30),
  packages: z.number().int().positive(),
  piecesPerPackage: z.number().int().positive(),
  unit: singleLineText().max(20).default('PIEZA'),
  price: moneySchema,
  iva: moneySchema,
  ieps: moneySchema,
  total: moneySchema,
});

export const insertPurchaseOrderOperation = z.object({
  operation: z.literal('insertPurchaseOrder'),
  companyId: companyIdSchema,
  consolidatedId: z.number().int().positive(),
  /** OC rows (one per store, or one consolidated row). */
  orders: z.array(purchaseOrderHeaderSchema).min(1).max(500),
  /** OCDet rows. */
  lines: z.array(purchaseOrderLineSchema).min(1).max(20_000),
  /** Also write the OCAutomatica rows that mark the order as forecast-generated. */
  automatic: z.boolean().default(true),
});

/** Customer price list (spec 002, Pricing): the ERP's customers of a company (ClaCte, NomCte, NomEmp, NomRegion, NomGiroCom). */
export const priceListCustomersOperation = z.object({
  operation: z.literal('priceListCustomers'),
  companyId: companyIdSchema,
  /** Part of the customer's key or name; empty lists every customer. */
  search: singleLineText().max(60).default(''),
  limit: z.number().int().min(1).max(3000).default(3000),
});

/** The current offer prices (ClaArti, ClaCte, PrecioOfe, PctDescto) of a company, optionally of some customers only. */
export const priceListOffersOperation = z.object({
  operation: z.literal('priceListOffers'),
  companyId: companyIdSchema,
  customerKeys: z
    .array(singleLineText().regex(/^[A-Za-z0-9_-]{1,20}$/))
    .max(500)
    .default([]),
  limit: z.number().int().min(1).max(3000).default(3000),
});

/** Sellable articles with their list price (ClaArti, NomArti, ClaUnidad, price). */
export const priceListArticlesOperation = z.object({
  operation: z.literal('priceListArticles'),
  companyId: companyIdSchema,
  search: singleLineText().max(60).default(''),
  limit: z.number().int().min(1).max(3000).default(100),
});

export const erpOperationSchema = z.discriminatedUnion('operation', [
  emptyContainerStockOperation,
  salesRangeOperation,
  inventoryRangeOperation,
  nextConsolidatedOrderIdOperation,
  insertPurchaseOrderOperation,
  priceListCustomersOperation,
  priceListOffersOperation,
  priceListArticlesOperation,
]);

export type ErpOperation = z.infer<typeof erpOperationSchema>;
export type ErpOperationInput = z.input<typeof erpOperationSchema>;
export type ErpOperationName = ErpOperation['operation'];
export const erpOperationNames = erpOperationSchema.options.map((option) => option.shape.operation.value);

/** Rows each operation answers with. */
export interface EmptyContainerStockRow {
  articleKey: string;
  articleName: string;
  familyKey: string;
  stock: number;
}
export interface SalesRow {
  date: string;
  storeId: string;
  sku: string;
  quantity: number;
  /** The sale's Importe, exact decimal text (domain/xadis/saleAmount.ts), never a float. */
  amount: string;
}
export interface InventoryRow {
  date: string;
  storeId: string;
  sku: string;
  stock: number;
}
export interface ConsolidatedOrderIdRow {
  IdConsolidado: number;
}
export interface InsertPurchaseOrderResult {
  consolidatedId: number;
  ordersInserted: number;
  linesInserted: number;
  automaticInserted: number;
}

/** Pricing rows keep the ERP's own column names (spec 002 section 3, Pricing rows). */
export interface PriceListCustomerRow {
  clacte: string;
  nomcte: string;
  /** The company key (ClaEmp) the exported line carries. */
  claemp: number;
  nomemp: string;
  nomregion: string;
  nomgirocom: string;
}
export interface PriceListOfferRow {
  claarti: string;
  clacte: string;
  /** Exact decimal text of the ERP's DECIMAL (docs/money.md). */
  precioofe: string;
  pctdescto: number;
}
export interface PriceListArticleRow {
  ClaArti: string;
  NomArti: string;
  ClaUnidad: string;
  /** Exact decimal text of the ERP's DECIMAL (docs/money.md). */
  price: string;
}

export interface ErpOperationResults {
  emptyContainerStock: EmptyContainerStockRow[];
  salesRange: SalesRow[];
  inventoryRange: InventoryRow[];
  nextConsolidatedOrderId: ConsolidatedOrderIdRow[];
  insertPurchaseOrder: InsertPurchaseOrderResult;
  priceListCustomers: PriceListCustomerRow[];
  priceListOffers: PriceListOfferRow[];
  priceListArticles: PriceListArticleRow[];
}

/** Which ERP database serves a company: company 1 has its own, the others share the second one. */
export function erpDatabaseFor(companyId: number): 'company1' | 'others' {
  return companyId === 1 ? 'company1' : 'others';
}

/** The request source value every ERP request record carries. */
export const ERP_REQUEST_SOURCE = 'fortia_erp';
