import { deserialize } from 'bson';
import { DocumentCache } from './cache';
import { trimCapped, validateDocument } from './collectionOptions';
import { parseCollation, type Collation } from './collation';
import { CommandError } from './errors';
import { duplicateKeyError, encodeForStorage, freezeDocument, idFirst, idIndexSpec } from './documents';
import { SecondaryIndex, type IndexHost } from './indexes';
import { planQuery, type Plan } from './planner';
import type { Document } from './query';
import { storageKey, type CollectionEntry, type CollectionStats, type IndexSpec, type Storage } from './storage';
import { valueKey } from './values';
import { deserializeOptions } from './wire';
import type { WriteTransaction } from './writeTransaction';
import { countMatches, findInIndexOrder, findMatches } from './collectionReads';
import { pickFields } from './rawFields';
import { countInPlace, matchInPlace, pickInPlace, type ScanSource } from './collectionScans';
import { fillIndex } from './indexBuild';

export { WriteTransaction } from './writeTransaction';
export { duplicateKeyError, encodeForStorage, freezeDocument, idFirst, idIndexSpec } from './documents';

/**
 * One collection: its catalog entry, counters and indexes in memory, its documents in LMDB
 * (storage.ts) read through the shared cache of decoded documents (cache.ts). Writes go straight
 * into the open LMDB write transaction (Engine.write) and record on the WriteTransaction what to
 * publish and what to undo in memory.
 */

/** The record id a decoded document was read from (stored documents are shared and frozen). */
const recordIds = new WeakMap<Document, number>();

export class Collection {
  readonly entry: CollectionEntry;
  readonly indexes = new Map<string, SecondaryIndex>();
  stats: CollectionStats;
  private nextRecordId: number;

  constructor(
    entry: CollectionEntry,
    readonly storage: Storage,
    readonly cache: DocumentCache,
  ) {
    this.entry = entry;
    this.stats = storage.stats.get(entry.id) ?? { count: 0, bytes: 0 };
    this.nextRecordId = storage.lastRecordId(entry.id) + 1;
    for (const spec of entry.indexes) {
      if (spec.name === idIndexSpec.name) continue;
      const indexId = entry.indexIds?.[spec.name];
      if (indexId === undefined) continue;
      const index = new SecondaryIndex(spec, this.host(indexId));
      index.multikey = entry.multikey?.[spec.name] === true;
      this.indexes.set(spec.name, index);
    }
  }

  private host(indexId: number): IndexHost {
    return {
      storage: this.storage,
      indexId,
      markMultikey: (index) => {
        this.entry.multikey = { ...this.entry.multikey, [index.name]: true };
        this.storage.putCatalog(this.entry);
      },
    };
  }

  /** The collection's default collation (`create` with `collation`), null for binary comparison. */
  get defaultCollation(): Collation | null {
    return parseCollation(this.entry.options.collation);
  }

  /** Indexes the planner may use: hidden ones (collMod) are kept up to date but never chosen. */
  visibleIndexes(): SecondaryIndex[] {
    return Array.from(this.indexes.values()).filter((index) => index.spec.hidden !== true);
  }

  get namespace(): string {
    return `${this.entry.db}.${this.entry.name}`;
  }

  get size(): number {
    return this.stats.count;
  }

  indexSpecs(): IndexSpec[] {
    return [idIndexSpec, ...Array.from(this.indexes.values(), (index) => index.spec)];
  }

  private cacheKey(recordId: number): string {
    return DocumentCache.key(this.entry.id, recordId);
  }

  /** Decodes a stored document; `keep`: into the cache (a full scan does not, so it cannot flush the hot documents out). */
  private decode(recordId: number, bytes: Buffer, keep = true): Document {
    const document = freezeDocument(idFirst(deserialize(bytes, deserializeOptions)));
    recordIds.set(document, recordId);
    if (keep) this.cache.remember(this.cacheKey(recordId), document, bytes.length);
    return document;
  }

  /** The stored document of a record, from the cache or decoded from LMDB. */
  getRecord(recordId: number): Document | undefined {
    const cached = this.cache.get(this.cacheKey(recordId));
    if (cached !== undefined) return cached ?? undefined;
    const bytes = this.storage.records.get([this.entry.id, recordId]);
    return bytes ? this.decode(recordId, bytes) : undefined;
  }

  /** The record holding an `_id` (by its value key). */
  recordOf(idKey: string): number | undefined {
    return this.storage.ids.get([this.entry.id, storageKey(idKey)]);
  }

