import { Schema, type ClientSession } from 'mongoose';
import type { StoredMoney } from '../../../domain/common/money';
import { defineModel, moneyField, toStored } from '../common';

/**
 * A sent purchase order (one per consolidated folio) and its history: what was ordered, and how
 * far the purchase-order process got (PDF stored, e-mail sent, ERP rows inserted). The order's
 * header is one document (purchaseOrders) and each of its lines one more (purchaseOrderLines): an
 * order for 300 stores x 500 products has 150,000 lines, far beyond one document's 16 MB. Header
 * and lines are written together in one transaction (savePurchaseOrder, replacePurchaseOrderLines),
 * on the embedded server as on the MongoDB replica set.
 */
export type PurchaseOrderStatus = 'draft' | 'sending' | 'sent' | 'failed';

/** Amounts stored as Decimal128 (4 decimals); orders recorded before hold plain numbers. */
export interface PurchaseOrderMoney {
  subtotal: StoredMoney;
  ieps: StoredMoney;
  iva: StoredMoney;
  total: StoredMoney;
}

export interface PurchaseOrderLineRecord extends PurchaseOrderMoney {
  storeId: string;
  sku: string;
  description: string;
  /** The product's sale unit when it has one (its price shows 2 decimals); absent on older lines. */
  saleUnit?: string | null;
  packages: number;
  piecesPerPackage: number;
  price: StoredMoney;
  ivaRate: number;
  iepsRate: number;
}

export interface PurchaseOrderStoreRecord extends PurchaseOrderMoney {
  storeId: string;
  storeName: string;
  warehouseRelatedId: string;
}

