import { effectiveCollation, type Collation } from '../collation';
import type { Collection } from '../collection';
import { findNear, noGeoIndex, sortByDistance } from '../geo';
import { compileFilter, type Document } from '../query';
import { projectDocuments } from '../projection';
import { sortComparator, sortDocuments } from '../sort';
import { externalSort, type SpillSettings } from '../externalSort';
import { pickedRecordOf } from '../collectionScans';
import { filterFields } from '../rawFields';
import { nonNegative, optionalDocument, optionalNumber } from './context';

/** A find's query: plan, filter, sort, skip, limit, project; streamed to its cursor when it can be. */

export interface FindOptions {
  filter?: Document;
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
  hint?: unknown;
  /** The command's `collation` document; the collection's default applies without one. */
  collation?: unknown;
  /** Where a sort larger than its memory budget spills (the engine's); without it sorts stay in memory. */
  spill?: SpillSettings;
}

/** Past this many documents a page of a sort is not kept as a best-first list but sorted whole (spilling if large). */
const largestPageKept = 10_000;

/** The collation a command on this collection uses (its own, else the collection's default). */
export function commandCollation(collection: Collection | undefined, requested: unknown): Collation | null {
  return effectiveCollation(requested, collection?.defaultCollation);
}

/**
 * The first `count` documents in comparator order, as a stable sort would give them, without
 * sorting everything (a page of a large sorted list).
 */
export function smallestFirst(documents: Iterable<Document>, comparator: (a: Document, b: Document) => number, count: number): Document[] {
  const best: Document[] = [];
  for (const document of documents) {
    if (best.length === count && comparator(document, best[count - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (comparator(best[mid], document) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, document);
    if (best.length > count) best.pop();
  }
  return best;
}

/** Runs a query: plan, filter, sort, skip, limit, project. */
export function runFind(collection: Collection | undefined, options: FindOptions): Document[] {
  const { filter, skip = 0, limit = 0 } = options;
  let { sort, hint } = options;
  // { $natural: ±1 } as a sort means a scan in (reverse) insertion order.
  const natural = sort && Object.keys(sort).length === 1 && '$natural' in sort ? sort.$natural : undefined;
  if (natural !== undefined) {
    sort = undefined;
    hint = { $natural: 1 };
  }
  const hasSort = sort !== undefined && Object.keys(sort).length > 0;
  const collation = commandCollation(collection, options.collation);
  const comparator = hasSort ? sortComparator(sort as Document, collation?.compare) : undefined;
  if (!collection) {
    compileFilter(filter, collation);
    return [];
  }
  // $near / $nearSphere: the matches within the distance limits, nearest first (unless sorted otherwise).
  const near = findNear(filter);
  if (near) {
    if (!collection.geoPaths().includes(near.path)) throw noGeoIndex(collection.namespace);
    let nearest = sortByDistance(collection.find(filter, hint, Infinity, collation), near.path, near.spec);
    if (comparator) nearest = sortDocuments(nearest, sort as Document, collation?.compare);
    return projectDocuments(nearest.slice(skip, limit > 0 ? skip + limit : undefined), options.projection, filter);
  }
  const wanted = !hasSort && natural !== -1 && limit > 0 ? skip + limit : Infinity;
  if (comparator && limit > 0 && hint === undefined) {
    const page = collection.findInIndexOrder(filter, sort as Document, skip + limit, collation);
    if (page) return projectDocuments(page.slice(skip), options.projection, filter);
  }
  if (comparator && limit > 0) {
    // A page of a sort no index gives: the matches stream through, only the best `skip + limit` are kept.
    const page = smallestFirst(pageCandidates(collection, filter, sort as Document, hint, collation), comparator, skip + limit);
    // Candidates read as their filter and sort fields: only the page is decoded.
    const whole = page.slice(skip).map((document) => {
      const recordId = pickedRecordOf(document);
      return recordId === undefined ? document : (collection.getRecord(recordId) ?? document);
    });
    return projectDocuments(whole, options.projection, filter);
  }
  let documents = collection.find(filter, hint, wanted, collation);
  if (natural === -1) documents = documents.slice().reverse();
  if (comparator) documents = sortDocuments(documents, sort as Document, collation?.compare);
  if (skip > 0 || limit > 0) documents = documents.slice(skip, limit > 0 ? skip + limit : undefined);
  return projectDocuments(documents, options.projection, filter);
}

/**
 * The candidates of a page of a sort no index gives: on a scan, each record's filter and sort
 * fields read where it lies (collectionScans.ts), so only the page's documents are decoded; else
 * the whole matches.
 */
function pageCandidates(collection: Collection, filter: Document | undefined, sort: Document, hint: unknown, collation: Collation | null): Iterable<Document> {
  const fields = filterFields(filter);
  const sortFields = Object.keys(sort);
  const plain = sortFields.every((field) => !field.startsWith('$') && (sort[field] === 1 || sort[field] === -1));
  if (!fields || !plain || (filter && '$text' in filter) || collection.plan(filter, hint, collation).stage !== 'COLLSCAN')
    return collection.matches(filter, hint, collation);
  const compiled = compileFilter(filter, collation);
  const names = [...new Set([...fields, ...sortFields.map((field) => field.split('.')[0])])];
  return collection.scanFields(names, (document) => compiled.test(document), true);
}

/**
 * A find read as the cursor goes: without a sort, the matches come from LMDB batch by batch
 * instead of being taken whole when the query runs; with a whole sort, they are sorted within the
 * memory budget, spilling to disk past it (externalSort.ts), and merged as the cursor reads. Null
 * for the queries runFind answers at once ($near, a reverse natural order, a page of a sort).
 */
export function streamFind(collection: Collection | undefined, options: FindOptions): Iterable<Document> | null {
  const { filter, sort, skip = 0, limit = 0, hint } = options;
  if (!collection || findNear(filter)) return null;
  const collation = commandCollation(collection, options.collation);
  if (hint !== undefined && hint !== null && typeof hint === 'object' && '$natural' in (hint as Document) && (hint as Document).$natural === -1) return null;
  const sorted = sort !== undefined && Object.keys(sort).length > 0;
  if (sorted && (!options.spill || '$natural' in sort || (limit > 0 && skip + limit <= largestPageKept))) return null;
  // A whole sort (or a very large page of one): sorted within the memory budget, spilling past it.
  const matches = sorted
    ? externalSort(collection.matches(filter, hint, collation), sortComparator(sort, collation?.compare), options.spill!)
    : collection.matches(filter, hint, collation);
  return (function* page() {
    let skipped = 0;
    let given = 0;
    for (const document of matches) {
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      yield document;
      given += 1;
      if (limit > 0 && given >= limit) return;
    }
  })();
}

export function readFindOptions(command: Document, name: string): FindOptions {
  const limit = optionalNumber(command, 'limit', name);
  return {
    filter: optionalDocument(command, 'filter', name),
    sort: optionalDocument(command, 'sort', name),
    projection: optionalDocument(command, 'projection', name),
    skip: nonNegative(optionalNumber(command, 'skip', name), 'skip'),
    limit: limit === undefined ? undefined : Math.abs(limit),
    hint: command.hint,
    collation: command.collation,
  };
}
