import path from 'node:path';
import { Timestamp } from 'bson';
import type { Logger } from 'pino';
import { DocumentCache, defaultCacheMb } from './cache';
import { ChangeStreams } from './changeStreams';
import { Collection } from './collection';
import { convertFormat1 } from './convert';
import { CommandError } from './errors';
import { clearSpillDirectory, DEFAULT_SORT_MB, type SpillSettings } from './externalSort';
import { Storage, namespaceKey, storageFormat, type CollectionEntry, type Durability, type HeldTransaction, type JournalRecord } from './storage';
import { Transactions } from './transactions';
import { WriteTransaction } from './writeTransaction';

export interface EngineOptions {
  /** The cache of decoded documents, in MiB (EMBEDDED_DB_CACHE_MB). */
  cacheMb?: number;
  /** The memory a sort gathers before it spills to disk, in MiB (EMBEDDED_DB_SORT_MB). */
  sortMb?: number;
  logger?: Logger;
}

/**
 * The databases and collections of one data directory. The catalog is in memory; documents and
 * indexes are in LMDB (storage.ts), read through a bounded cache. `write` runs a command's changes
 * as one synchronous LMDB transaction, visible at once and undone whole if it throws; the reply
 * waits for the next flush, which makes every write before it durable with one fsync.
 */
/** Past this many writes, or about this many bytes written, a turn's LMDB transaction commits before the turn ends. */
const maxTurnWrites = 256;
const maxTurnBytes = 16 * 1024 * 1024;

export class Engine {
  private readonly storage: Storage;
  readonly cache: DocumentCache;
  /** Where and past how many bytes a sort spills (externalSort.ts): `<dataDir>/_tmp`, as mongod's dbpath/_tmp. */
  readonly spill: SpillSettings;
  private readonly collections = new Map<string, Collection>();
  private nextCollectionId = 1;
  /** The LMDB write transaction being run, if any (writes inside it join it). */
  private current: WriteTransaction | null = null;
  private collector: Array<Promise<void>> | null = null;
  private pending: Promise<void> = Promise.resolve();
  /** Group commit figures: durable flushes made and the writes (commands or transactions) they held. */
  readonly commitStats = { commits: 0, writes: 0 };
  /** The open multi-document transaction, if any (see transactions.ts). */
  readonly transactions = new Transactions((tx) => this.rollbackTransaction(tx));
  /** Change streams: the committed changes, published when their commit is on disk. */
  readonly changeStreams = new ChangeStreams(
    () => this.clusterTime(),
    (db, coll, id) => this.getCollection(db, coll)?.findById(id),
  );

  constructor(dataDir: string, durability: Durability = 'fsync', options: EngineOptions = {}) {
    this.storage = new Storage(dataDir, durability);
    this.cache = new DocumentCache(options.cacheMb ?? defaultCacheMb);
    this.spill = { directory: path.join(dataDir, '_tmp'), budgetBytes: (options.sortMb ?? DEFAULT_SORT_MB) * 1024 * 1024 };
    // Runs of sorts a stopped process was reading are of no use to anyone.
    clearSpillDirectory(this.spill.directory);
    try {
      if (this.storage.format() === 1) convertFormat1(this.storage, options.logger);
      else if (this.storage.meta.get('format') === undefined) this.storage.write(() => this.storage.meta.put('format', storageFormat));
      for (const entry of this.storage.loadCatalog()) {
        const collection = new Collection(entry, this.storage, this.cache);
        this.collections.set(collection.namespace, collection);
        this.nextCollectionId = Math.max(this.nextCollectionId, entry.id + 1);
      }
      this.recoverJournal();
    } catch (error) {
      void this.storage.close();
      throw error;
    }
  }

  private lastClusterTime = { t: 0, i: 0 };

  /** The replica set's operation time: seconds and an increment, strictly increasing. */
  clusterTime(): Timestamp {
    const seconds = Math.floor(Date.now() / 1000);
    if (seconds > this.lastClusterTime.t) this.lastClusterTime = { t: seconds, i: 1 };
    else this.lastClusterTime = { t: this.lastClusterTime.t, i: this.lastClusterTime.i + 1 };
    return new Timestamp(this.lastClusterTime);
  }

  getCollection(db: string, name: string): Collection | undefined {
    return this.collections.get(`${db}.${name}`);
  }

  listCollections(db: string): Collection[] {
    return Array.from(this.collections.values()).filter((collection) => collection.entry.db === db);
  }

  allCollections(): Collection[] {
    return Array.from(this.collections.values());
  }

  listDatabases(): string[] {
    return Array.from(new Set(Array.from(this.collections.values(), (collection) => collection.entry.db))).sort();
  }

