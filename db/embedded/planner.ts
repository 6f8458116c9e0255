import { collationKey, type Collation } from './collation';
import { CommandError } from './errors';
import type { SecondaryIndex } from './indexes';
import type { Document } from './query';
import { manyCandidates, regexIndex } from './regexKeys';
import { isPlainObject, typeRank, valueKey } from './values';

/**
 * Chooses how to find candidate documents for a filter: the `_id` map, one secondary index
 * (equality on a key prefix, optionally followed by a range on the next field) or a full scan.
 * Candidates are always re-checked against the whole filter, so an index only has to return a
 * superset of the matches.
 */

interface Bound {
  value: unknown;
  inclusive: boolean;
}

interface FieldPredicate {
  eq?: unknown;
  in?: unknown[];
  lower?: Bound;
  upper?: Bound;
}

export type Plan =
  | { stage: 'COLLSCAN' }
  | { stage: 'IDHACK'; idKeys: string[] }
  | {
      stage: 'IXSCAN';
      index: SecondaryIndex;
      ids: () => Iterable<number>;
      /**
       * Set when the index bounds express the whole filter exactly (every field a key field, only
       * equalities and one range, scalar operands, an index holding no arrays): the number of
       * matches is then the number of index entries, counted without reading a document.
       */
      count?: () => number | null;
      /**
       * Set when every candidate the index gives already satisfies the filter's condition on
       * `field` (a regular expression tested on the key itself), except the ids in `unsure` (keys
       * cut at the key size limit): the reads test the rest of the filter only.
       */
      covered?: { field: string; unsure: Set<number> };
      /** Equalities on every key field of a unique index: at most one candidate per key, expected to match. */
      point?: boolean;
    }
  | { stage: 'OR'; plans: Plan[] };

/** Candidate record ids of a plan (`_id` keys resolved by `recordOf`), or null when the plan is a full scan. */
export function planIds(plan: Plan, recordOf: (idKey: string) => number | undefined): Iterable<number> | null {
  switch (plan.stage) {
    case 'COLLSCAN':
      return null;
    case 'IDHACK':
      return (function* ids() {
        for (const idKey of plan.idKeys) {
          const recordId = recordOf(idKey);
          if (recordId !== undefined) yield recordId;
        }
      })();
    case 'IXSCAN':
      return plan.ids();
    case 'OR':
      return (function* union() {
        for (const branch of plan.plans) yield* planIds(branch, recordOf) as Iterable<number>;
      })();
  }
}

/** The plan in explain's shape. */
export function describePlan(plan: Plan): Document {
  switch (plan.stage) {
    case 'IXSCAN':
      return { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: plan.index.name, keyPattern: plan.index.spec.key } };
    case 'OR':
      return { stage: 'FETCH', inputStage: { stage: 'OR', inputStages: plan.plans.map(describePlan) } };
    default:
      return { stage: plan.stage };
  }
}

/** Values an index can answer by key: no arrays (element-or-whole match), regexes or operators. */
function isIndexableValue(value: unknown): boolean {
  if (value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  if (isPlainObject(value)) return Object.keys(value).every((key) => !key.startsWith('$'));
  return true;
}

function collect(filter: Document, into: Map<string, FieldPredicate>): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) collect(part, into);
      continue;
    }
    if (field.startsWith('$')) continue;
    const predicate = into.get(field) ?? {};
    if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      for (const [operator, operand] of Object.entries(condition)) {
        switch (operator) {
          case '$eq':
            if (isIndexableValue(operand)) predicate.eq = operand;
            break;
          case '$in':
            if (Array.isArray(operand) && operand.length > 0 && operand.every(isIndexableValue)) predicate.in = operand;
            break;
          case '$gt':
          case '$gte':
            if (isIndexableValue(operand) && operand !== null) predicate.lower = { value: operand, inclusive: operator === '$gte' };
            break;
          case '$lt':
          case '$lte':
            if (isIndexableValue(operand) && operand !== null) predicate.upper = { value: operand, inclusive: operator === '$lte' };
            break;
        }
      }
    } else if (isIndexableValue(condition)) {
      predicate.eq = condition;
    }
    into.set(field, predicate);
  }
}