  findById(id: unknown): Document | undefined {
    const recordId = this.recordOf(valueKey(id));
    return recordId === undefined ? undefined : this.getRecord(recordId);
  }

  /** The record of a stored document (known for documents read here, else looked up by `_id`). */
  recordIdOf(document: Document): number | undefined {
    return recordIds.get(document) ?? this.recordOf(valueKey(document._id));
  }

  /** Every document in natural (insertion) order, read from LMDB as it goes; reversed on request. */
  *scan(reverse = false): Iterable<Document> {
    for (const { recordId, bytes } of this.storage.scanRecords(this.entry.id, 0, reverse)) {
      const cached = this.cache.get(this.cacheKey(recordId));
      if (cached === null) continue;
      yield cached ?? this.decode(recordId, bytes, false);
    }
  }

  /**
   * A record's document if it passes `test`, tested first on the named fields read from its bytes
   * (rawFields.ts) so a candidate that fails is never decoded; undefined otherwise.
   */
  fetchMatching(recordId: number, names: Set<string>, test: (document: Document) => boolean): Document | undefined {
    const cached = this.cache.get(this.cacheKey(recordId));
    if (cached !== undefined) return cached && test(cached) ? cached : undefined;
    const bytes = this.storage.records.get([this.entry.id, recordId]);
    if (!bytes) return undefined;
    const partial = pickFields(bytes, names);
    if (partial && !test(partial)) return undefined;
    const document = this.decode(recordId, bytes);
    return partial || test(document) ? document : undefined;
  }

  /** A candidate's named fields (at least) if it passes `test`, read from its bytes when it is not cached (no decode). */
  pickMatching(recordId: number, names: Set<string>, test: (document: Document) => boolean): Document | undefined {
    const cached = this.cache.get(this.cacheKey(recordId));
    if (cached !== undefined) return cached && test(cached) ? cached : undefined;
    // lmdb's shared read buffer (valid until the next read): pickFields copies what it keeps.
    const shared = this.storage.records.getBinaryFast([this.entry.id, recordId]);
    if (!shared) return undefined;
    const partial = pickFields(shared, names);
    if (partial) return test(partial) ? partial : undefined;
    return this.fetchMatching(recordId, names, test);
  }

  /** Whether a record passes `test`, read from its bytes' named fields when it is not cached (no decode). */
  recordPasses(recordId: number, names: Set<string>, test: (document: Document) => boolean): boolean {
    const cached = this.cache.get(this.cacheKey(recordId));
    if (cached !== undefined) return cached !== null && test(cached);
    // lmdb's shared read buffer (valid until the next read): pickFields copies what it keeps.
    const shared = this.storage.records.getBinaryFast([this.entry.id, recordId]);
    if (!shared) return false;
    const partial = pickFields(shared, names);
    if (partial) return test(partial);
    const bytes = this.storage.records.get([this.entry.id, recordId]);
    return bytes ? test(this.decode(recordId, bytes, false)) : false;
  }

  /** How many records pass `test` in a scan, reading only the named fields of each. */
  countScanned(names: Set<string>, test: (document: Document) => boolean): number {
    if (!this.cache.writing) return countInPlace(this.scanSource(), names, test);
    let n = 0;
    for (const { recordId, bytes } of this.storage.scanRecords(this.entry.id)) {
      const cached = this.cache.get(this.cacheKey(recordId));
      if (cached === null) continue;
      if (test(cached ?? pickFields(bytes, names) ?? this.decode(recordId, bytes, false))) n += 1;
    }
    return n;
  }

  *scanMatching(fields: string[], test: (document: Document) => boolean): Iterable<Document> {
    const names = new Set(fields);
    if (!this.cache.writing) {
      yield* matchInPlace(this.scanSource(), names, test);
      return;
    }
    for (const { recordId, bytes } of this.storage.scanRecords(this.entry.id)) {
      const cached = this.cache.get(this.cacheKey(recordId));
      if (cached === null) continue;
      if (cached) {
        if (test(cached)) yield cached;
        continue;
      }
      const partial = pickFields(bytes, names);
      if (partial && !test(partial)) continue;
      const document = this.decode(recordId, bytes, false);
      if (partial || test(document)) yield document;
    }
  }

  /** The named fields of each record passing `test` (all without one), read where they lie: a `$group`'s input. */
  scanFields(fields: string[], test: ((document: Document) => boolean) | null = null, remember = false): Iterable<Document> {
    if (this.cache.writing) return test ? this.scanMatching(fields, test) : this.scan();
    return pickInPlace(this.scanSource(), new Set(fields), test, remember);
  }

