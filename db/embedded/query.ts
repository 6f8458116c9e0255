import { Context, evalExpr, ProcessingMode } from 'mingo/core';
import { Query } from 'mingo/query';
import { Aggregator } from 'mingo/aggregator';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Lazy, type Iterator } from 'mingo/lazy';
import { flatten, resolve } from 'mingo/util';
import type { Options } from 'mingo/types';
import { averageNumbers, divideNumbers, isZero, multiplyNumbers, numericKind, subtractNumbers, sumNumbers } from './arithmetic';
import { Collation, type StringCompare } from './collation';
import { CommandError } from './errors';
import { fastGroup } from './groupFast';
import { geoQueryOperators } from './geo';
import { textScoreOf } from './text';
import { compareValues, copyValue, numericValue, typeAlias, typeNumbers, typeRank, valueKey, valuesEqual } from './values';

export type Document = Record<string, unknown>;

/**
 * mingo with MongoDB's comparison rules. mingo compares values by JS type, so Long, Decimal128
 * and numbers never meet and `$type: "objectId"` matches nothing; the comparison, membership and
 * type operators below replace its own and use the BSON order from values.ts.
 */

type Predicate = (value: unknown, operand: unknown, depth: number, strings?: StringCompare) => boolean;

/** The string order of the collation in mingo's options (collation.ts), if any. */
function stringsOf(options: unknown): StringCompare | undefined {
  const collation = (options as { collation?: unknown } | undefined)?.collation;
  return collation instanceof Collation ? collation.compare : undefined;
}

function pathDepth(selector: string): number {
  let depth = 0;
  for (let i = 0; i < selector.length; i++) if (selector[i] === '.') depth++;
  return depth;
}

function queryOperator(predicate: Predicate, prepare?: (operand: unknown) => unknown) {
  return (selector: string, operand: unknown, options?: unknown) => {
    const depth = pathDepth(selector);
    const prepared = prepare ? prepare(operand) : operand;
    const strings = stringsOf(options);
    return (document: unknown) => predicate(resolve(document as Document, selector, { unwrapArray: true }), prepared, depth, strings);
  };
}

function isNil(value: unknown): boolean {
  return value === null || value === undefined;
}

function equals(value: unknown, operand: unknown, depth: number, strings?: StringCompare): boolean {
  if (isNil(operand)) {
    if (isNil(value)) return true;
    return Array.isArray(value) && value.some(isNil);
  }
  if (valuesEqual(value, operand, strings)) return true;
  if (Array.isArray(value)) {
    return value.some((item) => valuesEqual(item, operand, strings)) || flatten(value, depth).some((item) => valuesEqual(item, operand, strings));
  }
  return false;
}

function compareWith(test: (order: number) => boolean): Predicate {
  return (value, operand, depth, strings) => {
    const candidates = Array.isArray(value)
      ? [...flatten(value, depth), ...(Array.isArray(operand) ? [value] : [])]
      : [value];
    const operandRank = typeRank(operand);
    return candidates.some((candidate) => typeRank(candidate) === operandRank && test(compareValues(candidate, operand, strings)));
  };
}

function requireArray(operator: string) {
  return (operand: unknown) => {
    if (!Array.isArray(operand)) throw new CommandError('BadValue', `${operator} needs an array`);
    return operand;
  };
}

function membership(value: unknown, operand: unknown, depth: number, strings?: StringCompare): boolean {
  for (const candidate of operand as unknown[]) {
    if (candidate instanceof RegExp) {
      const strings = Array.isArray(value) ? flatten(value, depth) : [value];
      if (strings.some((item) => typeof item === 'string' && candidate.test(item))) return true;
    } else if (equals(value, candidate, depth, strings)) {
      return true;
    }
  }
  return false;
}

function typeMatches(value: unknown, alias: string | number): boolean {
  if (alias === 'number') return typeRank(value) === 3 && !isNil(value);
  const name = typeAlias(value);
  return typeof alias === 'number' ? typeNumbers[name] === alias : name === alias;
}

