import { Schema } from 'mongoose';
import { defineModel } from '../common';

/**
 * Sales history (spec 002 section 7, forecast.hist_daily_sales): pieces sold of one article at
 * one store per day, one record per pair holding the days as a daily series (dailySeries.ts) from
 * `firstDay` on. The grid sums a range and the same range a year earlier from it; the forecast
 * computation reads the last 52 weeks.
 */
export interface SalesHistory {
  organizationId: string;
  store: string;
  item: string;
  firstDay: string;
  daily: string;
}

const salesHistorySchema = new Schema<SalesHistory>(
  {
    organizationId: { type: String, required: true },
    store: { type: String, required: true },
    item: { type: String, required: true },
    firstDay: { type: String, required: true },
    daily: { type: String, default: '' },
  },
  { collection: 'salesHistory', versionKey: false },
);
salesHistorySchema.index({ store: 1, item: 1 }, { unique: true });
salesHistorySchema.index({ organizationId: 1, item: 1 });

export const SalesHistoryModel = defineModel<SalesHistory>('SalesHistory', salesHistorySchema);