  private scanSource(): ScanSource {
    return { storage: this.storage, collectionId: this.entry.id, decode: (recordId, bytes) => this.decode(recordId, bytes, false) };
  }

  private checkUnique(document: Document, recordId: number): Array<[SecondaryIndex, unknown[][]]> {
    const keyed: Array<[SecondaryIndex, unknown[][]]> = [];
    for (const index of this.indexes.values()) {
      const keys = index.keysOf(document);
      if (index.unique) {
        const conflict = index.conflicts(keys, recordId, (holder) => {
          const other = this.getRecord(holder);
          return other ? index.keysOf(other) : [];
        });
        if (conflict) throw duplicateKeyError(this.namespace, index.spec, conflict.values);
      }
      keyed.push([index, keys]);
    }
    return keyed;
  }

  private storeRecord(recordId: number, document: Document, bytes: Buffer, tx: WriteTransaction): void {
    this.storage.records.put([this.entry.id, recordId], bytes);
    recordIds.set(document, recordId);
    this.cache.write(this.cacheKey(recordId), document, bytes.length);
    tx.changed = true;
  }

  /**
   * Inserts a document (`_id` first); `received`: the bytes it arrived as, stored as they are. The
   * `_id` entry is written first, refused by LMDB when the `_id` exists (no separate lookup), and
   * taken back if a unique index refuses the document. A new record goes to LMDB only: the cache
   * takes it when it is read (a bulk insert does not flush the hot documents out); a record put
   * back by a rollback (`recordId`) replaces what the cache may hold under its key.
   */
  insert(document: Document, tx: WriteTransaction, received?: Buffer, recordId?: number): void {
    const bytes = encodeForStorage(document, received);
    if (this.entry.options.validator) validateDocument(this, document);
    const id = recordId ?? this.nextRecordId;
    const idEntry: [number, string] = [this.entry.id, storageKey(valueKey(document._id))];
    if (!this.storage.putNew(this.storage.ids, idEntry, id)) throw duplicateKeyError(this.namespace, idIndexSpec, [document._id]);
    let keyed: Array<[SecondaryIndex, unknown[][]]>;
    try {
      keyed = this.indexes.size === 0 ? [] : this.checkUnique(document, id);
    } catch (error) {
      this.storage.ids.remove(idEntry);
      throw error;
    }
    if (recordId === undefined) this.nextRecordId += 1;
    freezeDocument(document);
    if (recordId === undefined) {
      this.storage.records.put([this.entry.id, id], bytes);
      tx.changed = true;
    } else {
      this.storeRecord(id, document, bytes, tx);
    }
    for (const [index, keys] of keyed) index.add(id, keys);
    tx.touch(this);
    this.stats.count += 1;
    this.stats.bytes += bytes.length;
    tx.note({ op: 'insert', db: this.entry.db, coll: this.entry.name, next: document, bytes: bytes.length });
    if (this.entry.options.capped === true) trimCapped(this, tx);
  }

  /** Replaces a stored document with its updated version (same `_id`): an 'update' or a 'replace' change. */
  replace(previous: Document, next: Document, tx: WriteTransaction, bytes = encodeForStorage(next), operation: 'update' | 'replace' = 'update'): void {
    const recordId = this.recordIdOf(previous);
    if (recordId === undefined) throw new CommandError('InternalError', `no stored record for _id ${String(previous._id)}`);
    if (this.entry.options.validator) validateDocument(this, next, previous);
    const keyed = this.checkUnique(next, recordId);
    const previousBytes = this.storage.records.get([this.entry.id, recordId]);
    for (const [index, keys] of keyed) index.update(recordId, index.keysOf(previous), keys);
    freezeDocument(next);
    this.storeRecord(recordId, next, bytes, tx);
    tx.touch(this);
    this.stats.bytes += bytes.length - (previousBytes?.length ?? 0);
    tx.note({ op: operation, db: this.entry.db, coll: this.entry.name, previous, next, bytes: bytes.length + (previousBytes?.length ?? 0) });
  }

  remove(document: Document, tx: WriteTransaction): void {
    const recordId = this.recordIdOf(document);
    if (recordId === undefined) return;
    const previousBytes = this.storage.records.get([this.entry.id, recordId]);
    if (!previousBytes) return;
    for (const index of this.indexes.values()) index.remove(recordId, index.keysOf(document));
    this.storage.records.remove([this.entry.id, recordId]);
    this.storage.ids.remove([this.entry.id, storageKey(valueKey(document._id))]);
    this.cache.write(this.cacheKey(recordId), null);
    tx.changed = true;
    tx.touch(this);
    this.stats.count -= 1;
    this.stats.bytes -= previousBytes.length;
    tx.note({ op: 'delete', db: this.entry.db, coll: this.entry.name, previous: document, bytes: previousBytes.length });
  }

