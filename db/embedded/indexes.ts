import { parseCollation, type Canonicalizer, type Collation, type StringCompare } from './collation';
import { CommandError } from './errors';
import { checkGeoKeys } from './geo';
import { compileFilter, valuesAtPath, type CompiledFilter, type Document } from './query';
import type { IndexSpec } from './storage';
import { compareValues, typeRank, valueKey } from './values';

/**
 * A secondary index held in memory: a hash map from key to document ids (equality lookups and
 * unique checks) and a sorted entry list (range and prefix lookups). Changes to the sorted list
 * are queued and merged in before the next range lookup, so a bulk load costs one sort and a
 * single write one splice.
 */

export interface IndexEntry {
  values: unknown[];
  idKey: string;
}

const spliceLimit = 64;

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

export class SecondaryIndex {
  readonly spec: IndexSpec;
  readonly paths: string[];
  /** Set once a document holds an array on a key path (never cleared, as on MongoDB). */
  multikey = false;
  private readonly partialFilter: CompiledFilter | null;
  /** Key to the document ids holding it: one id as a plain string (the usual case), several as a Set. */
  private readonly hash = new Map<string, string | Set<string>>();
  /** Each key path split at its dots, once. */
  private readonly pathParts: string[][];
  /** Fields of a geospatial index (2dsphere, 2d), answered by geo.ts rather than by key bounds. */
  readonly geoPaths: string[];
  /** Text and geo indexes hold terms and shapes, not values: never read for value bounds. */
  readonly special: boolean;
  /** Each document's entries, to rebuild the sorted list without re-reading documents. */
  private readonly tuplesById = new Map<string, IndexEntry[]>();
  private sorted: IndexEntry[] = [];
  private pendingAdds = new Set<IndexEntry>();
  private pendingRemoves = new Set<IndexEntry>();
  /** The index's collation (createIndexes with `collation`): keys ordered and equal by it. */
  readonly collation: Collation | null;
  private readonly strings?: StringCompare;
  private readonly canonical?: Canonicalizer;
  private readonly compareEntries: (a: IndexEntry, b: IndexEntry) => number;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.paths = validateIndexKey(spec.key).map(([path]) => path);
    this.pathParts = this.paths.map((path) => path.split('.'));
    this.geoPaths = Object.entries(spec.key).filter(([, kind]) => kind === '2dsphere' || kind === '2d').map(([path]) => path);
    this.special = Object.values(spec.key).some((kind) => typeof kind === 'string');
    this.partialFilter = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : null;
    this.collation = parseCollation(spec.collation);
    this.strings = this.collation?.compare;
    this.canonical = this.collation?.canonicalizer();
    const strings = this.strings;
    this.compareEntries = (a, b) => compareTuples(a.values, b.values, strings) || (a.idKey < b.idKey ? -1 : a.idKey > b.idKey ? 1 : 0);
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

  /** Sparse, partial and special indexes do not hold every document by value, so the planner never reads them. */
  get complete(): boolean {
    return !this.spec.sparse && !this.partialFilter && !this.special;
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
    if (!this.multikey && this.pathParts.some((parts) => hasArrayOnPath(document, parts))) this.multikey = true;
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

  /** Ids of other documents holding one of these keys (for unique checks). */
  conflicts(keys: unknown[][], idKey: string): { values: unknown[] } | null {
    for (const values of keys) {
      const holders = this.hash.get(tupleKey(values));
      if (holders === undefined) continue;
      if (typeof holders === 'string') {
        if (holders !== idKey) return { values };
        continue;
      }
      for (const holder of holders) if (holder !== idKey) return { values };
    }
    return null;
  }

  add(idKey: string, keys: unknown[][]): void {
    if (keys.length === 0) return;
    const seen = keys.length > 1 ? new Set<string>() : null;
    const own: IndexEntry[] = [];
    for (const values of keys) {
      const key = tupleKey(values);
      if (seen) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      const holders = this.hash.get(key);
      if (holders === undefined) this.hash.set(key, idKey);
      else if (typeof holders === 'string') {
        if (holders !== idKey) this.hash.set(key, new Set([holders, idKey]));
      } else holders.add(idKey);
      const entry = { values, idKey };
      own.push(entry);
      this.pendingAdds.add(entry);
    }
    this.tuplesById.set(idKey, own);
  }

  remove(idKey: string, keys: unknown[][]): void {
    for (const values of keys) {
      const key = tupleKey(values);
      const holders = this.hash.get(key);
      if (holders === undefined) continue;
      if (typeof holders === 'string') {
        if (holders === idKey) this.hash.delete(key);
      } else {
        holders.delete(idKey);
        if (holders.size === 1) this.hash.set(key, holders.values().next().value as string);
        else if (holders.size === 0) this.hash.delete(key);
      }
    }
    for (const entry of this.tuplesById.get(idKey) ?? []) {
      if (!this.pendingAdds.delete(entry)) this.pendingRemoves.add(entry);
    }
    this.tuplesById.delete(idKey);
  }

  /** Ids of documents whose full key equals the tuple. */
  lookup(values: unknown[]): Iterable<string> {
    const holders = this.hash.get(tupleKey(this.canon(values)));
    return holders === undefined ? [] : typeof holders === 'string' ? [holders] : holders;
  }

  lookupCount(values: unknown[]): number {
    const holders = this.hash.get(tupleKey(this.canon(values)));
    return holders === undefined ? 0 : typeof holders === 'string' ? 1 : holders.size;
  }

  /** How many entries `range` would return, found by two binary searches. */
  rangeCount(prefix: unknown[], lower?: { value: unknown; inclusive: boolean }, upper?: { value: unknown; inclusive: boolean }): number {
    const entries = this.sortedEntries();
    const start = this.rangeStart(prefix, lower, upper);
    const k = prefix.length;
    const bracket = typeRank(lower ? lower.value : upper?.value);
    const bounded = lower !== undefined || upper !== undefined;
    // The first entry past the range: past the prefix, out of the bracket, or above the upper bound.
    const beyond = (entry: IndexEntry): boolean => {
      const order = compareTuples(entry.values.slice(0, k), prefix, this.strings);
      if (order !== 0) return order > 0;
      if (!bounded) return false;
      const value = entry.values[k];
      const rank = typeRank(value);
      if (rank !== bracket) return rank > bracket;
      if (!upper) return false;
      const cmp = compareValues(value, upper.value, this.strings);
      return upper.inclusive ? cmp > 0 : cmp >= 0;
    };
    let low = start;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (beyond(entries[mid])) high = mid;
      else low = mid + 1;
    }
    return low - start;
  }

