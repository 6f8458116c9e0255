import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

export const zoneTypes = ['warehouse'] as const;
export type ZoneType = (typeof zoneTypes)[number];

/**
 * A commercial zone stores belong to. Zones are shared by the companies: purchasing excludes zone
 * '4' for company 01 and uses only zone '4' for the others (spec 002 section 9).
 */
export interface Zone {
  zoneId: string;
  zoneName: string;
  zoneType: ZoneType;
}

export const zoneRefSchema = new Schema<Zone>(
  {
    zoneId: { type: String, required: true },
    zoneName: { type: String, required: true },
    zoneType: { type: String, enum: zoneTypes, required: true },
  },
  { _id: false },
);

const zoneSchema = new Schema<Zone & VersionedRecord>(
  {
    zoneId: { type: String, required: true },
    zoneName: { type: String, required: true },
    zoneType: { type: String, enum: zoneTypes, required: true, default: 'warehouse' },
  },
  { timestamps: true, collection: 'zones' },
);
zoneSchema.plugin(versionedRecordPlugin);
zoneSchema.index({ zoneId: 1 }, { unique: true });

export const ZoneModel = defineModel<Zone & VersionedRecord>('Zone', zoneSchema);
