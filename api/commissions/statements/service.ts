import { mongoSort, type ListSort } from '../../../domain/common/listSort';
import { statementSortFields, type StatementSortKey } from '../../../domain/commissions/statementSort';
import { randomUUID } from 'node:crypto';
import { toStored } from '../../../db/models/common';
import {
  CarriedAdjustmentModel,
  CommissionReportModel,
  CommissionStatementModel,
  type CommissionStatement,
  type StatementAdjustment,
  type StatementRecord,
} from '../../../db/models/commissions';
import { changeStatement, loadStatement, moveStatements, type MovedStatement } from '../../../db/commissions/statements';
import { readSummary, summaryOfStatements } from '../../../db/commissions/statementSummary';
import { AppError } from '../../../domain/errors/catalogue';
import { localDate } from '../../../domain/commissions/period';
import {
  correctionLandsIn,
  nextState,
  payrollCsv,
  statementBatchId,
  statementTotal,
  type DisputeChoice,
  type StatementAction,
  type StatementState,
} from '../../../domain/commissions/statements';

/**
 * The statements' operations (issue 25, docs/commissionStatements.md). Each person's decision is
 * claimed here atomically (a conditional update on the state it starts from, with who, when and
 * why appended to the statement's events in the same transaction), recorded by the change history as the caller, and then
 * announced to the period's process (`notify`), which does what follows.
 */
export interface Actor {
  name: string;
}

/** Tells the company-and-period process that statements changed (the API signals its workflow). */
export type NotifyBatch = (batchId: string, action: StatementAction, statements: number) => Promise<void>;

export interface PeriodKey {
  organizationId: string;
  periodStart: string;
  periodEnd: string;
}

const event = (actor: Actor, action: StatementAction, from: StatementState, to: StatementState, reason: string, at: Date) => ({
  at,
  by: actor.name,
  action,
  from,
  to,
  reason,
});

async function statementById(id: string): Promise<CommissionStatement> {
  const statement = await loadStatement({ id });
  if (!statement) throw new AppError('COMMISSION_STATEMENT_NOT_FOUND', { id });
  return statement;
}

/** The small statement alone (no lines nor events): what a decision reads before its claim. */
async function recordById(id: string): Promise<StatementRecord> {
  const statement = await CommissionStatementModel.findOne({ id }).lean<StatementRecord>();
  if (!statement) throw new AppError('COMMISSION_STATEMENT_NOT_FOUND', { id });
  return statement;
}

function refuse(statement: Pick<CommissionStatement, 'employeeName'>): never {
  throw new AppError('COMMISSION_STATEMENT_ACTION_NOT_ALLOWED', { employee: statement.employeeName });
}

/** A statement's next state for an action, or the catalogue's refusal. */
function transition(statement: StatementRecord, action: StatementAction): StatementState {
  return nextState(statement.state, action) ?? refuse(statement);
}

/** The period must have closed (its end is today or earlier in Mexico City) and have reports. */
export async function checkPeriod(period: PeriodKey, now: number): Promise<void> {
  if (period.periodEnd > localDate(now)) throw new AppError('COMMISSION_STATEMENT_PERIOD_OPEN', { start: period.periodStart, end: period.periodEnd });
  const reports = await CommissionReportModel.exists({
    organizationId: period.organizationId,
    startDate: { $gte: period.periodStart },
    endDate: { $lte: period.periodEnd },
  });
  if (!reports) throw new AppError('COMMISSION_STATEMENT_NO_REPORTS', { id: period.organizationId, start: period.periodStart, end: period.periodEnd });
}

export function batchIdOf(period: PeriodKey): string {
  return statementBatchId(period.organizationId, period.periodStart, period.periodEnd);
}

/**
 * Counts and totals per state of a company's period (the statements screen's header): its kept
 * summary, or for a reviewer limited to some areas, those areas' statements grouped.
 */