  /**
   * Ids of documents whose key starts with `prefix` and whose next field lies within the bounds
   * (inclusive flags apply). Bounds stay within the type bracket of the given bound.
   */
  range(prefix: unknown[], lower?: { value: unknown; inclusive: boolean }, upper?: { value: unknown; inclusive: boolean }): string[] {
    const entries = this.sortedEntries();
    const k = prefix.length;
    const bracket = typeRank(lower ? lower.value : upper?.value);
    const low = this.rangeStart(prefix, lower, upper);
    const ids: string[] = [];
    for (let i = low; i < entries.length; i++) {
      const entry = entries[i];
      if (compareTuples(entry.values.slice(0, k), prefix, this.strings) !== 0) break;
      if (lower !== undefined || upper !== undefined) {
        const value = entry.values[k];
        if (typeRank(value) !== bracket) break;
        if (upper) {
          const cmp = compareValues(value, upper.value, this.strings);
          if (upper.inclusive ? cmp > 0 : cmp >= 0) break;
        }
      }
      ids.push(entry.idKey);
    }
    return ids;
  }

  /** Position of the first entry of a range (see `range`). */
  private rangeStart(prefix: unknown[], lower?: { value: unknown; inclusive: boolean }, upper?: { value: unknown; inclusive: boolean }): number {
    const entries = this.sortedEntries();
    const k = prefix.length;
    const bracket = typeRank(lower ? lower.value : upper?.value);
    const startProbe = (entry: IndexEntry): boolean => {
      const order = compareTuples(entry.values.slice(0, k), prefix, this.strings);
      if (order !== 0) return order > 0;
      if (lower === undefined && upper === undefined) return true;
      const value = entry.values[k];
      if (lower) {
        const cmp = compareValues(value, lower.value, this.strings);
        return lower.inclusive ? cmp >= 0 : cmp > 0;
      }
      return typeRank(value) >= bracket;
    };
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (startProbe(entries[mid])) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** Document ids in key order (ascending, or descending when reversed); may repeat for multikey. */
  *idsInOrder(reverse: boolean): Iterable<string> {
    const entries = this.sortedEntries();
    if (reverse) for (let i = entries.length - 1; i >= 0; i--) yield entries[i].idKey;
    else for (const entry of entries) yield entry.idKey;
  }

  /** Merges queued changes into the sorted entry list. */
  flush(): void {
    if (this.pendingAdds.size === 0 && this.pendingRemoves.size === 0) return;
    if (this.pendingAdds.size + this.pendingRemoves.size <= spliceLimit) {
      for (const entry of this.pendingRemoves) {
        const position = this.findSorted(entry);
        if (this.sorted[position] === entry) this.sorted.splice(position, 1);
      }
      for (const entry of this.pendingAdds) this.sorted.splice(this.findSorted(entry), 0, entry);
    } else {
      const kept = this.pendingRemoves.size > 0 ? this.sorted.filter((entry) => !this.pendingRemoves.has(entry)) : this.sorted;
      const added = Array.from(this.pendingAdds).sort(this.compareEntries);
      this.sorted = mergeSorted(kept, added, this.compareEntries);
    }
    this.pendingAdds.clear();
    this.pendingRemoves.clear();
  }

  private sortedEntries(): IndexEntry[] {
    this.flush();
    return this.sorted;
  }

  private findSorted(entry: IndexEntry): number {
    const entries = this.sorted;
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compareEntries(entries[mid], entry) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

function mergeSorted(left: IndexEntry[], right: IndexEntry[], compareEntries: (a: IndexEntry, b: IndexEntry) => number): IndexEntry[] {
  if (left.length === 0) return right;
  if (right.length === 0) return left;
  const merged: IndexEntry[] = new Array(left.length + right.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) merged[k++] = compareEntries(left[i], right[j]) <= 0 ? left[i++] : right[j++];
  while (i < left.length) merged[k++] = left[i++];
  while (j < right.length) merged[k++] = right[j++];
  return merged;
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
