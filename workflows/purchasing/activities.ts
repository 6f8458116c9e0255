import type { ErpOperation } from '../../domain/erp/operations';

/**
 * What the purchase-order process needs from the outside world (workers/activities/purchasing.ts
 * implements it). Each activity is idempotent: the PDFs are written under fixed keys, the e-mail
 * carries an idempotency key (sent once however often it is retried), the ERP insert goes through
 * an ERP request keyed by the workflow, and recording a step twice changes nothing.
 */
export interface PurchaseOrderRef {
  erpCompanyId: number;
  folio: number;
}

export interface PurchasingActivities {
  /** Makes the PDF (one, or one per store when not consolidated) and stores it; answers the keys. */
  makePurchaseOrderPdfs(input: PurchaseOrderRef): Promise<{ keys: string[] }>;
  /** E-mails the PDFs to the provider and the buyer, once per key. */
  emailPurchaseOrder(input: PurchaseOrderRef & { idempotencyKey: string }): Promise<{ recipients: string[]; duplicate: boolean }>;
  /** The OC, OCDet and OCAutomatica rows as a typed ERP operation. */
  purchaseOrderErpOperation(input: PurchaseOrderRef): Promise<ErpOperation>;
  /** Records the end of the process on the order (sent with the ERP figures, or failed). */
  finishPurchaseOrder(
    input: PurchaseOrderRef & { status: 'sent' | 'failed'; erpOrders?: number; erpLines?: number; failure?: string },
  ): Promise<void>;
}
