import type { InventoryRow, SalesRow } from '../../domain/erp/operations';
import type { TransmissionKind } from '../../domain/xadis/transmissions';
import { partnerChunkJson, type PartnerInventoryRecord, type PartnerSaleRecord } from '../../integrations/xadis';

// Partner batches as the transmission's activities read them from the ERP answer: their records and their JSON.

type PartnerRecords = PartnerSaleRecord[] | PartnerInventoryRecord[];

/** A batch ready to send: its partner records and, when it could be written, their JSON. */
export interface PreparedBatch {
  records: PartnerRecords;
  datos?: string;
}

export const partnerKindOf = (kind: TransmissionKind) => (kind === 'sales' ? 'ventaJson' : 'inventarioJson');

/**
 * A batch's records and their JSON, written when the batch is read: a run reads batch b + 1 while the partner answers
 * batch b, so its sending (after its claim) has nothing left to write. A chunk whose JSON cannot be written (an amount
 * that is not decimal text) is left to its sending, which refuses it as it would unprepared.
 */
export function prepareBatch(kind: TransmissionKind, rows: unknown[]): PreparedBatch {
  const records = toPartnerRecords(kind, rows);
  try {
    return { records, datos: partnerChunkJson(partnerKindOf(kind), records) };
  } catch {
    return { records };
  }
}

export function toPartnerRecords(kind: TransmissionKind, rows: unknown[]): PartnerRecords {
  if (kind === 'sales') {
    return (rows as SalesRow[]).map((row) => ({ fecha: row.date, tienda: row.storeId, sku: row.sku, cantidad: row.quantity, importe: row.amount }));
  }
  return (rows as InventoryRow[]).map((row) => ({ fecha: row.date, tienda: row.storeId, sku: row.sku, existencia: row.stock }));
}
