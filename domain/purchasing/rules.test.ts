import { formatMoney, MONEY_SCALE, moneyText } from '../common/money';
import { describe, expect, it } from 'vitest';
import {
  packagesFor,
  parsePackagesInput,
  piecesNeeded,
  projectionValue,
  rowMoney,
  suggestedPackages,
  sumRowMoney,
  type RowMoney,
  taxRatesOf,
  parseExclusions,
  storeAllowed,
  type ProjectionIndex,
} from './rules';
import { addDays, defaultEndDate, forecastRange, historyRanges, yearEarlier } from './dates';

const quantiles = { p10: 4, p50: 10, p90: 20 };

describe('projection choice (spec 002 section 4)', () => {
  it.each<[ProjectionIndex, number]>([
    [0, 15], // Conservadora: mean of P50 and P90
    [1, 4], // Mínima: P10
    [2, 10], // Media: P50
    [3, 20], // Máxima: P90
  ])('index %i gives %d', (index, value) => {
    expect(projectionValue(index, quantiles)).toBe(value);
  });
});

describe('pieces and packages (spec 002 section 5)', () => {
  it.each([
    // stock below min: min - stock
    { projection: 30, stock: 2, minProduct: 6, need: 4 },
    { projection: 0, stock: 0, minProduct: 6, need: 6 },
    // projection above stock: projection - stock + min
    { projection: 30, stock: 10, minProduct: 6, need: 26 },
    { projection: 15, stock: 6, minProduct: 6, need: 15 },
    // else 0
    { projection: 10, stock: 10, minProduct: 6, need: 0 },
    { projection: 4, stock: 12, minProduct: 6, need: 0 },
  ])('projection $projection, stock $stock, min $minProduct needs $need', ({ projection, stock, minProduct, need }) => {
    expect(piecesNeeded({ projection, stock, minProduct })).toBe(need);
  });

  it.each([
    [0, 12, 0],
    [24, 12, 2], // exact
    [25, 12, 3], // remainder adds one
    [1, 12, 1],
    [26, 1, 26],
    [7.5, 6, 2], // a fractional projection (Conservadora) leaves a remainder
    [5, 0, 5], // no display parameter: 1 piece per package
  ])('%d pieces in packages of %d are %d packages', (need, perPackage, packages) => {
    expect(packagesFor(need, perPackage)).toBe(packages);
  });

  it('suggests packages from the chosen projection', () => {
    const row = { quantiles, stock: 3, minProduct: 2, piecesPerPackage: 6 };
    expect(suggestedPackages({ ...row, projectionIndex: 0 })).toBe(3); // 15 - 3 + 2 = 14 -> 3
    expect(suggestedPackages({ ...row, projectionIndex: 1 })).toBe(1); // 4 - 3 + 2 = 3 -> 1
    expect(suggestedPackages({ ...row, projectionIndex: 3 })).toBe(4); // 20 - 3 + 2 = 19 -> 4
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['007', 7],
    ['000', 0],
    ['12', 12],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
  ])('Piezas input %j is %j', (text, value) => {
    expect(parsePackagesInput(text)).toBe(value);
  });
});

describe('taxes from names (spec 002 section 9)', () => {
  it.each([
    [[{ taxName: 'IVA 16%', rate: 16 }], { iva: 16, ieps: 0, ivaDev: false }],
    [
      [
        { taxName: 'IVA 16%', rate: 16 },
        { taxName: 'IEPS 26.5%', rate: 26.5 },
      ],
      { iva: 16, ieps: 26.5, ivaDev: false },
    ],
    [
      [
        { taxName: 'IVA 16%', rate: 16 },
        { taxName: 'IEPS 8%', rate: 8 },
      ],
      { iva: 16, ieps: 8, ivaDev: false },
    ],
    [[{ taxName: 'IVA 0%', rate: 0 }], { iva: 0, ieps: 0, ivaDev: true }],
    [[{ taxName: 'IVA+DEV', rate: 16 }], { iva: 0, ieps: 0, ivaDev: true }],
    [
      [
        { taxName: 'IVA + DEV', rate: 16 },
        { taxName: 'IEPS 8%', rate: 8 },
      ],
      { iva: 0, ieps: 8, ivaDev: true },
    ],
    [[{ taxName: 'ISR retenido', rate: 10 }], { iva: 0, ieps: 0, ivaDev: false }],
    [[], { iva: 0, ieps: 0, ivaDev: false }],
  ])('%j', (taxes, rates) => {
    expect(taxRatesOf(taxes)).toEqual(rates);
  });
});

