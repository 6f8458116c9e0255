import mongoose, { Schema, type Model, type Query } from 'mongoose';
import { bookkeepingFields, isTrackedRecordType, trackedModels } from '../../domain/history/tracked';
import { AppError } from '../../domain/errors/catalogue';
import { currentActor, isHistoryPaused } from './actor';
import { afterImage } from './afterImage';
import { readBeforeWithUpdate, type BeforeImageQuery } from './beforeImageWrite';
import { appendEntries, type HistoryContext, type Lean } from './entries';
import { carryHistoryWithUpdate, PENDING_FIELD, registerHistoryCarrier, takePendingEntries, writtenUpdateCanCarry } from './pending';

/**
 * The change history's one mechanism (issue 22, docs/history.md): a mongoose plugin on every
 * tracked model (domain/history/tracked.ts) that reads the records a write will touch, lets the
 * write run, reads them again and appends one entry per changed record, inside the same
 * transaction as the write. A write that is not already in a transaction gets one of its own
 * (installHistory wraps Query.exec, save and insertMany of tracked models in
 * connection.transaction, and mongoose's transactionAsyncLocalStorage hands its session to the
 * hooks' reads and to the entries' insert): the record and its entries commit together or not at
 * all, and a refused write (validation, duplicate key, a failing hook) leaves no entry.
 */

/** mongoose's transaction AsyncLocalStorage (typed loosely by mongoose): the session of the open transaction. */
function ambientSession(): mongoose.ClientSession | undefined {
  const storage = (mongoose as unknown as { transactionAsyncLocalStorage?: { getStore(): { session?: mongoose.ClientSession } | undefined } })
    .transactionAsyncLocalStorage;
  return storage?.getStore()?.session;
}

/** Whether the caller runs inside a transaction (its reads see its own uncommitted writes: never to be shared, domain/live/sharedReads.ts). */
export function inTransaction(): boolean {
  return ambientSession() !== undefined;
}

const SECRET_SEGMENT = /^(password|pin|secret|token)$|(Hash|Secret|Token|Password)$/;

const writeOps = new Set(['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace', 'findOneAndDelete', 'deleteOne', 'deleteMany']);
const multiOps = new Set(['updateMany', 'deleteMany']);
const deleteOps = new Set(['findOneAndDelete', 'deleteOne', 'deleteMany']);
const wipesPending = new Set([...deleteOps, 'replaceOne', 'findOneAndReplace']);

let recording = process.env.HISTORY_RECORDING !== 'off';

/**
 * Turns recording off or on for the whole process. Only the history benchmark's baseline turns it
 * off (HISTORY_RECORDING=off at start does the same); the product always records.
 */
export function setHistoryRecording(enabled: boolean): void {
  recording = enabled;
}

export function isHistoryRecording(): boolean {
  return recording && !isHistoryPaused();
}

/** Paths a schema marks secret: `historySecret: true`, `select: false`, or a secret-looking name. */
function secretPathsOf(schema: Schema, prefix = '', into = new Set<string>()): Set<string> {
  schema.eachPath((path, type) => {
    const full = prefix + path;
    const options = type.options as { historySecret?: boolean; select?: boolean };
    if (options.historySecret === true || options.select === false) into.add(full);
    const inner = (type as unknown as { schema?: Schema }).schema;
    if (inner) secretPathsOf(inner, `${full}.`, into);
  });
  return into;
}

function secretChecker(schema: Schema): (path: string) => boolean {
  const marked = secretPathsOf(schema);
  return (path) => {
    for (const secret of marked) if (path === secret || path.startsWith(`${secret}.`)) return true;
    return path.split('.').some((segment) => SECRET_SEGMENT.test(segment));
  };
}

function querySession(query: Query<unknown, unknown>): mongoose.ClientSession | undefined {
  const own = query.getOptions().session as mongoose.ClientSession | undefined;
  return own ?? ambientSession();
}

/** The paths an update document sets or unsets (operators' fields, or a replacement's top level). */
function touchedPaths(update: unknown): string[] {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return [];
  const paths = new Set<string>();
  for (const [key, value] of Object.entries(update as Record<string, unknown>)) {
    if (key.startsWith('$')) {
      if (value && typeof value === 'object') for (const path of Object.keys(value)) paths.add(path);
    } else paths.add(key);
  }
  return [...paths];
}

type HistoryQuery = Query<unknown, unknown> & { $historyBefore?: Lean[]; $historyCarried?: boolean; op?: string };

/**
 * An update that only sets bookkeeping (a store token's `lastUsedAt` on every point-of-sale poll,
 * `_lastChangedAt`): nothing a person changed, so no entry and no transaction around it.
 */
