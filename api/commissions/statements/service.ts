import { randomUUID } from 'node:crypto';
import { toStored } from '../../../db/models/common';
import {
  CarriedAdjustmentModel,
  CommissionAreaModel,
  CommissionReportModel,
  StatementSettingsModel,
  CommissionStatementModel,
  type CommissionStatement,
  type StatementAdjustment,
} from '../../../db/models/commissions';
import { AppError } from '../../../domain/errors/catalogue';
import { localDate } from '../../../domain/commissions/period';
import { DEFAULT_REVIEW_SETTINGS, nextState, payrollCsv, statementBatchId, statementStates, statementTotal, type DisputeChoice, type StatementAction, type StatementState } from '../../../domain/commissions/statements';

/**
 * The statements' operations (issue 25, docs/commission-statements.md). Each person's decision is
 * claimed here atomically (a conditional update on the state it starts from, with who, when and
 * why appended to the statement's events), recorded by the change history as the caller, and then
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

const event = (actor: Actor, action: StatementAction, from: StatementState, to: StatementState, reason: string, at: Date) => ({ at, by: actor.name, action, from, to, reason });

async function statementById(id: string): Promise<CommissionStatement> {
  const statement = await CommissionStatementModel.findOne({ id }).lean();
  if (!statement) throw new AppError('COMMISSION_STATEMENT_NOT_FOUND', { id });
  return statement;
}

function refuse(statement: Pick<CommissionStatement, 'employeeName'>): never {
  throw new AppError('COMMISSION_STATEMENT_ACTION_NOT_ALLOWED', { employee: statement.employeeName });
}

/** A statement's next state for an action, or the catalogue's refusal. */
function transition(statement: CommissionStatement, action: StatementAction): StatementState {
  return nextState(statement.state, action) ?? refuse(statement);
}

/** The period must have closed (its end is today or earlier in Mexico City) and have reports. */
export async function checkPeriod(period: PeriodKey, now: number): Promise<void> {
  if (period.periodEnd > localDate(now)) throw new AppError('COMMISSION_STATEMENT_PERIOD_OPEN', { start: period.periodStart, end: period.periodEnd });
  const reports = await CommissionReportModel.exists({ organizationId: period.organizationId, startDate: { $gte: period.periodStart }, endDate: { $lte: period.periodEnd } });
  if (!reports) throw new AppError('COMMISSION_STATEMENT_NO_REPORTS', { id: period.organizationId, start: period.periodStart, end: period.periodEnd });
}

export function batchIdOf(period: PeriodKey): string {
  return statementBatchId(period.organizationId, period.periodStart, period.periodEnd);
}

/** Counts and totals per state of a company's period (the statements screen's header). */
export async function periodSummary(period: PeriodKey) {
  const groups = await CommissionStatementModel.aggregate<{ _id: StatementState; count: number; total: unknown }>([
    { $match: { organizationId: period.organizationId, periodStart: period.periodStart, periodEnd: period.periodEnd } },
    { $group: { _id: '$state', count: { $sum: 1 }, total: { $sum: '$total' } } },
  ]);
  const byState = new Map(groups.map((group) => [group._id, group]));
  return statementStates.map((state) => {
    const group = byState.get(state);
    return { state, count: group?.count ?? 0, total: group ? statementTotal({ lines: [{ result: String(group.total) }], adjustments: [] }) : '0' };
  });
}

export interface StatementPageQuery extends PeriodKey {
  state?: StatementState | null;
  search?: string | null;
  page: number;
  pageSize: number;
}

