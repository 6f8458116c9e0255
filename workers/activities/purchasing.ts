import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { formatInStoreZone } from '../../domain/common/time';
import type { ErpOperation } from '../../domain/erp/operations';
import { MONEY_SCALE, moneyText, roundMoney, type MoneyInput } from '../../domain/common/money';
import { DISTRIBUTION_CENTRE_ID, ERP_ORDER_DEFAULTS, purchaseOrderPdfName, sumRowMoney, type RowMoney } from '../../domain/purchasing/rules';
import type { PurchaseOrder } from '../../db/models/purchasing';
import { mongoPurchasingRepository, type PurchaseOrderEnd, type PurchasingRepository } from '../../db/models/purchasing/purchasingRepository';
import type { Mailer } from '../../integrations/mail';
import { purchaseOrderMail } from '../../integrations/mail/templates';
import type { FileStorage } from '../../integrations/storage';
import type { PurchaseOrderRef, PurchasingActivities } from '../../workflows/purchasing/activities';
import { purchaseOrderPdf } from './purchaseOrderPdf';

/**
 * Side effects of the purchase-order process (workflows/purchasing/activities.ts). The PDF is
 * drawn with jsPDF and jspdf-autotable (purchaseOrderPdf.ts), stored under a key fixed by the folio (a retry overwrites the
 * same file), e-mailed through the mailer's once-per-key sending, and the ERP operation is built
 * from the recorded order; the process sends it through the ERP agent.
 */
export interface PurchasingActivityDependencies {
  /** The recorded orders; the database's by default. */
  repository?: PurchasingRepository;
  mailer?: Mailer;
  storage?: FileStorage;
  now?: () => number;
}

function required<T>(value: T | undefined, what: string): T {
  if (!value) throw ApplicationFailure.nonRetryable(`The ${what} is not configured for the purchasing activities`, 'PurchasingActivityNotConfigured');
  return value;
}

async function loadOrder(repository: PurchasingRepository, ref: PurchaseOrderRef): Promise<PurchaseOrder> {
  const order = await repository.loadOrder(ref);
  if (!order) throw ApplicationFailure.nonRetryable(`There is no purchase order ${ref.folio}`, 'PurchaseOrderNotFound');
  return order;
}

/** Where a purchase order's PDF lives (protected under the purchasing area). */
export function purchaseOrderPdfKey(order: Pick<PurchaseOrder, 'erpCompanyId' | 'folio'>, storeId?: string): string {
  return `protected/purchasing/purchase-orders/${order.erpCompanyId}/${purchaseOrderPdfName(order.folio, storeId)}`;
}

export function createPurchasingActivities(dependencies: PurchasingActivityDependencies = {}): PurchasingActivities {
  const now = dependencies.now ?? Date.now;
  const repository = dependencies.repository ?? mongoPurchasingRepository;
  return {
    async makePurchaseOrderPdfs(ref) {
      const storage = required(dependencies.storage, 'file storage');
      const order = await loadOrder(repository, ref);
      const issuedAt = order.createdAt ? new Date(order.createdAt).getTime() : now();
      const files: { key: string; body: Buffer }[] = [];
      if (order.consolidated) files.push({ key: purchaseOrderPdfKey(order), body: await purchaseOrderPdf(order, order.lines, 'Consolidada', issuedAt) });
      for (const store of order.consolidated ? [] : order.stores) {
        const lines = order.lines.filter((line) => line.storeId === store.storeId);
        files.push({
          key: purchaseOrderPdfKey(order, store.storeId),
          body: await purchaseOrderPdf(order, lines, `Tienda ${store.storeId} ${store.storeName}`, issuedAt),
        });
      }
      for (const file of files) {
        await storage.put(file.key, file.body, { contentType: 'application/pdf', metadata: { folio: String(order.folio) } });
      }
      const keys = files.map((file) => file.key);
      await repository.recordPdfKeys(ref, keys);
      return { keys };
    },

    async emailPurchaseOrder(ref) {
      const mailer = required(dependencies.mailer, 'mailer');
      const storage = required(dependencies.storage, 'file storage');
      const order = await loadOrder(repository, ref);
      const attachments = [];
      for (const key of order.pdfKeys) {
        const stored = await storage.get(key);
        if (!stored) throw ApplicationFailure.retryable(`The PDF ${key} is missing`, 'PurchaseOrderPdfMissing');
        const parts: Buffer[] = [];
        for await (const part of stored.stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as string));
        attachments.push({ filename: key.split('/').pop()!, content: Buffer.concat(parts), contentType: 'application/pdf' });
      }
      const recipients = [order.providerEmail, ...(order.buyer.email ? [order.buyer.email] : [])];
      const sent = await mailer.sendMail({
        idempotencyKey: ref.idempotencyKey,
        to: order.providerEmail,
        cc: order.buyer.email ?? undefined,
        ...purchaseOrderMail(order),
        attachments,
      });
      await repository.recordEmailed(ref, new Date(now()), recipients);
      return { recipients, duplicate: sent.duplicate };
    },

    async purchaseOrderErpOperation(ref): Promise<ErpOperation> {
      const order = await loadOrder(repository, ref);
      const orderDate = formatInStoreZone(order.createdAt ? new Date(order.createdAt).getTime() : now(), 'dd/MM/yyyy');
      // SQL DECIMAL(18,4) values travel as exact decimal strings (domain/erp/operations.ts).
      const amount = (value: MoneyInput) => moneyText(roundMoney(value, MONEY_SCALE.amount));
      const header = (storeId: string, totals: RowMoney) => ({
        storeId,
        providerId: order.providerId,
        orderDate,
        status: ERP_ORDER_DEFAULTS.status,
        currency: ERP_ORDER_DEFAULTS.currency,
        userId: ERP_ORDER_DEFAULTS.userId,
        sessionId: ERP_ORDER_DEFAULTS.sessionId,
        subtotal: amount(totals.subtotal),
        iva: amount(totals.iva),
        ieps: amount(totals.ieps),
        total: amount(totals.total),
      });
      // The company's distribution centre the order was verified with (purchasingOptions); orders
      // recorded before it was kept name the spec's one.
      const centre = order.distributionCentre ? (order.distributionCentreId ?? DISTRIBUTION_CENTRE_ID) : null;
      const orders =
        order.consolidated || centre
          ? [header(centre ?? order.stores[0]!.storeId, sumRowMoney(order.lines))]
          : order.stores.map((store) => header(store.storeId, sumRowMoney(order.lines.filter((line) => line.storeId === store.storeId))));
      return {
        operation: 'insertPurchaseOrder',
        companyId: order.erpCompanyId,
        consolidatedId: order.folio,
        orders,
        lines: order.lines.map((line) => ({
          storeId: line.storeId,
          sku: line.sku,
          packages: line.packages,
          piecesPerPackage: line.piecesPerPackage,
          unit: ERP_ORDER_DEFAULTS.unit,
          price: amount(line.price),
          iva: amount(line.iva),
          ieps: amount(line.ieps),
          total: amount(line.total),
        })),
        automatic: true,
      };
    },

    async finishPurchaseOrder(ref) {
      const end: PurchaseOrderEnd = { status: ref.status, finishedAt: new Date(now()) };
      if (ref.status === 'sent')
        Object.assign(end, { erpInsertedAt: new Date(now()), erpOrders: ref.erpOrders ?? 0, erpLines: ref.erpLines ?? 0, failure: null });
      else end.failure = ref.failure ?? 'failed';
      await repository.recordEnd(ref, end);
    },
  };
}
