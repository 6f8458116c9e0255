import { loadPurchaseOrder, PurchaseOrderModel, type PurchaseOrder } from './purchaseOrder';

/** A purchase order by its company and folio. */
export interface PurchaseOrderKey {
  erpCompanyId: number;
  folio: number;
}

/** What the end of the purchase-order process records on the order. */
export type PurchaseOrderEnd = Partial<Pick<PurchaseOrder, 'status' | 'finishedAt' | 'erpInsertedAt' | 'erpOrders' | 'erpLines' | 'failure'>>;

/**
 * What the purchase-order process's activities (workers/activities/purchasing.ts) read and write:
 * the recorded order with its lines, and the steps recorded on it (its PDFs, the e-mail, the end).
 * The activities receive it, so a test can hand them another.
 */
export interface PurchasingRepository {
  loadOrder(key: PurchaseOrderKey): Promise<PurchaseOrder | null>;
  recordPdfKeys(key: PurchaseOrderKey, pdfKeys: string[]): Promise<void>;
  /** The first e-mail only: an order already e-mailed keeps its time and recipients. */
  recordEmailed(key: PurchaseOrderKey, emailedAt: Date, emailRecipients: string[]): Promise<void>;
  recordEnd(key: PurchaseOrderKey, end: PurchaseOrderEnd): Promise<void>;
}

const byKey = (key: PurchaseOrderKey) => ({ erpCompanyId: key.erpCompanyId, folio: key.folio });

/** The repository on the database's models. */
export const mongoPurchasingRepository: PurchasingRepository = {
  loadOrder: (key) => loadPurchaseOrder(key.erpCompanyId, key.folio),
  async recordPdfKeys(key, pdfKeys) {
    await PurchaseOrderModel.updateOne(byKey(key), { $set: { pdfKeys } });
  },
  async recordEmailed(key, emailedAt, emailRecipients) {
    await PurchaseOrderModel.updateOne({ ...byKey(key), emailedAt: null }, { $set: { emailedAt, emailRecipients } });
  },
  async recordEnd(key, end) {
    await PurchaseOrderModel.updateOne(byKey(key), { $set: end });
  },
};