function onlyBookkeeping(query: Query<unknown, unknown> & { op?: string }): boolean {
  if (!query.op || deleteOps.has(query.op) || query.op === 'replaceOne' || query.op === 'findOneAndReplace' || query.getOptions().upsert) return false;
  const update = query.getUpdate();
  const paths = touchedPaths(update);
  return (
    paths.length > 0 &&
    Object.keys(update ?? {}).every((key) => key.startsWith('$') && key !== '$setOnInsert') &&
    paths.every((path) => bookkeepingFields.has(path))
  );
}

/** The plugin for a tracked model (applied by defineModel from the model name). */
export function historyPlugin(schema: Schema, options: { recordType: string }): void {
  const { recordType } = options;
  if (!isTrackedRecordType(recordType)) throw new Error(`${recordType} is not a tracked model (domain/history/tracked.ts)`);
  const context: HistoryContext = { recordType, area: trackedModels[recordType].area, isSecret: secretChecker(schema) };
  // Entries written by the record's own update wait here until moved (pending.ts); never read with the record.
  schema.add({ [PENDING_FIELD]: { type: [Schema.Types.Mixed], default: undefined, select: false } });
  schema.index({ [`${PENDING_FIELD}._id`]: 1 }, { sparse: true });
  registerHistoryCarrier(context);

  schema.pre([...writeOps] as never[], async function readBefore(this: HistoryQuery) {
    if (!isHistoryRecording() || onlyBookkeeping(this)) return;
    if (this.$historyCarried) return carryHistoryWithUpdate(this as unknown as Parameters<typeof carryHistoryWithUpdate>[0], context);
    const model = this.model as Model<unknown>;
    const sort = this.getOptions().sort as Record<string, 1 | -1> | undefined;
    const readBefore = async () => {
      let find = model.find(this.getFilter()).session(querySession(this) ?? null);
      if (sort) find = find.sort(sort);
      if (!multiOps.has(this.op ?? '')) find = find.limit(1);
      // A deletion or a replacement takes the record's pending entries with it: read them, to record them with this write.
      if (wipesPending.has(this.op ?? '')) find = find.select(`+${PENDING_FIELD}`);
      return (await find.lean()) as Lean[];
    };
    // One record's update reads it before as it writes (no read of its own when the update is simple).
    if (this.op === 'updateOne' && !this.getOptions().upsert) readBeforeWithUpdate(this as BeforeImageQuery, readBefore);
    else this.$historyBefore = await readBefore();
  });

  schema.post([...writeOps] as never[], async function recordQuery(this: HistoryQuery, result: unknown) {
    if (!isHistoryRecording() || !this.$historyBefore) return;
    const before = this.$historyBefore;
    this.$historyBefore = undefined;
    const session = querySession(this);
    const carried = await takePendingEntries(context, before, session);
    if (deleteOps.has(this.op ?? '')) {
      await appendEntries(
        context,
        before.map((record) => ({ before: record, after: null })),
        session,
        currentActor(),
        [],
        carried,
      );
      return;
    }
    const model = this.model as Model<unknown>;
    // One record changed by a plain $set/$unset: its new state is computed, not read again (one round trip less).
    const matched = (result as { matchedCount?: number } | null)?.matchedCount;
    const computed = this.op === 'updateOne' && before.length === 1 && matched === 1 ? afterImage(before[0], this.getUpdate()) : null;
    if (computed) {
      await appendEntries(context, [{ before: before[0], after: computed }], session, currentActor(), touchedPaths(this.getUpdate()).filter(context.isSecret));
      return;
    }
    const afters = before.length
      ? ((await model
          .find({ _id: { $in: before.map((record) => record._id) } })
          .session(session ?? null)
          .lean()) as Lean[])
      : [];
    const byId = new Map(afters.map((record) => [String(record._id), record]));
    const pairs: { before: Lean | null; after: Lean | null }[] = before.map((record) => ({ before: record, after: byId.get(String(record._id)) ?? null }));
    const upserted = (result as { upsertedId?: unknown } | null)?.upsertedId;
    if (before.length === 0 && (upserted || this.getOptions().upsert)) {
      const created = (
        upserted
          ? await model
              .findById(upserted)
              .session(session ?? null)
              .lean()
          : await model
              .findOne(this.getFilter())
              .session(session ?? null)
              .lean()
      ) as Lean | null;
      if (created) pairs.push({ before: null, after: created });
    }
    await appendEntries(context, pairs, session, currentActor(), touchedPaths(this.getUpdate()).filter(context.isSecret), carried);
  });

  schema.pre('save', async function readBeforeSave() {
    if (!isHistoryRecording()) return;
    const doc = this as unknown as mongoose.Document & { $historyBefore?: Lean | null; $historyNew?: boolean; $historyModifiedSecrets?: string[] };
    doc.$historyNew = doc.isNew;
    doc.$historyModifiedSecrets = doc.modifiedPaths().filter(context.isSecret);
    const model = doc.constructor as Model<unknown>;
    doc.$historyBefore = doc.isNew
      ? null
      : ((await model
          .findById(doc._id)
          .session(doc.$session() ?? ambientSession() ?? null)
          .lean()) as Lean | null);
  });

  schema.post('save', async function recordSave() {
    if (!isHistoryRecording()) return;
    const doc = this as unknown as mongoose.Document & { $historyBefore?: Lean | null; $historyNew?: boolean; $historyModifiedSecrets?: string[] };
    const session = doc.$session() ?? ambientSession();
    const after = doc.toObject({ depopulate: true, virtuals: false, getters: false, transform: false }) as Lean;
    const secrets = (doc.$historyModifiedSecrets ?? []) as string[];
    await appendEntries(context, [{ before: doc.$historyBefore ?? null, after }], session, currentActor(), secrets);
    doc.$historyBefore = undefined;
  });

  schema.post('insertMany', async function recordInsertMany(this: Model<unknown>, docs: unknown) {
    if (!isHistoryRecording()) return;
    const list = (Array.isArray(docs) ? docs : [docs]) as (Lean & { toObject?: () => Lean })[];
    await appendEntries(
      context,
      list.map((doc) => ({ before: null, after: typeof doc.toObject === 'function' ? doc.toObject() : doc })),
      ambientSession(),
      currentActor(),
    );
  });
}

