import type { RawChange } from './changeStreams';
import { trimCapped, validateDocument } from './collectionOptions';
import { collationKey, parseCollation, type Collation } from './collation';
import { CommandError } from './errors';
import { compileText, isTextIndex, readTextIndex, textIndexRequired, textScores } from './text';
import { SecondaryIndex } from './indexes';
import { planIds, planQuery, type Plan } from './planner';
import { compileFilter, sortComparator, sortDocuments, type Document } from './query';
import type { CollectionEntry, IndexSpec, StoredChange } from './storage';
import { typeAlias, valueKey } from './values';
import { encodeDocument, maxBsonObjectSize } from './wire';

/**
 * One collection in memory: documents by `_id` key (insertion order kept, which is the natural
 * order) and its secondary indexes. Writes go through a WriteTransaction, which records the LMDB
 * changes to commit and how to undo the in-memory change if the commit fails.
 */

export class WriteTransaction {
  readonly changes: StoredChange[] = [];
  /** What the write changed, published to change streams once it is committed (changeStreams.ts). */
  readonly events: RawChange[] = [];
  private readonly undoSteps: Array<() => void> = [];

  note(event: RawChange): void {
    this.events.push(event);
  }

  record(change: StoredChange, undo: () => void): void {
    this.changes.push(change);
    this.undoSteps.push(undo);
  }

  rollback(): void {
    for (let i = this.undoSteps.length - 1; i >= 0; i--) this.undoSteps[i]();
    this.undoSteps.length = 0;
    this.changes.length = 0;
    this.events.length = 0;
  }
}

export const idIndexSpec: IndexSpec = { name: '_id_', key: { _id: 1 } };

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  const alias = typeAlias(value);
  if (alias === 'objectId') return `ObjectId('${String(value)}')`;
  if (alias === 'object') {
    const fields = Object.entries(value as Document).map(([key, item]) => `${key}: ${formatValue(item)}`);
    return `{ ${fields.join(', ')} }`;
  }
  return String(value);
}

export function duplicateKeyError(namespace: string, spec: IndexSpec, values: unknown[]): CommandError {
  const paths = Object.keys(spec.key);
  const keyValue: Document = {};
  paths.forEach((path, i) => {
    keyValue[path] = values[i];
  });
  const shown = paths.map((path, i) => `${path}: ${formatValue(values[i])}`).join(', ');
  return new CommandError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${namespace} index: ${spec.name} dup key: { ${shown} }`,
    { keyPattern: spec.key, keyValue },
  );
}

/**
 * Stored documents are shared with queries, cursors and mingo; freezing their plain objects and
 * arrays makes an in-place change impossible, so no code path can alter stored data by accident.
 */
export function freezeDocument<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const prototype = Object.getPrototypeOf(value);
  if (Array.isArray(value)) {
    for (const item of value) freezeDocument(item);
  } else if (prototype === Object.prototype || prototype === null) {
    for (const key of Object.keys(value)) freezeDocument((value as Record<string, unknown>)[key]);
  } else {
    return value;
  }
  return Object.freeze(value);
}

/** MongoDB refuses to store documents nested deeper than this (BSONDepth for user storage). */
const maxNestingDepth = 100;

function exceedsDepth(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth > maxNestingDepth) return true;
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return false;
  for (const item of Object.values(value)) if (exceedsDepth(item, depth + 1)) return true;
  return false;
}

/**
 * Checks a document before it is stored and returns its BSON bytes: `received`, the bytes the
 * document arrived as (an insert's document sequence; `_id` may come after other fields, which
 * `load` puts first again), or else the document serialized.
 */
export function encodeForStorage(document: Document, received?: Buffer): Buffer {
  const id = document._id;
  if (Array.isArray(id)) throw new CommandError('InvalidIdField', "The '_id' value cannot be of type array");
  if (id instanceof RegExp || typeAlias(id) === 'regex') throw new CommandError('InvalidIdField', "The '_id' value cannot be of type regex");
  if (id === undefined) throw new CommandError('InvalidIdField', "document is missing an '_id' field");
  for (const key of Object.keys(document)) {
    if (key.startsWith('$')) throw new CommandError('DollarPrefixedFieldName', `Document can't have $ prefixed field names: ${key}`);
  }
  if (exceedsDepth(document, 1)) {
    throw new CommandError('Overflow', `Document exceeds the maximum nesting depth of ${maxNestingDepth}`);
  }
  const bytes = received ?? encodeDocument(document);
  if (bytes.length > maxBsonObjectSize) {
    throw new CommandError('BSONObjectTooLarge', `object to insert too large. size in bytes: ${bytes.length}, max size: ${maxBsonObjectSize}`);
  }
  return bytes;
}

/** The document with `_id` as its first field, as MongoDB holds every document. */
export function idFirst(document: Document): Document {
  if (document._id === undefined) return document;
  for (const key in document) {
    if (key === '_id') return document;
    break;
  }
  const { _id, ...rest } = document;
  return { _id, ...rest };
}

