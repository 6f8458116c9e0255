import type { Binary, Decimal128, Long, ObjectId, Timestamp } from 'bson';

/** A document or sub-document as BSON decodes it (domain/common/objects.ts), read from here by the embedded server. */
export { isPlainObject } from '../../domain/common/objects';

/**
 * BSON value ordering and hashing. mingo orders values by their JS type, which puts a Long next
 * to nothing and compares Decimal128 as text; MongoDB compares all numeric types together and
 * orders types by a fixed bracket list. Index keys, sorting and comparison predicates use this.
 */

type BsonTagged = { _bsontype: string };

function bsonType(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && '_bsontype' in value ? (value as BsonTagged)._bsontype : undefined;
}

/** MongoDB's canonical type brackets, in sort order. */
export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 2;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (Array.isArray(value)) return 6;
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  switch (bsonType(value)) {
    case 'MinKey':
      return 1;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    case undefined:
      return 5;
    default:
      return 5;
  }
}

export function isNumeric(value: unknown): boolean {
  return typeRank(value) === 3;
}

/** A number or bigint standing for any BSON numeric value, comparable with < and >. */
export function numericValue(value: unknown): number | bigint {
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  switch (bsonType(value)) {
    case 'Long': {
      const long = value as Long;
      const asNumber = long.toNumber();
      return Number.isSafeInteger(asNumber) ? asNumber : long.toBigInt();
    }
    case 'Decimal128':
      return Number((value as Decimal128).toString());
    case 'Int32':
    case 'Double':
      return (value as { value: number }).value;
  }
  return Number.NaN;
}

