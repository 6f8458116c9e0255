import { Decimal128, Long } from 'bson';

/**
 * Numeric arithmetic with MongoDB's type promotion, for aggregation ($add, $subtract, $multiply,
 * $divide, $sum, $avg) and the $inc/$mul update operators:
 * - int op int gives an int, or a long when it overflows 32 bits;
 * - anything with a long (and no double or decimal) gives a long, or a double when it overflows 64 bits;
 * - anything with a double (and no decimal) gives a double;
 * - anything with a Decimal128 gives a Decimal128, computed exactly in decimal.
 *
 * Ints are plain JS integers in the int32 range, doubles are other JS numbers (bson writes an
 * integral number in int32 range as an int32, so an integral double result comes back as an
 * int; the driver gives the same JS number for both), longs are bson `Long`s and decimals are
 * `Decimal128`s.
 *
 * Decimal values are a BigInt coefficient and a power-of-ten exponent. Addition, subtraction and
 * multiplication are exact and keep IEEE 754-2008's preferred exponent (the smaller one for a sum,
 * their total for a product), so Decimal128("1.10") + Decimal128("1.20") is "2.30" as in MongoDB.
 * Results beyond Decimal128's 34 significant digits, and inexact quotients, are rounded to 34 digits
 * half to even; an exact quotient keeps the exponent closest to the preferred one. A double joins a
 * decimal calculation rounded to 15 significant digits, as MongoDB converts it (2.5 becomes
 * 2.50000000000000).
 */

export type NumericKind = 'int' | 'long' | 'double' | 'decimal';

const int32Min = -2147483648;
const int32Max = 2147483647;
const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;
const decimalDigits = 34;

function bsonTag(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && '_bsontype' in value ? (value as { _bsontype: string })._bsontype : undefined;
}

/** The numeric BSON type of a value, or null when it is not a number. */
export function numericKind(value: unknown): NumericKind | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= int32Min && value <= int32Max ? 'int' : 'double';
  if (typeof value === 'bigint') return 'long';
  switch (bsonTag(value)) {
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
  }
  return null;
}

const kindRank: Record<NumericKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };

function widest(values: unknown[]): NumericKind {
  let kind: NumericKind = 'int';
  for (const value of values) {
    const own = numericKind(value);
    if (own && kindRank[own] > kindRank[kind]) kind = own;
  }
  return kind;
}

function asDouble(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  switch (bsonTag(value)) {
    case 'Long':
      return (value as Long).toNumber();
    case 'Decimal128':
      return Number((value as Decimal128).toString());
    default:
      return (value as { value: number }).value;
  }
}

function asBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (bsonTag(value) === 'Long') return (value as Long).toBigInt();
  return BigInt(asDouble(value));
}

/** A finite decimal: coefficient × 10^exponent. Null stands for NaN or an infinity. */
interface Decimal {
  coefficient: bigint;
  exponent: number;
  /** Keeps the sign of a negative zero. */
  negative: boolean;
}

function parseDecimal(text: string): Decimal | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const fraction = match[3] ?? '';
  const negative = match[1] === '-';
  const magnitude = BigInt(`${match[2]}${fraction}` || '0');
  return { coefficient: negative ? -magnitude : magnitude, exponent: Number(match[4] ?? 0) - fraction.length, negative };
}

function toDecimal(value: unknown): Decimal | null {
  switch (numericKind(value)) {
    case 'decimal':
      return parseDecimal((value as Decimal128).toString());
    case 'int':
    case 'long': {
      const coefficient = asBigInt(value);
      return { coefficient, exponent: 0, negative: coefficient < 0n };
    }
    default: {
      const double = asDouble(value);
      if (!Number.isFinite(double)) return null;
      return parseDecimal(double.toPrecision(15));
    }
  }
}

function digitCount(value: bigint): number {
  return (value < 0n ? -value : value).toString().length;
}

