import { describe, expect, it } from 'vitest';
import { formatMoney, money, MONEY_SCALE, moneyText, priceScale, sumMoney } from '../common/money';
import { rowMoney, sumRowMoney, taxRatesOf, type RowMoney, type TaxLike } from './rules';

/**
 * A document's totals equal the sum of its rounded lines, the way the ERP adds them: each OCDet
 * line keeps its amounts in DECIMAL(18,4) (each rounded half-up, away from zero, as SQL Server
 * converts), and the OC header's Subtotal, IEPS, IVA and Total are the exact sums of its lines.
 * The per-store e-mail shows those sums with 2 decimals, a product with a sale unit its price with
 * 2 (spec 002 section 9: "Money shown with 4 decimals; per-store e-mail totals use 2 decimals. A
 * product with a sale unit shows its price with 2 decimals."); the amounts themselves never change
 * with the scale they are shown with.
 */
interface Line {
  store?: string;
  packages: number;
  piecesPerPackage: number;
  price: string | number | null;
  taxes: TaxLike[];
  saleUnit?: string;
}

const IVA16: TaxLike[] = [{ taxName: 'IVA 16%', rate: 16 }];
const BEER: TaxLike[] = [
  { taxName: 'IVA 16%', rate: 16 },
  { taxName: 'IEPS 26.5%', rate: 26.5 },
];
const IVA0: TaxLike[] = [{ taxName: 'IVA 0%', rate: 0 }];
const IVA_DEV: TaxLike[] = [{ taxName: 'IVA+DEV', rate: 16 }];

const lineMoney = (line: Line) =>
  rowMoney({ packages: line.packages, piecesPerPackage: line.piecesPerPackage, price: line.price, rates: taxRatesOf(line.taxes) });
const texts = (row: RowMoney) => [row.subtotal, row.ieps, row.iva, row.total].map(moneyText);
const repeat = (count: number, line: Line) => Array.from({ length: count }, () => line);