function compareNumbers(a: number | bigint, b: number | bigint): number {
  const aNaN = typeof a === 'number' && Number.isNaN(a);
  const bNaN = typeof b === 'number' && Number.isNaN(b);
  if (aNaN || bNaN) return aNaN && bNaN ? 0 : aNaN ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const size = Math.min(a.length, b.length);
  for (let i = 0; i < size; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/**
 * Total order over BSON values as MongoDB sorts them (arrays compared element by element).
 * `strings` is a collation's string order (collation.ts); binary order without one.
 */
export function compareValues(a: unknown, b: unknown, strings?: (a: string, b: string) => number): number {
  // Fast paths for the common index keys.
  if (typeof a === 'string' && typeof b === 'string') return strings ? strings(a, b) : a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number' && !Number.isNaN(a) && !Number.isNaN(b)) return a < b ? -1 : a > b ? 1 : 0;
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  switch (rankA) {
    case 1:
    case 2:
    case 13:
      return 0;
    case 3:
      return compareNumbers(numericValue(a), numericValue(b));
    case 4: {
      const sa = String(typeof a === 'string' ? a : (a as { value: string }).value);
      const sb = String(typeof b === 'string' ? b : (b as { value: string }).value);
      if (strings) return strings(sa, sb);
      return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
    case 5: {
      const entriesA = Object.entries(a as object);
      const entriesB = Object.entries(b as object);
      const size = Math.min(entriesA.length, entriesB.length);
      for (let i = 0; i < size; i++) {
        const byValueType = typeRank(entriesA[i][1]) - typeRank(entriesB[i][1]);
        if (byValueType !== 0) return sign(byValueType);
        if (entriesA[i][0] !== entriesB[i][0]) return entriesA[i][0] < entriesB[i][0] ? -1 : 1;
        const byValue = compareValues(entriesA[i][1], entriesB[i][1], strings);
        if (byValue !== 0) return byValue;
      }
      return sign(entriesA.length - entriesB.length);
    }
    case 6: {
      const xs = a as unknown[];
      const ys = b as unknown[];
      const size = Math.min(xs.length, ys.length);
      for (let i = 0; i < size; i++) {
        const order = compareValues(xs[i], ys[i], strings);
        if (order !== 0) return order;
      }
      return sign(xs.length - ys.length);
    }
    case 7: {
      const binA = a as Binary;
      const binB = b as Binary;
      if (binA.position !== binB.position) return sign(binA.position - binB.position);
      if (binA.sub_type !== binB.sub_type) return sign(binA.sub_type - binB.sub_type);
      return sign(compareBytes(binA.value(), binB.value()));
    }
    case 8:
      return sign(compareBytes((a as ObjectId).id, (b as ObjectId).id));
    case 9:
      return a === b ? 0 : a ? 1 : -1;
    case 10:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case 11: {
      const ta = a as Timestamp;
      const tb = b as Timestamp;
      return ta.t !== tb.t ? sign(ta.t - tb.t) : sign(ta.i - tb.i);
    }
    case 12: {
      const ra = regexParts(a);
      const rb = regexParts(b);
      if (ra[0] !== rb[0]) return ra[0] < rb[0] ? -1 : 1;
      return ra[1] < rb[1] ? -1 : ra[1] > rb[1] ? 1 : 0;
    }
  }
  return 0;
}

function regexParts(value: unknown): [string, string] {
  if (value instanceof RegExp) return [value.source, value.flags];
  const regex = value as { pattern: string; options: string };
  return [regex.pattern, regex.options];
}

/** Equality as MongoDB's $eq sees it: numeric types compare by value, null equals missing. */
export function valuesEqual(a: unknown, b: unknown, strings?: (a: string, b: string) => number): boolean {
  return typeRank(a) === typeRank(b) && compareValues(a, b, strings) === 0;
}

/**
 * A string that is equal for equal BSON values (1, 1.0 and Long(1) alike), used as the key of the
 * `_id` map and of index hash maps.
 */
export function valueKey(value: unknown): string {
  if (value === undefined || value === null) return 'z';
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? 'nNaN' : `n${value}`;
    case 'bigint':
      return `n${value}`;
    case 'string':
      return `s${value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
  }
  if (Array.isArray(value)) return `[${value.map((item) => JSON.stringify(valueKey(item))).join(',')}]`;
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r/${value.source}/${value.flags}`;
  switch (bsonType(value)) {
    case 'ObjectId':
      return `o${(value as ObjectId).toHexString()}`;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return `n${numericValue(value)}`;
    case 'Binary': {
      const binary = value as Binary;
      return `x${binary.sub_type}:${Buffer.from(binary.value()).toString('base64')}`;
    }
    case 'Timestamp':
      return `t${(value as Timestamp).t}:${(value as Timestamp).i}`;
    case 'MinKey':
      return 'min';
    case 'MaxKey':
      return 'max';
    case 'BSONRegExp':
      return `r/${regexParts(value).join('/')}`;
    case 'BSONSymbol':
      return `s${(value as { value: string }).value}`;
  }
  const entries = Object.entries(value as object).map(([key, item]) => `${JSON.stringify(key)}:${JSON.stringify(valueKey(item))}`);
  return `{${entries.join(',')}}`;
}

/** The BSON type alias of a value, as `$type` names it. */
export function typeAlias(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  switch (typeof value) {
    case 'number':
      // bson writes integral numbers in int32 range as int32 and others as double.
      return Number.isInteger(value) && value >= -2147483648 && value <= 2147483647 ? 'int' : 'double';
    case 'bigint':
      return 'long';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
  }
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  switch (bsonType(value)) {
    case 'ObjectId':
      return 'objectId';
    case 'Long':
      return 'long';
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
    case 'Decimal128':
      return 'decimal';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'BSONRegExp':
      return 'regex';
    case 'BSONSymbol':
      return 'symbol';
    case 'Code':
      return 'javascript';
    case 'DBRef':
      return 'object';
  }
  return 'object';
}

export const typeNumbers: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};

/**
 * A deep copy of plain objects and arrays (BSON values such as ObjectId are immutable and shared).
 * A field named "__proto__" stays a field instead of becoming the copy's prototype.
 */
export function copyValue<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copyValue((value as Record<string, unknown>)[key]);
    if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy as T;
}
