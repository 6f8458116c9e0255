import DecimalJs from 'decimal.js';

/**
 * Money, exact to the last digit (docs/money.md). Every amount the product computes, rounds,
 * shows, stores or sends goes through this module: decimals on decimal.js, never binary floats
 * (0.1 + 0.2 is 0.3 here; Math.round(2.135 * 100) / 100 is 2.13, this module's answer is 2.14).
 *
 * One rounding rule: half-up, that is half away from zero (decimal.js ROUND_HALF_UP), to the scale
 * the amount is shown or stored with. The ERP keeps money in SQL Server DECIMAL columns, and SQL
 * Server rounds a value converted to a DECIMAL of smaller scale half away from zero too
 * (CAST(2.135 AS DECIMAL(9,2)) = 2.14, CAST(-2.135 AS DECIMAL(9,2)) = -2.14), so a rounded amount
 * here is the amount the ERP keeps.
 *
 * Scales (spec 002 section 9 and spec 003 section 5): amounts are computed and stored with 4
 * decimals and shown with 4; per-store e-mail totals and the price of a product with a sale unit
 * show 2; a commission result shows 2 in the report detail.
 *
 * The module imports no BSON: the dashboard and the workflows use it too. A stored Decimal128 is
 * read duck-typed (its toString() is its exact decimal text); db/models/common.ts writes one
 * (toStored).
 */
const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });

/** An amount: a decimal.js value (immutable). */
export type Money = DecimalJs;

/** A BSON Decimal128 as the driver, mongoose or lean() hand it out, without importing bson. */
export interface StoredDecimal {
  readonly _bsontype: 'Decimal128';
  toString(): string;
}

/** What money() and fromStored() read. */
export type MoneyInput = Money | string | number | StoredDecimal;

/** Scales of spec 002 section 9 and spec 003 section 5. */
export const MONEY_SCALE = {
  /** Computed, stored and shown on screen: "Money shown with 4 decimals" (spec 002 section 9). */
  amount: 4,
  /** "per-store e-mail totals use 2 decimals" (spec 002 section 9). */
  storeEmailTotal: 2,
  /** "A product with a sale unit shows its price with 2 decimals" (spec 002 section 9). */
  saleUnitPrice: 2,
  /** "Result shown with 2 decimals in the report detail" (spec 003 section 5). */
  commissionDetail: 2,
} as const;

export const ZERO: Money = new Decimal(0);

function isStoredDecimal(value: unknown): value is StoredDecimal {
  return typeof value === 'object' && value !== null && (value as { _bsontype?: unknown })._bsontype === 'Decimal128';
}

/** A decimal text with an optional sign and exponent (what decimal.js and Decimal128 write). */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * An amount from a decimal string ("12.3450"), a number (read through its shortest text, String(n),
 * so 2.135 is exactly 2.135), a stored Decimal128 or a Money. Throws on anything else (NaN,
 * Infinity, "", "12,50", null): an amount that is not one is a bug, not a zero.
 */
export function money(value: MoneyInput): Money {
  if (value instanceof DecimalJs) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
    return new Decimal(String(value));
  }
  const text = isStoredDecimal(value) ? value.toString() : value;
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text.trim())) throw new RangeError(`Not an amount: ${String(text)}`);
  return new Decimal(text.trim());
}

/** Whether a text is an amount money() reads (for input schemas). */
export function isMoneyText(text: string): boolean {
  return DECIMAL_TEXT.test(text.trim());
}

/** Negative zero becomes zero, so no "-0.00" is ever shown or stored. */
const unsigned = (value: Money): Money => (value.isZero() ? ZERO : value);

/** Rounded half-up (half away from zero) to `scale` decimals. */
export function roundMoney(value: MoneyInput, scale: number = MONEY_SCALE.amount): Money {
  return unsigned(money(value).toDecimalPlaces(scale, DecimalJs.ROUND_HALF_UP));
}

/**
 * The fixed text of an amount with exactly `scale` decimals, rounded half-up: "2.14", "1234.5000".
 * `grouping` separates thousands with commas (es-MX and en write them the same: 1,234.56).
 */
