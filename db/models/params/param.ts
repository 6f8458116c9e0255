import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

export const paramTypes = ['product', 'cloud'] as const;
export type ParamType = (typeof paramTypes)[number];

/**
 * A dated parameter (spec 001 and 002). `value` is text (often JSON); `keyFilter` says what the
 * value applies to. Dates are epoch seconds; endDate null keeps the value open. Names in use:
 * - display (product): pieces per package, keyFilter = sku;
 * - minProduct / maxProduct (product): stock bounds, keyFilter = '<warehouseId>|<sku>';
 * - equivalenceEmptyContainer (cloud): JSON list of {sap, sku, description};
 * - headcountVacantSemaphore (cloud): JSON ratio ranges per severity.
 */
export interface Param {
  param: string;
  value: string;
  startDate: number;
  endDate: number | null;
  paramType: ParamType;
  keyFilter: string | null;
}

export function productStoreKey(warehouseId: string, sku: string): string {
  return `${warehouseId}|${sku}`;
}

const paramSchema = new Schema<Param & VersionedRecord>(
  {
    param: { type: String, required: true },
    value: { type: String, required: true },
    startDate: { type: Number, required: true },
    endDate: { type: Number, default: null },
    paramType: { type: String, enum: paramTypes, required: true },
    keyFilter: { type: String, default: null },
  },
  { timestamps: true, collection: 'params' },
);
paramSchema.plugin(versionedRecordPlugin);
paramSchema.index({ param: 1, keyFilter: 1, startDate: 1 }, { unique: true });
paramSchema.index({ paramType: 1, param: 1 });

export const ParamModel = defineModel<Param & VersionedRecord>('Param', paramSchema);