/** Divides by 10^places, rounding half to even. */
function shiftRight(coefficient: bigint, places: number): bigint {
  if (places <= 0) return coefficient;
  const divisor = 10n ** BigInt(places);
  const negative = coefficient < 0n;
  const magnitude = negative ? -coefficient : coefficient;
  let quotient = magnitude / divisor;
  const twice = (magnitude % divisor) * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

function roundToPrecision(decimal: Decimal): Decimal {
  const excess = digitCount(decimal.coefficient) - decimalDigits;
  if (excess <= 0) return decimal;
  const coefficient = shiftRight(decimal.coefficient, excess);
  // Rounding 999...9 up adds a digit.
  if (digitCount(coefficient) > decimalDigits) return { ...decimal, coefficient: coefficient / 10n, exponent: decimal.exponent + excess + 1 };
  return { ...decimal, coefficient, exponent: decimal.exponent + excess };
}

function toDecimal128(decimal: Decimal): Decimal128 {
  const rounded = roundToPrecision(decimal);
  const sign = rounded.coefficient === 0n && rounded.negative ? '-' : '';
  return Decimal128.fromString(`${sign}${rounded.coefficient}E${rounded.exponent}`);
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const exponent = Math.min(a.exponent, b.exponent);
  return [a.coefficient * 10n ** BigInt(a.exponent - exponent), b.coefficient * 10n ** BigInt(b.exponent - exponent), exponent];
}

function decimalOf(coefficient: bigint, exponent: number): Decimal {
  return { coefficient, exponent, negative: coefficient < 0n };
}

function nonFiniteDecimal(value: number): Decimal128 {
  return Decimal128.fromString(Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity');
}

type Operation = 'add' | 'subtract' | 'multiply';

function decimalOperation(operation: Operation | 'divide', a: unknown, b: unknown): Decimal128 {
  const left = toDecimal(a);
  const right = toDecimal(b);
  if (!left || !right) {
    const x = asDouble(a);
    const y = asDouble(b);
    return nonFiniteDecimal(operation === 'add' ? x + y : operation === 'subtract' ? x - y : operation === 'multiply' ? x * y : x / y);
  }
  switch (operation) {
    case 'add': {
      const [x, y, exponent] = align(left, right);
      return toDecimal128(decimalOf(x + y, exponent));
    }
    case 'subtract': {
      const [x, y, exponent] = align(left, right);
      return toDecimal128(decimalOf(x - y, exponent));
    }
    case 'multiply':
      return toDecimal128({
        coefficient: left.coefficient * right.coefficient,
        exponent: left.exponent + right.exponent,
        negative: left.negative !== right.negative,
      });
    case 'divide':
      return toDecimal128(divideDecimals(left, right));
  }
}

function divideDecimals(left: Decimal, right: Decimal): Decimal {
  const preferred = left.exponent - right.exponent;
  const negative = left.negative !== right.negative;
  if (left.coefficient === 0n) return { coefficient: 0n, exponent: preferred, negative };
  // Enough digits for 34 significant ones plus a rounding digit.
  const scale = Math.max(0, decimalDigits + 1 + digitCount(right.coefficient) - digitCount(left.coefficient));
  const numerator = (left.coefficient < 0n ? -left.coefficient : left.coefficient) * 10n ** BigInt(scale);
  const denominator = right.coefficient < 0n ? -right.coefficient : right.coefficient;
  let quotient = numerator / denominator;
  let exponent = preferred - scale;
  const signed = (magnitude: bigint) => (negative ? -magnitude : magnitude);
  if (numerator % denominator === 0n) {
    // Exact: drop trailing zeros back towards the preferred exponent.
    while (exponent < preferred && quotient % 10n === 0n) {
      quotient /= 10n;
      exponent += 1;
    }
    return roundToPrecision({ coefficient: signed(quotient), exponent, negative });
  }
  // Inexact: a sticky digit after the 35 computed ones makes a remainder round away from a tie.
  return roundToPrecision({ coefficient: signed(quotient * 10n + 1n), exponent: exponent - 1, negative });
}

function integerResult(value: bigint, kind: 'int' | 'long'): unknown {
  if (kind === 'int' && value >= BigInt(int32Min) && value <= BigInt(int32Max)) return Number(value);
  if (value >= int64Min && value <= int64Max) return Long.fromBigInt(value);
  return Number(value);
}

function binary(operation: Operation, a: unknown, b: unknown): unknown {
  const kind = widest([a, b]);
  if (kind === 'decimal') return decimalOperation(operation, a, b);
  if (kind === 'double') {
    const x = asDouble(a);
    const y = asDouble(b);
    return operation === 'add' ? x + y : operation === 'subtract' ? x - y : x * y;
  }
  const x = asBigInt(a);
  const y = asBigInt(b);
  return integerResult(operation === 'add' ? x + y : operation === 'subtract' ? x - y : x * y, kind);
}

export function addNumbers(a: unknown, b: unknown): unknown {
  return binary('add', a, b);
}

export function subtractNumbers(a: unknown, b: unknown): unknown {
  return binary('subtract', a, b);
}

export function multiplyNumbers(a: unknown, b: unknown): unknown {
  return binary('multiply', a, b);
}

/** A quotient is a double, or a Decimal128 when either side is one. The caller checks for zero. */
export function divideNumbers(a: unknown, b: unknown): unknown {
  if (widest([a, b]) === 'decimal') return decimalOperation('divide', a, b);
  return asDouble(a) / asDouble(b);
}

export function isZero(value: unknown): boolean {
  return numericKind(value) === 'decimal' ? /^[+-]?0*(\.0*)?(E[+-]?\d+)?$/i.test((value as Decimal128).toString()) : asDouble(value) === 0;
}

/** Zero of the given numeric type ($mul on a missing field). */
export function zeroLike(value: unknown): unknown {
  switch (numericKind(value)) {
    case 'decimal':
      return Decimal128.fromString('0');
    case 'long':
      return Long.fromNumber(0);
    default:
      return 0;
  }
}

/** $sum: numbers only (anything else is skipped), 0 for none. */
export function sumNumbers(values: unknown[]): unknown {
  let total: unknown = 0;
  for (const value of values) if (numericKind(value)) total = addNumbers(total, value);
  return total;
}

/** $avg: a double, or a Decimal128 when a decimal takes part; null when there are no numbers. */
export function averageNumbers(values: unknown[]): unknown {
  const numbers = values.filter((value) => numericKind(value) !== null);
  if (numbers.length === 0) return null;
  if (widest(numbers) === 'decimal') return decimalOperation('divide', sumNumbers(numbers), numbers.length);
  let total = 0;
  for (const value of numbers) total += asDouble(value);
  return total / numbers.length;
}
