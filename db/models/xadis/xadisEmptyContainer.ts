import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/**
 * XadisEmptyContainer, the empty-container report (the entity's name in spec 001 section 3): one
 * report per daily window. The first submit creates it (startDate now), later edits update it while
 * endDate is unset; 'Enviar datos' sets endDate from the shipping date and closes it. Dates are
 * epoch milliseconds.
 */
export interface EmptyContainerLineRecord {
  sku: string;
  quantity: number;
  stockType: 'SELECTABLE' | 'FREETOUSE';
  sap: string;
}

export interface XadisEmptyContainer {
  startDate: number;
  endDate: number | null;
  /** 09:00 of the window's day (epoch ms): one value per window, whatever the time the report was made. */
  windowStart: number;
  /** The window's key: its business day yyyy-MM-dd (the day it opened on at 09:00; the history's day). */
  day: string;
  emptyContainers: EmptyContainerLineRecord[];
  xadisEmptyContainerAttendantId: string;
  state: number;
  erpTotal: number | null;
  boxTotal: number;
  shippingDate: string | null;
}

const lineSchema = new Schema<EmptyContainerLineRecord>(
  {
    sku: { type: String, required: true },
    quantity: { type: Number, required: true, min: 0 },
    stockType: { type: String, enum: ['SELECTABLE', 'FREETOUSE'], required: true },
    sap: { type: String, required: true },
  },
  { _id: false },
);

const reportSchema = new Schema<XadisEmptyContainer & VersionedRecord>(
  {
    startDate: { type: Number, required: true },
    endDate: { type: Number, default: null },
    windowStart: { type: Number, required: true },
    day: { type: String, required: true },
    emptyContainers: { type: [lineSchema], default: [] },
    xadisEmptyContainerAttendantId: { type: String, required: true },
    state: { type: Number, required: true },
    erpTotal: { type: Number, default: null },
    boxTotal: { type: Number, required: true },
    shippingDate: { type: String, default: null },
  },
  { timestamps: true, collection: 'xadisEmptyContainers' },
);
reportSchema.plugin(versionedRecordPlugin);
// One report per window: keyed by the window's day (the spec's start moves at midnight, see domain/xadis/window.ts).
reportSchema.index({ day: 1 }, { unique: true });
reportSchema.index({ startDate: 1 });

export const XadisEmptyContainerModel = defineModel<XadisEmptyContainer & VersionedRecord>('XadisEmptyContainer', reportSchema);

/**
 * The ERP stock read for one window (by the daily process at 09:00, or on demand by the screen when
 * the process had not read it), so the screen shows it at once; and whether the reminder went.
 */
export interface EmptyContainerWindow {
  /** 09:00 of `day` (epoch ms). */
  windowStart: number;
  windowEnd: number;
  /** The window's key: its business day (yyyy-MM-dd). */
  day: string;
  erpRows: { articleKey: string; articleName: string; familyKey: string; stock: number }[];
  readAt: number | null;
  readError: string | null;
  reminderSentAt: number | null;
}

const windowSchema = new Schema<EmptyContainerWindow>(
  {
    windowStart: { type: Number, required: true },
    windowEnd: { type: Number, required: true },
    day: { type: String, required: true },
    erpRows: { type: [{ articleKey: String, articleName: String, familyKey: String, stock: Number, _id: false }], default: [] },
    readAt: { type: Number, default: null },
    readError: { type: String, default: null },
    reminderSentAt: { type: Number, default: null },
  },
  { timestamps: true, collection: 'xadisEmptyContainerWindows' },
);
windowSchema.index({ day: 1 }, { unique: true });

export const EmptyContainerWindowModel = defineModel<EmptyContainerWindow>('EmptyContainerWindow', windowSchema);
