import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/** A customer released to a store for marketing (spec 001): marketFinalDate 0 means open. Dates in epoch seconds. */
export interface MarketRelease {
  customerId: string;
  warehouseId: string;
  marketReleaseDate: number;
  marketFinalDate: number;
}

const marketReleaseSchema = new Schema<MarketRelease & VersionedRecord>(
  {
    customerId: { type: String, required: true },
    warehouseId: { type: String, required: true },
    marketReleaseDate: { type: Number, required: true },
    marketFinalDate: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'marketReleases' },
);
marketReleaseSchema.plugin(versionedRecordPlugin);
// One release per customer and store: saving again updates it (the original's update-else-create).
marketReleaseSchema.index({ customerId: 1, warehouseId: 1 }, { unique: true });

export const MarketReleaseModel = defineModel<MarketRelease & VersionedRecord>('MarketRelease', marketReleaseSchema);
