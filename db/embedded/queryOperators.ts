import * as queryOperators from 'mingo/operators/query';
import { flatten, resolve } from 'mingo/util';
import type { Options } from 'mingo/types';
import { Collation, type StringCompare } from './collation';
import { CommandError } from './errors';
import { compareValues, numericValue, typeAlias, typeNumbers, typeRank, valueKey, valuesEqual } from './values';
import type { Document } from './document';

/**
 * mingo with MongoDB's comparison rules. mingo compares values by JS type, so Long, Decimal128
 * and numbers never meet and `$type: "objectId"` matches nothing; the comparison, membership and
 * type operators below replace its own and use the BSON order from values.ts.
 */

type Predicate = (value: unknown, operand: unknown, depth: number, strings?: StringCompare) => boolean;

/** The string order of the collation in mingo's options (collation.ts), if any. */
export function stringsOf(options: unknown): StringCompare | undefined {
  const collation = (options as { collation?: unknown } | undefined)?.collation;
  return collation instanceof Collation ? collation.compare : undefined;
}

export function pathDepth(selector: string): number {
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

export function isNil(value: unknown): boolean {
  return value === null || value === undefined;
}

export function equals(value: unknown, operand: unknown, depth: number, strings?: StringCompare): boolean {
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
    const candidates = Array.isArray(value) ? [...flatten(value, depth), ...(Array.isArray(operand) ? [value] : [])] : [value];
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

/** An `$in` list's equality keys (valueKey: equal BSON values, equal keys) and its patterns, made once per list. */
const memberKeys = new WeakMap<object, { keys: Set<string>; patterns: RegExp[] }>();

function keysOfList(operand: unknown[]): { keys: Set<string>; patterns: RegExp[] } {
  let known = memberKeys.get(operand);
  if (!known) {
    known = { keys: new Set(), patterns: [] };
    for (const candidate of operand) {
      if (candidate instanceof RegExp) known.patterns.push(candidate);
      else if (!isNil(candidate)) known.keys.add(valueKey(candidate));
    }
    memberKeys.set(operand, known);
  }
  return known;
}

/** A value `$in` can look up by key: a present scalar that is not an array nor a sub-document. */
function isKeyedScalar(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  return value instanceof Date || (typeof value === 'object' && value !== null && (value as { _bsontype?: string })._bsontype === 'ObjectId');
}

function membership(value: unknown, operand: unknown, depth: number, strings?: StringCompare): boolean {
  // A long list (ids of a batch) is looked up by key rather than compared one candidate at a time;
  // a collation compares strings its own way, so it takes the loop below.
  if (!strings && isKeyedScalar(value) && (operand as unknown[]).length > 8) {
    const { keys, patterns } = keysOfList(operand as unknown[]);
    if (keys.has(valueKey(value))) return true;
    return typeof value === 'string' && patterns.some((pattern) => pattern.test(value));
  }
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
    const known =
      typeof alias === 'number'
        ? Object.values(typeNumbers).includes(alias)
        : alias === 'number' || (typeof alias === 'string' && Object.hasOwn(typeNumbers, alias));
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
  return candidates.some(
    (candidate) =>
      typeRank(candidate) === 3 && candidate !== null && candidate !== undefined && Math.trunc(Number(numericValue(candidate))) % divisor === remainder,
  );
}

export const comparisonPredicates: Record<string, Predicate> = {
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

export const bsonQueryOperators = {
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