  /** Returns the collection, creating it (implicitly, as MongoDB does on first write) if needed. */
  ensureCollection(db: string, name: string, tx: WriteTransaction, options: CollectionEntry['options'] = {}): Collection {
    const existing = this.getCollection(db, name);
    if (existing) return existing;
    validateCollectionName(db, name);
    const entry: CollectionEntry = { db, name, id: this.nextCollectionId++, options, indexes: [], indexIds: {} };
    const collection = new Collection(entry, this.storage, this.cache);
    this.collections.set(collection.namespace, collection);
    tx.record({ type: 'catalog', entry }, () => {
      this.collections.delete(collection.namespace);
    });
    return collection;
  }

  dropCollection(collection: Collection, tx: WriteTransaction): void {
    if (tx.held) throw new CommandError('IllegalOperation', 'Cannot drop a collection in a multi-document transaction.');
    this.collections.delete(collection.namespace);
    tx.note({ op: 'drop', db: collection.entry.db, coll: collection.entry.name });
    collection.clearData();
    this.storage.removeCatalog(collection.entry);
    tx.changed = true;
    tx.onUndo(() => {
      this.collections.set(collection.namespace, collection);
      collection.stats = this.storage.stats.get(collection.entry.id) ?? { count: 0, bytes: 0 };
    });
  }

  renameCollection(collection: Collection, db: string, name: string, tx: WriteTransaction): void {
    validateCollectionName(db, name);
    const from = { db: collection.entry.db, name: collection.entry.name };
    this.collections.delete(collection.namespace);
    this.storage.removeCatalog(from);
    collection.entry.db = db;
    collection.entry.name = name;
    this.collections.set(collection.namespace, collection);
    tx.note({ op: 'rename', db: from.db, coll: from.name, to: { db, coll: name } });
    // Documents are keyed by collection id, so only the catalog entry moves.
    tx.record({ type: 'catalog', entry: collection.entry }, () => {
      this.collections.delete(collection.namespace);
      collection.entry.db = from.db;
      collection.entry.name = from.name;
      this.collections.set(collection.namespace, collection);
    });
  }

  /**
   * Runs the changes of one write (a command's, or one statement of a multi-document transaction)
   * as an LMDB child transaction, visible at once and undone alone if it throws. The writes of one
   * turn of the event loop share one LMDB write transaction, committed at the end of the turn
   * (`closeTurn`): many connections' writes cost one LMDB commit and one flush. A multi-document
   * transaction holds an LMDB transaction of its own from its first write to its commit or abort,
   * so it reaches the disk whole or not at all, with one commit and one flush. The durable promise
   * of every write made while a command runs is collected (see `runCommand`), so the command's
   * reply waits until its changes are on disk.
   */
  write<T>(work: (tx: WriteTransaction) => T): T {
    if (this.current) return work(this.current);
    const open = this.transactions.running ? this.transactions.active : null;
    const tx = open ? open.tx : new WriteTransaction();
    if (open) {
      if (!tx.held) {
        // The transaction's own LMDB transaction: the turn's writes so far are committed first.
        this.closeTurn();
        tx.held = this.storage.hold();
      }
    } else {
      // A write outside the open transaction (none waits for it here): the transaction gives way.
      if (this.transactions.active?.tx.held) this.transactions.abort();
      this.openTurn();
    }
    tx.begin(this.storage);
    this.cache.begin();
    let result: T;
    try {
      result = this.storage.write(() => {
        this.current = tx;
        try {
          const value = work(tx);
          tx.storeStats(this.storage);
          return value;
        } finally {
          this.current = null;
        }
      });
    } catch (error) {
      this.cache.abort();
      tx.rollbackStatement();
      if (open) this.transactions.abort();
      throw error;
    }
    if (!open && tx.changed && this.turn) {
      this.turn.writes.push(tx);
      this.turn.bytes += tx.bytesChanged();
      this.settle(tx, this.turn.durable);
      // A turn carrying many or large writes commits at once: one LMDB transaction stays small.
      if (this.turn.writes.length >= maxTurnWrites || this.turn.bytes >= maxTurnBytes) this.closeTurn();
    }
    return result;
  }

  /** The LMDB write transaction of this turn of the event loop, if any. */
  private turn: {
    held: HeldTransaction;
    writes: WriteTransaction[];
    bytes: number;
    committed: () => void;
    failed: (error: unknown) => void;
    durable: Promise<void>;
  } | null = null;

  private openTurn(): void {
    if (this.turn) return;
    let committed = (): void => undefined;
    let failed = (_error: unknown): void => undefined;
    const commit = new Promise<void>((resolve, reject) => {
      committed = resolve;
      failed = reject;
    });
    const held = this.storage.hold();
    this.turn = { held, writes: [], bytes: 0, committed, failed, durable: commit.then(() => this.flush()) };
    this.turn.durable.catch(() => undefined);
    setImmediate(() => this.closeTurn());
  }

  /** Commits the turn's LMDB transaction (every write of the turn at once); its replies wait for the flush after it. */
  closeTurn(): void {
    const turn = this.turn;
    if (!turn) return;
    this.turn = null;
    try {
      turn.held.commit();
    } catch (error) {
      this.cache.abort();
      for (const tx of turn.writes.reverse()) tx.rollback();
      turn.failed(error);
      return;
    }
    this.cache.commit();
    turn.committed();
  }

