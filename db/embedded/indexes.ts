import { parseCollation, type Canonicalizer, type Collation, type StringCompare } from './collation';
import { CommandError } from './errors';
import { checkGeoKeys } from './geo';
import { bracketStart, encodeTuple, entryKey, indexRange, prefixEnd, recordIdBytes, recordIdOf } from './keys';
import { compileFilter, type CompiledFilter, type Document } from './query';
import { valuesAtPath } from './valuesAtPath';
import type { IndexSpec, Storage } from './storage';
import { compareValues, typeRank, valueKey } from './values';

/**
 * A secondary index stored in LMDB as ordered keys (keys.ts): one entry per distinct key tuple of a
 * document, written in the same LMDB transaction as the document and read with range cursors.
 * Nothing of it is held in memory but its specification, so a restart opens it and rebuilds nothing.
 * Under a collation, string keys are stored as the collation's representative (equal strings are
 * byte-equal) but their byte order is not the collation's order: such an index answers equalities,
 * not ranges or sorted reads (`ordered`).
 */

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

export function compareTuples(a: unknown[], b: unknown[], strings?: StringCompare): number {
  for (let i = 0; i < a.length; i++) {
    const order = compareValues(a[i], b[i], strings);
    if (order !== 0) return order;
  }
  return 0;
}

export function tupleKey(values: unknown[]): string {
  return values.length === 1 ? valueKey(values[0]) : JSON.stringify(values.map(valueKey));
}

export function validateIndexKey(key: unknown): Array<[string, unknown]> {
  if (typeof key !== 'object' || key === null || Array.isArray(key) || Object.keys(key).length === 0) {
    throw new CommandError('BadValue', 'index key pattern must be a non-empty object');
  }
  const fields = Object.entries(key as Document);
  for (const [path, direction] of fields) {
    const valid = direction === 1 || direction === -1 || direction === 'text' || direction === 'hashed' || direction === '2dsphere';
    if (!valid && !(typeof direction === 'number' && direction !== 0)) {
      throw new CommandError('BadValue', `Values in the index key pattern can't be ${JSON.stringify(direction)}: ${path}`);
    }
    if (path === '' || path.startsWith('$') || path.includes('..')) {
      throw new CommandError('BadValue', `Index key contains an illegal field name: ${path}`);
    }
  }
  return fields;
}

/** Where an index's entries are kept, and how it learns it became multikey. */
export interface IndexHost {
  storage: Storage;
  indexId: number;
  /** Called once when a document first holds an array on a key path (the catalog records it). */
  markMultikey(index: SecondaryIndex): void;
}

export class SecondaryIndex {
  readonly spec: IndexSpec;
  readonly paths: string[];
  /** Set once a document holds an array on a key path (never cleared, as on MongoDB). */
  multikey = false;
  private readonly partialFilter: CompiledFilter | null;
  private readonly pathParts: string[][];
  /** Fields of a geospatial index (2dsphere, 2d), answered by geo.ts rather than by key bounds. */
  readonly geoPaths: string[];
  /** Text and geo indexes hold terms and shapes, not values: never read for value bounds. */
  readonly special: boolean;
  /** The index's collation (createIndexes with `collation`): keys equal by it. */
  readonly collation: Collation | null;
  private readonly canonical?: Canonicalizer;
  private host?: IndexHost;

  constructor(spec: IndexSpec, host?: IndexHost) {
    this.spec = spec;
    this.host = host;
    this.paths = validateIndexKey(spec.key).map(([path]) => path);
    this.pathParts = this.paths.map((path) => path.split('.'));
    this.geoPaths = Object.entries(spec.key)
      .filter(([, kind]) => kind === '2dsphere' || kind === '2d')
      .map(([path]) => path);
    this.special = Object.values(spec.key).some((kind) => typeof kind === 'string');
    this.partialFilter = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : null;
    this.collation = parseCollation(spec.collation);
    this.canonical = this.collation?.canonicalizer();
  }

  attach(host: IndexHost): void {
    this.host = host;
  }

  private get store(): IndexHost {
    if (!this.host) throw new Error(`index ${this.spec.name} has no storage`);
    return this.host;
  }

