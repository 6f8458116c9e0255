import { Schema } from 'mongoose';
import { defineModel } from '../common';

/** Current stock of one article at one store (spec 002 section 7, forecast.inventory: claarti, claun, exiact). */
export interface Stock {
  organizationId: string;
  store: string;
  item: string;
  stock: number;
  /** When the figure was read. */
  asOf: Date;
}

const stockSchema = new Schema<Stock>(
  {
    organizationId: { type: String, required: true },
    store: { type: String, required: true },
    item: { type: String, required: true },
    stock: { type: Number, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'stock', versionKey: false },
);
stockSchema.index({ store: 1, item: 1 }, { unique: true });
stockSchema.index({ organizationId: 1, item: 1 });

export const StockModel = defineModel<Stock>('Stock', stockSchema);
