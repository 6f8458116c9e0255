import { Schema } from 'mongoose';
import { defineModel } from '../common';

/**
 * One exported price list (spec 002, Pricing): the file ListadePrecios.csv of a company for a day
 * of the stores' calendar. The unique index on (companyId, day) is what enforces "once per day":
 * of two exports sent at the same moment, the database keeps one and refuses the other.
 */
export interface PriceListExport {
  companyId: number;
  /** yyyy-MM-dd in the stores' time zone. */
  day: string;
  /** 'writing' until the file is stored, then 'done'. A failed write removes the record so the day stays free. */
  status: 'writing' | 'done';
  sessionId: number;
  offerFrom: string;
  offerTo: string;
  lineCount: number;
  customerCount: number;
  fileKey: string;
  fileName: string;
  exportedBy: { id: string; userName: string; fullName: string };
  exportedAt: Date;
}

const priceListExportSchema = new Schema<PriceListExport>(
  {
    companyId: { type: Number, required: true },
    day: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    status: { type: String, enum: ['writing', 'done'], required: true },
    sessionId: { type: Number, required: true },
    offerFrom: { type: String, required: true },
    offerTo: { type: String, required: true },
    lineCount: { type: Number, required: true },
    customerCount: { type: Number, required: true },
    fileKey: { type: String, required: true },
    fileName: { type: String, required: true },
    exportedBy: {
      id: { type: String, required: true },
      userName: { type: String, required: true },
      fullName: { type: String, default: '' },
    },
    exportedAt: { type: Date, required: true },
  },
  { timestamps: true, collection: 'priceListExports' },
);
priceListExportSchema.index({ companyId: 1, day: 1 }, { unique: true, name: 'oncePerCompanyAndDay' });
priceListExportSchema.index({ exportedAt: -1 });

export const PriceListExportModel = defineModel<PriceListExport>('PriceListExport', priceListExportSchema);
