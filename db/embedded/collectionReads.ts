import { collationKey, type Collation } from './collation';
import { extractPredicates, planIds, type Plan } from './planner';
import { filterFields } from './rawFields';
import type { SecondaryIndex } from './indexes';
import { compileFilter, type Document } from './query';
import { sortComparator, sortDocuments } from './sort';
import { compileText, readTextIndex, textIndexRequired, textScores, isTextIndex } from './text';

/**
 * How a collection answers reads from LMDB: candidates from the plan (planner.ts) or a scan, each
 * checked against the whole filter, produced one at a time so a cursor or a limit stops the reading.
 */

/** What the reads need of a collection (collection.ts implements it; no import back). */
export interface Collection {
  readonly size: number;
  readonly indexes: Map<string, SecondaryIndex>;
  plan(filter: Document | undefined, hint?: unknown, collation?: Collation | null): Plan;
  visibleIndexes(): SecondaryIndex[];
  recordOf(idKey: string): number | undefined;
  getRecord(recordId: number): Document | undefined;
  scan(): Iterable<Document>;
  /** A candidate's document if it passes the test, tested on a few fields read from its bytes first. */
  fetchMatching(recordId: number, names: Set<string>, test: (document: Document) => boolean): Document | undefined;
  recordPasses(recordId: number, names: Set<string>, test: (document: Document) => boolean): boolean;
  /** A candidate's named fields (a partial document, or the cached whole one) if it passes the test. */
  pickMatching(recordId: number, names: Set<string>, test: (document: Document) => boolean): Document | undefined;
  countScanned(names: Set<string>, test: (document: Document) => boolean): number;
  /** Scans testing the filter on a few fields read from the stored bytes (rawFields.ts). */
  scanMatching(fields: string[], test: (document: Document) => boolean): Iterable<Document>;
  /** The named fields of each record passing `test`, as partial documents read from the bytes. */
  scanFields(fields: string[], test?: ((document: Document) => boolean) | null, remember?: boolean): Iterable<Document>;
}

/** Candidates read along the plan, before the whole filter is applied. */
function* candidates(collection: Collection, filter: Document | undefined, hint?: unknown, collation?: Collation | null): Iterable<Document> {
  const plan = collection.plan(filter, hint, collation);
  const ids = planIds(plan, (idKey) => collection.recordOf(idKey));
  if (!ids) {
    yield* collection.scan();
    return;
  }
  const seen = new Set<number>();
  for (const recordId of ids) {
    if (seen.has(recordId)) continue;
    seen.add(recordId);
    const document = collection.getRecord(recordId);
    if (document) yield document;
  }
}

/**
 * Documents matching the filter, in natural order for a scan or key order for an index. With
 * `only`, a caller that reads nothing but those fields (a $group) may get index candidates as
 * partial documents of the filter's fields and those.
 */
export function* findMatches(
  collection: Collection,
  filter: Document | undefined,
  hint?: unknown,
  collation?: Collation | null,
  only?: string[] | null,
  planned?: Plan,
): Iterable<Document> {
  if (filter && '$text' in filter) {
    yield* findText(collection, filter, collation);
    return;
  }
  const compiled = compileFilter(filter, collation);
  const fields = filter && Object.keys(filter).length > 0 ? filterFields(filter) : null;
  const plan = fields ? (planned ?? collection.plan(filter, hint, collation)) : null;
  if (fields && plan?.stage === 'COLLSCAN') {
    // A scan: the filter is tested on its fields read from the bytes; only matches are decoded (a
    // caller reading only some fields gets those, not decoded).
    const test = (document: Document) => compiled.test(document);
    yield* only ? collection.scanFields([...new Set([...fields, ...only])], test) : collection.scanMatching(fields, test);
    return;
  }
  if (fields && plan) {
    // Candidates of an index: each tested on its filter's fields read from the bytes, decoded only if it matches.
    const whole = { names: new Set(fields), test: (document: Document) => compiled.test(document) };
    const rest = residualTest(plan, filter, collation) ?? whole;
    const unsure = plan.stage === 'IXSCAN' ? plan.covered?.unsure : undefined;
    const picked = only ? { whole: new Set([...whole.names, ...only]), rest: new Set([...rest.names, ...only]) } : null;
    const ids = planIds(plan, (idKey) => collection.recordOf(idKey));
    // A lookup by `_id` or a unique key: its candidate most likely matches, so it is decoded (and
    // cached) at once rather than tested on its fields first.
    const point = !only && (plan.stage === 'IDHACK' || (plan.stage === 'IXSCAN' && plan.point === true));
    const seen = new Set<number>();
    for (const recordId of ids ?? []) {
      if (seen.has(recordId)) continue;
      seen.add(recordId);
      if (point) {
        const document = collection.getRecord(recordId);
        if (document && compiled.test(document)) yield document;
        continue;
      }
      const { names, test } = unsure?.has(recordId) ? whole : rest;
      const document = picked
        ? collection.pickMatching(recordId, names === whole.names ? picked.whole : picked.rest, test)
        : collection.fetchMatching(recordId, names, test);
      if (document) yield document;
    }
    return;
  }
  for (const document of candidates(collection, filter, hint, collation)) {
    if (compiled.test(document)) yield document;
  }
}

