import { Timestamp } from 'bson';
import type { Document } from './query';
import { concerns } from './changeEvents';

/**
 * The change log of one server run (changeStreams.ts): each committed write's changes, with the
 * documents before and after, oldest first, numbered in sequence. It keeps the last 20,000 changes
 * or 16 MiB of documents, whichever is less. Of the namespaces no stream has watched in this run it
 * keeps only the last 1 MiB of documents (enough for a stream opened at an operation time taken just
 * before its collection's writes), so the documents of collections nobody follows (an ERP answer's
 * chunks, written and deleted by the thousand) do not fill the heap. A stream asked to start before
 * a change the log has let go of is refused (`misses`), as MongoDB refuses a point older than its
 * oplog, instead of missing that change without a word.
 */

export type ChangeOperation = 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'rename' | 'dropDatabase';

/** What one write changed, recorded on its WriteTransaction and published at commit. */
export interface RawChange {
  op: ChangeOperation;
  db: string;
  coll?: string;
  /** rename: the new namespace. */
  to?: { db: string; coll: string };
  /** The stored document before the change (update, replace, delete). */
  previous?: Document;
  /** The stored document after the change (insert, update, replace). */
  next?: Document;
  /** The BSON bytes of the documents it holds, for the log's byte budget. */
  bytes?: number;
}

export interface LoggedChange extends RawChange {
  seq: number;
  clusterTime: Timestamp;
  wallTime: Date;
}

/** What a stream reads: every namespace (no db), a database's (no coll), or one collection's. */
export interface StreamScope {
  db?: string;
  coll?: string;
}

interface LoggedBatch {
  /** The sequence number of the first change; the others follow it. */
  first: number;
  /** How many sequence numbers it takes (its changes, also once it has let go of them). */
  count: number;
  changes: RawChange[];
  clusterTime: Timestamp;
  wallTime: Date;
  /** The BSON bytes of its changes' documents. */
  bytes: number;
  /** A stream watched its namespaces when it was written, or has since. */
  watched: boolean;
}

/** Where the log stood when it let go of a change: the last sequence number of the change's publication and its time. */
interface Mark {
  seq: number;
  clusterTime: Timestamp;
}

/** The change log's byte budget: 16 MiB of documents, enough to resume any stream a short disconnection interrupted. */
export const DEFAULT_CHANGE_LOG_BYTES = 16 * 1024 * 1024;
/** Of it, what the namespaces no stream watches may hold. */
export const DEFAULT_UNWATCHED_BYTES = 1024 * 1024;

const released: LoggedBatch = { first: 0, count: 0, changes: [], clusterTime: new Timestamp({ t: 0, i: 0 }), wallTime: new Date(0), bytes: 0, watched: true };

function bytesOf(changes: RawChange[]): number {
  let bytes = 0;
  for (const change of changes) bytes += change.bytes ?? 0;
  return bytes;
}

export class ChangeLog {
  /** One entry per publication (a commit), split in the part no stream watched and the rest; oldest first from `head`. */
  private batches: LoggedBatch[] = [];
  private head = 0;
  /** How many changes the entries from `head` hold. */
  private logged = 0;
  /** The BSON bytes of the documents the entries from `head` hold. */
  private loggedBytes = 0;
  private last = 0;
  /** The entries of namespaces no stream watched that still hold their changes, oldest first, and their bytes. */
  private unwatched: LoggedBatch[] = [];
  private unwatchedBytes = 0;
  private everything = false;
  private readonly databases = new Set<string>();
  private readonly namespaces = new Set<string>();
  /** The newest change let go of, over all, by database and by namespace. */
  private letGo: Mark | null = null;
  private readonly letGoByDatabase = new Map<string, Mark>();
  private readonly letGoByNamespace = new Map<string, Mark>();

  constructor(
    readonly capacity = 20_000,
    /** The log also keeps at most this many bytes of documents (a change holds its documents before and after). */
    readonly capacityBytes = DEFAULT_CHANGE_LOG_BYTES,
    readonly unwatchedCapacityBytes = DEFAULT_UNWATCHED_BYTES,
  ) {}

  /** The sequence number of the newest change (0 before any). */
  get lastSeq(): number {
    return this.last;
  }

