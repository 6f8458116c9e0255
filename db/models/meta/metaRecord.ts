import { Schema } from 'mongoose';
import { defineModel } from '../common';

/** Facts about the database itself, one record per key (e.g. which demo dataset was seeded). */
export interface MetaRecord {
  key: string;
  value: Record<string, unknown>;
}

const metaRecordSchema = new Schema<MetaRecord>(
  {
    key: { type: String, required: true },
    value: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, collection: 'meta', minimize: false },
);
metaRecordSchema.index({ key: 1 }, { unique: true });

export const MetaRecordModel = defineModel<MetaRecord>('MetaRecord', metaRecordSchema);
