import { Schema } from 'mongoose';
import { defineModel } from '../common';

/**
 * The forecast store: P10/P50/P90 of one article's demand at one store per day (spec 002 section
 * 7, forecast.daily_sales: date, item, store, p10, p50, p90). One record per item and store holds
 * the days as daily series (dailySeries.ts), so each date-item-store has one value and a new import
 * or computation of a day replaces it. Fed by imports (CSV) and the product's own computation.
 */
export interface Forecast {
  organizationId: string;
  /** SKU (ClaArti). */
  item: string;
  /** warehouseId (ClaUN). */
  store: string;
  firstDay: string;
  p10: string;
  p50: string;
  p90: string;
  /** The last run or import that wrote it. */
  runId: string;
  updatedAt: Date;
}

const forecastSchema = new Schema<Forecast>(
  {
    organizationId: { type: String, required: true },
    item: { type: String, required: true },
    store: { type: String, required: true },
    firstDay: { type: String, required: true },
    p10: { type: String, default: '' },
    p50: { type: String, default: '' },
    p90: { type: String, default: '' },
    runId: { type: String, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'forecasts', versionKey: false },
);
forecastSchema.index({ store: 1, item: 1 }, { unique: true });
forecastSchema.index({ organizationId: 1, item: 1 });

export const ForecastModel = defineModel<Forecast>('Forecast', forecastSchema);