function prepareType(operand: unknown): Array<string | number> {
  const aliases = Array.isArray(operand) ? operand : [operand];
  for (const alias of aliases) {
    const known = typeof alias === 'number' ? Object.values(typeNumbers).includes(alias) : alias === 'number' || (typeof alias === 'string' && Object.hasOwn(typeNumbers, alias));
    if (!known) throw new CommandError('BadValue', `Unknown type name alias: ${String(alias)}`);
  }
  return aliases as Array<string | number>;
}

function hasType(value: unknown, aliases: unknown, depth: number): boolean {
  const list = aliases as Array<string | number>;
  if (value === undefined) return false;
  if (list.some((alias) => typeMatches(value, alias))) return true;
  if (Array.isArray(value)) {
    return flatten(value, depth).some((item) => item !== undefined && list.some((alias) => typeMatches(item, alias)));
  }
  return false;
}

function prepareMod(operand: unknown): [number, number] {
  if (!Array.isArray(operand) || operand.length !== 2 || !operand.every((part) => typeRank(part) === 3)) {
    throw new CommandError('BadValue', 'malformed mod, needs to be an array of two numbers');
  }
  const [divisor, remainder] = operand.map((part) => Math.trunc(Number(numericValue(part))));
  if (divisor === 0) throw new CommandError('BadValue', 'divisor cannot be 0');
  return [divisor, remainder];
}

/** $mod on numeric values only (mingo would coerce the string "30"). */
function modulo(value: unknown, operand: unknown): boolean {
  const [divisor, remainder] = operand as [number, number];
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.some((candidate) => typeRank(candidate) === 3 && candidate !== null && candidate !== undefined && Math.trunc(Number(numericValue(candidate))) % divisor === remainder);
}

const comparisonPredicates: Record<string, Predicate> = {
  $eq: equals,
  $ne: (value, operand, depth, strings) => !equals(value, operand, depth, strings),
  $gt: compareWith((order) => order > 0),
  $gte: compareWith((order) => order >= 0),
  $lt: compareWith((order) => order < 0),
  $lte: compareWith((order) => order <= 0),
  $in: membership,
  $nin: (value, operand, depth, strings) => !membership(value, operand, depth, strings),
};

/**
 * $all: every operand matches as an equality would (so `$all` on a non-array field is an equality,
 * as on MongoDB; mingo matches arrays only); $elemMatch and regex operands keep mingo's version.
 */
function allOf(selector: string, operand: unknown, options: Options) {
  if (!Array.isArray(operand)) throw new CommandError('BadValue', '$all needs an array');
  if (operand.some((item) => item instanceof RegExp || (typeof item === 'object' && item !== null && '$elemMatch' in item))) {
    return queryOperators.$all(selector, operand, options);
  }
  const depth = pathDepth(selector);
  return (document: unknown) => {
    const value = resolve(document as Document, selector, { unwrapArray: true });
    return operand.length > 0 && operand.every((item) => equals(value, item, depth));
  };
}

const bsonQueryOperators = {
  $all: allOf,
  $mod: queryOperator(modulo, prepareMod),
  $eq: queryOperator(comparisonPredicates.$eq),
  $ne: queryOperator(comparisonPredicates.$ne),
  $gt: queryOperator(comparisonPredicates.$gt),
  $gte: queryOperator(comparisonPredicates.$gte),
  $lt: queryOperator(comparisonPredicates.$lt),
  $lte: queryOperator(comparisonPredicates.$lte),
  $in: queryOperator(comparisonPredicates.$in, requireArray('$in')),
  $nin: queryOperator(comparisonPredicates.$nin, requireArray('$nin')),
  $type: queryOperator(hasType, prepareType),
};