/** The history model itself refuses every update and delete: entries are append-only. */
export function appendOnlyPlugin(schema: Schema): void {
  const refuse = () => {
    throw new AppError('HISTORY_APPEND_ONLY');
  };
  schema.pre([...writeOps, 'bulkWrite'] as never[], refuse);
  schema.pre('save', function refuseResave(this: mongoose.Document) {
    if (!this.isNew) refuse();
  });
}

const trackedModelNames = (model: { modelName?: string }) => Boolean(model.modelName && isTrackedRecordType(model.modelName));
let installed = false;

/**
 * Wraps the writes of tracked models that run outside a transaction in one of their own
 * (connection.transaction retries transient conflicts, resetting documents between tries), and
 * turns on transactionAsyncLocalStorage so the hooks' reads and the entries use its session.
 */
export function installHistory(): void {
  if (installed) return;
  installed = true;
  mongoose.set('transactionAsyncLocalStorage', true);
  const inTransaction = () => Boolean(ambientSession());

  const queryProto = mongoose.Query.prototype as unknown as { exec: (this: Query<unknown, unknown>, ...args: unknown[]) => Promise<unknown> };
  const exec = queryProto.exec;
  queryProto.exec = function execWithHistory(this: Query<unknown, unknown> & { op?: string }, ...args: unknown[]) {
    const op = typeof args[0] === 'string' ? args[0] : this.op;
    if (
      !isHistoryRecording() ||
      !op ||
      !writeOps.has(op) ||
      !trackedModelNames(this.model) ||
      this.getOptions().session ||
      inTransaction() ||
      onlyBookkeeping(this)
    )
      return exec.apply(this, args);
    // One record's update of top-level fields writes its entry itself, as pending on the record (pending.ts): no transaction.
    if (op === 'updateOne' && !this.getOptions().upsert && writtenUpdateCanCarry(this.getUpdate())) {
      (this as HistoryQuery).$historyCarried = true;
      return exec.apply(this, args);
    }
    let attempt = 0;
    // A retried transaction runs a copy: a query executes once.
    return this.model.db.transaction(() => exec.apply(attempt++ === 0 ? this : this.clone(), args));
  };

  const modelProto = mongoose.Model.prototype as unknown as { save: (this: mongoose.Document, ...args: unknown[]) => Promise<unknown> };
  const save = modelProto.save;
  modelProto.save = function saveWithHistory(this: mongoose.Document, ...args: unknown[]) {
    const model = this.constructor as Model<unknown>;
    if (!isHistoryRecording() || !trackedModelNames(model) || this.$session() || inTransaction()) return save.apply(this, args);
    return model.db.transaction(() => save.apply(this, args));
  };

  const modelStatics = mongoose.Model as unknown as { insertMany: (this: Model<unknown>, ...args: unknown[]) => Promise<unknown> };
  const insertMany = modelStatics.insertMany;
  modelStatics.insertMany = function insertManyWithHistory(this: Model<unknown>, ...args: unknown[]) {
    const options = args[1] as { session?: unknown } | undefined;
    if (!isHistoryRecording() || !trackedModelNames(this) || options?.session || inTransaction()) return insertMany.apply(this, args);
    return this.db.transaction(() => insertMany.apply(this, args));
  };
}