  /** Query values as the index holds them: under a collation, strings become their representative. */
  private canon(values: unknown[]): unknown[] {
    return this.canonical ? values.map((value) => this.canonical?.value(value)) : values;
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  get partial(): boolean {
    return this.partialFilter !== null;
  }

  /** Sparse, partial and special indexes do not hold every document by value (see planner.ts for when they still serve). */
  get complete(): boolean {
    return !this.spec.sparse && !this.partialFilter && !this.special;
  }

  /** Byte order is value order (no collation): ranges and sorted reads may use it. */
  get ordered(): boolean {
    return this.collation === null;
  }

  /** The key tuples of a document: one per array element for multikey fields; none if excluded. */
  keysOf(document: Document): unknown[][] {
    if (this.partialFilter && !this.partialFilter.test(document)) return [];
    for (const path of this.geoPaths) checkGeoKeys(document, path, this.name);
    if (this.pathParts.length === 1 && this.pathParts[0].length === 1 && !this.spec.sparse) {
      // One top-level field holding a single value (the usual index): its one key, read directly.
      const value: unknown = document[this.paths[0]];
      if (!Array.isArray(value)) return [[value === undefined ? null : this.canonical ? this.canonical.value(value) : value]];
    }
    if (!this.multikey && this.pathParts.some((parts) => hasArrayOnPath(document, parts))) {
      this.multikey = true;
      this.host?.markMultikey(this);
    }
    const perField = this.paths.map((path) => {
      const values = valuesAtPath(document, path);
      return values.length === 0 ? [undefined] : values;
    });
    if (this.spec.sparse && perField.every((values) => values.every((value) => value === undefined))) return [];
    let tuples: unknown[][] = [[]];
    for (const values of perField) {
      const next: unknown[][] = [];
      for (const tuple of tuples) {
        for (const value of values) next.push([...tuple, value === undefined ? null : this.canonical ? this.canonical.value(value) : value]);
      }
      tuples = next;
    }
    return tuples;
  }

  private encode(values: unknown[]) {
    return encodeTuple(this.store.indexId, values);
  }

  /** Record ids of entries starting with these bytes. */
  private *idsWithPrefix(prefix: Buffer, reverse = false): Iterable<number> {
    const end = prefixEnd(prefix);
    const range = reverse ? { start: end, end: prefix, reverse: true, exclusiveStart: true } : { start: prefix, end };
    for (const key of this.store.storage.entries.getKeys(range)) yield recordIdOf(key);
  }

  /**
   * Record ids of other documents holding one of these keys (for unique checks). A key too long to
   * store whole is compared on the holder's own keys (`keysOfRecord`).
   */
  conflicts(keys: unknown[][], recordId: number, keysOfRecord?: (recordId: number) => unknown[][]): { values: unknown[] } | null {
    for (const values of keys) {
      const { bytes, truncated } = this.encode(values);
      for (const holder of this.idsWithPrefix(bytes)) {
        if (holder === recordId) continue;
        if (truncated && keysOfRecord && !keysOfRecord(holder).some((other) => compareTuples(other, values) === 0 && other.length === values.length)) continue;
        return { values };
      }
    }
    return null;
  }

  add(recordId: number, keys: unknown[][]): void {
    const written = new Set<string>();
    for (const values of keys) {
      const key = entryKey(this.encode(values).bytes, recordId);
      if (keys.length > 1) {
        const text = key.toString('latin1');
        if (written.has(text)) continue;
        written.add(text);
      }
      this.store.storage.entries.put(key, marker);
    }
  }

  /** Moves a document's entries from its previous keys to its new ones, leaving the unchanged ones alone. */
  update(recordId: number, previous: unknown[][], next: unknown[][]): void {
    const before = new Map(previous.map((values) => [entryKey(this.encode(values).bytes, recordId).toString('latin1'), values]));
    const after = new Map(next.map((values) => [entryKey(this.encode(values).bytes, recordId).toString('latin1'), values]));
    for (const [key] of before) if (!after.has(key)) this.store.storage.entries.remove(Buffer.from(key, 'latin1'));
    for (const [key] of after) if (!before.has(key)) this.store.storage.entries.put(Buffer.from(key, 'latin1'), marker);
  }

  remove(recordId: number, keys: unknown[][]): void {
    for (const values of keys) this.store.storage.entries.remove(entryKey(this.encode(values).bytes, recordId));
  }

  /** Record ids of documents whose full key equals the tuple (a long key: a superset). */
  lookup(values: unknown[]): Iterable<number> {
    return this.idsWithPrefix(this.encode(this.canon(values)).bytes);
  }

  /** How many entries hold the tuple; null when the key is too long to count exactly. */
  lookupCount(values: unknown[]): number | null {
    const { bytes, truncated } = this.encode(this.canon(values));
    if (truncated) return null;
    return this.store.storage.entries.getKeysCount({ start: bytes, end: prefixEnd(bytes) });
  }

  /** The key range of `range`: a prefix of equal values, then bounds on the next field within the bound's type bracket. */
  private rangeKeys(prefix: unknown[], lower?: Bound, upper?: Bound): { start: Buffer; end: Buffer } | null {
    const encoded = this.encode(this.canon(prefix));
    if (encoded.truncated) return null;
    const base = encoded.bytes;
    if (!lower && !upper) return { start: base, end: prefixEnd(base) };
    const rank = typeRank(lower ? lower.value : upper?.value);
    const boundBytes = (bound: Bound): Buffer => Buffer.concat([base, encodeTuple(0, this.canon([bound.value])).bytes.subarray(4)]);
    const start = lower ? (lower.inclusive ? boundBytes(lower) : prefixEnd(boundBytes(lower))) : bracketStart(base, rank);
    const end = upper ? (upper.inclusive ? prefixEnd(boundBytes(upper)) : boundBytes(upper)) : bracketStart(base, rank + 1);
    return { start, end };
  }

  /** How many entries `range` would return. */
  rangeCount(prefix: unknown[], lower?: Bound, upper?: Bound): number | null {
    const keys = this.rangeKeys(prefix, lower, upper);
    if (!keys) return null;
    if (Buffer.compare(keys.start, keys.end) >= 0) return 0;
    return this.store.storage.entries.getKeysCount(keys);
  }

  /**
   * Record ids of documents whose key starts with `prefix` and whose next field lies within the
   * bounds (inclusive flags apply), in key order (reversed on request). Bounds stay within the type
   * bracket of the given bound.
   */
  *range(prefix: unknown[], lower?: Bound, upper?: Bound, reverse = false): Iterable<number> {
    const keys = this.rangeKeys(prefix, lower, upper);
    if (!keys) {
      // A prefix too long for a key: every entry of the index is a candidate.
      yield* this.idsInOrder(reverse);
      return;
    }
    if (Buffer.compare(keys.start, keys.end) >= 0) return;
    const range = reverse ? { start: keys.end, end: keys.start, reverse: true, exclusiveStart: true } : keys;
    for (const key of this.store.storage.entries.getKeys({ ...range, snapshot: false })) yield recordIdOf(key);
  }

  /** Record ids in key order (ascending, or descending when reversed); may repeat for multikey. */
  *idsInOrder(reverse: boolean): Iterable<number> {
    const { start, end } = indexRange(this.store.indexId);
    const range = reverse ? { start: end, end: start, reverse: true, exclusiveStart: true } : { start, end };
    for (const key of this.store.storage.entries.getKeys({ ...range, snapshot: false })) yield recordIdOf(key);
  }

  /**
   * Record ids whose first key field is a string passing `test` (a cut key always passes), read from
   * the keys alone: no document is decoded for a key that does not match.
   */
  /**
   * Record ids whose first key field is a string passing `test`: the whole string bracket, or only
   * the keys starting with `prefix` (an anchored regular expression). A multikey index can list a
   * record under several matching keys; each is given once. A record given for a cut key (not
   * tested) is added to `unsure` before it is given.
   */
  *idsWithMatchingStrings(test: (text: string) => boolean, prefix: string | null = null, unsure?: Set<number>): Iterable<number> {
    const { start } = indexRange(this.store.indexId);
    const from = prefix === null ? bracketStart(start, 4) : Buffer.concat([bracketStart(start, 4), Buffer.from(prefix, 'utf8')]);
    const to = prefix === null ? bracketStart(start, 5) : prefixEnd(from);
    const seen = this.multikey ? new Set<number>() : null;
    let last = -1;
    for (const key of this.store.storage.entries.getKeys({ start: from, end: to, snapshot: false })) {
      const recordId = recordIdOf(key);
      if (recordId === last || seen?.has(recordId)) continue;
      const text = firstString(key as Buffer);
      if (text === null || test(text)) {
        if (text === null) unsure?.add(recordId);
        last = recordId;
        seen?.add(recordId);
        yield recordId;
      }
    }
  }

  /** Removes every entry of the index (dropIndexes, drop). */
  clear(): void {
    const { start, end } = indexRange(this.store.indexId);
    this.store.storage.removeEntries(start, end);
  }

  /** The number of entries (collStats). */
  entryCount(): number {
    return this.store.storage.entries.getKeysCount(indexRange(this.store.indexId));
  }
}

const marker = Buffer.from([1]);

/** The string at the start of a key's tuple (after the index number and the string bracket's byte); null if cut. */
function firstString(key: Buffer): string | null {
  const from = 5;
  let escaped = false;
  // The tuple ends where the record id begins; a cut tuple has no terminator before it.
  const end = key.length - recordIdBytes;
  for (let i = from; i < end - 1; i++) {
    if (key[i] !== 0) continue;
    if (key[i + 1] === 0) {
      if (!escaped) return key.toString('utf8', from, i);
      const parts: number[] = [];
      for (let j = from; j < i; j++) {
        parts.push(key[j]);
        if (key[j] === 0) j += 1;
      }
      return Buffer.from(parts).toString('utf8');
    }
    escaped = true;
    i += 1;
  }
  return null;
}

function hasArrayOnPath(document: unknown, parts: string[]): boolean {
  let value: unknown = document;
  for (const part of parts) {
    if (Array.isArray(value)) return true;
    if (typeof value !== 'object' || value === null) return false;
    value = (value as Document)[part];
  }
  return Array.isArray(value);
}
