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
  finishPurchaseOrder(input: PurchaseOrderRef & { status: 'sent' | 'failed'; erpOrders?: number; erpLines?: number; failure?: string }): Promise<void>;
}

/** A forecast computation's scope (workflows/purchasing/forecastRun.ts). */
export interface ForecastRunScope {
  runId: string;
  companyId: string;
  providerId: string;
  /** Empty: every store of the company offered for purchase orders. */
  storeIds: string[];
  /** First forecast day (yyyy-mm-dd); the history before it is what the method reads. */
  start: string;
  horizonDays: number;
  createdBy: { userName: string; fullName: string };
  /** The workflow's time when the run started (epoch ms). */
  startedAt: number;
}

export interface ForecastRunPlan {
  storeIds: string[];
  skus: string[];
}

export interface ForecastChunkInput {
  runId: string;
  companyId: string;
  storeIds: string[];
  skus: string[];
  start: string;
  horizonDays: number;
  /** Progress before this chunk: the chunk records done and rows as these plus its own (so a retry records the same). */
  storesDoneBefore: number;
  rowsBefore: number;
}

export interface ForecastChunkOutcome {
  /** Store x product pairs with a forecast written, and without enough history. */
  pairs: number;
  skipped: number;
  /** Date-item-store rows written (pairs x horizon days). */
  rows: number;
}

/**
 * What the forecast computation needs (workers/activities/purchasingForecast.ts implements it).
 * Idempotent: the run record is upserted by runId, a chunk writes each date-item-store once (the
 * same values on a retry) and records progress as absolute figures, finishing sets the end state.
 */
export interface ForecastActivities {
  /** Records the run (running) and answers the stores and the provider's products it covers. */
  planForecastRun(input: ForecastRunScope): Promise<ForecastRunPlan>;
  /** Computes and writes the forecasts of some stores x the products, and records the progress. */
  computeForecastChunk(input: ForecastChunkInput): Promise<ForecastChunkOutcome>;
  /** Records the end of the run (done with its figures, failed with the reason, or cancelled by a buyer). */
  finishForecastRun(input: {
    runId: string;
    status: 'done' | 'failed' | 'cancelled';
    storesDone: number;
    rows: number;
    failure?: string;
    finishedAt: number;
  }): Promise<void>;
}