/**
 * The test of what the plan's index leaves of the filter, when its candidates already satisfy one
 * field's condition (a regular expression tested on the keys: planner.ts `covered`); null otherwise.
 * With nothing left (`names` empty) a candidate matches as it is.
 */
function residualTest(
  plan: Plan,
  filter: Document | undefined,
  collation?: Collation | null,
): { names: Set<string>; test: (document: Document) => boolean } | null {
  if (plan.stage !== 'IXSCAN' || !plan.covered || !filter) return null;
  const { [plan.covered.field]: _covered, ...rest } = filter;
  const fields = filterFields(rest);
  if (!fields) return null;
  const compiled = compileFilter(rest, collation);
  return { names: new Set(fields), test: (document: Document) => compiled.test(document) };
}

export function countMatches(collection: Collection, filter: Document | undefined, hint?: unknown, collation?: Collation | null): number {
  if (!filter || Object.keys(filter).length === 0) {
    if (hint === undefined || hint === null) return collection.size;
  }
  const plan = collection.plan(filter, hint, collation);
  if (plan.stage === 'IXSCAN' && plan.count) {
    const counted = plan.count();
    if (counted !== null) return counted;
  }
  const fields = filter && !('$text' in filter) ? filterFields(filter) : null;
  if (fields) {
    // Counted on the filter's fields read from each candidate's bytes: nothing is decoded.
    const compiled = compileFilter(filter, collation);
    const whole = { names: new Set(fields), test: (document: Document) => compiled.test(document) };
    const ids = planIds(plan, (idKey) => collection.recordOf(idKey));
    if (!ids) return collection.countScanned(whole.names, whole.test);
    const rest = residualTest(plan, filter, collation);
    const unsure = plan.stage === 'IXSCAN' ? plan.covered?.unsure : undefined;
    const seen = new Set<number>();
    let n = 0;
    for (const recordId of ids) {
      if (seen.has(recordId)) continue;
      seen.add(recordId);
      if (rest && !unsure?.has(recordId)) {
        // The index satisfied the whole filter: the candidate counts without reading its record.
        if (rest.names.size === 0 || collection.recordPasses(recordId, rest.names, rest.test)) n += 1;
      } else if (collection.recordPasses(recordId, whole.names, whole.test)) n += 1;
    }
    return n;
  }
  let n = 0;
  for (const _document of findMatches(collection, filter, hint, collation)) n += 1;
  return n;
}

/** The collection's text index (at most one), if any. */
export function textIndexSpecOf(collection: Collection) {
  return Array.from(collection.indexes.values(), (index) => index.spec).find(isTextIndex);
}

/**
 * `$text` (top level) with the rest of the filter: every document is scored against the text
 * index's fields (text.ts); the scores of the matches are kept for `$meta: "textScore"`.
 */
function* findText(collection: Collection, filter: Document, collation?: Collation | null): Iterable<Document> {
  const spec = textIndexSpecOf(collection);
  if (!spec) throw textIndexRequired();
  const { $text: text, ...rest } = filter;
  const score = compileText(text, readTextIndex(spec));
  const compiled = compileFilter(rest, collation);
  for (const document of collection.scan()) {
    const value = score(document);
    if (value === null || !compiled.test(document)) continue;
    textScores.set(document, value);
    yield document;
  }
}

/** How many candidates a selective plan may have before a sorted page is read along a sort index instead. */
const fetchAndSortLimit = 1_000;
/** Candidates the filter's own plan advances for each document fetched along the sort index. */
const rivalStepsPerFetch = 16;

/** The matches among a few candidates, sorted, the first `count`. */
function fetchAndSort(
  collection: Collection,
  ids: Set<number>,
  compiled: { test(document: Document): boolean },
  sort: Document,
  count: number,
  collation?: Collation | null,
): Document[] {
  const found: Document[] = [];
  for (const recordId of ids) {
    const document = collection.getRecord(recordId);
    if (document && compiled.test(document)) found.push(document);
  }
  return sortDocuments(found, sort, collation?.compare).slice(0, count);
}