/** $sort with MongoDB's order (numeric types together, arrays by their least/greatest element). */
function sortStage(collection: Iterator, sortKeys: unknown, options: Options): Iterator {
  if (typeof sortKeys !== 'object' || sortKeys === null || Object.keys(sortKeys).length === 0) {
    throw new CommandError('BadValue', '$sort stage must have at least one sort key');
  }
  readSortKeys(sortKeys as Document);
  return collection.transform((items) => Lazy(sortDocuments(items as Document[], sortKeys as Document, stringsOf(options))));
}

/** $count yields no document for an empty input, as MongoDB does (mingo yields a zero count). */
function countStage(collection: Iterator, field: unknown): Iterator {
  if (typeof field !== 'string' || field === '' || field.startsWith('$') || field.includes('.')) {
    throw new CommandError('BadValue', 'the count field must be a non-empty string without $ or .');
  }
  return collection.transform((items) => Lazy(items.length > 0 ? [{ [field]: items.length }] : []));
}

/**
 * $group keyed by BSON value equality, as MongoDB groups: Long(1), 1 and Decimal128("1.0") are one
 * group (mingo would separate them by JS type), and a missing key joins the null group with `_id: null`.
 */
function groupStage(collection: Iterator, spec: unknown, options: Options): Iterator {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec) || !Object.hasOwn(spec, '_id')) {
    throw new CommandError('BadValue', 'a group specification must include an _id');
  }
  const idExpression = (spec as Document)._id;
  const fields = Object.keys(spec).filter((key) => key !== '_id');
  // With a collation, keys equal under it are one group (its first key seen is the _id).
  const collation = (options as { collation?: unknown }).collation;
  const canonical = collation instanceof Collation ? collation.canonicalizer() : undefined;
  return collection.transform((items) => {
    const fast = canonical ? null : fastGroup(items as Document[], spec as Document);
    if (fast) return Lazy(fast);
    const groups = new Map<string, { id: unknown; members: Document[] }>();
    for (const item of items as Document[]) {
      const id = evalExpr(item, idExpression, options) ?? null;
      const key = valueKey(canonical ? canonical.value(id) : id);
      const group = groups.get(key);
      if (group) group.members.push(item);
      else groups.set(key, { id, members: [item] });
    }
    return Lazy(
      Array.from(groups.values(), ({ id, members }) => {
        const output: Document = { _id: id };
        for (const field of fields) output[field] = evalExpr(members, (spec as Document)[field], options);
        return output;
      }),
    );
  });
}

/**
 * Aggregation comparisons ($eq, $gt, $cmp... inside $expr, $project, $cond) follow the BSON order
 * across types, as MongoDB's do: `35 > null` is true and Decimal128("250") equals 250. A missing
 * value sorts below null. mingo's own versions answer false across types.
 */
function compareInExpression(a: unknown, b: unknown): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return compareValues(a, b);
}

function expressionComparison(name: string, answer: (order: number) => unknown) {
  return (document: unknown, expression: unknown, options: Options): unknown => {
    if (!Array.isArray(expression) || expression.length !== 2) {
      throw new CommandError('BadValue', `Expression ${name} takes exactly 2 arguments.`);
    }
    const [a, b] = evalExpr(document, expression, options) as [unknown, unknown];
    return answer(compareInExpression(a, b));
  };
}

const bsonExpressionOperators = {
  $eq: expressionComparison('$eq', (order) => order === 0),
  $ne: expressionComparison('$ne', (order) => order !== 0),
  $gt: expressionComparison('$gt', (order) => order > 0),
  $gte: expressionComparison('$gte', (order) => order >= 0),
  $lt: expressionComparison('$lt', (order) => order < 0),
  $lte: expressionComparison('$lte', (order) => order <= 0),
  $cmp: expressionComparison('$cmp', (order) => Math.sign(order)),
};

function arithmeticArguments(name: string, document: unknown, expression: unknown, options: Options, count?: number): unknown[] | null {
  const args = evalExpr(document, expression, options);
  const list = Array.isArray(args) ? args : [args];
  if (count !== undefined && (!Array.isArray(expression) || list.length !== count)) {
    throw new CommandError('BadValue', `Expression ${name} takes exactly ${count} arguments. ${list.length} were passed in.`);
  }
  return list.some(isNil) ? null : list;
}

