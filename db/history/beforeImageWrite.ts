import type { Query } from 'mongoose';
import { afterImage } from './afterImage';

/**
 * The record before an `updateOne`, read by the update itself (issue 22's write cost, docs/history.md):
 * a simple update (what `afterImage` can apply: `$set`/`$unset` of plain values, operators on
 * bookkeeping) is sent as `findOneAndUpdate` with `returnDocument: 'before'`, one statement
 * instead of a read and a write, and its result is given back to the caller as the `updateOne`
 * result the driver would have answered (acknowledged, matchedCount, modifiedCount, no upsert).
 * Any other update reads the record before as the history always did, then runs the `updateOne`.
 * The query keeps its op, its hooks and its casting: only the collection call at the end of
 * mongoose's `_updateOne` is replaced, for this query alone. MongoDB and the embedded server
 * both answer findAndModify with the record before and `lastErrorObject.n`.
 */

type Lean = Record<string, unknown>;
type UpdateResult = { acknowledged: boolean; matchedCount: number; modifiedCount: number; upsertedCount: number; upsertedId: unknown };
type Collection = {
  updateOne(filter: unknown, update: unknown, options: unknown): Promise<UpdateResult>;
  findOneAndUpdate(filter: unknown, update: unknown, options: unknown): Promise<{ value?: Lean | null; lastErrorObject?: { n?: number } } | null>;
};

function valueAt(record: Lean, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Lean)[part];
  }
  return value;
}

/** Equal as MongoDB's no-op check sees them, for the plain values a simple update sets. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  const tagA = (a as { _bsontype?: string } | null)?._bsontype;
  const tagB = (b as { _bsontype?: string } | null)?._bsontype;
  return tagA !== undefined && tagA === tagB && String(a) === String(b);
}

/** Whether a simple update changes the record (MongoDB's modifiedCount: 0 for a no-op). */
export function updateModifies(before: Lean, update: Lean): boolean {
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields as Lean)) {
      if (operator === '$set' && sameValue(valueAt(before, path), value)) continue;
      if (operator === '$unset' && valueAt(before, path) === undefined) continue;
      if (operator === '$setOnInsert' || (operator === '$inc' && value === 0)) continue;
      return true;
    }
  }
  return false;
}

export type BeforeImageQuery = Query<unknown, unknown> & { $historyBefore?: Lean[]; mongooseCollection: Collection };

/**
 * Makes this query's `updateOne` read the record before as it writes (simple updates) or just
 * before it (`readBefore`, any other update); either way `query.$historyBefore` holds it after.
 */
export function readBeforeWithUpdate(query: BeforeImageQuery, readBefore: () => Promise<Lean[]>): void {
  const collection = query.mongooseCollection;
  const own: Pick<Collection, 'updateOne'> = {
    async updateOne(filter, update, options) {
      if (afterImage({}, update) === null) {
        query.$historyBefore = await readBefore();
        return collection.updateOne(filter, update, options);
      }
      const found = await collection.findOneAndUpdate(filter, update, { ...(options as object), returnDocument: 'before', includeResultMetadata: true });
      const before = found?.value ?? null;
      query.$historyBefore = before ? [before] : [];
      return {
        acknowledged: true,
        matchedCount: before ? 1 : 0,
        modifiedCount: before && updateModifies(before, update as Lean) ? 1 : 0,
        upsertedCount: 0,
        upsertedId: null,
      };
    },
  };
  query.mongooseCollection = Object.assign(Object.create(collection) as Collection, own);
}