export function formatMoney(value: MoneyInput, scale: number = MONEY_SCALE.amount, options: { grouping?: boolean } = {}): string {
  const text = roundMoney(value, scale).toFixed(scale);
  if (!options.grouping) return text;
  const [whole = '', decimals] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${decimals === undefined ? '' : `.${decimals}`}`;
}

/**
 * An amount in a locale's digits (es-MX and en-US: 1,234.57), with exactly `scale` decimals,
 * rounded half-up here and handed to Intl as a decimal string (Intl reads a string exactly).
 */
export function formatMoneyIn(locale: string, value: MoneyInput, scale: number = MONEY_SCALE.amount): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: scale, maximumFractionDigits: scale }).format(formatMoney(value, scale) as `${number}`);
}

/** The exact text of an amount, without exponent and without rounding (the wire and CSV format). */
export function moneyText(value: MoneyInput): string {
  return unsigned(money(value)).toFixed();
}

/** The exact sum (no rounding: round the result where it is shown or stored). */
export function sumMoney(values: Iterable<MoneyInput>): Money {
  let total = ZERO;
  for (const value of values) total = total.plus(money(value));
  return total;
}

/**
 * A line's amount: quantity x unit price, rounded half-up to `scale` (4 by default, as a purchase
 * line's subtotal is kept). A null price is 0 (spec 002 section 5: "Purchase price is 0 if null").
 */
export function lineTotal(quantity: MoneyInput, price: MoneyInput | null | undefined, scale: number = MONEY_SCALE.amount): Money {
  if (price === null || price === undefined) return ZERO;
  return roundMoney(money(quantity).times(money(price)), scale);
}

/** `rate` percent of an amount, rounded half-up to `scale` (IVA 16 on 100.005 is 16.0008). */
export function percentOf(amount: MoneyInput, rate: MoneyInput, scale: number = MONEY_SCALE.amount): Money {
  return roundMoney(money(amount).times(money(rate)).dividedBy(100), scale);
}

/**
 * A number rounded half-up (half away from zero) as roundMoney rounds the decimal it stands for, as
 * a number: for hot loops (the commission evaluator runs it per employee and step, where decimal.js
 * would cost it its speed target). A float that arithmetic brought within a hair (1e-9, or 1e-12 of
 * its size) of a half is that half: 2.135 (the double 2.13499999999999978...) rounds to 2.14, and
 * 4147.605 computed as 4147.6049999999996 in one order of operations and 4147.605 in another rounds
 * to 4147.61 both times. Exact for amounts of up to 12 significant digits, which money is.
 */
export function roundHalfUp(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  const scaled = Math.abs(value) * factor;
  if (scaled >= 2 ** 52) return value;
  const whole = Math.floor(scaled);
  const fraction = scaled - whole;
  const units = Math.abs(fraction - 0.5) <= Math.max(1e-9, scaled * 1e-12) ? whole + 1 : Math.round(scaled);
  return units === 0 ? 0 : (Math.sign(value) * units) / factor;
}

/**
 * An amount read back from storage: a Decimal128 (what the product writes), a string, or a plain
 * number that documents written by earlier versions hold. Null and undefined are 0 (a missing
 * price is 0, spec 002 section 5).
 */
export function fromStored(value: MoneyInput | null | undefined): Money {
  if (value === null || value === undefined) return ZERO;
  return money(value);
}

/**
 * A number for what only draws or orders amounts (chart bars, sort keys, a spreadsheet's numeric
 * cell), never for arithmetic that is shown, stored or sent.
 */
export function moneyToNumber(value: MoneyInput): number {
  return money(value).toNumber();
}

/** The scale an article's price is shown with: 2 for a product with a sale unit, 4 otherwise. */
export function priceScale(saleUnit: string | null | undefined): number {
  return saleUnit ? MONEY_SCALE.saleUnitPrice : MONEY_SCALE.amount;
}

/**
 * A money field of a stored record: what a read hands out (Decimal128, or the plain number an older
 * version wrote) and what a write takes (db/models/common.ts moneyField turns it into Decimal128).
 * Read it with fromStored, never with arithmetic.
 */
export type StoredMoney = MoneyInput;