describe("a document's totals are the sum of its rounded lines", () => {
  it.each<[string, Line[], [string, string, string, string], [string, string, string, string]]>([
    // name, lines, totals with 4 decimals (screen, PDF, ERP), the same with 2 (per-store e-mail)
    [
      'the beer row of docs/purchasing.md: 2 x 12 at 18.3333, IEPS 26.5 %, IVA 16 %',
      [{ packages: 2, piecesPerPackage: 12, price: 18.3333, taxes: BEER }],
      ['439.9992', '116.5998', '89.0558', '645.6548'],
      ['440.00', '116.60', '89.06', '645.65'],
    ],
    [
      'x.xx5 prices: 2.135 and 4.015 (floats round them down to 2.13 and 4.01)',
      [
        { packages: 1, piecesPerPackage: 1, price: '2.135', taxes: IVA0 },
        { packages: 1, piecesPerPackage: 1, price: 4.015, taxes: IVA0 },
      ],
      ['6.15', '0', '0', '6.15'],
      ['6.15', '0.00', '0.00', '6.15'],
    ],
    [
      'one x.xx5 line shown with 2 decimals rounds up',
      [{ packages: 1, piecesPerPackage: 1, price: 2.135, taxes: IVA0 }],
      ['2.135', '0', '0', '2.135'],
      ['2.14', '0.00', '0.00', '2.14'],
    ],
    [
      'IVA of a half ten-thousandth: 16 % of 0.0003125 x 10',
      [{ packages: 1, piecesPerPackage: 10, price: '0.03125', taxes: IVA16 }],
      ['0.3125', '0', '0.05', '0.3625'],
      ['0.31', '0.00', '0.05', '0.36'],
    ],
    [
      '300 lines of 0.005 (floats add them to 1.4999999999999)',
      repeat(300, { packages: 1, piecesPerPackage: 1, price: 0.005, taxes: IVA0 }),
      ['1.5', '0', '0', '1.5'],
      ['1.50', '0.00', '0.00', '1.50'],
    ],
    [
      '1,000 lines of 0.1 with IVA 16 %',
      repeat(1000, { packages: 1, piecesPerPackage: 1, price: '0.1', taxes: IVA16 }),
      ['100', '0', '16', '116'],
      ['100.00', '0.00', '16.00', '116.00'],
    ],
    [
      'tax-free lines: IVA 0 and IVA+DEV get IVA 0, IEPS still counts',
      [
        { packages: 3, piecesPerPackage: 6, price: '12.3455', taxes: IVA0 },
        { packages: 1, piecesPerPackage: 24, price: '9.99', taxes: [...IVA_DEV, { taxName: 'IEPS 8%', rate: 8 }] },
      ],
      ['461.979', '19.1808', '0', '481.1598'],
      ['461.98', '19.18', '0.00', '481.16'],
    ],
    [
      'a sale-unit product (KG): computed with its 4-decimal price, shown with 2',
      [{ packages: 3, piecesPerPackage: 1, price: '12.3456', taxes: IVA16, saleUnit: 'KG' }],
      ['37.0368', '0', '5.9259', '42.9627'],
      ['37.04', '0.00', '5.93', '42.96'],
    ],
    [
      'a null purchase price is 0 (spec 002 section 5)',
      [{ packages: 4, piecesPerPackage: 6, price: null, taxes: BEER }],
      ['0', '0', '0', '0'],
      ['0.00', '0.00', '0.00', '0.00'],
    ],
  ])('%s', (_, lines, four, two) => {
    const rows = lines.map(lineMoney);
    for (const row of rows) {
      // Each line is kept with 4 decimals, and its total is its parts' sum.
      for (const amount of [row.subtotal, row.ieps, row.iva, row.total]) expect(amount.decimalPlaces()).toBeLessThanOrEqual(MONEY_SCALE.amount);
      expect(moneyText(row.subtotal.plus(row.ieps).plus(row.iva))).toBe(moneyText(row.total));
    }
    const totals = sumRowMoney(rows);
    expect(texts(totals)).toEqual(four);
    // The header equals the sum of the lines, column by column, exactly.
    expect(moneyText(totals.total)).toBe(moneyText(sumMoney(rows.map((row) => row.total))));
    expect(moneyText(totals.subtotal.plus(totals.ieps).plus(totals.iva))).toBe(moneyText(totals.total));
    expect([totals.subtotal, totals.ieps, totals.iva, totals.total].map((amount) => formatMoney(amount, MONEY_SCALE.storeEmailTotal))).toEqual(two);
  });

  it("per-store totals add up to the order's totals", () => {
    const lines: Line[] = [
      ...repeat(7, { store: 'CO101', packages: 1, piecesPerPackage: 3, price: '4.015', taxes: IVA16 }),
      ...repeat(5, { store: 'CO102', packages: 2, piecesPerPackage: 12, price: '18.3333', taxes: BEER }),
      ...repeat(3, { store: 'CO103', packages: 1, piecesPerPackage: 1, price: '0.005', taxes: IVA_DEV }),
    ];
    const order = sumRowMoney(lines.map(lineMoney));
    const stores = ['CO101', 'CO102', 'CO103'].map((store) => sumRowMoney(lines.filter((line) => line.store === store).map(lineMoney)));
    expect(texts(sumRowMoney(stores))).toEqual(texts(order));
    expect(texts(order)).toEqual(['2284.326', '582.999', '458.7694', '3326.0944']);
  });

  it("shows a sale-unit product's price with 2 decimals and other prices with 4", () => {
    expect(formatMoney('12.3456', priceScale('KG'))).toBe('12.35');
    expect(formatMoney('12.3456', priceScale(null))).toBe('12.3456');
    expect(formatMoney(money('2.135'), priceScale('PIEZA'))).toBe('2.14');
  });
});
