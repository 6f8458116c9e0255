import mongoose, { type Model, Types } from 'mongoose';
import { bookkeepingFields, isTrackedRecordType, trackedModels, type HistoryActor } from '../../domain/history/tracked';
import { isOnlyDuplicateKeys } from '../duplicateKeys';
import { currentActor } from './actor';
import { afterImage } from './afterImage';
import { appendEntries, entryOf, historyCollection, type HistoryContext, type HistoryEntry, type Lean } from './entries';

/**
 * The change history of a one-record update, written by the update itself (issue 22's write cost,
 * docs/history.md). A staff edit is most often `updateOne` of a few top-level fields; recording it
 * in a transaction of its own (read before, write, entry, commit) costs three round trips more than
 * the write. Instead the update is sent as an update pipeline that, in the same single-document
 * write, appends to the record's `_historyPending` what the entry needs: the touched fields' values
 * before (read by the pipeline itself, atomically), the values set and unset, who and when. The
 * record and its pending entry commit together or not at all, on MongoDB and on the embedded
 * server alike, in one round trip. `flushPendingHistory` then moves pending entries into the
 * change history (each keeps the id it had on the record, so a move repeated after a crash inserts
 * it once) and pulls them off their records; it runs shortly after such writes, before every
 * read of the history, and when a process closes its database connection.
 */

export const PENDING_FIELD = '_historyPending';

/** One pending entry, as the pipeline stores it on the record. */
interface PendingItem {
  _id: Types.ObjectId;
  at: number;
  actor: HistoryActor;
  /** The touched fields (and the record's key fields) before the write; a field absent then is absent here. */
  before: Lean;
  /** The values the write set (bookkeeping and secrets left out). */
  set: Lean;
  unset: string[];
  /** Secret fields the write touched: named in the entry, never their values. */
  secrets: string[];
}

const operators = new Set(['$set', '$unset', '$inc', '$setOnInsert']);
const topLevel = (path: string) => !path.includes('.') && !path.startsWith('$') && path !== PENDING_FIELD && path !== '_id';

function isRecord(value: unknown): value is Lean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Whether a (cast) update can carry its own entry: only `$set`/`$unset` of top-level fields (an
 * update pipeline sets a dotted path differently when an array is on it), `$inc` of bookkeeping
 * counters, and `$setOnInsert` (no effect without upsert).
 */
export function canCarryHistory(update: unknown): update is Record<string, Lean> {
  if (!isRecord(update)) return false;
  for (const [operator, fields] of Object.entries(update)) {
    if (!operators.has(operator) || !isRecord(fields)) return false;
    for (const [path, value] of Object.entries(fields)) {
      if (!topLevel(path)) return false;
      if (operator === '$inc' && (!bookkeepingFields.has(path) || typeof value !== 'number')) return false;
    }
  }
  return true;
}

/** The update as a pipeline that first appends its pending entry (the values before are read by the pipeline). */
export function pipelineWithHistory(update: Record<string, Lean>, context: HistoryContext, actor: HistoryActor, at: number): Document[] {
  const set = update.$set ?? {};
  const unset = Object.keys(update.$unset ?? {});
  const touched = [...Object.keys(set), ...unset].filter((path) => !bookkeepingFields.has(path));
  const secrets = touched.filter(context.isSecret);
  const key = isTrackedRecordType(context.recordType) ? ((trackedModels[context.recordType] as { key?: readonly string[] }).key ?? []) : [];
  const read = [...new Set([...touched.filter((path) => !context.isSecret(path)), ...key])];
  const item = {
    _id: { $literal: new Types.ObjectId() },
    at: { $literal: at },
    actor: { $literal: { ...actor } },
    before: Object.fromEntries(read.map((path) => [path, `$${path}`])),
    set: { $literal: Object.fromEntries(Object.entries(set).filter(([path]) => !bookkeepingFields.has(path) && !context.isSecret(path))) },
    unset: { $literal: unset.filter((path) => !bookkeepingFields.has(path) && !context.isSecret(path)) },
    secrets: { $literal: secrets },
  };
  const pending = { $concatArrays: [{ $ifNull: [`$${PENDING_FIELD}`, []] }, [item]] };
  const values: Document = Object.fromEntries(Object.entries(set).map(([path, value]) => [path, { $literal: value }]));
  for (const [path, by] of Object.entries(update.$inc ?? {})) values[path] = { $add: [{ $ifNull: [`$${path}`, 0] }, by] };
  const stages: Document[] = [{ $set: { [PENDING_FIELD]: pending } }];
  if (Object.keys(values).length > 0) stages.push({ $set: values });
  if (unset.length > 0) stages.push({ $unset: unset });
  return stages;
}

type Document = Record<string, unknown>;

/** An update as the caller wrote it (bare fields are `$set`) that can carry its entry once cast. */
export function writtenUpdateCanCarry(update: unknown): boolean {
  if (!isRecord(update)) return false;
  const bare = Object.keys(update).filter((key) => !key.startsWith('$'));
  const operatorsOnly = Object.fromEntries(Object.entries(update).filter(([key]) => key.startsWith('$')));
  return canCarryHistory(
    bare.length > 0
      ? { ...operatorsOnly, $set: { ...(operatorsOnly.$set as Lean | undefined), ...Object.fromEntries(bare.map((key) => [key, update[key]])) } }
      : operatorsOnly,
  );
}

type UpdateResult = { acknowledged: boolean; matchedCount: number; modifiedCount: number; upsertedCount: number; upsertedId: unknown };
type Collection = {
  updateOne(filter: unknown, update: unknown, options?: unknown): Promise<UpdateResult>;
  findOneAndUpdate(filter: unknown, update: unknown, options: unknown): Promise<{ value?: Lean | null } | null>;
  find(filter: unknown, options?: unknown): { toArray(): Promise<Lean[]> };
};

