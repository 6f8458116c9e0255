import { deserialize } from 'bson';
import { Collection, WriteTransaction } from './collection';
import { CommandError } from './errors';
import { Storage, type CollectionEntry, type Durability } from './storage';
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
    tx.record({ type: 'renameCollection', from, entry: { ...collection.entry } }, () => {
      this.collections.delete(collection.namespace);
      collection.entry.db = from.db;
      collection.entry.name = from.name;
      this.collections.set(collection.namespace, collection);
    });
  }

  /** Runs the changes of one command; nothing is acknowledged before LMDB has committed them. */
  write<T>(work: (tx: WriteTransaction) => T): T {
    const tx = new WriteTransaction();
    let result: T;
    try {
      result = work(tx);
      this.storage.commit(tx.changes);
    } catch (error) {
      tx.rollback();
      throw error;
    }
    return result;
  }

  async close(): Promise<void> {
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
