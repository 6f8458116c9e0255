import { isDuplicateKeyError } from '../../../db/models/common';
import { AppError } from '../../../domain/errors/catalogue';
import { MAX_ERP_ORDER_HEADERS, MAX_ERP_ORDER_LINES, rowMoney, sumRowMoney, type RowMoney } from '../../../domain/purchasing/rules';
import type { PurchaseLine, PurchaseOrderRequest } from '../../../domain/purchasing/schemas';
import {
  purchaseOrderLineCount,
  purchaseOrderLines,
  replacePurchaseOrderLines,
  savePurchaseOrder,
  unsentOrderProgress,
  PurchaseOrderModel,
  type PurchaseOrder,
  type PurchaseOrderHeader,
  type PurchaseOrderLineRecord,
} from '../../../db/models/purchasing';
import { AttendantModel } from '../../../db/models/access/attendant';
import type { FileStorage } from '../../../integrations/storage';
import type { WorkflowGateway } from '../../../workers/gateway';
import { queryErp } from '../../../workers/gateway/queryErp';
import {
  PURCHASE_ORDER_WORKFLOW,
  purchaseOrderProgressQuery,
  type PurchaseOrderInput,
  type PurchaseOrderProgress,
  type PurchaseOrderStep,
} from '../../../workflows/purchasing/purchaseOrder';
import type { Principal } from '../../context';
import { viaGateway } from '../../workflows/errors';
import { purchaseGrid, type PurchaseRow } from '../grid/service';
import { companyOf, providerOf, purchasingOptions } from '../service';

/** How the ERP query and purchase-order processes poll the ERP and when they give up (config.ts). */
export interface ErpTiming {
  ERP_POLL_INTERVAL_MS: number;
  ERP_DEADLINE_MS: number;
}

export interface PurchaseOrderDraft {
  company: { organizationId: string; organizationName: string; erpCompanyId: number };
  provider: { providerId: string; providerName: string; email: string };
  consolidated: boolean;
  distributionCentre: string | null;
  lines: (PurchaseRow & { packages: number })[];
  /** Each store's totals: the exact sums of its lines (the e-mail shows them with 2 decimals). */
  stores: ({ storeId: string; storeName: string; warehouseRelatedId: string } & RowMoney)[];
  totals: RowMoney;
}

/**
 * The order as it will be sent: the grid recomputed on the server with the packages the buyer
 * kept (never the client's money), rows with 0 packages dropped (spec 002 section 5).
 */
export async function draftPurchaseOrder(request: PurchaseOrderRequest): Promise<PurchaseOrderDraft> {
  const company = await companyOf(request.selection.companyId);
  const provider = await providerOf(request.selection.companyId, request.selection.providerId);
  const grid = await purchaseGrid(request.selection);
  const rowOf = new Map(grid.rows.map((row) => [`${row.storeId}|${row.sku}`, row]));
  const edited = new Map<string, PurchaseLine>();
  for (const line of request.lines) {
    const row = rowOf.get(`${line.storeId}|${line.sku}`);
    if (!row) throw new AppError('PURCHASING_LINE_UNKNOWN', { sku: line.sku, store: line.storeId });
    edited.set(`${line.storeId}|${line.sku}`, line);
  }
  const lines = grid.rows
    .map((row) => {
      const packages = edited.get(`${row.storeId}|${row.sku}`)?.packages ?? row.packages;
      const rates = { iva: row.ivaRate, ieps: row.iepsRate, ivaDev: row.ivaDev };
      return { ...row, packages, ...rowMoney({ packages, piecesPerPackage: row.piecesPerPackage, price: row.price, rates }) };
    })
    .filter((row) => row.packages !== 0);
  if (lines.length === 0) throw new AppError('PURCHASING_NO_LINES');
  // One ERP insert takes the whole order (domain/erp/operations.ts): a larger one is refused here,
  // before a folio is taken, rather than by the ERP agent after the PDF and the e-mail went out.
  const count = (value: number) => value.toLocaleString('en-US');
  if (lines.length > MAX_ERP_ORDER_LINES)
    throw new AppError('PURCHASING_ORDER_TOO_MANY_LINES', { lines: count(lines.length), max: count(MAX_ERP_ORDER_LINES) });
  const byStore = new Map<string, typeof lines>();
  for (const line of lines) {
    const ofStore = byStore.get(line.storeId);
    if (ofStore) ofStore.push(line);
    else byStore.set(line.storeId, [line]);
  }
  const stores = [...byStore.entries()].map(([storeId, storeLines]) => ({
    storeId,
    storeName: storeLines[0]!.storeName,
    warehouseRelatedId: storeLines[0]!.warehouseRelatedId,
    ...sumRowMoney(storeLines),
  }));
  const options = request.selection.distributionCentre ? await purchasingOptions(request.selection.companyId) : null;
  // Per store (neither consolidated nor to the distribution centre), one OC row per store.
  if (!request.consolidated && !options?.distributionCentre && stores.length > MAX_ERP_ORDER_HEADERS) {
    throw new AppError('PURCHASING_ORDER_TOO_MANY_STORES', { stores: count(stores.length), max: count(MAX_ERP_ORDER_HEADERS) });
  }
  return {
    company: { organizationId: company.organizationId, organizationName: company.organizationName, erpCompanyId: company.erpCompanyId },
    provider: { providerId: provider.providerId, providerName: provider.providerName, email: provider.email },
    consolidated: request.consolidated,
    distributionCentre: options?.distributionCentre?.warehouseId ?? null,
    lines,
    stores,
    totals: sumRowMoney(lines),
  };
}

