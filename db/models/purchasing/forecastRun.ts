import { Schema } from 'mongoose';
import { defineModel } from '../common';

/** A forecast computation or import, listed on the Forecast screen (who, when, scope, rows, status). */
export type ForecastRunKind = 'computed' | 'imported';
/** cancelled: stopped by a buyer from the Forecast screen (through the workflow gateway). */
export type ForecastRunStatus = 'running' | 'done' | 'failed' | 'cancelled';

export interface ForecastRun {
  runId: string;
  kind: ForecastRunKind;
  organizationId: string | null;
  providerId: string | null;
  storeIds: string[];
  /** First forecast day and horizon (computed runs). */
  start: string | null;
  horizonDays: number | null;
  fileName: string | null;
  status: ForecastRunStatus;
  /** Progress: stores done and to do (computed runs), store x product pairs (imports). */
  done: number;
  total: number;
  rows: number;
  /** A file imported in parts: the rows of each part received (rows is their sum). */
  partRows?: { part: number; rows: number }[];
  createdBy: { userName: string; fullName: string };
  createdAt: Date;
  finishedAt: Date | null;
  failure: string | null;
  workflowId: string | null;
}

const forecastRunSchema = new Schema<ForecastRun>(
  {
    runId: { type: String, required: true, unique: true },
    kind: { type: String, enum: ['computed', 'imported'], required: true },
    organizationId: { type: String, default: null },
    providerId: { type: String, default: null },
    storeIds: { type: [String], default: [] },
    start: { type: String, default: null },
    horizonDays: { type: Number, default: null },
    fileName: { type: String, default: null },
    status: { type: String, enum: ['running', 'done', 'failed', 'cancelled'], required: true },
    done: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
    rows: { type: Number, default: 0 },
    partRows: { type: [new Schema({ part: Number, rows: Number }, { _id: false })], default: undefined },
    createdBy: { type: new Schema({ userName: String, fullName: String }, { _id: false }), required: true },
    createdAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    failure: { type: String, default: null },
    workflowId: { type: String, default: null },
  },
  { collection: 'forecastRuns', versionKey: false },
);
forecastRunSchema.index({ createdAt: -1 });
// The list's other sorts (domain/purchasing/forecastRunList.ts).
forecastRunSchema.index({ kind: 1 });
forecastRunSchema.index({ 'createdBy.fullName': 1 });
forecastRunSchema.index({ rows: 1 });
forecastRunSchema.index({ status: 1 });

export const ForecastRunModel = defineModel<ForecastRun>('ForecastRun', forecastRunSchema);
