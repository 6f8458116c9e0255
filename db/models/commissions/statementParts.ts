import { Schema } from 'mongoose';
import { defineModel, signedMoneyField } from '../common';
import type { StoredDecimal } from '../../../domain/common/money';
import type { EvaluationLogEntry } from '../../../domain/commissions/calculation';
import type { StatementState } from '../../../domain/commissions/statements';
import { appendOnlyPlugin } from '../../history/plugin';

/**
 * The large and the growing parts of a commission statement (issue 25, docs/commissionStatements.md),
 * each in its own collection so the statement itself stays small: its lines (a copy of the period's
 * reports with their evaluation logs, replaced whole by a recalculation) and its events (who, when,
 * why: append-only). Neither is in the change history: the lines are a computed copy of the
 * reports (unrecorded like them), and the events are themselves the statement's record of each
 * step, written in the same transaction as the statement's recorded change.
 */
export interface StatementLine {
  reportId: string;
  variableCommissionId: string;
  variableCommissionName: string;
  startDate: string;
  endDate: string;
  result: StoredDecimal | null;
  exception: { name: string; details: string } | null;
  evaluationLog: EvaluationLogEntry[];
}

export interface StatementLines {
  statementId: string;
  lines: StatementLine[];
}

const lineSchema = new Schema<StatementLine>(
  {
    reportId: { type: String, required: true },
    variableCommissionId: { type: String, required: true },
    variableCommissionName: { type: String, required: true },
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    result: { ...signedMoneyField, default: null },
    exception: { type: Schema.Types.Mixed, default: null },
    evaluationLog: { type: Schema.Types.Mixed, default: [] },
  },
  { _id: false },
);
const linesSchema = new Schema<StatementLines>(
  { statementId: { type: String, required: true }, lines: { type: [lineSchema], default: [] } },
  { timestamps: true, collection: 'commissionStatementLines' },
);
linesSchema.index({ statementId: 1 }, { unique: true });
export const StatementLinesModel = defineModel<StatementLines>('CommissionStatementLines', linesSchema);

/** One step of the statement's life: who, when, why. */
export interface StatementEvent {
  at: Date;
  by: string;
  action: string;
  from: StatementState;
  to: StatementState;
  reason: string;
}

export interface StoredStatementEvent extends StatementEvent {
  /** Unique: a retried generation writes its events once. */
  id: string;
  statementId: string;
}
const eventSchema = new Schema<StoredStatementEvent>(
  {
    id: { type: String, required: true },
    statementId: { type: String, required: true },
    at: { type: Date, required: true },
    by: { type: String, required: true },
    action: { type: String, required: true },
    from: { type: String, required: true },
    to: { type: String, required: true },
    reason: { type: String, default: '' },
  },
  { collection: 'commissionStatementEvents' },
);
eventSchema.index({ id: 1 }, { unique: true });
// A statement's history in order (events of one instant in the order they were written: _id).
eventSchema.index({ statementId: 1, at: 1 });
eventSchema.plugin(appendOnlyPlugin);
export const StatementEventModel = defineModel<StoredStatementEvent>('CommissionStatementEvent', eventSchema);

/**
 * A company's period: counts and totals per state, kept in step with its statements
 * (db/commissions/statementSummary.ts). Derived data, not in the change history.
 */
export interface StatementSummary {
  batchId: string;
  /** Per state: how many statements and their total (Decimal128). */
  states: Partial<Record<StatementState, { count: number; total: StoredDecimal }>>;
  /** Changes applied so far: a whole recount is written only over the version it started from. */
  version: number;
}
const summarySchema = new Schema<StatementSummary>(
  { batchId: { type: String, required: true }, states: { type: Schema.Types.Mixed, default: {} }, version: { type: Number, default: 0 } },
  { collection: 'commissionStatementSummaries', minimize: false },
);
summarySchema.index({ batchId: 1 }, { unique: true });
export const StatementSummaryModel = defineModel<StatementSummary>('CommissionStatementSummary', summarySchema);
