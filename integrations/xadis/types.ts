/**
 * The beverage partner's (Xadis) web service: login gives a session; sales (ventaJson) and
 * inventory (inventarioJson) travel in chunks of at most 500 records; logout ends the session.
 * Every reply is JSON with a `mensaje` text and an `error` text (spec 001 sections 7 and 8).
 */
export const PARTNER_BATCH_LIMIT = 500;

export type PartnerMethod = 'login' | 'ventaJson' | 'inventarioJson' | 'logout';
export type PartnerBatchKind = 'ventaJson' | 'inventarioJson';

export interface PartnerReply {
  mensaje: string;
  error: string;
  /** Only on login. */
  sesion?: string;
}

export interface PartnerSession {
  id: string;
  warehouseCode: string;
  startedAt: Date;
}

/** A sale of one SKU in one store on one day (dates dd/MM/yyyy, as the ERP gives them). */
export interface PartnerSaleRecord {
  fecha: string;
  tienda: string;
  sku: string;
  cantidad: number;
  /** Exact decimal text (domain/xadis/saleAmount.ts); sent as a JSON number written from its digits (records.ts). */
  importe: string;
}

/** The stock of one SKU in one store at the close of one day. */
export interface PartnerInventoryRecord {
  fecha: string;
  tienda: string;
  sku: string;
  existencia: number;
}

export interface PartnerErrorItem {
  sku: string;
  msg: string;
}

/** What the partner said about one chunk, parsed from its texts. */
export interface PartnerBatchResult {
  /** The partner refused the whole chunk (an HTTP 4xx): nothing of it was stored. */
  rejected: boolean;
  validated: number;
  inserted: number;
  errors: PartnerErrorItem[];
  mensaje: string;
  error: string;
}
