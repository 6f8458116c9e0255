import type { ClientSession } from 'mongoose';
import { toStored } from '../models/common';
import { CommissionStatementModel, StatementSummaryModel, type StatementSummary } from '../models/commissions';
import { fromStored, moneyText, sumMoney, ZERO, type Money, type MoneyInput } from '../../domain/common/money';
import { statementBatchId, statementStates, type StatementState } from '../../domain/commissions/statements';

/**
 * The statements screen's counts and totals per state of a company's period, kept up to date in
 * the same transaction as every change of a statement's state or total (db/commissions/statements.ts),
 * so the first page reads one small document instead of grouping the period's statements. Derived
 * data (not in the change history). Counted whole at the end of generation and for statements
 * converted at start; a period without one is grouped from its statements.
 */
export interface PeriodKey {
  organizationId: string;
  periodStart: string;
  periodEnd: string;
}

/** Changes to apply: per state, statements and money in (positive) or out (negative). */
export class SummaryDelta {
  private readonly states = new Map<StatementState, { count: number; total: Money[] }>();

  add(state: StatementState, count: number, total: MoneyInput): this {
    const entry = this.states.get(state) ?? { count: 0, total: [] };
    entry.count += count;
    entry.total.push(fromStored(total).times(Math.sign(count) || 1));
    this.states.set(state, entry);
    return this;
  }

  /** A statement leaving `from` with `before` and arriving in `to` with `after`. */
  move(from: StatementState, before: MoneyInput, to: StatementState, after: MoneyInput): this {
    if (from === to && fromStored(before).equals(fromStored(after))) return this;
    return this.add(from, -1, before).add(to, 1, after);
  }

  /** The `$inc` of the summary document; null when nothing changes. */
  increments(): Record<string, unknown> | null {
    const inc: Record<string, unknown> = {};
    for (const [state, { count, total }] of this.states) {
      const sum = sumMoney(total);
      if (count === 0 && sum.isZero()) continue;
      inc[`states.${state}.count`] = count;
      inc[`states.${state}.total`] = toStored(moneyText(sum));
    }
    return Object.keys(inc).length > 0 ? inc : null;
  }
}

/** Applies a change to the batch's summary inside the caller's transaction (none yet: nothing to keep, it is counted whole later). */
export async function applySummary(batchId: string, delta: SummaryDelta, session: ClientSession): Promise<void> {
  const inc = delta.increments();
  // `version` tells a recount running meanwhile that it must count again.
  if (inc) await StatementSummaryModel.collection.updateOne({ batchId }, { $inc: { ...inc, version: 1 } as never }, { session });
}

/** Counts and totals per state grouped from the period's statements (of these areas' employees only, when given). */
async function groupedSummary(period: PeriodKey, areaIds?: readonly string[]): Promise<StatementSummary['states']> {
  const match = { organizationId: period.organizationId, periodStart: period.periodStart, periodEnd: period.periodEnd };
  const groups = await CommissionStatementModel.aggregate<{ _id: StatementState; count: number; total: MoneyInput }>([
    { $match: areaIds ? { ...match, areaId: { $in: [...areaIds] } } : match },
    { $group: { _id: '$state', count: { $sum: 1 }, total: { $sum: '$total' } } },
  ]);
  return Object.fromEntries(groups.map((group) => [group._id, { count: group.count, total: toStored(moneyText(fromStored(group.total))) }]));
}

const batchOf = (period: PeriodKey) => statementBatchId(period.organizationId, period.periodStart, period.periodEnd);

/** Creates the batch's summary empty if it does not exist, so every change from now on is counted in it. */
export async function openSummary(period: PeriodKey): Promise<void> {
  await StatementSummaryModel.collection.updateOne({ batchId: batchOf(period) }, { $setOnInsert: { states: {}, version: 0 } }, { upsert: true });
}

/**
 * Counts the summary whole from the statements. Grouping 5,000 statements is too long to hold a
 * transaction open on the embedded server, so it is optimistic: the count is written only if no
 * change was applied since it started (`version` unchanged), otherwise it counts again.
 */
export async function rebuildSummary(period: PeriodKey): Promise<void> {
  const batchId = batchOf(period);
  await openSummary(period);
  for (;;) {
    const version = (await StatementSummaryModel.findOne({ batchId }, { version: 1 }).lean<{ version?: number }>())?.version ?? 0;
    const states = await groupedSummary(period);
    const written = await StatementSummaryModel.collection.updateOne({ batchId, version }, { $set: { states }, $inc: { version: 1 } });
    if (written.matchedCount === 1) return;
  }
}

type SummaryRow = { state: StatementState; count: number; total: string };
const rowsOf = (states: StatementSummary['states']): SummaryRow[] =>
  statementStates.map((state) => ({ state, count: states[state]?.count ?? 0, total: moneyText(states[state] ? fromStored(states[state].total) : ZERO) }));

/** The screen's header: every state with its count and total (exact decimal text), from the kept summary. */
export async function readSummary(period: PeriodKey): Promise<SummaryRow[]> {
  const kept = await StatementSummaryModel.findOne({ batchId: batchOf(period) }).lean<StatementSummary>();
  return rowsOf(kept?.states ?? (await groupedSummary(period)));
}

/**
 * The same, grouped from the statements themselves (what the kept summary must equal); with
 * `areaIds`, of those areas' employees only (a reviewer limited to some areas: the kept summary is the whole company's).
 */
export async function summaryOfStatements(period: PeriodKey, areaIds?: readonly string[]): Promise<SummaryRow[]> {
  return rowsOf(await groupedSummary(period, areaIds));
}