export async function periodSummary(period: PeriodKey, areaIds: readonly string[] | null = null) {
  return areaIds ? summaryOfStatements(period, areaIds) : readSummary(period);
}

export interface StatementPageQuery extends PeriodKey {
  /** Only these areas' employees (a reviewer limited to some areas); null: every one. */
  areaIds?: readonly string[] | null;
  state?: StatementState | null;
  search?: string | null;
  page: number;
  pageSize: number;
  sort?: ListSort<StatementSortKey>;
}

/** What a row of the list shows (no adjustments' reasons, no disputes). */
const rowFields = {
  _id: 0,
  id: 1,
  employeeId: 1,
  employeeName: 1,
  areaName: 1,
  state: 1,
  total: 1,
  reviewer: 1,
  reviewLevel: 1,
  exportId: 1,
  'adjustments.id': 1,
} as const;

/** A page of a company's period, in the asked order or employee order (the list shows no lines nor logs). */
export async function statementPage(query: StatementPageQuery) {
  const filter: Record<string, unknown> = { organizationId: query.organizationId, periodStart: query.periodStart, periodEnd: query.periodEnd };
  if (query.areaIds) filter.areaId = { $in: [...query.areaIds] };
  if (query.state) filter.state = query.state;
  if (query.search)
    filter.$or = [{ employeeId: query.search }, { employeeName: { $regex: query.search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' } }];
  const [items, total] = await Promise.all([
    CommissionStatementModel.find(filter, rowFields)
      .sort(mongoSort(query.sort ?? {}, statementSortFields, { employeeId: 1 }))
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .lean(),
    CommissionStatementModel.countDocuments(filter),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function statementDetail(id: string): Promise<CommissionStatement> {
  return statementById(id);
}

export interface ApproveInput {
  /** The statements to approve; or, without ids, every statement of the period in review. */
  ids?: string[] | null;
  period: PeriodKey;
  /** Only these areas' employees (a reviewer limited to some areas); null: every one. */
  areaIds?: readonly string[] | null;
  reason: string;
}

/** Approves many at once: every statement asked for that is still in review moves (one action, written in chunks). */
export async function approveStatements(input: ApproveInput, actor: Actor, now: Date, notify: NotifyBatch): Promise<{ approved: number; skipped: number }> {
  const scope: Record<string, unknown> = input.ids && input.ids.length > 0 ? { ...input.period, id: { $in: input.ids } } : { ...input.period };
  if (input.areaIds) scope.areaId = { $in: [...input.areaIds] };
  const asked = await CommissionStatementModel.countDocuments(scope);
  // Only `state` changes (waitingSince is read only in review or disputed): the history entry is that one field.
  const approved = await moveStatements(scope, 'inReview', { state: 'approved' }, event(actor, 'approve', 'inReview', 'approved', input.reason, now));
  await notify(batchIdOf(input.period), 'approve', approved);
  return { approved, skipped: asked - approved };
}

export async function disputeStatement(
  input: { id: string; comment: string; onBehalfOfEmployee: boolean },
  actor: Actor,
  now: Date,
  notify: NotifyBatch,
): Promise<CommissionStatement> {
  const statement = await recordById(input.id);
  const to = transition(statement, 'dispute');
  const dispute = { id: randomUUID(), comment: input.comment, raisedBy: actor.name, onBehalfOfEmployee: input.onBehalfOfEmployee, at: now, resolution: null };
  const changed = await changeStatement(input.id, {
    filter: { state: statement.state },
    update: { $set: { state: to, waitingSince: now, remindedAt: null }, $push: { disputes: dispute } },
    event: event(actor, 'dispute', statement.state, to, input.comment, now),
  });
  if (!changed) refuse(statement);
  await notify(statement.batchId, 'dispute', 1);
  return statementById(input.id);
}

/** The open dispute resolved with `choice`, the others as they were. */
function resolved(statement: StatementRecord, choice: DisputeChoice, actor: Actor, reason: string, at: Date) {
  return statement.disputes.map((dispute) => (dispute.resolution ? dispute : { ...dispute, resolution: { choice, by: actor.name, at, reason } }));
}

/** Recalculate (the process recalculates it and sends it back to review) or reject the dispute (back to review as it was). */
export async function resolveDispute(
  input: { id: string; choice: 'recalculate' | 'reject'; reason: string },
  actor: Actor,
  now: Date,
  notify: NotifyBatch,
): Promise<CommissionStatement> {
  const statement = await recordById(input.id);
  const action: StatementAction = input.choice === 'recalculate' ? 'recalculate' : 'rejectDispute';
  const to = transition(statement, action);
  const changed = await changeStatement(input.id, {
    filter: { state: statement.state },
    update: { $set: { state: to, disputes: resolved(statement, input.choice, actor, input.reason, now), waitingSince: now, remindedAt: null } },
    event: event(actor, action, statement.state, to, input.reason, now),
  });
  if (!changed) refuse(statement);
  await notify(statement.batchId, action, 1);
  return statementById(input.id);
}

export interface AdjustInput {
  id: string;
  /** Exact decimal text, signed (a negative is a clawback). */
  amount: string;
  reason: string;
}

export interface AdjustResult {
  /** The statement that holds the adjustment: this one, or the employee's next open period's. */
  statementId: string | null;
  /** An exported statement's correction waiting for the employee's next period to be generated. */
  carried: boolean;
}

/**
 * Adds an adjustment. On a disputed statement it resolves the dispute ("adjust"); on an approved
 * one it sends it back to review. An exported statement is never edited: the correction lands in
 * the employee's next statement of the company that is not exported, or waits for it (carried
 * adjustment). Landing there it is not a decision on that statement (`correctionLandsIn`): an open
 * dispute stays open, a recalculation goes on, a calculated one stays calculated; an approved one
 * goes back to review. A statement that changed meanwhile (exported, approved) is looked up again.
 */
export async function adjustStatement(input: AdjustInput, actor: Actor, now: Date, notify: NotifyBatch): Promise<AdjustResult> {
  const statement = await recordById(input.id);
  const amount = toStored(input.amount);
  if (statement.state !== 'exported') {
    const adjustment = { id: randomUUID(), amount, reason: input.reason, by: actor.name, at: now, correctsStatementId: null, correctsPeriod: null };
    if (!(await addAdjustment(statement, adjustment, false, actor, now, notify))) refuse(statement);
    return { statementId: statement.id, carried: false };
  }
  const correction = {
    id: randomUUID(),
    amount,
    reason: input.reason,
    by: actor.name,
    at: now,
    correctsStatementId: statement.id,
    correctsPeriod: `${statement.periodStart}..${statement.periodEnd}`,
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const next = await CommissionStatementModel.findOne({
      organizationId: statement.organizationId,
      employeeId: statement.employeeId,
      periodStart: { $gte: statement.periodEnd },
      state: { $ne: 'exported' },
    })
      .sort({ periodStart: 1 })
      .lean<StatementRecord>();
    if (!next) {
      await CarriedAdjustmentModel.create({ ...correction, organizationId: statement.organizationId, employeeId: statement.employeeId, placedIn: null });
      return { statementId: null, carried: true };
    }
    if (await addAdjustment(next, correction, true, actor, now, notify)) return { statementId: next.id, carried: false };
  }
  refuse(statement);
}

/** Adds the adjustment to the statement if it is still as read; false when it changed meanwhile. */
async function addAdjustment(
  statement: StatementRecord,
  adjustment: StatementAdjustment,
  correction: boolean,
  actor: Actor,
  now: Date,
  notify: NotifyBatch,
): Promise<boolean> {
  const to = (correction ? correctionLandsIn(statement.state) : nextState(statement.state, 'adjust')) ?? refuse(statement);
  const adjustments = [...statement.adjustments, adjustment];
  const set: Record<string, unknown> = { state: to, total: toStored(statementTotal({ lines: [{ result: statement.commissionsTotal }], adjustments })) };
  if (statement.state === 'disputed' && !correction) set.disputes = resolved(statement, 'adjust', actor, adjustment.reason, now);
  if (to === 'inReview' && statement.state !== 'inReview') Object.assign(set, { waitingSince: now, remindedAt: null });
  const changed = await changeStatement(statement.id, {
    filter: { state: statement.state, adjustments: { $size: statement.adjustments.length } },
    update: { $set: set, $push: { adjustments: adjustment } },
    event: event(actor, 'adjust', statement.state, to, adjustment.reason, now),
  });
  if (changed) await notify(statement.batchId, 'adjust', 1);
  return changed;
}

/** What the payroll CSV and its preview read of each statement (the stored sum of the results, not the lines). */
const payrollFields = {
  _id: 0,
  id: 1,
  organizationId: 1,
  employeeId: 1,
  employeeName: 1,
  areaName: 1,
  periodStart: 1,
  periodEnd: 1,
  state: 1,
  total: 1,
  commissionsTotal: 1,
  reviewer: 1,
  reviewLevel: 1,
  'adjustments.amount': 1,
} as const;
type PayrollStatement = Pick<
  StatementRecord,
  | 'id'
  | 'organizationId'
  | 'employeeId'
  | 'employeeName'
  | 'areaName'
  | 'periodStart'
  | 'periodEnd'
  | 'state'
  | 'total'
  | 'commissionsTotal'
  | 'reviewer'
  | 'reviewLevel'
> & { adjustments: Pick<StatementAdjustment, 'amount'>[] };
const payrollRow = (
  statement: Pick<PayrollStatement, 'id' | 'organizationId' | 'employeeId' | 'employeeName' | 'periodStart' | 'periodEnd' | 'commissionsTotal' | 'adjustments'>,
) => ({ ...statement, lines: [{ result: statement.commissionsTotal }] });

/** The export's preview: the approved statements of the period as the CSV would list them. */
export async function exportPreview(period: PeriodKey) {
  const approved = await CommissionStatementModel.find({ ...period, state: 'approved' }, payrollFields)
    .sort({ employeeId: 1 })
    .lean<PayrollStatement[]>();
  return { statements: approved, csv: payrollCsv(approved.map(payrollRow)) };
}

/** Hands the approved statements over to payroll: each becomes exported (locked) under one export id, and the CSV is returned. */
export async function exportStatements(
  period: PeriodKey,
  actor: Actor,
  now: Date,
  notify: NotifyBatch,
): Promise<{ exportId: string; statements: number; csv: string }> {
  const exportId = randomUUID();
  // The CSV's rows are the statements each chunk moved, as it read them: no second read.
  const rows: MovedStatement[] = [];
  const exported = await moveStatements(
    { ...period },
    'approved',
    { state: 'exported', exportId },
    event(actor, 'export', 'approved', 'exported', exportId, now),
    (moved) => rows.push(...moved),
  );
  if (exported === 0)
    throw new AppError('COMMISSION_STATEMENT_NOTHING_TO_EXPORT', { id: period.organizationId, start: period.periodStart, end: period.periodEnd });
  await notify(batchIdOf(period), 'export', exported);
  return { exportId, statements: exported, csv: payrollCsv(rows.map(payrollRow)) };
}

/** An earlier export's CSV again (the same file: the statements are locked). */
export async function exportCsv(exportId: string): Promise<string> {
  const statements = await CommissionStatementModel.find({ exportId }, payrollFields).lean<PayrollStatement[]>();
  if (statements.length === 0) throw new AppError('COMMISSION_STATEMENT_EXPORT_NOT_FOUND', { id: exportId });
  return payrollCsv(statements.map(payrollRow));
}