export function extractPredicates(filter: Document | undefined): Map<string, FieldPredicate> {
  const predicates = new Map<string, FieldPredicate>();
  if (filter) collect(filter, predicates);
  return predicates;
}

const maxInCombinations = 1000;

function equalityValues(predicate: FieldPredicate | undefined): unknown[] | null {
  if (!predicate) return null;
  if ('eq' in predicate) return [predicate.eq];
  if (predicate.in) return predicate.in;
  return null;
}

function cartesian(lists: unknown[][]): unknown[][] | null {
  let tuples: unknown[][] = [[]];
  for (const list of lists) {
    const next: unknown[][] = [];
    for (const tuple of tuples) for (const value of list) next.push([...tuple, value]);
    if (next.length > maxInCombinations) return null;
    tuples = next;
  }
  return tuples;
}

interface Candidate {
  score: number;
  plan: Plan;
}

function planForIndex(index: SecondaryIndex, predicates: Map<string, FieldPredicate>, filter?: Document): Candidate | null {
  const equalities: unknown[][] = [];
  for (const path of index.paths) {
    const values = equalityValues(predicates.get(path));
    if (!values) break;
    equalities.push(values);
  }
  if (equalities.length === index.paths.length) {
    const tuples = cartesian(equalities);
    if (tuples) {
      const score = 10 * equalities.length + (index.unique ? 5 : 0) + 2;
      const exact = filter !== undefined && exactFilter(filter, index.paths, index.paths.length, false, index);
      return {
        score,
        plan: {
          stage: 'IXSCAN',
          index,
          point: index.unique === true,
          ids: () => {
            const ids = new Set<number>();
            for (const tuple of tuples) for (const id of index.lookup(tuple)) ids.add(id);
            return ids;
          },
          count: exact
            ? () => {
                let n = 0;
                for (const tuple of tuples) {
                  const found = index.lookupCount(tuple);
                  if (found === null) return null;
                  n += found;
                }
                return n;
              }
            : undefined,
        },
      };
    }
  }
  // Prefix scans walk the sorted entries: only single-valued equalities can form the prefix.
  const prefix: unknown[] = [];
  const ordered = index.ordered;
  for (const path of index.paths) {
    const predicate = predicates.get(path);
    if (!predicate || !('eq' in predicate)) break;
    prefix.push(predicate.eq);
  }
  const next = index.paths[prefix.length];
  // A collated index's byte order is not its collation's order: equalities only.
  const range = next === undefined || !ordered ? undefined : predicates.get(next);
  const lower = range?.lower;
  const upper = range?.upper;
  if (prefix.length === 0 && !lower && !upper) return null;
  const hasRange = lower !== undefined || upper !== undefined;
  const exact = filter !== undefined && exactFilter(filter, index.paths, prefix.length, hasRange, index);
  return {
    score: 10 * prefix.length + (hasRange ? 4 : 0),
    plan: {
      stage: 'IXSCAN',
      index,
      ids: () => index.range(prefix, lower, upper),
      count: exact ? () => index.rangeCount(prefix, lower, upper) : undefined,
    },
  };
}

/**
 * Whether a sparse or partial index holds every document the filter can match, so it may answer
 * it (MongoDB: the query must imply the partial filter): an equality on a key field to a value
 * that is not null (or a range bounded by one) implies the field exists and, for a partial filter made of `$exists: true`,
 * `$type` or equalities on key fields, that the document is in the index.
 */
