import { describe, expect, it, vi } from 'vitest';
import { moneyText } from '../../../../domain/common/money';
import type { RowMoney } from '../../../../domain/purchasing/rules';
import { formatMoney, formatPrice, formatQuantity, rowKey, totalsWithEdits, withPackages, type GridRow } from './grid';

function row(storeId: string, sku: string, fields: { piecesPerPackage: number; price: string; ivaRate: number; iepsRate: number; packages: number }): GridRow {
  const base: GridRow = {
    sku,
    description: `Artículo ${sku}`,
    saleUnit: 'PIEZA',
    storeId,
    storeName: storeId,
    piecesPerPackage: fields.piecesPerPackage,
    packages: 0,
    p10: 0,
    p50: 0,
    p90: 0,
    minProduct: 0,
    maxProduct: 0,
    stock: 0,
    price: fields.price,
    ivaRate: fields.ivaRate,
    iepsRate: fields.iepsRate,
    ivaDev: false,
    subtotal: '0',
    ieps: '0',
    iva: '0',
    total: '0',
    sales: [],
  };
  return withPackages(base, fields.packages);
}

// The rows at hand with their projected packages: 240 + 38.4 IVA; 33 + 2.64 IEPS + 5.7024 IVA; 0.9999.
const a = row('CO101', '10001', { piecesPerPackage: 12, price: '10', ivaRate: 16, iepsRate: 0, packages: 2 });
const b = row('CO101', '10002', { piecesPerPackage: 6, price: '5.5', ivaRate: 16, iepsRate: 8, packages: 1 });
const c = row('CO102', '10001', { piecesPerPackage: 1, price: '0.3333', ivaRate: 0, iepsRate: 0, packages: 3 });
const rows = [a, b, c];
// The server's totals of the whole selection (rows not loaded yet included), decimal strings as the API sends them.
const server = { subtotal: '1000.0000', ieps: '50.0000', iva: '150.0000', total: '1200.0000' };
const texts = (totals: RowMoney) => ({
  subtotal: moneyText(totals.subtotal),
  ieps: moneyText(totals.ieps),
  iva: moneyText(totals.iva),
  total: moneyText(totals.total),
});
const plain = { subtotal: '1000', ieps: '50', iva: '150', total: '1200' };

describe("totalsWithEdits: the server totals changed by the buyer's Piezas edits", () => {
  it("the rows carry the rule's money", () => {
    expect([a, b, c].map(({ subtotal, ieps, iva, total }) => ({ subtotal, ieps, iva, total }))).toEqual([
      { subtotal: '240', ieps: '0', iva: '38.4', total: '278.4' },
      { subtotal: '33', ieps: '2.64', iva: '5.7024', total: '41.3424' },
      { subtotal: '0.9999', ieps: '0', iva: '0', total: '0.9999' },
    ]);
  });

  it.each([
    ['no edits: the server totals', {}, plain],
    ['one row more packages', { [rowKey(a)]: '5' }, { subtotal: '1360', ieps: '50', iva: '207.6', total: '1617.6' }],
    ['leading zeros stripped (007 is 7)', { [rowKey(a)]: '007' }, { subtotal: '1600', ieps: '50', iva: '246', total: '1896' }],
    ['0 and empty both take the row out', { [rowKey(a)]: '0', [rowKey(b)]: '' }, { subtotal: '727', ieps: '47.36', iva: '105.8976', total: '880.2576' }],
    ['the same packages change nothing', { [rowKey(a)]: '2' }, plain],
    ['an invalid value is ignored until corrected', { [rowKey(a)]: 'abc' }, plain],
    ['a row not loaded yet is ignored (its money is in the server totals)', { 'CO999|99999': '4' }, plain],
    ['4 decimals kept without drift', { [rowKey(c)]: '1000' }, { subtotal: '1332.3001', ieps: '50', iva: '150', total: '1532.3001' }],
    [
      'several rows at once',
      { [rowKey(a)]: '1', [rowKey(b)]: '3', [rowKey(c)]: '0' },
      { subtotal: '945.0001', ieps: '55.28', iva: '142.2048', total: '1142.4849' },
    ],
  ])('%s', (_name, edits: Record<string, string>, expected) => {
    expect(texts(totalsWithEdits(server, rows, edits))).toEqual(expected);
  });
});

describe('formatPrice: 2 decimals for a product with a sale unit, 4 without (spec 002 section 9)', () => {
  it.each([
    ['PIEZA', '12.3456', '12.35'],
    ['KG', '1234.5', '1,234.50'],
    [null, '12.3456', '12.3456'],
    ['', '0.5', '0.5000'],
    ['PIEZA', '2.135', '2.14'],
    [null, '1234.00005', '1,234.0001'],
  ])('sale unit %s, price %s: %s', (saleUnit, price, text) => {
    expect(formatPrice({ saleUnit, price })).toBe(text);
  });
});

describe('numbers in the interface language, not es-MX whatever the language', () => {
  it.each([
    ['es', 1234.5, '1,234.5', '1,234.5000'],
    ['en', 1234.5, '1,234.5', '1,234.5000'],
    ['es', 0.125, '0.13', '0.1250'],
  ])('%s: %s', (language, value, quantity, amount) => {
    expect(formatQuantity(value, language)).toBe(quantity);
    expect(formatMoney(String(value), language)).toBe(amount);
  });

  it("asks Intl for the language's locale", () => {
    const spy = vi.spyOn(Number.prototype, 'toLocaleString');
    formatQuantity(3, 'en');
    formatQuantity(3, 'es');
    expect(spy.mock.calls.map((call) => call[0])).toEqual(['en-US', 'es-MX']);
    spy.mockRestore();
  });
});
