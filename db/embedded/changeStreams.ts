import { randomBytes, randomInt } from 'node:crypto';
import { calculateObjectSize, Timestamp } from 'bson';
import { CommandError } from './errors';
import { runPipeline, type Document } from './query';
import { isPlainObject, valueKey } from './values';
import { cursorId, maxBsonObjectSize } from './wire';
import { buildEvent, concerns, fieldsRead, invalidates } from './changeEvents';
import { ChangeLog, DEFAULT_CHANGE_LOG_BYTES, DEFAULT_UNWATCHED_BYTES, type LoggedChange, type RawChange } from './changeLog';

export { describeUpdate } from './changeEvents';
export type { ChangeOperation, RawChange } from './changeLog';

/**
 * Change streams of a replica set of one: `watch()` on a collection, a database or the whole
 * deployment (an `aggregate` whose first stage is `$changeStream`), answered as MongoDB 7 answers.
 *
 * Every write records what it changed on its WriteTransaction (`RawChange`); when the group commit
 * holding it is on disk, the changes are published into the change log (changeLog.ts: an in-memory
 * oplog of the last `capacity` changes, each with a sequence number, a cluster time and a wall time,
 * which keeps little of the namespaces no stream has watched). A write
 * that is rolled back, and a transaction that is aborted, never reach the log; a committed
 * transaction's changes appear together, at its commit. Each stream is a cursor holding its
 * position in the log: a getMore hands out the events after it, transformed by the stages that
 * follow `$changeStream` ($match, $project, $addFields...), and when there are none it waits for
 * the next publication (at most `maxTimeMS`, the driver's maxAwaitTimeMS, 1 s by default) instead
 * of polling. The resume token of an event (its `_id`) and the `postBatchResumeToken` of every
 * batch name a position in the log, so `resumeAfter` / `startAfter` continue exactly there; a token
 * from another server run, or older than the log keeps, or a start before a change the log has let
 * go of, is `ChangeStreamHistoryLost` (286).
 */

type FullDocumentMode = 'default' | 'updateLookup' | 'whenAvailable' | 'required';
type BeforeChangeMode = 'off' | 'whenAvailable' | 'required';

interface StreamCursor {
  id: number;
  /** The namespace getMore names (`db.coll`, or `db.$cmd.aggregate` for a database or cluster stream). */
  namespace: string;
  db?: string;
  coll?: string;
  /** The last log sequence number this stream has looked at. */
  position: number;
  fullDocument: FullDocumentMode;
  fullDocumentBeforeChange: BeforeChangeMode;
  stages: Document[];
  /** The event's top-level fields the stages read (null: all). */
  reads: ReadonlySet<string> | null;
  /** The stream hands out its invalidate event, then closes. */
  invalidateAt?: number;
  invalidated?: boolean;
  lastUsed: number;
}

/** The reply of a getMore that waits for changes; server.ts sends it when the promise settles. */
export const deferredReply = Symbol('deferredReply');

export function deferredOf(reply: Document): Promise<Document> | undefined {
  return (reply as { [deferredReply]?: Promise<Document> })[deferredReply];
}