function onlyNumbers(name: string, values: unknown[], dates: boolean): void {
  for (const value of values) {
    if (numericKind(value) === null && !(dates && value instanceof Date)) {
      throw new CommandError('TypeMismatch', `${name} only supports numeric${dates ? ' or date' : ''} types, not ${typeAlias(value)}`);
    }
  }
}

/** $add: numbers with MongoDB's type promotion, or one date plus milliseconds. */
function addExpression(document: unknown, expression: unknown, options: Options): unknown {
  const values = arithmeticArguments('$add', document, expression, options);
  if (!values) return null;
  onlyNumbers('$add', values, true);
  const dates = values.filter((value) => value instanceof Date);
  if (dates.length > 1) throw new CommandError('BadValue', 'only one date allowed in an $add expression');
  const total = sumNumbers(values.filter((value) => !(value instanceof Date)));
  return dates.length === 1 ? new Date(dates[0].getTime() + Math.round(Number(numericValue(total)))) : total;
}

/** $subtract: numbers, a date minus milliseconds, or two dates (milliseconds between, as a number). */
function subtractExpression(document: unknown, expression: unknown, options: Options): unknown {
  const values = arithmeticArguments('$subtract', document, expression, options, 2);
  if (!values) return null;
  const [a, b] = values;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (a instanceof Date && numericKind(b)) return new Date(a.getTime() - Math.round(Number(numericValue(b))));
  if (!numericKind(a) || !numericKind(b)) {
    throw new CommandError('TypeMismatch', `can't $subtract ${typeAlias(b)} from ${typeAlias(a)}`);
  }
  return subtractNumbers(a, b);
}

function multiplyExpression(document: unknown, expression: unknown, options: Options): unknown {
  const values = arithmeticArguments('$multiply', document, expression, options);
  if (!values) return null;
  onlyNumbers('$multiply', values, false);
  return values.reduce((product, value) => multiplyNumbers(product, value), 1);
}

function divideExpression(document: unknown, expression: unknown, options: Options): unknown {
  const values = arithmeticArguments('$divide', document, expression, options, 2);
  if (!values) return null;
  onlyNumbers('$divide', values, false);
  if (isZero(values[1])) throw new CommandError('BadValue', "can't $divide by zero");
  return divideNumbers(values[0], values[1]);
}

/** The aggregation $type: the BSON type name, "missing" for a missing value. */
function typeExpression(document: unknown, expression: unknown, options: Options): string {
  const value = evalExpr(document, Array.isArray(expression) && expression.length === 1 ? expression[0] : expression, options);
  return value === undefined ? 'missing' : typeAlias(value);
}

/** $sum and $avg as accumulators ($group) and, given an array, as expressions ($project). */
function sumAccumulator(collection: unknown[], expression: unknown, options: Options): unknown {
  return sumNumbers(accumulatorOperators.$push(collection as Document[], expression, options) as unknown[]);
}

function averageAccumulator(collection: unknown[], expression: unknown, options: Options): unknown {
  return averageNumbers(accumulatorOperators.$push(collection as Document[], expression, options) as unknown[]);
}

/** $min and $max in the BSON order (Long, Decimal128 and numbers together), null and missing skipped. */
function extremeAccumulator(direction: 1 | -1) {
  return (collection: unknown[], expression: unknown, options: Options): unknown => {
    let best: unknown = null;
    for (const value of accumulatorOperators.$push(collection as Document[], expression, options) as unknown[]) {
      if (isNil(value)) continue;
      if (best === null || compareValues(value, best) * direction > 0) best = value;
    }
    return best;
  };
}