function servesFilter(index: SecondaryIndex, predicates: Map<string, FieldPredicate>): boolean {
  if (index.special) return false;
  const equal = (path: string): unknown[] | null => {
    const values = equalityValues(predicates.get(path));
    return values && values.every((value) => value !== null && value !== undefined) ? values : null;
  };
  // A range with a bound that is not null ($gt, $gte, $lt, $lte) cannot match a missing field either (type brackets).
  const bounded = (path: string) => Boolean(predicates.get(path)?.lower ?? predicates.get(path)?.upper);
  if (index.spec.sparse && !index.paths.some((path) => equal(path) || bounded(path))) return false;
  const partial = index.spec.partialFilterExpression;
  if (!partial) return true;
  for (const [field, condition] of Object.entries(partial)) {
    const values = equal(field);
    if (!values) return false;
    if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      for (const [operator, operand] of Object.entries(condition)) {
        if (operator === '$exists' && operand === true) continue;
        if (operator === '$type' && values.every((value) => matchesType(value, operand))) continue;
        if (operator === '$eq' && values.every((value) => valueKey(value) === valueKey(operand))) continue;
        return false;
      }
    } else if (!values.every((value) => valueKey(value) === valueKey(condition))) {
      return false;
    }
  }
  return true;
}

const typeNames: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  bool: (value) => typeof value === 'boolean',
  date: (value) => value instanceof Date,
  number: (value) => typeRank(value) === 3,
  double: (value) => typeof value === 'number',
  objectId: (value) => (value as { _bsontype?: string } | null)?._bsontype === 'ObjectId',
};

function matchesType(value: unknown, type: unknown): boolean {
  if (Array.isArray(type)) return type.some((item) => matchesType(value, item));
  return typeof type === 'string' && typeNames[type] !== undefined && typeNames[type](value);
}

function isExactScalar(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (value instanceof Date) return true;
  if (typeof value !== 'object') return false;
  const tag = (value as { _bsontype?: string })._bsontype;
  return tag === 'ObjectId' || tag === 'Long' || tag === 'Int32' || tag === 'Double' || tag === 'Decimal128';
}

/**
 * Whether the filter says exactly what the index bounds say: its fields are the first `equalities`
 * key fields (a scalar, `$eq` or `$in` each) plus, when `range`, the next one with at most one lower
 * and one upper bound; nothing else. Arrays in the index (multikey) make element-wise matching
 * differ from key bounds, so a multikey index is never exact.
 */
function exactFilter(filter: Document, paths: string[], equalities: number, range: boolean, index: SecondaryIndex): boolean {
  if (index.multikey) return false;
  const fields = Object.keys(filter);
  if (fields.length !== equalities + (range ? 1 : 0)) return false;
  for (const field of fields) {
    const position = paths.indexOf(field);
    if (position < 0 || position >= equalities + (range ? 1 : 0)) return false;
    const condition = filter[field];
    if (position < equalities) {
      if (isExactScalar(condition)) {
        if (condition === null) return false;
        continue;
      }
      if (!isPlainObject(condition) || Object.keys(condition).length !== 1) return false;
      if ('$eq' in condition) {
        if (!isExactScalar(condition.$eq) || condition.$eq === null) return false;
      } else if ('$in' in condition) {
        if (!Array.isArray(condition.$in) || !condition.$in.every((value) => isExactScalar(value) && value !== null)) return false;
      } else return false;
      continue;
    }
    if (!isPlainObject(condition)) return false;
    let lowers = 0;
    let uppers = 0;
    for (const [operator, operand] of Object.entries(condition)) {
      if (!isExactScalar(operand) || operand === null) return false;
      if (operator === '$gt' || operator === '$gte') lowers += 1;
      else if (operator === '$lt' || operator === '$lte') uppers += 1;
      else return false;
    }
    if (lowers > 1 || uppers > 1 || lowers + uppers === 0) return false;
    // Bounds of two type brackets match nothing on MongoDB but would read one bracket here.
    if (new Set(Object.values(condition).map(typeRank)).size !== 1) return false;
  }
  return true;
}