/** A page of a company's period, in employee order (the list shows no lines nor logs). */
export async function statementPage(query: StatementPageQuery) {
  const filter: Record<string, unknown> = { organizationId: query.organizationId, periodStart: query.periodStart, periodEnd: query.periodEnd };
  if (query.state) filter.state = query.state;
  if (query.search) filter.$or = [{ employeeId: query.search }, { employeeName: { $regex: query.search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' } }];
  const [items, total] = await Promise.all([
    CommissionStatementModel.find(filter, { lines: 0, events: 0, disputes: 0 })
      .sort({ employeeId: 1 })
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
  reason: string;
}

/**
 * Statements changed per write: each write is one transaction with its change-history entries
 * (read before, read after, one entry per statement), which stays small and short this way.
 */
const CHUNK = 500;

/** Moves the statements of `filter` still in state `from` to `to`, a chunk at a time; how many moved. */
async function moveStatements(filter: Record<string, unknown>, from: StatementState, set: Record<string, unknown>, pushed: ReturnType<typeof event>): Promise<number> {
  const ids = (await CommissionStatementModel.find({ ...filter, state: from }, { id: 1 }).sort({ employeeId: 1 }).lean()).map((statement) => statement.id);
  let moved = 0;
  for (let offset = 0; offset < ids.length; offset += CHUNK) {
    const result = await CommissionStatementModel.updateMany({ id: { $in: ids.slice(offset, offset + CHUNK) }, state: from }, { $set: set, $push: { events: pushed } });
    moved += result.modifiedCount;
  }
  return moved;
}

/** Approves many at once: every statement asked for that is still in review moves (one action, written in chunks). */
export async function approveStatements(input: ApproveInput, actor: Actor, now: Date, notify: NotifyBatch): Promise<{ approved: number; skipped: number }> {
  const scope: Record<string, unknown> = input.ids && input.ids.length > 0 ? { ...input.period, id: { $in: input.ids } } : { ...input.period };
  const asked = await CommissionStatementModel.countDocuments(scope);
  const approved = await moveStatements(scope, 'inReview', { state: 'approved', waitingSince: null }, event(actor, 'approve', 'inReview', 'approved', input.reason, now));
  await notify(batchIdOf(input.period), 'approve', approved);
  return { approved, skipped: asked - approved };
}

export async function disputeStatement(input: { id: string; comment: string; onBehalfOfEmployee: boolean }, actor: Actor, now: Date, notify: NotifyBatch): Promise<CommissionStatement> {
  const statement = await statementById(input.id);
  const to = transition(statement, 'dispute');
  const dispute = { id: randomUUID(), comment: input.comment, raisedBy: actor.name, onBehalfOfEmployee: input.onBehalfOfEmployee, at: now, resolution: null };
  const result = await CommissionStatementModel.updateOne(
    { id: input.id, state: statement.state },
    { $set: { state: to, waitingSince: now, remindedAt: null }, $push: { disputes: dispute, events: event(actor, 'dispute', statement.state, to, input.comment, now) } },
  );
  if (result.modifiedCount === 0) refuse(statement);
  await notify(statement.batchId, 'dispute', 1);
  return statementById(input.id);
}

/** The open dispute resolved with `choice`, the others as they were. */
function resolved(statement: CommissionStatement, choice: DisputeChoice, actor: Actor, reason: string, at: Date) {
  return statement.disputes.map((dispute) => (dispute.resolution ? dispute : { ...dispute, resolution: { choice, by: actor.name, at, reason } }));
}

/** Recalculate (the process recalculates it and sends it back to review) or reject the dispute (back to review as it was). */
export async function resolveDispute(input: { id: string; choice: 'recalculate' | 'reject'; reason: string }, actor: Actor, now: Date, notify: NotifyBatch): Promise<CommissionStatement> {
  const statement = await statementById(input.id);
  const action: StatementAction = input.choice === 'recalculate' ? 'recalculate' : 'rejectDispute';
  const to = transition(statement, action);
  const result = await CommissionStatementModel.updateOne(
    { id: input.id, state: statement.state },
    { $set: { state: to, disputes: resolved(statement, input.choice, actor, input.reason, now), waitingSince: now, remindedAt: null }, $push: { events: event(actor, action, statement.state, to, input.reason, now) } },
  );
  if (result.modifiedCount === 0) refuse(statement);
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
 * the employee's next open period of the company, or waits for it (carried adjustment).
 */
export async function adjustStatement(input: AdjustInput, actor: Actor, now: Date, notify: NotifyBatch): Promise<AdjustResult> {
  const statement = await statementById(input.id);
  const correction = { correctsStatementId: statement.id, correctsPeriod: `${statement.periodStart}..${statement.periodEnd}` };
  if (statement.state === 'exported') {
    const next = await CommissionStatementModel.findOne({ organizationId: statement.organizationId, employeeId: statement.employeeId, periodStart: { $gte: statement.periodEnd }, state: { $ne: 'exported' } })
      .sort({ periodStart: 1 })
      .lean();
    if (next) {
      await addAdjustment(next, { id: randomUUID(), amount: toStored(input.amount), reason: input.reason, by: actor.name, at: now, ...correction }, actor, now, notify);
      return { statementId: next.id, carried: false };
    }
    await CarriedAdjustmentModel.create({ id: randomUUID(), organizationId: statement.organizationId, employeeId: statement.employeeId, amount: toStored(input.amount), reason: input.reason, by: actor.name, at: now, ...correction, placedIn: null });
    return { statementId: null, carried: true };
  }
  await addAdjustment(statement, { id: randomUUID(), amount: toStored(input.amount), reason: input.reason, by: actor.name, at: now, correctsStatementId: null, correctsPeriod: null }, actor, now, notify);
  return { statementId: statement.id, carried: false };
}

async function addAdjustment(statement: CommissionStatement, adjustment: StatementAdjustment, actor: Actor, now: Date, notify: NotifyBatch): Promise<void> {
  const to = transition(statement, 'adjust');
  const adjustments = [...statement.adjustments, adjustment];
  const set: Record<string, unknown> = { state: to, total: toStored(statementTotal({ lines: statement.lines, adjustments })) };
  if (statement.state === 'disputed') set.disputes = resolved(statement, 'adjust', actor, adjustment.reason, now);
  if (to === 'inReview' && statement.state !== 'inReview') Object.assign(set, { waitingSince: now, remindedAt: null });
  const result = await CommissionStatementModel.updateOne(
    { id: statement.id, state: statement.state, adjustments: { $size: statement.adjustments.length } },
    { $set: set, $push: { adjustments: adjustment, events: event(actor, 'adjust', statement.state, to, adjustment.reason, now) } },
  );
  if (result.modifiedCount === 0) refuse(statement);
  await notify(statement.batchId, 'adjust', 1);
}

/** The export's preview: the approved statements of the period as the CSV would list them. */
export async function exportPreview(period: PeriodKey) {
  const approved = await CommissionStatementModel.find({ ...period, state: 'approved' }, { events: 0, disputes: 0, 'lines.evaluationLog': 0 }).sort({ employeeId: 1 }).lean();
  return { statements: approved, csv: payrollCsv(approved) };
}

/** Hands the approved statements over to payroll: each becomes exported (locked) under one export id, and the CSV is returned. */
export async function exportStatements(period: PeriodKey, actor: Actor, now: Date, notify: NotifyBatch): Promise<{ exportId: string; statements: number; csv: string }> {
  const exportId = randomUUID();
  const exported = await moveStatements({ ...period }, 'approved', { state: 'exported', exportId, waitingSince: null }, event(actor, 'export', 'approved', 'exported', exportId, now));
  if (exported === 0) throw new AppError('COMMISSION_STATEMENT_NOTHING_TO_EXPORT', { id: period.organizationId, start: period.periodStart, end: period.periodEnd });
  await notify(batchIdOf(period), 'export', exported);
  return { exportId, statements: exported, csv: await exportCsv(exportId) };
}

/** An earlier export's CSV again (the same file: the statements are locked). */
export async function exportCsv(exportId: string): Promise<string> {
  const statements = await CommissionStatementModel.find({ exportId }, { events: 0, disputes: 0, 'lines.evaluationLog': 0 }).lean();
  if (statements.length === 0) throw new AppError('COMMISSION_STATEMENT_EXPORT_NOT_FOUND', { id: exportId });
  return payrollCsv(statements);
}

/** The periods of a company that have statements, newest first, with their counts. */
export async function statementPeriods(organizationId: string) {
  const groups = await CommissionStatementModel.aggregate<{ _id: { periodStart: string; periodEnd: string }; statements: number }>([
    { $match: { organizationId } },
    { $group: { _id: { periodStart: '$periodStart', periodEnd: '$periodEnd' }, statements: { $sum: 1 } } },
  ]);
  return groups
    .map((group) => ({ organizationId, periodStart: group._id.periodStart, periodEnd: group._id.periodEnd, statements: group.statements, workflowId: batchIdOf({ organizationId, ...group._id }) }))
    .sort((a, b) => (a.periodStart < b.periodStart ? 1 : -1));
}

export async function statementSettings(organizationId: string) {
  const saved = await StatementSettingsModel.findOne({ organizationId }).lean();
  return { organizationId, reminderDays: saved?.reminderDays ?? DEFAULT_REVIEW_SETTINGS.reminderDays, escalationDays: saved?.escalationDays ?? DEFAULT_REVIEW_SETTINGS.escalationDays, reviewerAreaId: saved?.reviewerAreaId ?? null, reviewerEmail: saved?.reviewerEmail ?? '' };
}

export async function saveStatementSettings(input: { organizationId: string; reminderDays: number; escalationDays: number; reviewerAreaId?: string | null; reviewerEmail?: string | null }) {
  if (input.reviewerAreaId) {
    const area = await CommissionAreaModel.findOne({ id: input.reviewerAreaId, organizationId: input.organizationId }).lean();
    if (!area) throw new AppError('COMMISSION_AREA_NOT_FOUND', { id: input.reviewerAreaId });
  }
  await StatementSettingsModel.findOneAndUpdate(
    { organizationId: input.organizationId },
    { $set: { reminderDays: input.reminderDays, escalationDays: input.escalationDays, reviewerAreaId: input.reviewerAreaId ?? null, reviewerEmail: input.reviewerEmail ?? '' } },
    { upsert: true },
  );
  return statementSettings(input.organizationId);
}
