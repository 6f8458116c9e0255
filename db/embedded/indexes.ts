import { CommandError } from './errors';
import { compileFilter, valuesAtPath, type CompiledFilter, type Document } from './query';
import type { IndexSpec } from './storage';
import { compareValues, typeRank, valueKey } from './values';

/**
 * A secondary index held in memory: a hash map from key to document ids (equality lookups and
 * unique checks) and a sorted entry list (range lookups). The sorted list is built on the first
 * range lookup and then kept up to date; a large batch drops it so bulk loads stay linear.
 */

export interface IndexEntry {
  values: unknown[];
  idKey: string;
}

const sortedRebuildThreshold = 512;

export function compareTuples(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const order = compareValues(a[i], b[i]);
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
  private readonly partialFilter: CompiledFilter | null;
  private readonly hash = new Map<string, Set<string>>();
  /** Each document's entries, to rebuild the sorted list without re-reading documents. */
  private readonly tuplesById = new Map<string, IndexEntry[]>();
  private sorted: IndexEntry[] | null = null;
  private changesSinceSort = 0;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.paths = validateIndexKey(spec.key).map(([path]) => path);
    this.partialFilter = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : null;
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** Sparse and partial indexes do not hold every document, so the planner never reads them. */
  get complete(): boolean {
    return !this.spec.sparse && !this.partialFilter;
  }

  /** The key tuples of a document: one per array element for multikey fields; none if excluded. */
  keysOf(document: Document): unknown[][] {
    if (this.partialFilter && !this.partialFilter.test(document)) return [];
    const perField = this.paths.map((path) => {
      const values = valuesAtPath(document, path);
      return values.length === 0 ? [undefined] : values;
    });
    if (this.spec.sparse && perField.every((values) => values.every((value) => value === undefined))) return [];
    let tuples: unknown[][] = [[]];
    for (const values of perField) {
      const next: unknown[][] = [];
      for (const tuple of tuples) {
        for (const value of values) next.push([...tuple, value === undefined ? null : value]);
      }
      tuples = next;
    }
    return tuples;
  }

  /** Ids of other documents holding one of these keys (for unique checks). */
  conflicts(keys: unknown[][], idKey: string): { values: unknown[] } | null {
    for (const values of keys) {
      const holders = this.hash.get(tupleKey(values));
      if (!holders) continue;
      for (const holder of holders) if (holder !== idKey) return { values };
    }
    return null;
  }

  add(idKey: string, keys: unknown[][]): void {
    const seen = new Set<string>();
    const own: IndexEntry[] = [];
    for (const values of keys) {
      const key = tupleKey(values);
      if (seen.has(key)) continue;
      seen.add(key);
      let holders = this.hash.get(key);
      if (!holders) {
        holders = new Set();
        this.hash.set(key, holders);
      }
      holders.add(idKey);
      const entry = { values, idKey };
      own.push(entry);
      if (this.sorted) this.insertSorted(entry);
    }
    if (own.length > 0) this.tuplesById.set(idKey, own);
  }

  remove(idKey: string, keys: unknown[][]): void {
    const seen = new Set<string>();
    for (const values of keys) {
      const key = tupleKey(values);
      if (seen.has(key)) continue;
      seen.add(key);
      const holders = this.hash.get(key);
      if (holders) {
        holders.delete(idKey);
        if (holders.size === 0) this.hash.delete(key);
      }
      if (this.sorted) this.removeSorted({ values, idKey });
    }
    this.tuplesById.delete(idKey);
  }

  clear(): void {
    this.hash.clear();
    this.tuplesById.clear();
    this.sorted = null;
  }

  /** Ids of documents whose full key equals the tuple. */
  lookup(values: unknown[]): Iterable<string> {
    return this.hash.get(tupleKey(values)) ?? [];
  }

  /**
   * Ids of documents whose key starts with `prefix` and whose next field lies within the bounds
   * (inclusive flags apply). Bounds stay within the type bracket of the given bound.
   */
  range(prefix: unknown[], lower?: { value: unknown; inclusive: boolean }, upper?: { value: unknown; inclusive: boolean }): string[] {
    const entries = this.sortedEntries();
    const k = prefix.length;
    const bracket = typeRank(lower ? lower.value : upper?.value);
    const startProbe = (entry: IndexEntry): boolean => {
      const order = compareTuples(entry.values.slice(0, k), prefix);
      if (order !== 0) return order > 0;
      if (lower === undefined && upper === undefined) return true;
      const value = entry.values[k];
      if (lower) {
        const cmp = compareValues(value, lower.value);
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
    const ids: string[] = [];
    for (let i = low; i < entries.length; i++) {
      const entry = entries[i];
      if (compareTuples(entry.values.slice(0, k), prefix) !== 0) break;
      if (lower !== undefined || upper !== undefined) {
        const value = entry.values[k];
        if (typeRank(value) !== bracket) break;
        if (upper) {
          const cmp = compareValues(value, upper.value);
          if (upper.inclusive ? cmp > 0 : cmp >= 0) break;
        }
      }
      ids.push(entry.idKey);
    }
    return ids;
  }

  /** Called once per write command with the number of key changes it made. */
  noteBatch(changes: number): void {
    this.changesSinceSort += changes;
    if (this.changesSinceSort > sortedRebuildThreshold) this.sorted = null;
  }

  private sortedEntries(): IndexEntry[] {
    this.changesSinceSort = 0;
    if (!this.sorted) this.sorted = this.buildSorted();
    return this.sorted;
  }

  private buildSorted(): IndexEntry[] {
    const entries: IndexEntry[] = [];
    for (const [, tuples] of this.tuplesById) for (const entry of tuples) entries.push(entry);
    entries.sort((a, b) => compareTuples(a.values, b.values) || (a.idKey < b.idKey ? -1 : a.idKey > b.idKey ? 1 : 0));
    return entries;
  }

  private findSorted(entry: IndexEntry): number {
    const entries = this.sorted as IndexEntry[];
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const order =
        compareTuples(entries[mid].values, entry.values) || (entries[mid].idKey < entry.idKey ? -1 : entries[mid].idKey > entry.idKey ? 1 : 0);
      if (order < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private insertSorted(entry: IndexEntry): void {
    (this.sorted as IndexEntry[]).splice(this.findSorted(entry), 0, entry);
  }

  private removeSorted(entry: IndexEntry): void {
    const entries = this.sorted as IndexEntry[];
    const position = this.findSorted(entry);
    if (position < entries.length && entries[position].idKey === entry.idKey) entries.splice(position, 1);
  }
}
