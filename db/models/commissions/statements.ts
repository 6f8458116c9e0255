import { Schema } from 'mongoose';
import { defineModel, signedMoneyField } from '../common';
import type { StoredDecimal } from '../../../domain/common/money';
import { statementStates, type Reviewer, type StatementState } from '../../../domain/commissions/statements';
import type { StatementEvent, StatementLine } from './statementParts';

export * from './statementParts';

/**
 * Commission statements (issue 25, docs/commissionStatements.md): one per employee, company and
 * closed period. The lines are a copy of the period's reports (result and evaluation log), so a
 * statement that went to payroll keeps what was paid even if the period is calculated again; they
 * and the statement's events are kept apart from it (statementParts.ts).
 */

type Amount = StoredDecimal;

export interface StatementAdjustment {
  id: string;
  amount: Amount;
  reason: string;
  by: string;
  at: Date;
  /** A correction of an exported statement carried here: the statement and period it corrects. */
  correctsStatementId: string | null;
  correctsPeriod: string | null;
}

export interface StatementDispute {
  id: string;
  comment: string;
  raisedBy: string;
  /** Recorded for the employee (the reviewer wrote down what the employee said). */
  onBehalfOfEmployee: boolean;
  at: Date;
  resolution: { choice: 'recalculate' | 'adjust' | 'reject'; by: string; at: Date; reason: string } | null;
}

/**
 * The stored statement: small, so a decision (approve, export) changes `state` and a field or two
 * of it, and its change-history entry is that field. Its lines (the copied reports with their
 * evaluation logs) and its events live in their own collections (statementParts.ts).
 */
export interface StatementRecord {
  id: string;
  organizationId: string;
  employeeId: string;
  employeeName: string;
  areaId: string;
  areaName: string;
  periodStart: string;
  periodEnd: string;
  /** The company-and-period process that owns it (workflows/commissions/commissionStatements.ts). */
  batchId: string;
  state: StatementState;
  adjustments: StatementAdjustment[];
  disputes: StatementDispute[];
  /** The sum of the lines' results (kept with the lines, so the export and the list need not read them). */
  commissionsTotal: Amount;
  total: Amount;
  reviewer: Reviewer;
  /** Escalations so far: 0 is the first reviewer. */
  reviewLevel: number;
  /** When it reached its current reviewer; read only while in review or disputed. */
  waitingSince: Date | null;
  remindedAt: Date | null;
  exportId: string | null;
}

/** A statement with its lines and events, as the detail screen, the PDF and the tests read it (db/commissions/statements.ts). */
export interface CommissionStatement extends StatementRecord {
  lines: StatementLine[];
  events: StatementEvent[];
}

const reviewerSchema = new Schema<Reviewer>(
  { kind: { type: String, required: true }, id: { type: String, default: '' }, name: { type: String, default: '' }, email: { type: String, default: '' } },
  { _id: false },
);
const adjustmentSchema = new Schema<StatementAdjustment>(
  {
    id: { type: String, required: true },
    amount: { ...signedMoneyField, required: true },
    reason: { type: String, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
    correctsStatementId: { type: String, default: null },
    correctsPeriod: { type: String, default: null },
  },
  { _id: false },
);
const disputeSchema = new Schema<StatementDispute>(
  {
    id: { type: String, required: true },
    comment: { type: String, required: true },
    raisedBy: { type: String, required: true },
    onBehalfOfEmployee: { type: Boolean, default: false },
    at: { type: Date, required: true },
    resolution: { type: Schema.Types.Mixed, default: null },
  },
  { _id: false },
);

const statementSchema = new Schema<StatementRecord>(
  {
    id: { type: String, required: true },
    organizationId: { type: String, required: true },
    employeeId: { type: String, required: true },
    employeeName: { type: String, required: true },
    areaId: { type: String, default: '' },
    areaName: { type: String, default: '' },
    periodStart: { type: String, required: true },
    periodEnd: { type: String, required: true },
    batchId: { type: String, required: true },
    state: { type: String, enum: statementStates, required: true },
    adjustments: { type: [adjustmentSchema], default: [] },
    disputes: { type: [disputeSchema], default: [] },
    commissionsTotal: { ...signedMoneyField, required: true },
    total: { ...signedMoneyField, required: true },
    reviewer: { type: reviewerSchema, required: true },
    reviewLevel: { type: Number, default: 0 },
    waitingSince: { type: Date, default: null },
    remindedAt: { type: Date, default: null },
    exportId: { type: String, default: null },
  },
  { timestamps: true, collection: 'commissionStatements' },
);
statementSchema.index({ id: 1 }, { unique: true });
// One statement per employee, company and period.
statementSchema.index({ organizationId: 1, periodStart: 1, periodEnd: 1, employeeId: 1 }, { unique: true });
// The statements screen: a company's period by state, in employee order.
statementSchema.index({ organizationId: 1, periodStart: 1, state: 1, employeeId: 1 });
// An export's file again (exportCsv).
statementSchema.index({ exportId: 1 });
// An employee's next open period (a correction after export lands there).
statementSchema.index({ employeeId: 1, organizationId: 1, periodStart: 1 });
// The list's sortable columns (domain/commissions/statementSort.ts) within a period, _id breaking ties (the payroll number has the unique index above).
for (const field of ['employeeName', 'areaName', 'state', 'total'])
  statementSchema.index({ organizationId: 1, periodStart: 1, periodEnd: 1, [field]: 1, _id: 1 });
export const CommissionStatementModel = defineModel<StatementRecord>('CommissionStatement', statementSchema);

/** A correction of an exported statement waiting for the employee's next period to be generated. */
export interface CarriedAdjustment {
  id: string;
  organizationId: string;
  employeeId: string;
  amount: Amount;
  reason: string;
  by: string;
  at: Date;
  correctsStatementId: string;
  correctsPeriod: string;
  /** The statement it landed in; null while it waits. */
  placedIn: string | null;
}
const carriedSchema = new Schema<CarriedAdjustment>(
  {
    id: { type: String, required: true },
    organizationId: { type: String, required: true },
    employeeId: { type: String, required: true },
    amount: { ...signedMoneyField, required: true },
    reason: { type: String, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
    correctsStatementId: { type: String, required: true },
    correctsPeriod: { type: String, required: true },
    placedIn: { type: String, default: null },
  },
  { timestamps: true, collection: 'commissionCarriedAdjustments' },
);
carriedSchema.index({ id: 1 }, { unique: true });
carriedSchema.index({ organizationId: 1, employeeId: 1, placedIn: 1 });
export const CarriedAdjustmentModel = defineModel<CarriedAdjustment>('CommissionCarriedAdjustment', carriedSchema);

/** A company's review settings (reminder and escalation days, the reviewer position without a manager). */
export interface StatementSettings {
  organizationId: string;
  reminderDays: number;
  escalationDays: number;
  reviewerAreaId: string | null;
  /** Where a reviewer position's reminders go. */
  reviewerEmail: string;
}
const settingsSchema = new Schema<StatementSettings>(
  {
    organizationId: { type: String, required: true },
    reminderDays: { type: Number, min: 1, max: 60, default: 3 },
    escalationDays: { type: Number, min: 1, max: 60, default: 2 },
    reviewerAreaId: { type: String, default: null },
    reviewerEmail: { type: String, default: '' },
  },
  { timestamps: true, collection: 'commissionStatementSettings' },
);
settingsSchema.index({ organizationId: 1 }, { unique: true });
export const StatementSettingsModel = defineModel<StatementSettings>('CommissionStatementSettings', settingsSchema);
