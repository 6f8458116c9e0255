import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, type Database, type RootDatabase } from 'lmdb';
import { deserialize, type Document } from 'bson';
import { acquireDirectoryLock } from './lock';
import { deserializeOptions, encodeDocument } from './wire';

/**
 * Durable storage on LMDB. Each document is stored as its BSON bytes under [collectionId, idKey];
 * the catalog (collections, options, index specifications) is stored as BSON under the namespace.
 * Every write command runs as one synchronous LMDB transaction that is committed before the reply.
 * With durability 'fsync' (the default) the commit is also flushed to disk before transactionSync
 * returns, so an acknowledged write survives kill -9 and power loss alike; 'os' leaves the flush to
 * the operating system (survives kill -9, not power loss) and is meant for tests.
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
}

export type StoredChange =
  | { type: 'put'; collectionId: number; idKey: string; bytes: Buffer }
  | { type: 'remove'; collectionId: number; idKey: string }
  | { type: 'catalog'; entry: CollectionEntry }
  | { type: 'dropCollection'; entry: CollectionEntry }
  | { type: 'renameCollection'; from: { db: string; name: string }; entry: CollectionEntry };

/** LMDB keys are limited to about 2 KB; long _id keys are stored under their hash. */
function storageKey(idKey: string): string {
  return idKey.length <= 900 ? idKey : `#${createHash('sha256').update(idKey).digest('hex')}`;
}

export class Storage {
  private readonly root: RootDatabase;
  private readonly documents: Database<Buffer, [number, string]>;
  private readonly catalog: Database<Buffer, string>;
  private readonly releaseLock: () => void;

  constructor(dataDir: string, durability: Durability = 'fsync') {
    mkdirSync(dataDir, { recursive: true });
    this.releaseLock = acquireDirectoryLock(dataDir);
    try {
      this.root = open({ path: dataDir, maxDbs: 4, overlappingSync: false, noSync: durability === 'os' });
      this.documents = this.root.openDB<Buffer, [number, string]>({ name: 'documents', encoding: 'binary' });
      this.catalog = this.root.openDB<Buffer, string>({ name: 'catalog', encoding: 'binary' });
    } catch (error) {
      this.releaseLock();
      throw error;
    }
  }

  loadCatalog(): CollectionEntry[] {
    const entries: CollectionEntry[] = [];
    for (const { value } of this.catalog.getRange({})) {
      entries.push(deserialize(value, deserializeOptions) as CollectionEntry);
    }
    return entries;
  }

  /** Yields the BSON bytes of every document of a collection. */
  *loadDocuments(collectionId: number): Iterable<Buffer> {
    for (const { value } of this.documents.getRange({ start: [collectionId], end: [collectionId + 1] })) {
      yield value;
    }
  }

  /** Commits a set of changes atomically and durably, blocking until they are on disk. */
  commit(changes: StoredChange[]): void {
    if (changes.length === 0) return;
    this.root.transactionSync(() => this.apply(changes));
  }

  /**
   * Commits a set of changes atomically and durably without blocking the event loop: LMDB's
   * writer thread commits (and, with durability 'fsync', flushes) the transaction; the promise
   * settles once the changes are on disk.
   */
  commitAsync(changes: StoredChange[]): Promise<void> {
    return this.root.transaction(() => this.apply(changes)) as Promise<void>;
  }

  private apply(changes: StoredChange[]): void {
    {
      for (const change of changes) {
        switch (change.type) {
          case 'put':
            this.documents.put([change.collectionId, storageKey(change.idKey)], change.bytes);
            break;
          case 'remove':
            this.documents.remove([change.collectionId, storageKey(change.idKey)]);
            break;
          case 'catalog':
            this.catalog.put(namespaceKey(change.entry), encodeDocument(change.entry as unknown as Document));
            break;
          case 'dropCollection': {
            const id = change.entry.id;
            const keys = Array.from(this.documents.getKeys({ start: [id], end: [id + 1] }));
            for (const key of keys) this.documents.remove(key);
            this.catalog.remove(namespaceKey(change.entry));
            break;
          }
          case 'renameCollection':
            // Documents are keyed by collection id, so only the catalog entry moves.
            this.catalog.remove(namespaceKey(change.from));
            this.catalog.put(namespaceKey(change.entry), encodeDocument(change.entry as unknown as Document));
            break;
        }
      }
    }
  }

  async close(): Promise<void> {
    try {
      await this.root.close();
    } finally {
      this.releaseLock();
    }
  }
}

function namespaceKey(entry: { db: string; name: string }): string {
  return `${entry.db}.${entry.name}`;
}