describe('row money (decimals, domain/common/money.ts)', () => {
  const texts = (row: RowMoney) => ({ subtotal: moneyText(row.subtotal), ieps: moneyText(row.ieps), iva: moneyText(row.iva), total: moneyText(row.total) });

  it('computes a row: beer with IEPS 26.5 % and IVA 16 %', () => {
    const row = rowMoney({ packages: 2, piecesPerPackage: 12, price: 18.3333, rates: { iva: 16, ieps: 26.5, ivaDev: false } });
    expect(texts(row)).toEqual({ subtotal: '439.9992', ieps: '116.5998', iva: '89.0558', total: '645.6548' }); // 24 x 18.3333; 16 % of 556.599
  });

  it('a null price is 0 and IVA 0 rows have no IVA', () => {
    expect(moneyText(rowMoney({ packages: 3, piecesPerPackage: 6, price: null, rates: { iva: 16, ieps: 0, ivaDev: false } }).total)).toBe('0');
    expect(texts(rowMoney({ packages: 1, piecesPerPackage: 10, price: 5, rates: taxRatesOf([{ taxName: 'IVA 0%', rate: 0 }]) }))).toEqual({
      subtotal: '50',
      ieps: '0',
      iva: '0',
      total: '50',
    });
  });

  it('reads prices as decimal strings, Decimal128 text and old numbers alike', () => {
    const rates = { iva: 16, ieps: 0, ivaDev: false };
    const fromString = rowMoney({ packages: 1, piecesPerPackage: 1, price: '4.015', rates });
    expect(texts(fromString)).toEqual(texts(rowMoney({ packages: 1, piecesPerPackage: 1, price: 4.015, rates })));
    expect(texts(fromString)).toEqual({ subtotal: '4.015', ieps: '0', iva: '0.6424', total: '4.6574' });
  });

  it('sums a store exactly (the e-mail shows it with 2 decimals)', () => {
    const rows = [
      { subtotal: '10.1234', ieps: 0, iva: 1.6197, total: 11.7431 },
      { subtotal: 5.5555, ieps: 0, iva: 0.8889, total: '6.4444' },
    ];
    const totals = sumRowMoney(rows);
    expect(texts(totals)).toEqual({ subtotal: '15.6789', ieps: '0', iva: '2.5086', total: '18.1875' });
    expect([totals.subtotal, totals.ieps, totals.iva, totals.total].map((value) => formatMoney(value, MONEY_SCALE.storeEmailTotal))).toEqual([
      '15.68',
      '0.00',
      '2.51',
      '18.19',
    ]);
  });
});

describe('dates (spec 002 section 9)', () => {
  it('end defaults to start + 7 days', () => {
    expect(defaultEndDate('2026-11-25')).toBe('2026-12-02');
    expect(defaultEndDate('2026-12-28')).toBe('2027-01-04');
  });
  it('the forecast reads up to end + 1 day, exclusive', () => {
    expect(forecastRange('2026-11-25', '2026-12-02')).toEqual({ from: '2026-11-25', toExclusive: '2026-12-03' });
  });
  it('history is this range and a year earlier, shifted back 1 day', () => {
    expect(historyRanges('2026-11-25', '2026-12-02')).toEqual({
      current: { from: '2026-11-24', toExclusive: '2026-12-02' },
      yearBefore: { from: '2025-11-24', toExclusive: '2025-12-02' },
    });
  });
  it('a year earlier than 29 Feb is 28 Feb', () => {
    expect(yearEarlier('2028-02-29')).toBe('2027-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('zone and store exclusions from configuration (spec 002 section 9)', () => {
  const exclusions = parseExclusions(
    JSON.stringify({ excludedStoreIds: ['CO124'], zoneRules: { '01': { exclude: ['4'] } }, zoneRuleDefault: { only: ['4'] } }),
  );
  it.each([
    ['01', 'CO101', '1', true],
    ['01', 'CO123', '4', false], // company 1 excludes zone 4
    ['01', 'CO124', '1', false], // excluded store
    ['02', 'TC201', '4', true], // other companies use only zone 4
    ['02', 'TC299', '1', false],
  ])('company %s store %s zone %s: %s', (organizationId, warehouseId, zoneId, allowed) => {
    expect(storeAllowed(exclusions, organizationId, { warehouseId, zoneId })).toBe(allowed);
  });
  it('no parameter excludes nothing', () => {
    expect(storeAllowed(parseExclusions(null), '01', { warehouseId: 'X', zoneId: '4' })).toBe(true);
  });
});