const context = Context.init({
  accumulator: {
    ...accumulatorOperators,
    $sum: sumAccumulator,
    $avg: averageAccumulator,
    $min: extremeAccumulator(-1),
    $max: extremeAccumulator(1),
  } as unknown as Record<string, never>,
  expression: {
    ...expressionOperators,
    ...bsonExpressionOperators,
    $add: addExpression,
    $subtract: subtractExpression,
    $multiply: multiplyExpression,
    $divide: divideExpression,
    $type: typeExpression,
    // { $meta: "textScore" } in $project/$addFields after a $text $match.
    $meta: (document: unknown, expression: unknown) => (expression === 'textScore' ? textScoreOf(document) : undefined),
  } as unknown as Record<string, never>,
  pipeline: { ...pipelineOperators, $sort: sortStage, $count: countStage, $group: groupStage } as unknown as Record<string, never>,
  projection: projectionOperators,
  query: { ...queryOperators, ...bsonQueryOperators, ...geoQueryOperators } as unknown as Record<string, never>,
  window: windowOperators,
});

/** Client-supplied code never runs: $where, $function and $accumulator are disabled. */
export const queryOptions: Partial<Options> = { context, scriptEnabled: false, useStrictMode: true };

export interface CompiledFilter {
  test(document: Document): boolean;
}

/** A value compared as-is: no regex, array, subdocument or operator object. */
function isScalarOperand(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      if (value instanceof Date) return true;
      return '_bsontype' in value && !['BSONRegExp', 'Code', 'DBRef'].includes((value as { _bsontype: string })._bsontype);
  }
  return false;
}

/**
 * Filters made only of field comparisons against scalars (the usual lookups by code, id, status
 * or date range) are compiled directly onto the same predicates mingo is given, skipping mingo's
 * per-query setup. Anything else returns null and goes through mingo.
 */
function compileComparisons(filter: Document, strings?: StringCompare): CompiledFilter | null {
  const tests: Array<(document: Document) => boolean> = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('__proto__') || field === '') return null;
    const depth = pathDepth(field);
    const read = (document: Document) => resolve(document, field, { unwrapArray: true });
    if (isScalarOperand(condition)) {
      tests.push((document) => equals(read(document), condition, depth, strings));
      continue;
    }
    if (typeof condition !== 'object' || condition === null || Object.getPrototypeOf(condition) !== Object.prototype) return null;
    const operators = Object.entries(condition as Document);
    if (operators.length === 0) return null;
    for (const [operator, operand] of operators) {
      const predicate = Object.hasOwn(comparisonPredicates, operator) ? comparisonPredicates[operator] : undefined;
      if (!predicate) return null;
      const valid = operator === '$in' || operator === '$nin' ? Array.isArray(operand) && operand.every(isScalarOperand) : isScalarOperand(operand);
      if (!valid) return null;
      tests.push((document) => predicate(read(document), operand, depth, strings));
    }
  }
  return { test: (document) => tests.every((test) => test(document)) };
}

export function compileFilter(filter: Document | undefined, collation?: Collation | null): CompiledFilter {
  if (!filter || Object.keys(filter).length === 0) return { test: () => true };
  const direct = compileComparisons(filter, collation?.compare);
  if (direct) return direct;
  try {
    const query = new Query(filter, collation ? { ...queryOptions, collation: collation as never } : queryOptions);
    return { test: (document) => query.test(document) };
  } catch (error) {
    throw asBadValue(error);
  }
}

export function asBadValue(error: unknown): unknown {
  if (error instanceof CommandError) return error;
  return new CommandError('BadValue', error instanceof Error ? error.message : String(error));
}

