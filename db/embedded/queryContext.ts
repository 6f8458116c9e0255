import { Context, evalExpr } from 'mingo/core';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Lazy, type Iterator } from 'mingo/lazy';
import type { Options } from 'mingo/types';
import { averageNumbers, divideNumbers, isZero, multiplyNumbers, numericKind, subtractNumbers, sumNumbers } from './arithmetic';
import { Collation } from './collation';
import { CommandError } from './errors';
import { fastGroup } from './groupFast';
import { geoQueryOperators } from './geo';
import { textScoreOf } from './text';
import { compareValues, numericValue, typeAlias, valueKey } from './values';
import type { Document } from './document';
import { bsonQueryOperators, isNil, stringsOf } from './queryOperators';
import { readSortKeys, sortDocuments } from './sort';

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
