import { LRUCache } from 'lru-cache';
import type { Document } from 'bson';

/**
 * The bounded cache of decoded documents (lru-cache, sized in MiB: EMBEDDED_DB_CACHE_MB). Documents
 * live in LMDB; a query decodes the ones it reads and the hot ones stay here, frozen and shared.
 * Writes made inside an LMDB write transaction go to an overlay first, seen by that transaction's
 * own reads, and reach the cache only once the transaction has committed (`commit`); a failed one
 * leaves the cache as it was (`abort`).
 */

export const defaultCacheMb = 128;

/** About how many heap bytes a decoded document takes per byte of BSON. */
const heapPerBsonByte = 3;

export class DocumentCache {
  private readonly cache: LRUCache<string, Document>;
  private overlay: Map<string, Document | null> | null = null;
  /** The BSON size of each cached document, for the cache's accounting. */
  private readonly sizes = new WeakMap<Document, number>();

  constructor(megabytes = defaultCacheMb) {
    const maxSize = Math.max(1, Math.floor(megabytes * 1024 * 1024));
    this.cache = new LRUCache<string, Document>({
      maxSize,
      sizeCalculation: (document) => Math.max(1, (this.sizes.get(document) ?? 1024) * heapPerBsonByte),
    });
  }

  static key(collectionId: number, recordId: number): string {
    return `${collectionId}:${recordId}`;
  }

  /** The document if known: null when the current write removed it, undefined when not cached. */
  get(key: string): Document | null | undefined {
    if (this.overlay) {
      const written = this.overlay.get(key);
      if (written !== undefined) return written;
    }
    return this.cache.get(key);
  }

  /** Whether a write transaction is open (its changes are in the overlay, not yet in the cache). */
  get writing(): boolean {
    return this.overlay !== null;
  }

  /**
   * Opens the overlay of a write transaction. Documents read while it is open may hold its
   * uncommitted changes (an insert writes LMDB only, not the cache), so they wait in the overlay too.
   */
  begin(): void {
    if (!this.overlay) this.overlay = new Map();
  }

  /** Keeps a document read from storage (`bsonSize`: its stored bytes). */
  remember(key: string, document: Document, bsonSize: number): void {
    if (this.overlay?.has(key)) return;
    this.sizes.set(document, bsonSize);
    if (this.overlay) this.overlay.set(key, document);
    else this.cache.set(key, document);
  }

  /** Records a write (null: removed) of the current write transaction. */
  write(key: string, document: Document | null, bsonSize = 0): void {
    if (document) this.sizes.set(document, bsonSize);
    if (!this.overlay) this.overlay = new Map();
    this.overlay.set(key, document);
  }

  commit(): void {
    const overlay = this.overlay;
    this.overlay = null;
    if (!overlay) return;
    for (const [key, document] of overlay) {
      if (document) this.cache.set(key, document);
      else this.cache.delete(key);
    }
  }

  abort(): void {
    const overlay = this.overlay;
    this.overlay = null;
    // Documents read during the failed write may have come from its own changes: forget them.
    if (overlay) for (const key of overlay.keys()) this.cache.delete(key);
  }

  clear(): void {
    this.cache.clear();
  }

  get stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.cache.size, bytes: this.cache.calculatedSize, maxBytes: this.cache.maxSize };
  }
}