/**
 * A regular expression on an indexed field (`nameKey: { $regex: 'perez' }`, a search by part of a
 * name): the index's string keys are read and tested (regexKeys.ts), and only the documents whose
 * key matches are fetched.
 */
function regexPlan(filter: Document | undefined, indexes: SecondaryIndex[]): Plan | null {
  const found = regexIndex(filter, indexes);
  if (!found) return null;
  const { index, regex, prefix, field, whole } = found;
  const unsure = new Set<number>();
  return {
    stage: 'IXSCAN',
    index,
    ids: () => index.idsWithMatchingStrings((text) => regex.test(text), prefix, unsure),
    covered: whole ? { field, unsure } : undefined,
  };
}

function findHinted(indexes: SecondaryIndex[], hint: unknown): SecondaryIndex | '_id_' {
  for (const index of indexes) {
    if (typeof hint === 'string' ? index.name === hint : valueKey(index.spec.key) === valueKey(hint)) return index;
  }
  if (hint === '_id_' || (isPlainObject(hint) && valueKey(hint) === valueKey({ _id: 1 }))) return '_id_';
  throw new CommandError('BadValue', 'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
}

/**
 * An index answers string bounds only under its own collation (MongoDB: "to use an index for string
 * comparisons, an operation must specify the same collation"), so only indexes of the query's
 * collation are considered.
 */
export function planQuery(filter: Document | undefined, allIndexes: SecondaryIndex[], hint?: unknown, collation?: Collation | null): Plan {
  const wanted = collationKey(collation);
  const indexes = allIndexes.filter((index) => collationKey(index.collation) === wanted);
  const hasHint = hint !== undefined && hint !== null && !(isPlainObject(hint) && Object.keys(hint).length === 0);
  if (hasHint && isPlainObject(hint) && '$natural' in hint) return { stage: 'COLLSCAN' };
  const predicates = extractPredicates(filter);
  const hinted = hasHint ? findHinted(allIndexes, hint) : undefined;
  // A hinted index of another collation cannot bound strings: read everything, as a full index scan would.
  if (hinted && hinted !== '_id_' && collationKey(hinted.collation) !== wanted) return { stage: 'COLLSCAN' };

  const idValues = equalityValues(predicates.get('_id'));
  // The _id map is binary: under a collation, string _id values are found by scanning.
  const idUsable = idValues !== null && (!collation || !idValues.some((value) => typeof value === 'string' || isPlainObject(value) || Array.isArray(value)));
  if (idValues && idUsable && (hinted === undefined || hinted === '_id_')) {
    return { stage: 'IDHACK', idKeys: idValues.map(valueKey) };
  }
  if (hinted === '_id_') return { stage: 'COLLSCAN' };

  let best: Candidate | null = null;
  for (const index of hinted ? [hinted] : indexes) {
    if (!index.complete && !servesFilter(index, predicates)) continue;
    const candidate = planForIndex(index, predicates, filter);
    if (candidate && (!best || candidate.score > best.score)) best = candidate;
  }
  const byKeys = hasHint ? null : regexPlan(filter, indexes);
  // A regular expression read from its index's keys beats an index that would hand over many
  // candidates to fetch (a search by part of a name among the customers of one class).
  if (best && byKeys && best.plan.stage === 'IXSCAN' && !best.plan.index.unique && manyCandidates(best.plan.ids())) return byKeys;
  if (best) return best.plan;
  if (byKeys) return byKeys;
  // An $or whose every branch can use an index reads the union of the branches' candidates.
  if (!hasHint && Array.isArray(filter?.$or) && filter.$or.length > 0 && filter.$or.every(isPlainObject)) {
    const plans = (filter.$or as Document[]).map((branch) => planQuery(branch, indexes, undefined, collation));
    if (plans.every((plan) => plan.stage !== 'COLLSCAN')) return { stage: 'OR', plans };
  }
  return { stage: 'COLLSCAN' };
}
