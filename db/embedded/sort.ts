import { type StringCompare } from './collation';
import { CommandError } from './errors';
import { textScoreOf } from './text';
import { compareValues } from './values';
import type { Document } from './document';
import { valuesAtPath } from './valuesAtPath';

interface SortKey {
  path: string;
  direction: 1 | -1;
  /** `{ $meta: "textScore" }`: the $text score, highest first. */
  textScore?: boolean;
}

export function readSortKeys(sort: Document): SortKey[] {
  return Object.entries(sort).map(([path, direction]) => {
    if (direction !== 1 && direction !== -1) {
      if (typeof direction === 'object' && direction !== null && '$meta' in direction) {
        if ((direction as Document).$meta === 'textScore') return { path, direction: -1 as const, textScore: true };
        throw new CommandError('BadValue', `Illegal $meta sort: ${JSON.stringify(direction)}`);
      }
      throw new CommandError('BadValue', `$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    return { path, direction };
  });
}

/** The value a document sorts by: arrays by their least (ascending) or greatest (descending) element. */
function sortValue(document: Document, { path, direction, textScore }: SortKey, strings?: StringCompare): unknown {
  if (textScore) return textScoreOf(document) ?? 0;
  if (!path.includes('.')) {
    const value = document[path];
    if (!Array.isArray(value)) return value;
  }
  const values = valuesAtPath(document, path);
  let best = values[0];
  for (const value of values) {
    const order = compareValues(value, best, strings);
    if ((direction === 1 && order < 0) || (direction === -1 && order > 0)) best = value;
  }
  return best;
}

/** A comparator for a MongoDB sort specification. */
export function sortComparator(sort: Document, strings?: StringCompare): (a: Document, b: Document) => number {
  const keys = readSortKeys(sort);
  return (a, b) => {
    for (const key of keys) {
      const order = compareValues(sortValue(a, key, strings), sortValue(b, key, strings), strings);
      if (order !== 0) return order * key.direction;
    }
    return 0;
  };
}

/** Sorts a copy of the list, reading each document's sort values once (stable for ties). */
export function sortDocuments(documents: Document[], sort: Document, strings?: StringCompare): Document[] {
  const keys = readSortKeys(sort);
  const decorated = documents.map((document) => ({ document, values: keys.map((key) => sortValue(document, key, strings)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const order = compareValues(a.values[i], b.values[i], strings);
      if (order !== 0) return order * keys[i].direction;
    }
    return 0;
  });
  return decorated.map((entry) => entry.document);
}
