import { Schema } from 'mongoose';
import { defineModel } from '../common';

/**
 * The cashier-to-store link (spec 002 'Warehouse attendant': attendantId, warehouseId). Creating
 * one also sets the attendant's `warehouse`, which the headcount counts as the store's assigned
 * staff; this record keeps who linked whom to which store and when (the history of links: the
 * current one is the attendant's `warehouse`, the latest record here).
 */
export interface WarehouseAttendant {
  attendantId: string;
  warehouseId: string;
  /** The store the attendant was linked to before (null when none). */
  previousWarehouseId: string | null;
  /** User name of the staff member (or 'operator') who created the link. */
  linkedBy: string;
  linkedAt: Date;
}

const warehouseAttendantSchema = new Schema<WarehouseAttendant>(
  {
    attendantId: { type: String, required: true },
    warehouseId: { type: String, required: true, match: /^[A-Z0-9_]{1,20}$/ },
    previousWarehouseId: { type: String, default: null },
    linkedBy: { type: String, required: true },
    linkedAt: { type: Date, required: true },
  },
  { collection: 'warehouseAttendants' },
);
warehouseAttendantSchema.index({ attendantId: 1, linkedAt: -1 });
warehouseAttendantSchema.index({ warehouseId: 1, linkedAt: -1 });

export const WarehouseAttendantModel = defineModel<WarehouseAttendant>('WarehouseAttendant', warehouseAttendantSchema);