export class Collection {
  readonly entry: CollectionEntry;
  readonly documents = new Map<string, Document>();
  readonly indexes = new Map<string, SecondaryIndex>();

  constructor(entry: CollectionEntry) {
    this.entry = entry;
    for (const spec of entry.indexes) {
      if (spec.name !== idIndexSpec.name) this.indexes.set(spec.name, new SecondaryIndex(spec));
    }
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

  indexSpecs(): IndexSpec[] {
    return [idIndexSpec, ...Array.from(this.indexes.values(), (index) => index.spec)];
  }

  /** Adds a stored document at startup, without checks (`_id` first, as every document is held). */
  load(stored: Document): void {
    const document = idFirst(stored);
    const idKey = valueKey(document._id);
    this.documents.set(idKey, freezeDocument(document));
    for (const index of this.indexes.values()) index.add(idKey, index.keysOf(document));
  }

  /** Sorts index entries queued while loading. */
  flushIndexes(): void {
    for (const index of this.indexes.values()) index.flush();
  }

  private checkUnique(document: Document, idKey: string): Array<[SecondaryIndex, unknown[][]]> {
    const keyed: Array<[SecondaryIndex, unknown[][]]> = [];
    for (const index of this.indexes.values()) {
      const keys = index.keysOf(document);
      if (index.unique) {
        const conflict = index.conflicts(keys, idKey);
        if (conflict) throw duplicateKeyError(this.namespace, index.spec, conflict.values);
      }
      keyed.push([index, keys]);
    }
    return keyed;
  }

  /** Inserts a document (`_id` first); `received`: the bytes it arrived as, stored as they are. */
  insert(document: Document, tx: WriteTransaction, received?: Buffer): void {
    const bytes = encodeForStorage(document, received);
    if (this.entry.options.validator) validateDocument(this, document);
    const idKey = valueKey(document._id);
    if (this.documents.has(idKey)) throw duplicateKeyError(this.namespace, idIndexSpec, [document._id]);
    const keyed = this.checkUnique(document, idKey);
    this.documents.set(idKey, freezeDocument(document));
    for (const [index, keys] of keyed) index.add(idKey, keys);
    tx.note({ op: 'insert', db: this.entry.db, coll: this.entry.name, next: document });
    tx.record({ type: 'put', collectionId: this.entry.id, idKey, bytes }, () => {
      this.documents.delete(idKey);
      for (const [index, keys] of keyed) index.remove(idKey, keys);
    });
    if (this.entry.options.capped === true) trimCapped(this, tx);
  }

  /** Replaces a stored document with its updated version (same `_id`): an 'update' or a 'replace' change. */
  replace(previous: Document, next: Document, tx: WriteTransaction, bytes = encodeForStorage(next), operation: 'update' | 'replace' = 'update'): void {
    const idKey = valueKey(previous._id);
    if (this.entry.options.validator) validateDocument(this, next, previous);
    const keyed = this.checkUnique(next, idKey);
    const previousKeys = Array.from(this.indexes.values(), (index) => index.keysOf(previous));
    const indexes = Array.from(this.indexes.values());
    indexes.forEach((index, i) => {
      index.remove(idKey, previousKeys[i]);
      index.add(idKey, keyed[i][1]);
    });
    this.documents.set(idKey, freezeDocument(next));
    tx.note({ op: operation, db: this.entry.db, coll: this.entry.name, previous, next });
    tx.record({ type: 'put', collectionId: this.entry.id, idKey, bytes }, () => {
      this.documents.set(idKey, previous);
      indexes.forEach((index, i) => {
        index.remove(idKey, keyed[i][1]);
        index.add(idKey, previousKeys[i]);
      });
    });
  }

  remove(document: Document, tx: WriteTransaction): void {
    const idKey = valueKey(document._id);
    const indexes = Array.from(this.indexes.values());
    const keys = indexes.map((index) => index.keysOf(document));
    indexes.forEach((index, i) => index.remove(idKey, keys[i]));
    this.documents.delete(idKey);
    tx.note({ op: 'delete', db: this.entry.db, coll: this.entry.name, previous: document });
    tx.record({ type: 'remove', collectionId: this.entry.id, idKey }, () => {
      this.documents.set(idKey, document);
      indexes.forEach((index, i) => index.add(idKey, keys[i]));
    });
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
    if (!filter || Object.keys(filter).length === 0) {
      if (hint === undefined || hint === null) return this.documents.size;
    }
    const plan = this.plan(filter, hint, collation);
    if (plan.stage === 'IXSCAN' && plan.count) return plan.count();
    return this.find(filter, hint, Infinity, collation).length;
  }

  /** Documents matching the filter, in natural order for a scan or key order for an index. */
  find(filter: Document | undefined, hint?: unknown, limit = Infinity, collation?: Collation | null): Document[] {
    if (filter && '$text' in filter) return this.findText(filter, limit, collation);
    const compiled = compileFilter(filter, collation);
    const plan = this.plan(filter, hint, collation);
    const matches: Document[] = [];
    const consider = (document: Document | undefined): boolean => {
      if (document && compiled.test(document)) matches.push(document);
      return matches.length >= limit;
    };
    const ids = planIds(plan);
    if (!ids) {
      for (const document of this.documents.values()) if (consider(document)) break;
    } else {
      const seen = new Set<string>();
      for (const idKey of ids) {
        if (seen.has(idKey)) continue;
        seen.add(idKey);
        if (consider(this.documents.get(idKey))) break;
      }
    }
    return matches;
  }

  /** The collection's text index (at most one), if any. */
  textIndexSpec(): IndexSpec | undefined {
    return Array.from(this.indexes.values(), (index) => index.spec).find(isTextIndex);
  }

  /**
   * `$text` (top level) with the rest of the filter: every document is scored against the text
   * index's fields (text.ts); the scores of the matches are kept for `$meta: "textScore"`.
   */
  private findText(filter: Document, limit: number, collation?: Collation | null): Document[] {
    const spec = this.textIndexSpec();
    if (!spec) throw textIndexRequired();
    const { $text: text, ...rest } = filter;
    const score = compileText(text, readTextIndex(spec));
    const compiled = compileFilter(rest, collation);
    const matches: Document[] = [];
    for (const document of this.documents.values()) {
      const value = score(document);
      if (value === null || !compiled.test(document)) continue;
      textScores.set(document, value);
      matches.push(document);
      if (matches.length >= limit) break;
    }
    return matches;
  }

  /**
   * The first `count` matches in sort order read along an index that starts with the first sort
   * field; null when no index serves this sort. Used when the filter itself has no index to use,
   * so a page of a large sorted list costs about a page. Reading ascending, a document first
   * appears at its smallest value; descending, at its largest: MongoDB's order for arrays. With
   * more sort fields (`{ _lastChangedAt: -1, _id: 1 }`, a stable paging order), the index gives
   * the order of the first field: reading goes on past the page while the first field keeps the
   * page's last value (the ties), and those few documents are sorted by the whole sort.
   */
  findInIndexOrder(filter: Document | undefined, sort: Document, count: number, collation?: Collation | null): Document[] | null {
    const fields = Object.keys(sort);
    if (fields.length === 0 || (filter && '$text' in filter)) return null;
    const direction = sort[fields[0]];
    if (direction !== 1 && direction !== -1) return null;
    const wanted = collationKey(collation);
    const index = Array.from(this.indexes.values()).find((candidate) => candidate.complete && candidate.paths[0] === fields[0] && collationKey(candidate.collation) === wanted);
    // A multikey first field has no single sort value per document to carry ties by.
    if (!index || (fields.length > 1 && index.multikey) || this.plan(filter, undefined, collation).stage !== 'COLLSCAN') return null;
    const compiled = compileFilter(filter, collation);
    const seen = new Set<string>();
    const matches: Document[] = [];
    const first = fields.length > 1 ? sortComparator({ [fields[0]]: direction }, collation?.compare) : null;
    for (const idKey of index.idsInOrder(direction === -1)) {
      if (seen.has(idKey)) continue;
      seen.add(idKey);
      const document = this.documents.get(idKey);
      if (!document || !compiled.test(document)) continue;
      if (matches.length >= count && (!first || first(matches[matches.length - 1], document) !== 0)) break;
      matches.push(document);
      if (!first && matches.length >= count) break;
    }
    if (!first) return matches;
    return sortDocuments(matches, sort, collation?.compare).slice(0, count);
  }

  /** Builds a new index over the existing documents; a duplicate aborts the build. */
  addIndex(spec: IndexSpec, tx: WriteTransaction): void {
    const index = new SecondaryIndex(spec);
    for (const [idKey, document] of this.documents) {
      const keys = index.keysOf(document);
      if (index.unique) {
        const conflict = index.conflicts(keys, idKey);
        if (conflict) throw duplicateKeyError(this.namespace, spec, conflict.values);
      }
      index.add(idKey, keys);
    }
    // Sort the entries now, as part of the build, rather than on the first range query.
    index.flush();
    this.indexes.set(spec.name, index);
    const previous = this.entry.indexes;
    this.entry.indexes = [...previous, spec];
    tx.record({ type: 'catalog', entry: { ...this.entry } }, () => {
      this.indexes.delete(spec.name);
      this.entry.indexes = previous;
    });
  }

  dropIndex(name: string, tx: WriteTransaction): void {
    const index = this.indexes.get(name);
    if (!index) throw new CommandError('IndexNotFound', `index not found with name [${name}]`);
    this.indexes.delete(name);
    const previous = this.entry.indexes;
    this.entry.indexes = previous.filter((spec) => spec.name !== name);
    tx.record({ type: 'catalog', entry: { ...this.entry } }, () => {
      this.indexes.set(name, index);
      this.entry.indexes = previous;
    });
  }
}