export function purchaseOrderWorkflowId(erpCompanyId: number, folio: number): string {
  return `purchaseOrder-${erpCompanyId}-${folio}`;
}

/** Records the verified order under its folio, as a draft until it is sent; a folio already recorded is refused. */
export async function recordPurchaseOrder(input: {
  draft: PurchaseOrderDraft;
  folio: number;
  request: PurchaseOrderRequest;
  buyer: PurchaseOrder['buyer'];
  now: Date;
}): Promise<PurchaseOrder> {
  const { draft, folio, request } = input;
  const workflowId = purchaseOrderWorkflowId(draft.company.erpCompanyId, folio);
  const record: PurchaseOrder = {
    folio,
    organizationId: draft.company.organizationId,
    organizationName: draft.company.organizationName,
    erpCompanyId: draft.company.erpCompanyId,
    providerId: draft.provider.providerId,
    providerName: draft.provider.providerName,
    providerEmail: draft.provider.email,
    buyer: input.buyer,
    consolidated: draft.consolidated,
    distributionCentre: Boolean(draft.distributionCentre),
    distributionCentreId: draft.distributionCentre,
    from: request.selection.from,
    to: request.selection.to,
    projection: request.selection.projection,
    stores: draft.stores,
    lines: orderLines(draft),
    totals: draft.totals,
    status: 'draft',
    workflowId,
    ...unsentOrderProgress(),
    createdAt: input.now,
  };
  try {
    // The header and its lines in one transaction (db/models/purchasing/purchaseOrder.ts).
    await savePurchaseOrder(record);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('PURCHASING_ORDER_ALREADY_SENT', { folio });
    throw error;
  }
  return record;
}

/**
 * The order history: the last sent (or sending, or failed) orders, newest first, with their stores
 * and totals but not their lines (an order can have 20,000: they are read for the order opened,
 * purchaseOrderLines). Drafts (verified, never sent) are not history and do not take a place.
 */
export async function listPurchaseOrders(limit = 50): Promise<PurchaseOrderHeader[]> {
  return PurchaseOrderModel.find({ status: { $ne: 'draft' } })
    .sort({ createdAt: -1 })
    .limit(limit)
    .lean<PurchaseOrderHeader[]>();
}

export async function findPurchaseOrder(erpCompanyId: number, folio: number) {
  return PurchaseOrderModel.findOne({ erpCompanyId, folio }).lean<PurchaseOrderHeader>();
}

function orderLines(draft: PurchaseOrderDraft): PurchaseOrderLineRecord[] {
  return draft.lines.map((line) => ({
    storeId: line.storeId,
    sku: line.sku,
    description: line.description,
    saleUnit: line.saleUnit,
    packages: line.packages,
    piecesPerPackage: line.piecesPerPackage,
    price: line.price,
    ivaRate: line.ivaRate,
    iepsRate: line.iepsRate,
    subtotal: line.subtotal,
    ieps: line.ieps,
    iva: line.iva,
    total: line.total,
  }));
}

/**
 * Replaces a draft's lines with the buyer's final ones and marks it as sending, header and lines
 * in one transaction; only a draft can be sent.
 */