  /** Puts a record back as it was before a transaction changed it (journal rollback). */
  restoreRecord(recordId: number, previous: Buffer | null, tx: WriteTransaction): void {
    const current = this.getRecord(recordId);
    const before = previous ? idFirst(deserialize(previous, deserializeOptions)) : null;
    if (current && before) this.replace(current, before, tx, previous ?? undefined);
    else if (current) this.remove(current, tx);
    else if (before) this.insert(before, tx, previous ?? undefined, recordId);
    tx.events.length = 0;
  }

  /** Removes every document and index entry (drop). */
  clearData(): void {
    this.storage.dropCollectionData(this.entry.id);
    for (const index of this.indexes.values()) index.clear();
    this.stats = { count: 0, bytes: 0 };
  }

  /** Fields that carry a geospatial (2dsphere) index, for $near and $geoNear. */
  geoPaths(): string[] {
    return Array.from(this.indexes.values(), (index) => index.geoPaths).flat();
  }

  plan(filter: Document | undefined, hint?: unknown, collation?: Collation | null): Plan {
    return planQuery(filter, this.visibleIndexes(), hint, collation);
  }

  /** The number of matches: from the index alone when its bounds are the whole filter. */
  count(filter: Document | undefined, hint?: unknown, collation?: Collation | null): number {
    return countMatches(this, filter, hint, collation);
  }

  /** The matches, read from LMDB one at a time as they are taken (a cursor's stream). */
  matches(filter: Document | undefined, hint?: unknown, collation?: Collation | null, only?: string[] | null): Iterable<Document> {
    // Validate the filter and the hint now, so a bad query fails the command, not a later getMore.
    const plan = this.plan(filter, hint, collation);
    const stream = findMatches(this, filter, hint, collation, only, plan)[Symbol.iterator]();
    const first = stream.next();
    return (function* rest() {
      if (first.done) return;
      yield first.value;
      for (let next = stream.next(); !next.done; next = stream.next()) yield next.value;
    })();
  }

  /** Documents matching the filter, in natural order for a scan or key order for an index. */
  find(filter: Document | undefined, hint?: unknown, limit = Infinity, collation?: Collation | null): Document[] {
    const matches: Document[] = [];
    if (limit <= 0) return matches;
    for (const document of findMatches(this, filter, hint, collation)) {
      matches.push(document);
      if (matches.length >= limit) break;
    }
    return matches;
  }

  /** The first `count` matches in sort order read along an index (collectionReads.ts); null when none serves. */
  findInIndexOrder(filter: Document | undefined, sort: Document, count: number, collation?: Collation | null): Document[] | null {
    return findInIndexOrder(this, filter, sort, count, collation);
  }

  /** Builds a new index over the existing documents; a duplicate aborts the build. */
  addIndex(spec: IndexSpec, tx: WriteTransaction): void {
    const indexId = this.storage.nextCounter('indexId');
    const index = new SecondaryIndex(spec, this.host(indexId));
    fillIndex(this, index, spec);
    this.indexes.set(spec.name, index);
    const previous = { indexes: this.entry.indexes, indexIds: this.entry.indexIds };
    this.entry.indexes = [...previous.indexes, spec];
    this.entry.indexIds = { ...previous.indexIds, [spec.name]: indexId };
    tx.record({ type: 'catalog', entry: this.entry }, () => {
      this.indexes.delete(spec.name);
      this.entry.indexes = previous.indexes;
      this.entry.indexIds = previous.indexIds;
    });
  }

  dropIndex(name: string, tx: WriteTransaction): void {
    const index = this.indexes.get(name);
    if (!index) throw new CommandError('IndexNotFound', `index not found with name [${name}]`);
    index.clear();
    this.indexes.delete(name);
    const previous = { indexes: this.entry.indexes, indexIds: this.entry.indexIds };
    const { [name]: _dropped, ...indexIds } = previous.indexIds ?? {};
    this.entry.indexes = previous.indexes.filter((spec) => spec.name !== name);
    this.entry.indexIds = indexIds;
    tx.record({ type: 'catalog', entry: this.entry }, () => {
      this.indexes.set(name, index);
      this.entry.indexes = previous.indexes;
      this.entry.indexIds = previous.indexIds;
    });
  }
}
