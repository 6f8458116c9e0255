import { createHash } from 'node:crypto';
import { closeSync, fdatasync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { ABORT, open, type Database, type Key, type RootDatabase } from 'lmdb';
import { deserialize, type Document } from 'bson';
import { acquireDirectoryLock } from './lock';
import { deserializeOptions, encodeDocument } from './wire';

/**
 * Durable storage on LMDB, where the documents and the indexes live (memory-mapped: the operating
 * system's page cache, not the JavaScript heap):
 * - `records`: each document's BSON bytes under [collectionId, recordId]; the record id grows with
 *   each insert, so key order is insertion order (the natural order), as in MongoDB's record stores;
 * - `ids`: the `_id` index, [collectionId, _id key] to the record id;
 * - `entries`: every secondary index as ordered keys (keys.ts), no value;
 * - `catalog`: collections, options and index specifications, as BSON under the namespace;
 * - `stats`: each collection's document count and bytes; `meta`: the format and the counters;
 * - `journal`: the undo records of the open multi-document transaction (transactions.ts).
 * A write runs as one synchronous LMDB write transaction (`write`), visible to reads at once; with
 * durability 'fsync' the reply waits for `flush`, which flushes every commit made before it in one
 * fsync. The commit itself syncs only the data pages before it writes the meta page that points at
 * them (LMDB's noMetaSync): the file is never inconsistent, and a power cut can at most undo the
 * last commits, which no reply acknowledged yet because each waits for the flush that syncs the
 * meta page. The synced meta write (half of each commit's cost on the event loop) moves to the
 * flush, an fdatasync of the data file in libuv's thread pool shared by every commit before it.
 * Not lmdb's own `sync()`: after a commit that synced its data pages lmdb counts the commit as
 * synced and its sync() returns without flushing, so the meta page stayed in the page cache until
 * the next commit's flush (an strace of 1,205 commits showed 1,205 fdatasyncs, all inside the
 * commits). 'os' leaves the flush to the operating system (survives kill -9, not a power cut) and is
 * meant for tests.
 */

export type Durability = 'fsync' | 'os';

export interface IndexSpec {
  name: string;
  key: Document;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

export interface CollectionEntry {
  db: string;
  name: string;
  id: number;
  options: Document;
  indexes: IndexSpec[];
  /** Each secondary index's number in `entries` (by name); absent in a format 1 catalog. */
  indexIds?: Record<string, number>;
  /** Indexes that hold an array on a key path (never cleared, as on MongoDB). */
  multikey?: Record<string, boolean>;
}

export interface CollectionStats {
  count: number;
  bytes: number;
}

export interface JournalRecord {
  /** 'record': a document's previous bytes (null: it did not exist); 'created': a collection made by the transaction. */
  kind: 'record' | 'created';
  namespace: string;
  recordId?: number;
  previous?: Buffer | null;
}

export const storageFormat = 2;

/** An LMDB write transaction held open across calls (Storage.hold). */
export interface HeldTransaction {
  commit(): void;
  abort(): void;
}

/** LMDB keys are limited to about 2 KB; long _id keys are stored under their hash. */
export function storageKey(idKey: string): string {
  return idKey.length <= 900 ? idKey : `#${createHash('sha256').update(idKey).digest('hex')}`;
}

export class Storage {
  readonly root: RootDatabase;
  readonly records: Database<Buffer, [number, number]>;
  /** The same records read in place: each value is lmdb's shared read buffer (see `scanInPlace`). */
  private readonly recordsInPlace: Database<RecordInPlace, [number, number]>;
  readonly ids: Database<number, [number, string]>;
  readonly entries: Database<Buffer, Buffer>;
  private readonly catalog: Database<Buffer, string>;
  readonly stats: Database<CollectionStats, number>;
  readonly meta: Database<unknown, string>;
  readonly journal: Database<JournalRecord, number>;
  /** The documents of a format 1 data directory, read by the conversion (convert.ts). */
  readonly legacyDocuments: Database<Buffer, [number, string]>;
  private readonly releaseLock: () => void;
  private readonly durability: Durability;
  /** The data file, opened to flush it (durability 'fsync'): the meta page the last commit wrote, and anything before it. */
  private readonly dataFile: number | null = null;
  private flushing: Promise<void> | null = null;
  private nextFlush: Promise<void> | null = null;
  /** Flushes made: each makes every commit before it durable at once (group commit). */
  flushes = 0;

  constructor(dataDir: string, durability: Durability = 'fsync') {
    mkdirSync(dataDir, { recursive: true });
    this.releaseLock = acquireDirectoryLock(dataDir);
    this.durability = durability;
    try {
      // noSubdir: false: a directory whose name has a dot (/srv/prometheus.data) is still a directory.
      const sync = durability === 'os' ? { noSync: true, overlappingSync: false } : { overlappingSync: true, noMetaSync: true };
      this.root = open({ path: dataDir, noSubdir: false, maxDbs: 12, ...sync });
      this.legacyDocuments = this.root.openDB<Buffer, [number, string]>({ name: 'documents', encoding: 'binary' });
      this.records = this.root.openDB<Buffer, [number, number]>({ name: 'records', encoding: 'binary' });
      // No copy per record: the decoder hands lmdb's read buffer over as it is (decoderCopies).
      this.recordsInPlace = this.root.openDB<RecordInPlace, [number, number]>(recordsInPlaceOptions);
      this.ids = this.root.openDB<number, [number, string]>({ name: 'ids' });
      this.entries = this.root.openDB<Buffer, Buffer>({ name: 'entries', encoding: 'binary', keyEncoding: 'binary' });
      this.catalog = this.root.openDB<Buffer, string>({ name: 'catalog', encoding: 'binary' });
      this.stats = this.root.openDB<CollectionStats, number>({ name: 'stats' });
      this.meta = this.root.openDB<unknown, string>({ name: 'meta' });
      this.journal = this.root.openDB<JournalRecord, number>({ name: 'journal' });
      if (durability === 'fsync') this.dataFile = openSync(path.join(dataDir, 'data.mdb'), 'r+');
    } catch (error) {
      this.releaseLock();
      throw error;
    }
  }

  /** The data directory's format: 2 for this one, 1 for a directory written before indexes were stored. */
  format(): number {
    const stored = this.meta.get('format');
    if (typeof stored === 'number') return stored;
    const empty = this.catalog.getKeysCount({}) === 0;
    return empty ? storageFormat : 1;
  }

  loadCatalog(): CollectionEntry[] {
    const entries: CollectionEntry[] = [];
    for (const { value } of this.catalog.getRange({})) {
      entries.push(deserialize(value, deserializeOptions) as CollectionEntry);
    }
    return entries;
  }

  putCatalog(entry: CollectionEntry): void {
    this.catalog.put(namespaceKey(entry), encodeDocument(entry as unknown as Document));
  }

  removeCatalog(entry: { db: string; name: string }): void {
    this.catalog.remove(namespaceKey(entry));
  }

  /** Writes a key that must not exist yet (LMDB's no-overwrite flag): false, and nothing written, when it does. */
  putNew<K extends Key, V>(database: Database<V, K>, key: K, value: V): boolean {
    // lmdb's typings say void; inside a write transaction it answers whether the write took place.
    return database.putSync(key, value, { noOverwrite: true }) as unknown as boolean;
  }

  /** The highest record id of a collection (0 when empty). */
  lastRecordId(collectionId: number): number {
    for (const key of this.records.getKeys({ start: [collectionId + 1], end: [collectionId], reverse: true, limit: 1 })) {
      if (key[0] === collectionId) return key[1];
    }
    return 0;
  }

  /** A counter kept in `meta` (index numbers), advanced inside the current write. */
  nextCounter(name: string): number {
    const current = this.meta.get(name);
    const next = (typeof current === 'number' ? current : 0) + 1;
    this.meta.put(name, next);
    return next;
  }

  /** The documents' bytes in record id order, from `after` (exclusive) on. */
  *scanRecords(collectionId: number, after = 0, reverse = false): Iterable<{ recordId: number; bytes: Buffer }> {
    const range = reverse
      ? {
          start: [collectionId, after > 0 ? after : Number.MAX_SAFE_INTEGER] as [number, number],
          end: [collectionId] as unknown as [number, number],
          reverse: true,
          exclusiveStart: after > 0,
        }
      : { start: [collectionId, after] as [number, number], end: [collectionId + 1] as unknown as [number, number], exclusiveStart: true };
    // snapshot: false: a cursor paused between getMores does not pin an old LMDB snapshot.
    for (const { key, value } of this.records.getRange({ ...range, snapshot: false })) {
      if (key[0] !== collectionId) break;
      yield { recordId: key[1], bytes: value };
    }
  }

  /**
   * The record ids of a collection in natural order, each record's bytes in `inPlace` while it is
   * the current one: lmdb's shared read buffer, not copied, overwritten by the next read (a scan
   * that reads a few fields of each record and copies what it keeps).
   */
  *scanInPlace(collectionId: number): Iterable<number> {
    const range = {
      start: [collectionId, 0] as [number, number],
      end: [collectionId + 1] as unknown as [number, number],
      exclusiveStart: true,
      snapshot: false,
    };
    for (const { key, value } of this.recordsInPlace.getRange(range)) {
      if (key[0] !== collectionId) break;
      inPlace.bytes = value.bytes;
      inPlace.size = value.size;
      yield key[1];
    }
  }

  /** Removes every record, `_id` entry and statistic of a collection (its index entries go with dropIndexEntries). */
  dropCollectionData(collectionId: number): void {
    for (const key of Array.from(this.records.getKeys({ start: [collectionId], end: [collectionId + 1] }))) this.records.remove(key);
    for (const key of Array.from(this.ids.getKeys({ start: [collectionId], end: [collectionId + 1] }))) this.ids.remove(key);
    this.stats.remove(collectionId);
  }

  /** Removes the entries between two keys (an index's whole range). */
  removeEntries(start: Buffer, end: Buffer): void {
    for (const key of Array.from(this.entries.getKeys({ start, end }))) this.entries.remove(key);
  }

  /**
   * Runs one write: a synchronous LMDB transaction, committed (visible) when `work` returns, undone
   * if it throws. Inside a held transaction (`hold`) it is a child transaction of it: undone alone
   * if it throws, committed to disk with the held one.
   */
  write<T>(work: () => T): T {
    let result: T | undefined;
    // The result is kept aside: lmdb would wait for a returned promise before committing.
    this.root.transactionSync(() => {
      result = work();
    });
    return result as T;
  }

  /**
   * Opens an LMDB write transaction that stays open across calls until `commit` or `abort`, both
   * synchronous. Writes made meanwhile (`write`) are its child transactions and reads see them.
   * lmdb keeps a `transactionSync` open while its callback's result is pending and ends it in that
   * result's `then`; the result here is a thenable whose `then` keeps the ending for `commit`/`abort`.
   */
  hold(): HeldTransaction {
    let finish: ((result: unknown) => unknown) | null = null;
    const pending = {
      then(onEnd: (result: unknown) => unknown) {
        finish = onEnd;
        return pending;
      },
    };
    this.root.transactionSync(() => pending as unknown as Promise<void>);
    const end = (result: unknown): void => {
      const close = finish;
      finish = null;
      if (!close) throw new Error('the held LMDB transaction has already ended');
      close(result);
    };
    if (!finish) throw new Error('LMDB did not hold the write transaction open');
    return { commit: () => end(undefined), abort: () => end(ABORT) };
  }

  /**
   * Resolves once every commit made before the call is on disk. Calls made while a flush runs share
   * the next one, so many writers cost one fsync (group commit).
   */
  flush(): Promise<void> {
    if (this.durability === 'os') return Promise.resolve();
    if (this.nextFlush) return this.nextFlush;
    const start = (): Promise<void> => {
      this.flushes += 1;
      const flushing = new Promise<void>((resolve, reject) => {
        fdatasync(this.dataFile as number, (error) => (error ? reject(error) : resolve()));
      }).finally(() => {
        if (this.flushing === flushing) this.flushing = null;
      });
      this.flushing = flushing;
      return flushing;
    };
    if (!this.flushing) return start();
    this.nextFlush = this.flushing
      .catch(() => undefined)
      .then(() => {
        this.nextFlush = null;
        return start();
      });
    return this.nextFlush;
  }

  async close(): Promise<void> {
    try {
      await this.flush();
      await this.root.close();
    } finally {
      if (this.dataFile !== null) closeSync(this.dataFile);
      this.releaseLock();
    }
  }
}

/** A record's bytes in lmdb's shared read buffer: `bytes[0, size)`, valid until the next read. */
export interface RecordInPlace {
  bytes: Buffer;
  size: number;
}

/** The record `scanInPlace` is at. */
export const inPlace: RecordInPlace = { bytes: Buffer.alloc(0), size: 0 };

const decoded: RecordInPlace = { bytes: Buffer.alloc(0), size: 0 };
const inPlaceDecoder = {
  needsStableBuffer: false,
  encode: (): Buffer => {
    throw new Error('records are written through Storage.records');
  },
  decode: (bytes: Buffer, size: number): RecordInPlace => {
    decoded.bytes = bytes;
    decoded.size = size;
    return decoded;
  },
};

/** lmdb's custom `encoder` option (its types list only its own encoders). */
const recordsInPlaceOptions = { name: 'records', encoder: inPlaceDecoder };

export function namespaceKey(entry: { db: string; name: string }): string {
  return `${entry.db}.${entry.name}`;
}