const streamOptions = new Set([
  'fullDocument',
  'fullDocumentBeforeChange',
  'resumeAfter',
  'startAfter',
  'startAtOperationTime',
  'allChangesForCluster',
  'showExpandedEvents',
]);
const allowedStages = new Set(['$match', '$project', '$addFields', '$set', '$unset', '$replaceRoot', '$replaceWith', '$redact']);
const defaultAwaitMs = 1_000;
const historyLost = () =>
  new CommandError('ChangeStreamHistoryLost', 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.');
const idleTimeoutMs = 10 * 60_000;

export class ChangeStreams {
  private readonly log: ChangeLog;
  private readonly cursors = new Map<number, StreamCursor>();
  /** The getMores waiting for a change, by the stream each reads. */
  private readonly waiters = new Map<() => void, StreamCursor>();
  /** Distinguishes this server run's tokens from an earlier run's (whose log is gone). */
  private readonly epoch = randomBytes(4).toString('hex');

  constructor(
    private readonly clusterTime: () => Timestamp,
    /** The current stored document of a namespace and _id (fullDocument: 'updateLookup'). */
    private readonly lookup: (db: string, coll: string, id: unknown) => Document | undefined,
    capacity = 20_000,
    /** The log also keeps at most this many bytes of documents (a change holds its documents before and after). */
    capacityBytes = DEFAULT_CHANGE_LOG_BYTES,
    /** Of them, what the namespaces no stream has watched may hold. */
    unwatchedBytes = DEFAULT_UNWATCHED_BYTES,
  ) {
    this.log = new ChangeLog(capacity, capacityBytes, unwatchedBytes);
  }

  /** Publishes a committed write's changes (in order, one cluster time) and wakes waiting streams. */
  publish(changes: RawChange[]): void {
    if (changes.length === 0) return;
    const before = this.log.lastSeq;
    this.log.append(changes, this.clusterTime());
    for (const [wake, cursor] of [...this.waiters]) {
      // A stream this write does not concern keeps waiting, past it (the live screens watch a dozen collections: a
      // write to one wakes one).
      if (cursor.position === before && !changes.some((change) => concerns(cursor, change))) {
        cursor.position = this.log.lastSeq;
        continue;
      }
      this.waiters.delete(wake);
      wake();
    }
  }

  owns(id: number): boolean {
    return this.cursors.has(id);
  }

  /**
   * Whether a command only reads committed changes (opening a stream, or a getMore on one), so it
   * need not wait for another session's open transaction.
   */
  readsCommittedOnly(command: Document, name: string): boolean {
    if (name === 'aggregate') {
      const first = Array.isArray(command.pipeline) ? (command.pipeline[0] as unknown) : undefined;
      return isPlainObject(first) && '$changeStream' in first;
    }
    if (name !== 'getMore') return false;
    const id = command.getMore;
    const value =
      typeof id === 'number' ? id : typeof (id as { toNumber?: unknown } | null)?.toNumber === 'function' ? (id as { toNumber: () => number }).toNumber() : NaN;
    return this.cursors.has(value);
  }

  kill(id: number): boolean {
    return this.cursors.delete(id);
  }

  private token(seq: number, invalidate = false): Document {
    return { _data: `82${this.epoch}${seq.toString(16).padStart(16, '0')}${invalidate ? '01' : '00'}` };
  }

  private readToken(token: unknown, field: string): { seq: number; invalidate: boolean } {
    const data = isPlainObject(token) ? token._data : undefined;
    const match = typeof data === 'string' ? /^82([0-9a-f]{8})([0-9a-f]{16})(0[01])$/.exec(data) : null;
    if (!match) throw new CommandError('BadValue', `${field} must be a resume token of this server ({ _data: ... })`);
    const seq = parseInt(match[2], 16);
    if (match[1] !== this.epoch || seq < this.log.firstKept() - 1 || seq > this.log.lastSeq) {
      throw historyLost();
    }
    return { seq, invalidate: match[3] === '01' };
  }

  /** The aggregate command whose pipeline starts with $changeStream: opens the stream's cursor. */
  open(command: Document, db: string, pipeline: Document[]): Document {
    const spec = pipeline[0].$changeStream;
    if (!isPlainObject(spec)) throw new CommandError('TypeMismatch', "BSON field '$changeStream' is the wrong type, expected type 'object'");
    for (const field of Object.keys(spec)) {
      if (!streamOptions.has(field)) throw new CommandError('Location40415', `BSON field '$changeStream.${field}' is an unknown field.`);
    }
    const stages = pipeline.slice(1);
    for (const stage of stages) {
      const name = Object.keys(stage)[0];
      if (name === '$changeStream') throw new CommandError('Location40324', '$changeStream is only valid as the first stage in a pipeline');
      if (!allowedStages.has(name)) throw new CommandError('IllegalOperation', `${name} is not permitted in a $changeStream pipeline`);
    }
    const onCollection = command.aggregate !== 1;
    const allChanges = spec.allChangesForCluster === true;
    if (allChanges && db !== 'admin')
      throw new CommandError('InvalidOptions', "A $changeStream with 'allChangesForCluster:true' may only be opened on the 'admin' database");
    if (!onCollection && !allChanges && db === 'admin')
      throw new CommandError('InvalidNamespace', '$changeStream may not be opened on the internal admin database');
    const coll = onCollection ? (command.aggregate as string) : undefined;
    const fullDocument = (spec.fullDocument ?? 'default') as FullDocumentMode;
    if (!['default', 'updateLookup', 'whenAvailable', 'required'].includes(fullDocument)) {
      throw new CommandError('BadValue', `'${String(fullDocument)}' is not a valid value for $changeStream.fullDocument`);
    }
    const fullDocumentBeforeChange = (spec.fullDocumentBeforeChange ?? 'off') as BeforeChangeMode;
    if (!['off', 'whenAvailable', 'required'].includes(fullDocumentBeforeChange)) {
      throw new CommandError('BadValue', `'${String(fullDocumentBeforeChange)}' is not a valid value for $changeStream.fullDocumentBeforeChange`);
    }
    const starts = ['resumeAfter', 'startAfter', 'startAtOperationTime'].filter((field) => spec[field] !== undefined);
    if (starts.length > 1) throw new CommandError('Location40674', 'Only one type of resume option is allowed, but multiple were found.');
    let position = this.log.lastSeq;
    if (spec.resumeAfter !== undefined) {
      const token = this.readToken(spec.resumeAfter, 'resumeAfter');
      if (token.invalidate) {
        throw new CommandError(
          'InvalidResumeToken',
          "Attempting to resume a change stream using 'resumeAfter' is not allowed from an invalidate notification.",
        );
      }
      position = token.seq;
    } else if (spec.startAfter !== undefined) {
      position = this.readToken(spec.startAfter, 'startAfter').seq;
    } else if (spec.startAtOperationTime !== undefined) {
      const time = spec.startAtOperationTime;
      if (!(time instanceof Timestamp))
        throw new CommandError('TypeMismatch', "BSON field '$changeStream.startAtOperationTime' is the wrong type, expected type 'timestamp'");
      position = this.log.positionAt(time);
    }
    const scope = { db: allChanges ? undefined : db, coll };
    if (this.log.misses(scope, spec.startAtOperationTime instanceof Timestamp ? { time: spec.startAtOperationTime } : { position })) throw historyLost();
    this.log.watch(scope);
    this.sweep();
    const cursor: StreamCursor = {
      id: this.newId(),
      namespace: `${db}.${coll ?? '$cmd.aggregate'}`,
      db: allChanges ? undefined : db,
      coll,
      position,
      fullDocument,
      fullDocumentBeforeChange,
      stages,
      reads: fieldsRead(stages),
      lastUsed: Date.now(),
    };
    this.cursors.set(cursor.id, cursor);
    const batchSize = isPlainObject(command.cursor) && typeof command.cursor.batchSize === 'number' ? command.cursor.batchSize : undefined;
    // A resumed stream may have events waiting: they come in the first batch, without waiting.
    return this.reply(cursor, 'firstBatch', batchSize === 0 ? [] : this.take(cursor, batchSize ?? 101));
  }

  /** getMore on a change stream: the next events, waiting up to maxTimeMS for some to arrive. */
  getMore(id: number, namespace: string, batchSize: number | undefined, maxTimeMs: number | undefined): Document {
    const cursor = this.cursors.get(id);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.namespace !== namespace) {
      throw new CommandError('Unauthorized', `Requested getMore on namespace '${namespace}', but cursor belongs to a different namespace ${cursor.namespace}`);
    }
    cursor.lastUsed = Date.now();
    const size = batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER;
    const events = this.take(cursor, size);
    if (events.length > 0 || cursor.invalidateAt !== undefined) return this.reply(cursor, 'nextBatch', events);
    const deadline = Date.now() + (maxTimeMs && maxTimeMs > 0 ? maxTimeMs : defaultAwaitMs);
    const waiting = new Promise<Document>((resolve, reject) => {
      const timer = setTimeout(() => finish([]), Math.max(0, deadline - Date.now()));
      timer.unref();
      const finish = (batch: Document[]) => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        cursor.lastUsed = Date.now();
        resolve(this.reply(cursor, 'nextBatch', batch));
      };
      const wake = () => {
        if (!this.cursors.has(cursor.id)) return resolve(this.reply(cursor, 'nextBatch', []));
        try {
          const batch = this.take(cursor, size);
          if (batch.length > 0 || cursor.invalidateAt !== undefined) finish(batch);
          else this.waiters.set(wake, cursor);
        } catch (error) {
          clearTimeout(timer);
          this.cursors.delete(cursor.id);
          reject(error);
        }
      };
      this.waiters.set(wake, cursor);
    });
    return { [deferredReply]: waiting } as unknown as Document;
  }

  private reply(cursor: StreamCursor, field: 'firstBatch' | 'nextBatch', events: Document[]): Document {
    const closing = cursor.invalidated === true;
    if (closing) this.cursors.delete(cursor.id);
    return {
      cursor: {
        [field]: events,
        postBatchResumeToken: closing ? this.token(cursor.invalidateAt as number, true) : this.token(cursor.position),
        id: cursorId(closing ? 0 : cursor.id),
        ns: cursor.namespace,
      },
      ok: 1,
    };
  }

  /** The next events of a stream after its position, at most `size` and 16 MiB of them. */
  private take(cursor: StreamCursor, size: number): Document[] {
    const out: Document[] = [];
    if (cursor.invalidateAt !== undefined) {
      if (!cursor.invalidated) {
        cursor.invalidated = true;
        return [{ _id: this.token(cursor.invalidateAt, true), operationType: 'invalidate', clusterTime: this.clusterTime(), wallTime: new Date() }];
      }
      return out;
    }
    if (cursor.position + 1 < this.log.firstKept()) {
      this.cursors.delete(cursor.id);
      throw historyLost();
    }
    let bytes = 0;
    let read = true;
    for (const change of this.log.changesAfter(cursor.position, (raw) => concerns(cursor, raw))) {
      if (out.length >= size) {
        read = false;
        break;
      }
      const event = this.transform(cursor, this.event(cursor, change));
      if (event) {
        const eventBytes = calculateObjectSize(event, { ignoreUndefined: true });
        if (out.length > 0 && bytes + eventBytes > maxBsonObjectSize) {
          read = false;
          break;
        }
        bytes += eventBytes;
        out.push(event);
      }
      cursor.position = change.seq;
      if (invalidates(cursor, change)) {
        cursor.invalidateAt = change.seq;
        read = false;
        break;
      }
    }
    // Read to the end: past the changes that do not concern it, too.
    if (read) cursor.position = this.log.lastSeq;
    return out;
  }

  private event(cursor: StreamCursor, change: LoggedChange): Document {
    return buildEvent(change, this.token(change.seq), cursor, this.lookup);
  }

  /** Runs the stages after $changeStream on one event; the resume token (_id) must come through unchanged. */
  private transform(cursor: StreamCursor, event: Document): Document | null {
    if (cursor.stages.length === 0) return event;
    const token = valueKey(event._id);
    const [result] = runPipeline([event], cursor.stages, () => []);
    if (!result) return null;
    if (result._id === undefined || valueKey(result._id) !== token) {
      this.cursors.delete(cursor.id);
      throw new CommandError(
        'ChangeStreamFatalError',
        'Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. Modifying the _id field of an event makes it impossible to resume the stream from that point. Only transformations that retain the unmodified _id field are allowed.',
      );
    }
    return result;
  }

  private sweep(): void {
    const stale = Date.now() - idleTimeoutMs;
    for (const [id, cursor] of this.cursors) if (cursor.lastUsed < stale) this.cursors.delete(id);
  }

  private newId(): number {
    let id: number;
    do id = randomInt(1, 2 ** 47);
    while (this.cursors.has(id));
    return id;
  }
}
