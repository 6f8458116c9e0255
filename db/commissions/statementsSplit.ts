import { CommissionStatementModel, StatementEventModel, StatementLinesModel, type StatementEvent, type StatementLine } from '../models/commissions';
import { commissionsTotalOf, insertMissing, storedEvent } from './statements';
import { rebuildSummary } from './statementSummary';

/**
 * Statements stored before their lines and events had collections of their own (one document
 * holding both) are converted once at start (platform/product.ts): the lines and the events move
 * out, the statement keeps the sum of its results. Idempotent and resumable: the moved parts have
 * unique keys (the statement id; the event's id derived from the statement's and its position),
 * and the statement loses its `lines` and `events` last; their periods' summaries are then counted. A storage reshaping, not a record edit:
 * written through the driver, unrecorded. Answers how many statements were converted.
 */
export async function ensureStatementsSplit(): Promise<number> {
  let converted = 0;
  const periods = new Map<string, { organizationId: string; periodStart: string; periodEnd: string }>();
  for (;;) {
    const old = await CommissionStatementModel.collection
      .find({ lines: { $exists: true } }, { projection: { _id: 1, id: 1, organizationId: 1, periodStart: 1, periodEnd: 1, lines: 1, events: 1 } })
      .limit(200)
      .toArray();
    if (old.length === 0) break;
    const statements = old as unknown as {
      _id: unknown;
      id: string;
      organizationId: string;
      periodStart: string;
      periodEnd: string;
      lines?: StatementLine[];
      events?: StatementEvent[];
    }[];
    for (const statement of statements) periods.set(`${statement.organizationId}/${statement.periodStart}/${statement.periodEnd}`, statement);
    await insertMissing(
      StatementLinesModel.collection,
      statements.map((statement) => ({ statementId: statement.id, lines: statement.lines ?? [] })),
    );
    await insertMissing(
      StatementEventModel.collection,
      statements.flatMap((statement) => (statement.events ?? []).map((event, index) => storedEvent(`${statement.id}/${index}`, statement.id, event))),
    );
    await CommissionStatementModel.collection.bulkWrite(
      statements.map((statement) => ({
        updateOne: {
          filter: { _id: statement._id },
          update: { $set: { commissionsTotal: commissionsTotalOf(statement.lines ?? []) }, $unset: { lines: '', events: '' } },
        },
      })) as never,
      { ordered: false },
    );
    converted += statements.length;
  }
  // Their periods' summaries, counted once from the converted statements.
  for (const period of periods.values()) await rebuildSummary(period);
  return converted;
}