  /** Flushes every commit made so far to disk (group commit), counting the flushes made. */
  private flush(): Promise<void> {
    const flushes = this.storage.flushes;
    const flushed = this.storage.flush();
    if (this.storage.flushes !== flushes) this.commitStats.commits += 1;
    return flushed;
  }

  /** The write is committed (or will be, with its turn): its reply waits for `durable`, then its changes are published. */
  private settle(tx: WriteTransaction, durable: Promise<void>): void {
    this.commitStats.writes += 1;
    // Published in commit order, whatever order the flushes settle in.
    const published = this.pending.then(() => durable).then(() => this.changeStreams.publish(tx.events));
    this.pending = published.catch(() => undefined);
    if (this.collector) this.collector.push(published);
    else published.catch(() => undefined);
  }

  /**
   * Runs one command and tells when its writes are durable: `durable` is null when it wrote
   * nothing, otherwise a promise that settles once every change it made is committed to disk.
   */
  runCommand<T>(work: () => T): { result: T; durable: Promise<void> | null } {
    const outer = this.collector;
    const collected: Array<Promise<void>> = [];
    this.collector = collected;
    try {
      const result = work();
      const durable = collected.length === 0 ? null : collected.length === 1 ? collected[0] : Promise.all(collected).then(() => undefined);
      if (durable && outer) outer.push(durable);
      return { result, durable: outer ? null : durable };
    } catch (error) {
      // A command that failed after some writes still answers only after they are durable.
      if (collected.length > 0) {
        const durable = Promise.all(collected).then(() => undefined);
        if (outer) outer.push(durable);
        else durable.catch(() => undefined);
      }
      throw error;
    } finally {
      this.collector = outer;
    }
  }

  /** Commits a multi-document transaction: its LMDB transaction commits whole, the reply waits for the flush. */
  commitTransaction(tx: WriteTransaction): void {
    const held = tx.held;
    if (!held) return;
    tx.held = null;
    try {
      held.commit();
    } catch (error) {
      this.cache.abort();
      tx.rollback();
      throw error;
    }
    this.cache.commit();
    tx.changed = true;
    this.settle(tx, this.flush());
  }

  /** Undoes an aborted multi-document transaction: its LMDB transaction is aborted, then its in-memory side. */
  private rollbackTransaction(tx: WriteTransaction): void {
    const held = tx.held;
    if (held) {
      tx.held = null;
      held.abort();
      this.cache.abort();
    }
    tx.rollback();
  }

  private clearJournal(): void {
    for (const key of Array.from(this.storage.journal.getKeys({}))) this.storage.journal.remove(key);
  }

  /** Puts back every record the journal names, newest first, in one LMDB transaction. */
  private applyJournal(dropCreated: boolean): number {
    const records = Array.from(this.storage.journal.getRange({ reverse: true }), ({ value }) => value as JournalRecord);
    if (records.length === 0) return 0;
    const undo = new WriteTransaction();
    undo.begin(this.storage);
    this.storage.write(() => {
      this.current = undo;
      try {
        for (const record of records) {
          const collection = this.collections.get(record.namespace);
          if (!collection) continue;
          if (record.kind === 'record' && record.recordId !== undefined) collection.restoreRecord(record.recordId, record.previous ?? null, undo);
          if (record.kind === 'created') {
            collection.clearData();
            if (dropCreated) {
              this.storage.removeCatalog(collection.entry);
              this.collections.delete(namespaceKey(collection.entry));
            }
          }
        }
        undo.storeStats(this.storage);
        this.clearJournal();
      } finally {
        this.current = null;
      }
    });
    this.cache.commit();
    return records.length;
  }

  /** A transaction cut by a crash of a version that journaled transactions: its journal is rolled back at start. */
  private recoverJournal(): void {
    this.applyJournal(true);
  }

  /** Resolves once every write made so far is durable. */
  async drain(): Promise<void> {
    this.closeTurn();
    await this.pending;
    await this.storage.flush();
  }

  /** LMDB figures for the status: the data file's size and the cache of decoded documents. */
  storageStats(): { cache: DocumentCache['stats'] } {
    return { cache: this.cache.stats };
  }

  async close(): Promise<void> {
    this.transactions.abort();
    this.closeTurn();
    await this.drain();
    await this.storage.close();
  }
}

export function validateCollectionName(db: string, name: string): void {
  if (typeof name !== 'string' || name.length === 0) throw new CommandError('InvalidNamespace', 'Invalid collection name');
  if (name.includes('$') || name.includes('\0') || name.startsWith('.') || name.startsWith('system.')) {
    throw new CommandError('InvalidNamespace', `Invalid collection name: ${db}.${name}`);
  }
  if (typeof db !== 'string' || db.length === 0 || /[/\\. "$\0]/.test(db)) {
    throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  }
}