/** Applies a find projection (inclusion, exclusion, $slice, $elemMatch, positional). */
export function projectDocuments(documents: Document[], projection: Document | undefined, filter: Document | undefined): Document[] {
  if (!projection || Object.keys(projection).length === 0) return documents;
  const simple = topLevelProjection(projection);
  if (simple) return documents.map((document) => pickFields(document, simple));
  // { nums: { $elemMatch: { $gt: 4 } } }: a condition on the elements themselves (mingo reads only
  // subdocument queries): the field is projected as an inclusion, then given its first match.
  const onValues = Object.keys(projection).filter((key) => isValueElemMatch(projection[key]));
  if (onValues.length > 0) {
    const included = projectDocuments(documents, { ...projection, ...Object.fromEntries(onValues.map((key) => [key, 1])) }, filter);
    return included.map((output, i) => {
      for (const key of onValues) {
        const condition = compileFilter({ v: (projection[key] as Document).$elemMatch as Document });
        const values = documents[i]?.[key];
        const first = Array.isArray(values) ? values.find((value) => condition.test({ v: value })) : undefined;
        if (first === undefined) delete output[key];
        else output[key] = [copyValue(first)];
      }
      return output;
    });
  }
  // { field: { $meta: "textScore" } }: the $text score, added after the rest of the projection.
  const metaFields = Object.keys(projection).filter((key) => isTextScoreMeta(projection[key]));
  if (metaFields.length > 0) {
    const rest = Object.fromEntries(Object.entries(projection).filter(([key]) => !metaFields.includes(key)));
    const projected = Object.keys(rest).length > 0 ? projectDocuments(documents, rest, filter) : documents.map(copyValue);
    return projected.map((output, i) => {
      const withScore: Document = { ...output };
      for (const key of metaFields) withScore[key] = textScoreOf(documents[i]) ?? 0;
      return withScore;
    });
  }
  try {
    const usesPositional = Object.keys(projection).some((key) => key.endsWith('.$'));
    const query = new Query(usesPositional && filter ? filter : {}, queryOptions);
    // A projection of only $slice fields (and exclusions) keeps every other field, as on MongoDB;
    // mingo would treat it as an inclusion.
    const sliceOnly = Object.entries(projection).every(([key, value]) => !key.includes('.') && (isSliceSpec(value) || value === 0 || value === false));
    if (sliceOnly && Object.values(projection).some(isSliceSpec)) {
      const slices = Object.fromEntries(Object.entries(projection).filter(([, value]) => isSliceSpec(value)));
      const excluded = new Set(Object.keys(projection).filter((key) => !isSliceSpec(projection[key])));
      const sliced = query.find<Document>(documents.map(copyValue), { ...slices, _id: 1 }).all();
      return documents.map((document, i) => {
        const output: Document = {};
        for (const key of Object.keys(document)) {
          if (excluded.has(key)) continue;
          output[key] = Object.hasOwn(slices, key) && Array.isArray(document[key]) ? sliced[i][key] : copyValue(document[key]);
        }
        return output;
      });
    }
    // mingo's projection removes excluded nested fields from its input: project copies.
    const projected = query.find<Document>(documents.map(copyValue), projection).all();
    return projected.length === documents.length ? projected.map((output, i) => inDocumentOrder(output, documents[i])) : projected;
  } catch (error) {
    throw asBadValue(error);
  }
}

interface TopLevelProjection {
  include: boolean;
  fields: Set<string>;
  keepId: boolean;
}

/**
 * A projection of top-level field names only, all included or all excluded (`_id` either way),
 * with 1/0/true/false: the usual `{ name: 1, phones: 1 }` or `{ _id: 1 }`. It is answered by
 * picking fields from the stored document (frozen, so its values are shared as an unprojected
 * find shares them) instead of copying every document for mingo: a find returning thousands of
 * documents with a projection cost several times the same find without one. Anything else
 * (paths, operators, mixed inclusion and exclusion, other values) takes mingo's path.
 */
function topLevelProjection(projection: Document): TopLevelProjection | null {
  let include: boolean | null = null;
  let keepId = true;
  const fields = new Set<string>();
  for (const key of Object.keys(projection)) {
    const value = projection[key];
    if (key.length === 0 || key.includes('.') || key.startsWith('$')) return null;
    const on = value === 1 || value === true ? true : value === 0 || value === false ? false : null;
    if (on === null) return null;
    if (key === '_id') {
      keepId = on;
      continue;
    }
    if (include !== null && include !== on) return null;
    include = on;
    fields.add(key);
  }
  // { _id: 0 } alone excludes only _id; { _id: 1 } alone keeps only _id.
  return { include: include ?? keepId, fields, keepId };
}

