import { deserialize, Timestamp } from 'bson';
import { ChangeStreams } from './changeStreams';
import { Collection, WriteTransaction } from './collection';
import { CommandError } from './errors';
import { Storage, type CollectionEntry, type Durability } from './storage';
import { Transactions } from './transactions';
import { valueKey } from './values';
import { deserializeOptions } from './wire';

/**
 * The databases and collections of one data directory. All state is in memory for queries and in
 * LMDB for durability; `write` runs a command's changes as one atomic, synchronously committed
 * LMDB transaction and undoes the in-memory side if the commit fails.
 */
export class Engine {
  private readonly storage: Storage;
  private readonly collections = new Map<string, Collection>();
  private nextCollectionId = 1;
  private queue: Array<{ tx: WriteTransaction; resolve: () => void; reject: (error: unknown) => void }> = [];
  private flushing: Promise<void> | null = null;
  private flushScheduled = false;
  /** Group commit figures: LMDB commits made and the writes (commands or transactions) they held. */
  readonly commitStats = { commits: 0, writes: 0 };
  private collector: Array<Promise<void>> | null = null;
  /** The open multi-document transaction, if any (see transactions.ts). */
  readonly transactions = new Transactions((tx) => tx.rollback());
  /** Change streams: the committed changes, published when their commit is on disk. */
  readonly changeStreams = new ChangeStreams(
    () => this.clusterTime(),
    (db, coll, id) => this.getCollection(db, coll)?.documents.get(valueKey(id)),
  );

  constructor(dataDir: string, durability: Durability = 'fsync') {
    this.storage = new Storage(dataDir, durability);
    for (const entry of this.storage.loadCatalog()) {
      const collection = new Collection(entry);
      for (const bytes of this.storage.loadDocuments(entry.id)) {
        collection.load(deserialize(bytes, deserializeOptions));
      }
      collection.flushIndexes();
      this.collections.set(collection.namespace, collection);
      this.nextCollectionId = Math.max(this.nextCollectionId, entry.id + 1);
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
    const entry: CollectionEntry = { db, name, id: this.nextCollectionId++, options, indexes: [] };
    const collection = new Collection(entry);
    this.collections.set(collection.namespace, collection);
    tx.record({ type: 'catalog', entry }, () => {
      this.collections.delete(collection.namespace);
    });
    return collection;
  }

  dropCollection(collection: Collection, tx: WriteTransaction): void {
    this.collections.delete(collection.namespace);
    tx.note({ op: 'drop', db: collection.entry.db, coll: collection.entry.name });
    tx.record({ type: 'dropCollection', entry: collection.entry }, () => {
      this.collections.set(collection.namespace, collection);
    });
  }

  renameCollection(collection: Collection, db: string, name: string, tx: WriteTransaction): void {
    validateCollectionName(db, name);
    const from = { db: collection.entry.db, name: collection.entry.name };
    this.collections.delete(collection.namespace);
    collection.entry.db = db;
    collection.entry.name = name;
    this.collections.set(collection.namespace, collection);
    tx.note({ op: 'rename', db: from.db, coll: from.name, to: { db, coll: name } });
    tx.record({ type: 'renameCollection', from, entry: { ...collection.entry } }, () => {
      this.collections.delete(collection.namespace);
      collection.entry.db = from.db;
      collection.entry.name = from.name;
      this.collections.set(collection.namespace, collection);
    });
  }

  /**
   * Runs the changes of one write: the in-memory side at once, the LMDB side queued for the next
   * group commit. The durable promise of every write made while a command runs is collected (see
   * `runCommand`), so the command's reply waits until its changes are on disk.
   */
  write<T>(work: (tx: WriteTransaction) => T): T {
    const open = this.transactions.running ? this.transactions.active : null;
    if (open) {
      // Inside a transaction the changes join its undo log; a failing statement aborts it all.
      try {
        return work(open.tx);
      } catch (error) {
        this.transactions.abort();
        throw error;
      }
    }
    const tx = new WriteTransaction();
    let result: T;
    try {
      result = work(tx);
    } catch (error) {
      tx.rollback();
      throw error;
    }
    if (tx.changes.length > 0) {
      const durable = this.enqueue(tx);
      if (this.collector) this.collector.push(durable);
      else durable.catch(() => undefined);
    }
    return result;
  }

  /**
   * Runs one command and tells when its writes are durable: `durable` is null when it wrote
   * nothing, otherwise a promise that settles once every change it made is committed to disk
   * (rejected if the commit failed, after the in-memory side was undone).
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

  /** Queues a committed transaction's changes for the next group commit (see `write`). */
  commitTransaction(tx: WriteTransaction): void {
    if (tx.changes.length === 0) return;
    const durable = this.enqueue(tx);
    if (this.collector) this.collector.push(durable);
    else durable.catch(() => undefined);
  }

  /**
   * Group commit: writes queued while a commit is in flight (from any number of connections) are
   * committed together by the next one, in the order they were made, as one LMDB transaction.
   */
  private enqueue(tx: WriteTransaction): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ tx, resolve, reject });
      if (!this.flushing && !this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.flushing || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    const changes = batch.length === 1 ? batch[0].tx.changes : batch.flatMap((entry) => entry.tx.changes);
    this.commitStats.commits += 1;
    this.commitStats.writes += batch.length;
    this.flushing = this.storage.commitAsync(changes).then(
      () => {
        for (const entry of batch) {
          this.changeStreams.publish(entry.tx.events);
          entry.resolve();
        }
      },
      (error: unknown) => {
        for (let i = batch.length - 1; i >= 0; i--) batch[i].tx.rollback();
        for (const entry of batch) entry.reject(error);
      },
    ).finally(() => {
      this.flushing = null;
      if (this.queue.length > 0) this.flush();
    });
  }

  /** Resolves once every write made so far is committed. */
  async drain(): Promise<void> {
    while (this.flushing || this.queue.length > 0) {
      if (!this.flushing) this.flush();
      await this.flushing;
    }
  }

  async close(): Promise<void> {
    this.transactions.abort();
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