export interface PurchaseOrder {
  /** IdConsolidado from the ERP. */
  folio: number;
  organizationId: string;
  organizationName: string;
  erpCompanyId: number;
  providerId: string;
  providerName: string;
  providerEmail: string;
  buyer: { userName: string; fullName: string; email: string | null };
  consolidated: boolean;
  /** Ordered to the distribution centre (the switch), and which warehouse that is (the company's configured one). */
  distributionCentre: boolean;
  distributionCentreId?: string | null;
  from: string;
  to: string;
  projection: number;
  stores: PurchaseOrderStoreRecord[];
  lines: PurchaseOrderLineRecord[];
  /** How many lines the order has (kept with the header, so a list of orders never reads them); absent on orders recorded before it. */
  lineCount?: number;
  totals: PurchaseOrderMoney;
  status: PurchaseOrderStatus;
  workflowId: string;
  /** Storage keys of the PDFs (one, or one per store when not consolidated). */
  pdfKeys: string[];
  emailedAt: Date | null;
  emailRecipients: string[];
  erpInsertedAt: Date | null;
  erpOrders: number;
  erpLines: number;
  failure: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** A new order's progress: nothing made, sent or inserted yet (the purchase-order process fills it in). */
export function unsentOrderProgress(): Pick<
  PurchaseOrder,
  'pdfKeys' | 'emailedAt' | 'emailRecipients' | 'erpInsertedAt' | 'erpOrders' | 'erpLines' | 'failure' | 'finishedAt'
> {
  return { pdfKeys: [], emailedAt: null, emailRecipients: [], erpInsertedAt: null, erpOrders: 0, erpLines: 0, failure: null, finishedAt: null };
}

const moneyFields = {
  subtotal: { ...moneyField, required: true },
  ieps: { ...moneyField, required: true },
  iva: { ...moneyField, required: true },
  total: { ...moneyField, required: true },
};

const lineFields = {
  storeId: { type: String, required: true },
  sku: { type: String, required: true },
  description: { type: String, required: true },
  saleUnit: { type: String, default: null },
  packages: { type: Number, required: true },
  piecesPerPackage: { type: Number, required: true },
  price: { ...moneyField, required: true },
  ivaRate: { type: Number, required: true },
  iepsRate: { type: Number, required: true },
  ...moneyFields,
};

const storeSchema = new Schema<PurchaseOrderStoreRecord>(
  {
    storeId: { type: String, required: true },
    storeName: { type: String, required: true },
    warehouseRelatedId: { type: String, required: true },
    ...moneyFields,
  },
  { _id: false },
);

/** What the purchaseOrders collection holds: the order without its lines. */
export type PurchaseOrderHeader = Omit<PurchaseOrder, 'lines'>;

/** One line of an order in the purchaseOrderLines collection, numbered in the order's sequence. */
export interface PurchaseOrderLineDocument extends PurchaseOrderLineRecord {
  erpCompanyId: number;
  folio: number;
  lineNo: number;
}

const purchaseOrderSchema = new Schema<PurchaseOrderHeader>(
  {
    folio: { type: Number, required: true },
    organizationId: { type: String, required: true },
    organizationName: { type: String, required: true },
    erpCompanyId: { type: Number, required: true },
    providerId: { type: String, required: true },
    providerName: { type: String, required: true },
    providerEmail: { type: String, required: true },
    buyer: { type: new Schema({ userName: String, fullName: String, email: { type: String, default: null } }, { _id: false }), required: true },
    consolidated: { type: Boolean, required: true },
    distributionCentre: { type: Boolean, required: true },
    distributionCentreId: { type: String, default: null },
    from: { type: String, required: true },
    to: { type: String, required: true },
    projection: { type: Number, required: true },
    stores: { type: [storeSchema], default: [] },
    lineCount: { type: Number },
    totals: { type: new Schema(moneyFields, { _id: false }), required: true },
    status: { type: String, enum: ['draft', 'sending', 'sent', 'failed'], required: true },
    workflowId: { type: String, required: true },
    pdfKeys: { type: [String], default: [] },
    emailedAt: { type: Date, default: null },
    emailRecipients: { type: [String], default: [] },
    erpInsertedAt: { type: Date, default: null },
    erpOrders: { type: Number, default: 0 },
    erpLines: { type: Number, default: 0 },
    failure: { type: String, default: null },
    createdAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { collection: 'purchaseOrders', versionKey: false },
);
purchaseOrderSchema.index({ erpCompanyId: 1, folio: 1 }, { unique: true });
purchaseOrderSchema.index({ createdAt: -1 });
purchaseOrderSchema.index({ status: 1, createdAt: -1 });
// The orders list's sorts (docs/tables.md): folio and provider have their own index.
purchaseOrderSchema.index({ folio: 1 });
purchaseOrderSchema.index({ providerName: 1 });

export const PurchaseOrderModel = defineModel<PurchaseOrderHeader>('PurchaseOrder', purchaseOrderSchema);

const purchaseOrderLineSchema = new Schema<PurchaseOrderLineDocument>(
  {
    erpCompanyId: { type: Number, required: true },
    folio: { type: Number, required: true },
    lineNo: { type: Number, required: true },
    ...lineFields,
  },
  { collection: 'purchaseOrderLines', versionKey: false },
);
purchaseOrderLineSchema.index({ erpCompanyId: 1, folio: 1, lineNo: 1 }, { unique: true });

export const PurchaseOrderLineModel = defineModel<PurchaseOrderLineDocument>('PurchaseOrderLine', purchaseOrderLineSchema);

const LINE_BATCH = 5000;

function lineDocuments(erpCompanyId: number, folio: number, lines: readonly PurchaseOrderLineRecord[]): PurchaseOrderLineDocument[] {
  return lines.map((line, index) => ({
    erpCompanyId,
    folio,
    lineNo: index + 1,
    storeId: line.storeId,
    sku: line.sku,
    description: line.description,
    saleUnit: line.saleUnit ?? null,
    packages: line.packages,
    piecesPerPackage: line.piecesPerPackage,
    // insertMany({ lean: true }) skips the schema's setters: the amounts become Decimal128 here.
    price: toStored(line.price),
    ivaRate: line.ivaRate,
    iepsRate: line.iepsRate,
    subtotal: toStored(line.subtotal),
    ieps: toStored(line.ieps),
    iva: toStored(line.iva),
    total: toStored(line.total),
  }));
}

async function insertLines(erpCompanyId: number, folio: number, lines: readonly PurchaseOrderLineRecord[], session: ClientSession) {
  const documents = lineDocuments(erpCompanyId, folio, lines);
  for (let offset = 0; offset < documents.length; offset += LINE_BATCH) {
    await PurchaseOrderLineModel.insertMany(documents.slice(offset, offset + LINE_BATCH), { session, lean: true });
  }
}

/**
 * Writes a new order: its header and all its lines in one transaction, so an order is never seen
 * without its lines nor lines without their order. A folio already recorded fails with the
 * duplicate-key error (code 11000) and writes nothing.
 */
export async function savePurchaseOrder(order: PurchaseOrder): Promise<void> {
  const { lines, ...header } = order;
  await PurchaseOrderModel.db.transaction(async (session) => {
    await PurchaseOrderModel.create([{ ...header, lineCount: lines.length }], { session });
    await insertLines(order.erpCompanyId, order.folio, lines, session);
  });
}

/**
 * Changes a header (filter and update on purchaseOrders) and replaces the order's lines, in one
 * transaction: answers the updated header, or null (and nothing written) when the filter matched
 * no order.
 */
export async function replacePurchaseOrderLines(
  ref: { erpCompanyId: number; folio: number },
  filter: Record<string, unknown>,
  update: Record<string, unknown>,
  lines: readonly PurchaseOrderLineRecord[],
): Promise<PurchaseOrderHeader | null> {
  let updated: PurchaseOrderHeader | null = null;
  await PurchaseOrderModel.db.transaction(async (session) => {
    updated = await PurchaseOrderModel.findOneAndUpdate({ ...filter, erpCompanyId: ref.erpCompanyId, folio: ref.folio }, update, {
      returnDocument: 'after',
      session,
    }).lean<PurchaseOrderHeader>();
    if (!updated) return;
    await PurchaseOrderLineModel.deleteMany({ erpCompanyId: ref.erpCompanyId, folio: ref.folio }, { session });
    await insertLines(ref.erpCompanyId, ref.folio, lines, session);
  });
  return updated;
}

/** How many lines an order has: kept in its header, counted for an order recorded before that. */
export async function purchaseOrderLineCount(header: Pick<PurchaseOrderHeader, 'erpCompanyId' | 'folio' | 'lineCount'>): Promise<number> {
  return header.lineCount ?? PurchaseOrderLineModel.countDocuments({ erpCompanyId: header.erpCompanyId, folio: header.folio });
}

/** The lines of an order, in their sequence. */
export async function purchaseOrderLines(erpCompanyId: number, folio: number): Promise<PurchaseOrderLineRecord[]> {
  const documents = await PurchaseOrderLineModel.find({ erpCompanyId, folio })
    .sort({ lineNo: 1 })
    .select({ _id: 0, erpCompanyId: 0, folio: 0, lineNo: 0 })
    .lean<PurchaseOrderLineRecord[]>();
  return documents;
}

/** Orders with their lines (one query for the lines of all of them). */
export async function withPurchaseOrderLines(headers: readonly PurchaseOrderHeader[]): Promise<PurchaseOrder[]> {
  if (headers.length === 0) return [];
  const documents = await PurchaseOrderLineModel.find({ $or: headers.map((header) => ({ erpCompanyId: header.erpCompanyId, folio: header.folio })) })
    .sort({ erpCompanyId: 1, folio: 1, lineNo: 1 })
    .lean<PurchaseOrderLineDocument[]>();
  const byOrder = new Map<string, PurchaseOrderLineRecord[]>();
  for (const { erpCompanyId, folio, lineNo: _lineNo, _id: _ignored, ...line } of documents as (PurchaseOrderLineDocument & { _id?: unknown })[]) {
    const key = `${erpCompanyId}:${folio}`;
    const list = byOrder.get(key);
    if (list) list.push(line);
    else byOrder.set(key, [line]);
  }
  return headers.map((header) => ({ ...header, lines: byOrder.get(`${header.erpCompanyId}:${header.folio}`) ?? [] }));
}

/** One order with its lines, or null. */
export async function loadPurchaseOrder(erpCompanyId: number, folio: number): Promise<PurchaseOrder | null> {
  const header = await PurchaseOrderModel.findOne({ erpCompanyId, folio }).lean<PurchaseOrderHeader>();
  if (!header) return null;
  return { ...header, lines: await purchaseOrderLines(erpCompanyId, folio) };
}