/** The projected document: `_id` first, then the kept fields in the stored order (MongoDB's order). */
function pickFields(document: Document, projection: TopLevelProjection): Document {
  const output: Document = {};
  if (projection.keepId && Object.hasOwn(document, '_id')) output._id = document._id;
  for (const key of Object.keys(document)) {
    if (key === '_id') continue;
    if (projection.fields.has(key) === projection.include) output[key] = document[key];
  }
  return output;
}

function isTextScoreMeta(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as Document).$meta === 'textScore';
}

function isValueElemMatch(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length !== 1) return false;
  const condition = (value as Document).$elemMatch;
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return false;
  const keys = Object.keys(condition);
  return keys.length > 0 && keys.every((key) => key.startsWith('$') && !['$and', '$or', '$nor', '$where', '$expr', '$text'].includes(key));
}

function isSliceSpec(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && '$slice' in value;
}

/** The projected fields in the stored document's order, `_id` first, computed fields last (MongoDB's order). */
function inDocumentOrder(output: Document | undefined, source: Document | undefined): Document {
  if (!output || !source) return output as Document;
  const keys = Object.keys(output);
  const ordered: Document = {};
  if (Object.hasOwn(output, '_id')) ordered._id = output._id;
  for (const key of Object.keys(source)) if (key !== '_id' && Object.hasOwn(output, key)) ordered[key] = output[key];
  for (const key of keys) if (!Object.hasOwn(ordered, key)) ordered[key] = output[key];
  return ordered;
}

export type CollectionResolver = (name: string) => Document[];

/** Stages that never write into the documents they receive (checked against mingo 7). */
const readOnlyStages = new Set(['$match', '$group', '$sort', '$limit', '$skip', '$count', '$sortByCount', '$bucket', '$bucketAuto', '$sample']);

export function runPipeline(documents: Document[], pipeline: Document[], collectionResolver: CollectionResolver, collation?: Collation | null): Document[] {
  // Stages such as $addFields, $unset and $unwind rewrite their input in place, and later stages may
  // write into subdocuments passed along by earlier ones: the stored documents are copied first
  // unless every stage only reads.
  const readOnly = pipeline.every((stage) => readOnlyStages.has(Object.keys(stage)[0]));
  try {
    const aggregator = new Aggregator(pipeline, {
      ...queryOptions,
      processingMode: readOnly ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
      collectionResolver,
      ...(collation ? { collation: collation as never } : {}),
    });
    return aggregator.run(documents) as Document[];
  } catch (error) {
    throw asBadValue(error);
  }
}

/** Values of a dotted path, arrays along the way fanned out, as MongoDB sorts and indexes them. */
export function valuesAtPath(document: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (value: unknown, index: number): void => {
    if (index === parts.length) {
      if (Array.isArray(value)) {
        if (value.length === 0) out.push(undefined);
        else out.push(...value);
      } else {
        out.push(value);
      }
      return;
    }
    if (Array.isArray(value)) {
      const part = parts[index];
      if (/^\d+$/.test(part)) {
        walk(value[Number(part)], index + 1);
        return;
      }
      if (value.length === 0) {
        out.push(undefined);
        return;
      }
      for (const item of value) walk(item, index);
      return;
    }
    if (value === null || typeof value !== 'object' || value instanceof Date) {
      out.push(undefined);
      return;
    }
    walk((value as Document)[parts[index]], index + 1);
  };
  walk(document, 0);
  return out;
}

interface SortKey {
  path: string;
  direction: 1 | -1;
  /** `{ $meta: "textScore" }`: the $text score, highest first. */
  textScore?: boolean;
}

function readSortKeys(sort: Document): SortKey[] {
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