  /**
   * Adds a committed write's changes (in order, one cluster time). Each publication's change list is
   * kept as it is (no copy per change: an insertMany of 1,000 documents adds one entry, or two when it
   * spans watched and unwatched namespaces); events are built only when a stream reads them.
   */
  append(changes: RawChange[], clusterTime: Timestamp): void {
    const wallTime = new Date();
    const watched = changes.filter((change) => this.watches(change));
    if (watched.length < changes.length)
      this.push(
        changes.filter((change) => !this.watches(change)),
        clusterTime,
        wallTime,
        false,
      );
    if (watched.length > 0) this.push(watched, clusterTime, wallTime, true);
    // Unwatched namespaces' oldest publications let go of their documents first; the newest always stays.
    while (this.unwatchedBytes > this.unwatchedCapacityBytes && this.unwatched.length > 1) this.letGoOf(this.unwatched.shift()!);
    // Keep at least `capacity` changes, unless their documents pass `capacityBytes` (a log of 20,000 large documents would
    // hold gigabytes): whole publications leave from the oldest end, the newest always stays.
    while (
      this.batches.length - this.head > 1 &&
      (this.logged - this.batches[this.head].changes.length >= this.capacity || this.loggedBytes > this.capacityBytes)
    ) {
      const oldest = this.batches[this.head];
      this.logged -= oldest.changes.length;
      this.loggedBytes -= oldest.bytes;
      if (!oldest.watched) this.unwatchedBytes -= oldest.bytes;
      // The entry lets go of its documents now (also where the unwatched list still holds it): a few large publications
      // (insertMany batches) would otherwise keep every document they ever inserted until the array is compacted.
      oldest.changes = [];
      oldest.bytes = 0;
      this.batches[this.head] = released;
      this.head += 1;
    }
    if (this.head > 64 && this.head * 2 > this.batches.length) {
      this.batches = this.batches.slice(this.head);
      this.head = 0;
    }
  }

  /** From now on keeps every change of this scope; what it still holds of the scope from before stays with it. */
  watch(scope: StreamScope): void {
    if (scope.db === undefined) this.everything = true;
    else if (scope.coll === undefined) this.databases.add(scope.db);
    else this.namespaces.add(`${scope.db}.${scope.coll}`);
    const stays = (batch: LoggedBatch) => !batch.changes.some((change) => concerns(scope, change));
    for (const batch of this.unwatched) {
      if (stays(batch)) continue;
      batch.watched = true;
      this.unwatchedBytes -= batch.bytes;
    }
    this.unwatched = this.unwatched.filter((batch) => !batch.watched);
  }

  /** Whether a stream of this scope starting after sequence number `position`, or at `time`, would miss a change let go of. */
  misses(scope: StreamScope, start: { position: number } | { time: Timestamp }): boolean {
    const mark =
      scope.db === undefined
        ? this.letGo
        : scope.coll === undefined
          ? this.letGoByDatabase.get(scope.db)
          : this.letGoByNamespace.get(`${scope.db}.${scope.coll}`);
    if (!mark) return false;
    return 'position' in start ? mark.seq > start.position : mark.clusterTime.compare(start.time) >= 0;
  }

  /** The sequence number of the oldest change the log still holds (lastSeq + 1 when empty). */
  firstKept(): number {
    return this.head < this.batches.length ? this.batches[this.head].first : this.last + 1;
  }

  /** The position just before the first publication at or after `time` (startAtOperationTime). */
  positionAt(time: Timestamp): number {
    for (let b = this.head; b < this.batches.length; b++) if (this.batches[b].clusterTime.compare(time) >= 0) return this.batches[b].first - 1;
    return this.last;
  }

  /** The logged changes after `position` that a stream wants, oldest first. */
  *changesAfter(position: number, wanted: (change: RawChange) => boolean): Generator<LoggedChange> {
    const batches = this.batches;
    let low = this.head;
    let high = batches.length;
    // The first publication holding a change after `position`.
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (batches[mid].first + batches[mid].count - 1 <= position) low = mid + 1;
      else high = mid;
    }
    for (let b = low; b < batches.length; b++) {
      const batch = batches[b];
      for (let i = Math.max(0, position + 1 - batch.first); i < batch.changes.length; i++) {
        if (wanted(batch.changes[i])) yield { ...batch.changes[i], seq: batch.first + i, clusterTime: batch.clusterTime, wallTime: batch.wallTime };
      }
    }
  }

  /** A stream watches the change's namespace (drops and renames, which hold no documents, count as watched). */
  private watches(change: RawChange): boolean {
    if (this.everything || (change.previous === undefined && change.next === undefined)) return true;
    return this.databases.has(change.db) || (change.coll !== undefined && this.namespaces.has(`${change.db}.${change.coll}`));
  }

  private push(changes: RawChange[], clusterTime: Timestamp, wallTime: Date, watched: boolean): void {
    const batch: LoggedBatch = { first: this.last + 1, count: changes.length, changes, clusterTime, wallTime, bytes: bytesOf(changes), watched };
    this.batches.push(batch);
    this.last += changes.length;
    this.logged += changes.length;
    this.loggedBytes += batch.bytes;
    if (watched) return;
    this.unwatched.push(batch);
    this.unwatchedBytes += batch.bytes;
  }

  /** An unwatched publication lets go of its changes; where it stood is kept by namespace, for `misses`. */
  private letGoOf(batch: LoggedBatch): void {
    if (batch.changes.length === 0) return;
    const mark = { seq: batch.first + batch.count - 1, clusterTime: batch.clusterTime };
    this.letGo = mark;
    for (const change of batch.changes) {
      this.letGoByDatabase.set(change.db, mark);
      if (change.coll !== undefined) this.letGoByNamespace.set(`${change.db}.${change.coll}`, mark);
    }
    this.logged -= batch.changes.length;
    this.loggedBytes -= batch.bytes;
    this.unwatchedBytes -= batch.bytes;
    batch.changes = [];
    batch.bytes = 0;
  }
}
