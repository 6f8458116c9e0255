import { createHash, randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongoose';
import { isOnlyDuplicateKeys } from '../duplicateKeys';
import { toStored } from '../models/common';
import {
  CommissionStatementModel,
  StatementEventModel,
  StatementLinesModel,
  type CommissionStatement,
  type StatementEvent,
  type StatementLine,
  type StatementRecord,
  type StoredStatementEvent,
} from '../models/commissions';
import { moneyText, roundMoney, sumMoney } from '../../domain/common/money';
import { applySummary, SummaryDelta } from './statementSummary';
import type { StatementState } from '../../domain/commissions/statements';

/**
 * Reading and writing a commission statement kept in three collections (issue 25,
 * docs/commissionStatements.md): the small statement (recorded in the change history), its lines
 * and its append-only events. A change of state, its event and the period's summary
 * (statementSummary.ts) commit in one transaction; many statements move a chunk per transaction.
 */

/** A statement's id from its batch and employee: a retried generation writes the same statement, lines and events. */
export function statementIdOf(batchId: string, employeeId: string): string {
  const hex = createHash('sha256').update(`${batchId}/${employeeId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The sum of the lines' results, exact (the stored `commissionsTotal`). */
export function commissionsTotalOf(lines: readonly Pick<StatementLine, 'result'>[]) {
  return toStored(moneyText(roundMoney(sumMoney(lines.flatMap((line) => (line.result === null ? [] : [line.result]))))));
}

const eventFields = { _id: 0, at: 1, by: 1, action: 1, from: 1, to: 1, reason: 1 } as const;

export async function statementEvents(statementId: string): Promise<StatementEvent[]> {
  return StatementEventModel.find({ statementId }, eventFields).sort({ at: 1, _id: 1 }).lean<StatementEvent[]>();
}

export async function statementLines(statementId: string): Promise<StatementLine[]> {
  return (await StatementLinesModel.findOne({ statementId }, { lines: 1 }).lean())?.lines ?? [];
}

/** One statement with its lines and events (the detail screen, the PDF), or null. */
export async function loadStatement(filter: Record<string, unknown>): Promise<CommissionStatement | null> {
  const statement = await CommissionStatementModel.findOne(filter).lean<StatementRecord>();
  if (!statement) return null;
  const [lines, events] = await Promise.all([statementLines(statement.id), statementEvents(statement.id)]);
  return { ...statement, lines, events };
}

export interface StatementChange {
  /** Only a statement matching it changes (the state it starts from, and what else was read). */
  filter: Record<string, unknown>;
  update: Record<string, unknown>;
  event: StatementEvent;
  /** New lines (a recalculation), written with the change. */
  lines?: StatementLine[];
}

/**
 * Changes one statement when it still matches `filter`, with its event (and new lines), in one
 * transaction: the change, its change-history entry and the event commit together. True when it changed.
 */
export async function changeStatement(statementId: string, change: StatementChange): Promise<boolean> {
  let changed = false;
  await CommissionStatementModel.db.transaction(async (session: ClientSession) => {
    changed = false;
    const before = await CommissionStatementModel.findOneAndUpdate({ ...change.filter, id: statementId }, change.update, {
      session,
      returnDocument: 'before',
      projection: { _id: 0, batchId: 1, state: 1, total: 1 },
    }).lean<Pick<StatementRecord, 'batchId' | 'state' | 'total'>>();
    if (!before) return;
    const set = (change.update.$set ?? {}) as Partial<StatementRecord>;
    await applySummary(before.batchId, new SummaryDelta().move(before.state, before.total, set.state ?? before.state, set.total ?? before.total), session);
    if (change.lines) await StatementLinesModel.updateOne({ statementId }, { $set: { lines: change.lines } }, { upsert: true, session });
    await StatementEventModel.insertMany([{ id: randomUUID(), statementId, ...change.event }], { session });
    changed = true;
  });
  return changed;
}

/**
 * Statements moved per transaction: each is a few statements on small documents (read, update,
 * the history's reads and entries, the events); short enough that the embedded server does not
 * hold other sessions' commands for long.
 */
export const MOVE_CHUNK = 250;

/** What a move reads of each statement: enough for the summary and the payroll CSV (the export answers it without reading them again). */
const movedFields = {
  _id: 0,
  id: 1,
  batchId: 1,
  organizationId: 1,
  employeeId: 1,
  employeeName: 1,
  periodStart: 1,
  periodEnd: 1,
  total: 1,
  commissionsTotal: 1,
  'adjustments.amount': 1,
} as const;
export type MovedStatement = Pick<
  StatementRecord,
  'id' | 'batchId' | 'organizationId' | 'employeeId' | 'employeeName' | 'periodStart' | 'periodEnd' | 'total' | 'commissionsTotal'
> & { adjustments: { amount: StatementRecord['total'] }[] };

/**
 * Moves every statement of `filter` still in state `from`: `$set` on the statement, one event each,
 * a chunk per transaction (the ids re-read inside it, so the events and the summary name exactly the
 * statements that moved; `moved` is told each chunk's). How many moved.
 */
export async function moveStatements(
  filter: Record<string, unknown>,
  from: StatementState,
  set: Record<string, unknown> & { state: StatementState },
  event: StatementEvent,
  moved: (statements: readonly MovedStatement[]) => void = () => {},
): Promise<number> {
  const ids = (
    await CommissionStatementModel.find({ ...filter, state: from }, { _id: 0, id: 1 })
      .sort({ employeeId: 1 })
      .lean()
  ).map((statement) => statement.id);
  let total = 0;
  for (let offset = 0; offset < ids.length; offset += MOVE_CHUNK) {
    const chunk = ids.slice(offset, offset + MOVE_CHUNK);
    let still: MovedStatement[] = [];
    await CommissionStatementModel.db.transaction(async (session: ClientSession) => {
      still = await CommissionStatementModel.find({ id: { $in: chunk }, state: from }, movedFields, { session })
        .sort({ employeeId: 1 })
        .lean<MovedStatement[]>();
      if (still.length === 0) return;
      await CommissionStatementModel.updateMany({ id: { $in: still.map((statement) => statement.id) }, state: from }, { $set: set }, { session });
      const deltas = new Map<string, SummaryDelta>();
      for (const statement of still) {
        const delta = deltas.get(statement.batchId) ?? new SummaryDelta();
        deltas.set(statement.batchId, delta.move(from, statement.total, set.state, statement.total));
      }
      for (const [batchId, delta] of deltas) await applySummary(batchId, delta, session);
      await StatementEventModel.insertMany(
        still.map((statement) => ({ id: randomUUID(), statementId: statement.id, ...event })),
        { session, lean: true },
      );
    });
    total += still.length;
    moved(still);
  }
  return total;
}

/** Inserts documents through the driver in chunks, skipping those already written (a retried generation). */
export async function insertMissing(
  collection: { insertMany(documents: object[], options: { ordered: false }): Promise<unknown> },
  documents: readonly object[],
): Promise<void> {
  for (let offset = 0; offset < documents.length; offset += 1000) {
    await collection.insertMany(documents.slice(offset, offset + 1000), { ordered: false }).catch((error: unknown) => {
      if (!isOnlyDuplicateKeys(error)) throw error;
    });
  }
}

/** An event as stored, with a given id (generation's are derived from the statement's, so a retry writes them once). */
export function storedEvent(id: string, statementId: string, event: StatementEvent): StoredStatementEvent {
  return { id, statementId, ...event };
}