export async function markSending(erpCompanyId: number, folio: number, draft: PurchaseOrderDraft): Promise<PurchaseOrder> {
  const lines = orderLines(draft);
  const updated = await replacePurchaseOrderLines(
    { erpCompanyId, folio },
    { status: 'draft' },
    {
      $set: {
        status: 'sending',
        consolidated: draft.consolidated,
        distributionCentre: Boolean(draft.distributionCentre),
        distributionCentreId: draft.distributionCentre,
        stores: draft.stores,
        totals: draft.totals,
        lineCount: lines.length,
      },
    },
    lines,
  );
  if (updated) return { ...(updated as PurchaseOrderHeader), lines };
  if (await PurchaseOrderModel.exists({ erpCompanyId, folio })) throw new AppError('PURCHASING_ORDER_ALREADY_SENT', { folio });
  throw new AppError('PURCHASING_ORDER_NOT_FOUND', { folio });
}

/** The buyer the order names: the staff member, with their work e-mail (else their first one). */
async function buyerOf(principal: Principal): Promise<PurchaseOrder['buyer']> {
  const attendant = principal.kind === 'staff' ? await AttendantModel.findOne({ userName: principal.userName }).select({ emails: 1 }).lean() : null;
  const email =
    (attendant?.emails as { email: string; emailType: string }[] | undefined)?.find((item) => item.emailType === 'work')?.email ??
    attendant?.emails?.[0]?.email ??
    null;
  return { userName: principal.userName, fullName: principal.fullName, email };
}

/**
 * 'Verificar orden de compra': the order as it will be sent, under the consolidated folio the ERP
 * gives (through the ERP query process), recorded as a draft. The workflow gateway is asked for
 * once the order is known to be sendable, so an order refused on its own terms says why first.
 */
export async function verifyPurchaseOrder(
  workflows: () => WorkflowGateway,
  timing: ErpTiming,
  principal: Principal,
  request: PurchaseOrderRequest,
): Promise<PurchaseOrder> {
  const draft = await draftPurchaseOrder(request);
  const gateway = workflows();
  const answer = await viaGateway('', () => queryErp(gateway, { operation: 'nextConsolidatedOrderId', companyId: draft.company.erpCompanyId }, timing));
  const folio = answer.rows[0]?.IdConsolidado;
  if (!folio) throw new AppError('ERP_FAILED', { detail: 'IdConsolidado' });
  return recordPurchaseOrder({ draft, folio, request, buyer: await buyerOf(principal), now: new Date() });
}

/** Sends a verified order with the buyer's final lines: the purchase-order process writes the PDFs, the e-mail and the ERP rows. */
export async function sendPurchaseOrder(
  workflows: () => WorkflowGateway,
  timing: ErpTiming,
  folio: number,
  request: PurchaseOrderRequest,
): Promise<PurchaseOrder> {
  const { erpCompanyId } = await companyOf(request.selection.companyId);
  const draft = await draftPurchaseOrder(request);
  const order = await markSending(erpCompanyId, folio, draft);
  const gateway = workflows();
  const input: PurchaseOrderInput = { erpCompanyId, folio, pollIntervalMs: timing.ERP_POLL_INTERVAL_MS, deadlineMs: timing.ERP_DEADLINE_MS };
  await viaGateway(order.workflowId, () => gateway.start(PURCHASE_ORDER_WORKFLOW, input, { workflowId: order.workflowId }));
  return order;
}

/** One order's recorded header, or PURCHASING_ORDER_NOT_FOUND. */
export async function purchaseOrder(erpCompanyId: number, folio: number): Promise<PurchaseOrderHeader> {
  const order = await findPurchaseOrder(erpCompanyId, folio);
  if (!order) throw new AppError('PURCHASING_ORDER_NOT_FOUND', { folio });
  return order;
}

/** Where an order's sending is: its final step once sent or failed, else the process's own step. */
export async function purchaseOrderProgress(
  workflows: () => WorkflowGateway,
  erpCompanyId: number,
  folio: number,
): Promise<{ step: PurchaseOrderStep | 'draft'; failure: PurchaseOrder['failure'] }> {
  const order = await purchaseOrder(erpCompanyId, folio);
  if (order.status === 'sent') return { step: 'done', failure: null };
  if (order.status === 'failed') return { step: 'failed', failure: order.failure };
  if (order.status === 'draft') return { step: 'draft', failure: null };
  const gateway = workflows();
  const progress = await viaGateway(order.workflowId, () => gateway.query<PurchaseOrderProgress>(order.workflowId, purchaseOrderProgressQuery)).catch(
    () => null,
  );
  return { step: progress?.step ?? 'pdf', failure: progress?.failure ?? null };
}

/** An order as the API answers it: its lines and their count from the record when it has them, else read only when asked for. */
export function purchaseOrderView(order: PurchaseOrderHeader & { lines?: PurchaseOrder['lines'] }, storage: FileStorage | undefined) {
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
