import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  fromStored,
  isMoneyText,
  lineTotal,
  money,
  MONEY_SCALE,
  moneyText,
  percentOf,
  priceScale,
  roundHalfUp,
  roundMoney,
  sumMoney,
} from './money';

/** A stand-in for bson's Decimal128 as lean() hands it out (the module reads it duck-typed). */
const decimal128 = (text: string) => ({ _bsontype: 'Decimal128' as const, toString: () => text });

describe('money: one rounding rule, half-up (half away from zero, as SQL Server DECIMAL)', () => {
  it.each([
    // The cases: binary floats answer 2.13 and 4.01.
    [2.135, 2, '2.14'],
    [4.015, 2, '4.02'],
    [1.005, 2, '1.01'],
    [10.994, 2, '10.99'],
    [0.125, 2, '0.13'],
    [1.0049999, 2, '1.00'],
    [8.345, 2, '8.35'],
    // Negative halves round away from zero (a credit line).
    [-2.135, 2, '-2.14'],
    [-4.015, 2, '-4.02'],
    [-0.005, 2, '-0.01'],
    [-0.004, 2, '0.00'],
    // Four decimals, the scale money is computed and shown with.
    [1.234567, 4, '1.2346'],
    [0.00005, 4, '0.0001'],
    [2.00015, 4, '2.0002'],
    [1.23445, 4, '1.2345'],
    [-0.00005, 4, '-0.0001'],
    ['123456789012345.12345', 4, '123456789012345.1235'],
  ])('rounds %s to %i decimals as %s', (value, scale, expected) => {
    expect(formatMoney(value, scale)).toBe(expected);
    expect(roundMoney(value, scale).toFixed(scale)).toBe(expected);
  });

  it('reads a number through its shortest text, so what was typed is what is rounded', () => {
    expect(moneyText(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(moneyText(money(0.1).plus(0.2))).toBe('0.3');
    expect(moneyText(2.135)).toBe('2.135');
  });

  it.each([
    ['12.3450', '12.345'],
    ['-0', '0'],
    ['1e-7', '0.0000001'],
    ['1E3', '1000'],
    ['.5', '0.5'],
    [' 7.25 ', '7.25'],
  ])('reads the text %j exactly as %s', (text, expected) => {
    expect(moneyText(text)).toBe(expected);
  });

  it.each([[''], ['abc'], ['12,50'], ['1.2.3'], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %j', (value) => {
    expect(() => money(value as string)).toThrow(RangeError);
    if (typeof value === 'string') expect(isMoneyText(value)).toBe(false);
  });

  it('reads stored values: Decimal128, old plain numbers, strings, and a missing one as 0', () => {
    expect(moneyText(fromStored(decimal128('18.5600')))).toBe('18.56');
    expect(moneyText(fromStored(18.56))).toBe('18.56');
    expect(moneyText(fromStored('18.56'))).toBe('18.56');
    expect(moneyText(fromStored(null))).toBe('0');
    expect(moneyText(fromStored(undefined))).toBe('0');
  });

  it('formats with thousands separators for mail and PDF', () => {
    expect(formatMoney('1234567.125', 2, { grouping: true })).toBe('1,234,567.13');
    expect(formatMoney('-1234.5', 2, { grouping: true })).toBe('-1,234.50');
    expect(formatMoney('999.9999', 4, { grouping: true })).toBe('999.9999');
    expect(formatMoney('0.005', 2, { grouping: true })).toBe('0.01');
  });

  it('adds many lines exactly: 300 lines of 0.005 are 1.5, not 1.4999999999999', () => {
    const lines = Array.from({ length: 300 }, () => 0.005);
    expect(lines.reduce((sum, line) => sum + line, 0)).not.toBe(1.5);
    expect(moneyText(sumMoney(lines))).toBe('1.5');
    expect(moneyText(sumMoney(Array.from({ length: 1000 }, () => '0.1')))).toBe('100');
    expect(moneyText(sumMoney([]))).toBe('0');
  });

  it.each([
    // quantity, price, scale, expected (price 0 when null, spec 002 section 5)
    [3, '4.015', 2, '12.05'],
    [12, 18.3333, 4, '219.9996'],
    [7, 0.0005, 4, '0.0035'],
    [1, '2.135', 2, '2.14'],
    [5, null, 4, '0'],
  ])('a line of %s at %s to %i decimals is %s', (quantity, price, scale, expected) => {
    expect(moneyText(lineTotal(quantity, price, scale))).toBe(expected);
  });

  it('takes a percentage rounded half-up', () => {
    expect(moneyText(percentOf('100.005', 16))).toBe('16.0008');
    expect(moneyText(percentOf('0.3125', 8, 2))).toBe('0.03');
  });

  it("states the spec's scales", () => {
    // Spec 002 section 9: "Money shown with 4 decimals; per-store e-mail totals use 2 decimals. A
    // product with a sale unit shows its price with 2 decimals." Spec 003 section 5: "Result shown
    // with 2 decimals in the report detail".
    expect(MONEY_SCALE).toEqual({ amount: 4, storeEmailTotal: 2, saleUnitPrice: 2, commissionDetail: 2 });
    expect(priceScale('KG')).toBe(2);
    expect(priceScale(null)).toBe(4);
  });
});

describe('roundHalfUp: the same rule on numbers, fast', () => {
  it.each([
    [2.135, 2, 2.14],
    [4.015, 2, 4.02],
    [1.005, 2, 1.01],
    [-2.135, 2, -2.14],
    [-0.004, 2, 0],
    [0.125, 2, 0.13],
    [1234.56785, 4, 1234.5679],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1e20, 2, 1e20],
  ])('rounds %s to %i decimals as %s', (value, digits, expected) => {
    expect(roundHalfUp(value, digits)).toBe(expected);
    expect(Object.is(roundHalfUp(value, digits), -0)).toBe(false);
  });

  it('agrees with roundMoney on every amount of up to 12 significant digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -999_999_999, max: 999_999_999 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (units, digits, extra) => {
          const text = `${units}e-${digits + extra}`;
          expect(roundHalfUp(Number(text), digits)).toBe(roundMoney(text, digits).toNumber());
        },
      ),
      { numRuns: 30_000 },
    );
    // Every half of the last kept digit, where a float product lands on either side.
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 4 }), (units, digits) => {
        const text = `${units}5e-${digits + 1}`;
        expect(roundHalfUp(Number(text), digits)).toBe(roundMoney(text, digits).toNumber());
      }),
      { numRuns: 30_000 },
    );
  });

  it('rounds a float product as the exact decimal product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000 }), (cents, basisPoints) => {
        const [a, b] = [cents / 100, basisPoints / 10_000];
        expect(roundHalfUp(a * b, 2)).toBe(roundMoney(money(String(a)).times(String(b)), 2).toNumber());
      }),
      { numRuns: 30_000 },
    );
  });
});