interface SortPath {
  index: SecondaryIndex;
  prefix: unknown[];
  lower?: { value: unknown; inclusive: boolean };
  upper?: { value: unknown; inclusive: boolean };
}

/**
 * An index whose first key fields are fixed by equalities of the filter and whose next field is the
 * first sort field, with the filter's bounds on that field: reading it gives the sort order.
 */
function sortPath(collection: Collection, filter: Document | undefined, field: string, multipleFields: boolean, collation?: Collation | null): SortPath | null {
  const predicates = extractPredicates(filter);
  const wanted = collationKey(collation);
  let best: SortPath | null = null;
  for (const index of collection.visibleIndexes()) {
    if (!index.ordered || index.special || collationKey(index.collation) !== wanted) continue;
    if (!index.complete && !(index.partial || index.spec.sparse)) continue;
    const position = index.paths.indexOf(field);
    if (position < 0) continue;
    // A multikey sort field has no single sort value per document to carry ties by.
    if (multipleFields && index.multikey) continue;
    const prefix: unknown[] = [];
    for (const path of index.paths.slice(0, position)) {
      const predicate = predicates.get(path);
      if (!predicate || !('eq' in predicate) || predicate.eq === null) break;
      prefix.push(predicate.eq);
    }
    if (prefix.length !== position) continue;
    // A sparse or partial index only serves when the plan would have used it anyway.
    if (!index.complete) {
      const plan = collection.plan(filter, index.name, collation);
      if (plan.stage !== 'IXSCAN' || plan.index !== index) continue;
    }
    const range = predicates.get(field);
    const candidate = { index, prefix, lower: range?.lower, upper: range?.upper };
    if (!best || candidate.prefix.length > best.prefix.length) best = candidate;
  }
  return best;
}

/**
 * The first `count` matches in sort order read along an index (see `sortPath`), so a page of a large
 * sorted list costs about a page; null when no index serves this sort or the filter's own plan is
 * selective enough to fetch its few candidates and sort them. Reading ascending, a document first
 * appears at its smallest value; descending, at its largest: MongoDB's order for arrays. With more
 * sort fields (`{ _lastChangedAt: -1, _id: 1 }`, a stable paging order), the index gives the order
 * of the first field: reading goes on past the page while the first field keeps the page's last
 * value (the ties), and those few documents are sorted by the whole sort.
 */
export function findInIndexOrder(
  collection: Collection,
  filter: Document | undefined,
  sort: Document,
  count: number,
  collation?: Collation | null,
): Document[] | null {
  const fields = Object.keys(sort);
  if (fields.length === 0 || (filter && '$text' in filter)) return null;
  const direction = sort[fields[0]];
  if (direction !== 1 && direction !== -1) return null;
  const path = sortPath(collection, filter, fields[0], fields.length > 1, collation);
  if (!path) return null;
  const plan = collection.plan(filter, undefined, collation);
  if (plan.stage === 'IDHACK') return null;
  const compiled = compileFilter(filter, collation);
  const seen = new Set<number>();
  const matches: Document[] = [];
  const first = fields.length > 1 ? sortComparator({ [fields[0]]: direction }, collation?.compare) : null;
  // The filter's own index races the sort index (as mongod's planner races plans): when it runs out
  // within `fetchAndSortLimit` candidates first, those few are fetched and sorted; when the page
  // along the sort index fills first, that is the answer.
  const racing = plan.stage !== 'COLLSCAN' && !(plan.stage === 'IXSCAN' && plan.index === path.index);
  const rival = racing ? (planIds(plan, (idKey) => collection.recordOf(idKey)) ?? [])[Symbol.iterator]() : null;
  const rivalIds = new Set<number>();
  let rivalAlive = rival !== null;
  const stepRival = (): boolean => {
    for (let i = 0; i < rivalStepsPerFetch && rivalAlive && rival; i++) {
      const next = rival.next();
      if (next.done) return true;
      rivalIds.add(next.value);
      if (rivalIds.size > fetchAndSortLimit) {
        rivalAlive = false;
        rival.return?.();
      }
    }
    return false;
  };
  for (const recordId of path.index.range(path.prefix, path.lower, path.upper, direction === -1)) {
    if (rivalAlive && stepRival()) return fetchAndSort(collection, rivalIds, compiled, sort, count, collation);
    if (seen.has(recordId)) continue;
    seen.add(recordId);
    const document = collection.getRecord(recordId);
    if (!document || !compiled.test(document)) continue;
    if (matches.length >= count && (!first || first(matches[matches.length - 1], document) !== 0)) break;
    matches.push(document);
    if (!first && matches.length >= count) break;
  }
  rival?.return?.();
  if (!first) return matches;
  return sortDocuments(matches, sort, collation?.compare).slice(0, count);
}