/**
 * Makes this `updateOne` (not in a transaction, not an upsert) write its entry as pending on the
 * record (`pipelineWithHistory`). A cast update that cannot carry it after all (mongoose added what
 * the check before casting could not see) is recorded the way every other write is: read before,
 * write and entry in one transaction.
 */
export function carryHistoryWithUpdate(query: { mongooseCollection: Collection }, context: HistoryContext): void {
  const collection = query.mongooseCollection;
  const own: Pick<Collection, 'updateOne'> = {
    async updateOne(filter, update, options) {
      const actor = currentActor();
      if (canCarryHistory(update)) {
        const result = await collection.updateOne(filter, pipelineWithHistory(update, context, actor, Date.now()), options);
        if (result.matchedCount > 0) schedulePendingFlush();
        return result;
      }
      return mongoose.connection.transaction(async (session) => {
        const found = await collection.findOneAndUpdate(filter, update, {
          ...(options as object),
          session,
          returnDocument: 'before',
          includeResultMetadata: true,
        });
        const before = found?.value ?? null;
        if (!before) return { acknowledged: true, matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
        const after = afterImage(before, update) ?? (await collection.find({ _id: before._id }, { session }).toArray())[0] ?? null;
        await appendEntries(context, [{ before, after }], session, actor);
        return { acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null };
      });
    },
  };
  query.mongooseCollection = Object.assign(Object.create(collection) as Collection, own);
}

/** The tracked models whose records may carry pending entries (historyPlugin registers each). */
const carriers = new Map<string, { collection: () => Model<unknown>['collection']; context: HistoryContext }>();

export function registerHistoryCarrier(context: HistoryContext): void {
  carriers.set(context.recordType, { collection: () => mongoose.model(context.recordType).collection, context });
}

/** The entry of a pending item: the record before (its read fields) and after (those with the write applied). */
function pendingEntry(context: HistoryContext, record: Lean, item: PendingItem) {
  const before: Lean = { _id: record._id, ...item.before };
  const after: Lean = { ...before, ...item.set };
  for (const path of item.unset) delete after[path];
  const entry = entryOf(context, { before, after, touchedSecrets: item.secrets, at: item.at, actor: item.actor });
  return entry ? { ...entry, _id: item._id } : null;
}

type CarryingRecord = Lean & { [PENDING_FIELD]?: PendingItem[] };

/**
 * The pending entries of records a deletion or replacement read before it (their field taken off
 * the records, which are then compared without it), less those a move already inserted: recorded
 * in the write's own transaction, they cannot be lost with the record.
 */
export async function takePendingEntries(
  context: HistoryContext,
  records: Lean[],
  session: mongoose.ClientSession | null | undefined,
): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (const record of records as CarryingRecord[]) {
    const items = record[PENDING_FIELD];
    delete record[PENDING_FIELD];
    for (const item of items ?? []) {
      const entry = pendingEntry(context, record, item);
      if (entry) entries.push(entry);
    }
  }
  if (entries.length === 0) return entries;
  const moved = await historyCollection()
    .find({ _id: { $in: entries.map((entry) => entry._id!) } }, { projection: { _id: 1 }, ...(session ? { session } : {}) })
    .toArray();
  const known = new Set(moved.map((entry) => String(entry._id)));
  return entries.filter((entry) => !known.has(String(entry._id)));
}

const PAGE = 500;

/** Moves the pending entries of one model's records into the change history; true when a full page was moved (more may wait). */
async function flushModel(collection: Model<unknown>['collection'], context: HistoryContext): Promise<boolean> {
  const records: CarryingRecord[] = await collection
    .find<CarryingRecord>({ [`${PENDING_FIELD}._id`]: { $gte: new Types.ObjectId('000000000000000000000000') } })
    .project({ [PENDING_FIELD]: 1 })
    .limit(PAGE)
    .batchSize(PAGE)
    .toArray();
  if (records.length === 0) return false;
  const entries = records.flatMap((record) => (record[PENDING_FIELD] ?? []).flatMap((item) => pendingEntry(context, record, item) ?? []));
  if (entries.length > 0) {
    try {
      await historyCollection().insertMany(entries, { ordered: false });
    } catch (error) {
      // Entries a previous move inserted before it stopped: already there, once.
      if (!isOnlyDuplicateKeys(error)) throw error;
    }
  }
  // One command for the page; a record's emptied array stays (hidden like the field, and out of the sparse index).
  const moved = records.flatMap((record) => (record[PENDING_FIELD] ?? []).map((item) => item._id));
  await collection.updateMany({ [`${PENDING_FIELD}._id`]: { $in: moved } }, { $pull: { [PENDING_FIELD]: { _id: { $in: moved } } } } as never);
  return records.length === PAGE;
}

let flushing: Promise<void> | null = null;
let again = false;

/** Moves every pending entry into the change history (concurrent calls share the move running, then one more). */
export function flushPendingHistory(): Promise<void> {
  if (mongoose.connection.readyState !== 1) return Promise.resolve();
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    try {
      do {
        again = false;
        await Promise.all(
          [...carriers.values()].map(async ({ collection, context }) => {
            while (await flushModel(collection(), context));
          }),
        );
      } while (again);
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

let timer: NodeJS.Timeout | null = null;
/** How long a pending entry waits for others to move with it. */
const FLUSH_DELAY_MS = Number(process.env.HISTORY_FLUSH_DELAY_MS ?? 200);

/** Moves the pending entries soon, together with those of the writes made meanwhile. */
export function schedulePendingFlush(): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    // A failed move leaves the entries on their records: the next write, read or close moves them.
    flushPendingHistory().catch(() => undefined);
  }, FLUSH_DELAY_MS);
  timer.unref();
}
