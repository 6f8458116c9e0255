import { describe, expect, it } from 'vitest';
import { addPriceLines, canAddArticle, exportDayOf, nextExportDay, priceListCsv, priceListExportSchema, PRICE_LIST_COLUMNS } from './priceList';

describe('only articles with a price above 0 can be added (spec 002 section 5)', () => {
  it.each([
    [12.5, true],
    ['12.5', true],
    [0.0001, true],
    ['0.0001', true],
    ['0.0000', false],
    ['abc', false],
    ['', false],
    [0, false],
    [-3, false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('price %s → %s', (price, expected) => {
    expect(canAddArticle(price as number | string | null)).toBe(expected);
  });

  it('Agregar Datos crosses chosen customers with priced articles and replaces a pair added again', () => {
    const first = addPriceLines(
      [],
      [
        { clacte: '100001', claemp: 1 },
        { clacte: '100002', claemp: 1 },
      ],
      [
        { ClaArti: '100101', price: '18' },
        { ClaArti: '100102', price: '0' },
      ],
    );
    expect(first.skipped).toBe(1);
    expect(first.lines.map((line) => `${line.clacte}/${line.claarti}/${line.precioofe}`)).toEqual(['100001/100101/18', '100002/100101/18']);
    const second = addPriceLines(first.lines, [{ clacte: '100001', claemp: 1 }], [{ ClaArti: '100101', price: '17.5' }]);
    expect(second.lines).toHaveLength(2);
    expect(second.lines[0].precioofe).toBe('17.5');
  });
});

describe('the exported file', () => {
  it('has the nine columns, ERP dates, 4-decimal prices and no formulas', () => {
    const csv = priceListCsv([{ clacte: '=1+1', claemp: 1, claarti: '100101', precioofe: '18.5', pctdescto: 0 }], {
      from: '2026-11-26',
      to: '2026-12-31',
      sessionId: 123456,
    });
    const [header, row] = csv.trimEnd().split('\r\n');
    expect(header.split(',')).toEqual([...PRICE_LIST_COLUMNS]);
    expect(row).toBe('"\'=1+1",1,100101,1,0,18.5000,26/11/2026,31/12/2026,123456');
  });

  it.each([
    // The exact price, rounded half-up to 4 decimals (a float's toFixed(4) gives 1.0000 for 1.00005 and 2.1234 for 2.12345).
    ['1.00005', '1.0001'],
    ['2.12345', '2.1235'],
    ['17.5', '17.5000'],
    ['1234567.1', '1234567.1000'],
  ])('writes the offer price %s as %s', (price, text) => {
    const csv = priceListCsv([{ clacte: 'A', claemp: 1, claarti: 'B', precioofe: price, pctdescto: 0 }], {
      from: '2026-11-26',
      to: '2026-12-31',
      sessionId: 1,
    });
    expect(csv.trimEnd().split('\r\n')[1]!.split(',')[5]).toBe(text);
  });

  it.each([
    [{ companyId: 1, from: '2026-11-26', to: '2026-11-25', lines: [{ clacte: 'A', claemp: 1, claarti: 'B', precioofe: 1 }] }, 'PRICE_LIST_DATES_INVALID'],
    [{ companyId: 1, from: '2026-11-26', to: '2026-11-30', lines: [] }, 'PRICE_LIST_EMPTY'],
    [{ companyId: 1, from: '2026-11-26', to: '2026-11-30', lines: [{ clacte: 'A', claemp: 1, claarti: 'B', precioofe: 0 }] }, 'PRICE_LIST_PRICE_NOT_POSITIVE'],
    [{ companyId: 1, from: '2026-02-30', to: '2026-03-01', lines: [{ clacte: 'A', claemp: 1, claarti: 'B', precioofe: 1 }] }, 'PRICE_LIST_DAY_INVALID'],
  ])('refuses %j with %s', (input, message) => {
    const parsed = priceListExportSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('once per day in the stores time zone', () => {
  it.each([
    ['2026-11-25T05:59:00Z', '2026-11-24', '2026-11-25'],
    ['2026-11-25T06:00:00Z', '2026-11-25', '2026-11-26'],
    ['2026-12-31T23:00:00Z', '2026-12-31', '2027-01-01'],
  ])('%s counts for %s, next on %s', (instant, day, next) => {
    expect(exportDayOf(Date.parse(instant))).toBe(day);
    expect(nextExportDay(day)).toBe(next);
  });
});
