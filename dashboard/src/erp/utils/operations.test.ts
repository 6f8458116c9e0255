import { describe, expect, it } from 'vitest';
import { type ErpQueryForm } from './operations';
import {
  buildErpOperation,
  cellText,
  columnsOf,
  columnWidthsOf,
  erpQueryProgress,
  fromErpDate,
  isErpQueryFinished,
  parseArticleKeys,
  toErpDate,
  toRows,
} from './operations';

const form: ErpQueryForm = { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101', 'E0201'], from: null, to: null };

describe('ERP dates', () => {
  it('writes dd/MM/yyyy in local time', () => {
    expect(toErpDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(toErpDate(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026');
  });

  it('reads back only real calendar days', () => {
    expect(fromErpDate('05/01/2026')?.getTime()).toBe(new Date(2026, 0, 5).getTime());
    expect(fromErpDate('30/02/2026')).toBeNull();
    expect(fromErpDate('2026-01-05')).toBeNull();
  });
});

describe('parseArticleKeys', () => {
  it('splits pasted lists, upper-cases and removes repeats', () => {
    expect(parseArticleKeys(['e0101, E0201', 'E0101\nE0301'])).toEqual(['E0101', 'E0201', 'E0301']);
    expect(parseArticleKeys(['  ', ''])).toEqual([]);
  });
});

describe('buildErpOperation', () => {
  it('builds the empty-container read with its article keys and company', () => {
    expect(buildErpOperation({ ...form, companyId: 2 })).toEqual({
      ok: true,
      operation: { operation: 'emptyContainerStock', companyId: 2, articleKeys: ['E0101', 'E0201'] },
    });
  });

  it('asks for article keys that the ERP can take', () => {
    expect(buildErpOperation({ ...form, articleKeys: [] })).toEqual({ ok: false, problem: 'articleKeysMissing' });
    expect(buildErpOperation({ ...form, articleKeys: ["E01'; DROP"] })).toEqual({ ok: false, problem: 'articleKeyInvalid' });
    expect(buildErpOperation({ ...form, articleKeys: Array.from({ length: 501 }, (_, index) => `A${index}`) })).toEqual({
      ok: false,
      problem: 'tooManyArticleKeys',
    });
  });

  it('converts a date range to dd/MM/yyyy for sales and inventory', () => {
    const range = { from: new Date(2026, 2, 1), to: new Date(2026, 2, 31) };
    expect(buildErpOperation({ ...form, operation: 'salesRange', ...range })).toEqual({
      ok: true,
      operation: { operation: 'salesRange', companyId: 1, from: '01/03/2026', to: '31/03/2026' },
    });
    expect(buildErpOperation({ ...form, operation: 'inventoryRange', ...range, companyId: 2 })).toMatchObject({
      ok: true,
      operation: { operation: 'inventoryRange', companyId: 2 },
    });
  });

  it('needs both ends of the range, in order', () => {
    expect(buildErpOperation({ ...form, operation: 'salesRange', from: new Date(2026, 2, 1), to: null })).toEqual({ ok: false, problem: 'rangeMissing' });
    expect(buildErpOperation({ ...form, operation: 'salesRange', from: new Date(2026, 2, 2), to: new Date(2026, 2, 1) })).toEqual({
      ok: false,
      problem: 'rangeReversed',
    });
  });

  it('asks the next consolidated order id with the company alone', () => {
    expect(buildErpOperation({ ...form, operation: 'nextConsolidatedOrderId', companyId: 2 })).toEqual({
      ok: true,
      operation: { operation: 'nextConsolidatedOrderId', companyId: 2 },
    });
  });
});

describe('progress', () => {
  it('moves forward with the state and knows when it is over', () => {
    expect(erpQueryProgress('creating')).toBeLessThan(erpQueryProgress('waiting'));
    expect(erpQueryProgress('waiting')).toBeLessThan(erpQueryProgress('reading'));
    expect(erpQueryProgress('done')).toBe(1);
    expect(erpQueryProgress(null)).toBe(0);
    expect(erpQueryProgress('weird')).toBe(0);
    expect(isErpQueryFinished({ status: 'running' })).toBe(false);
    expect(isErpQueryFinished({ status: 'completed' })).toBe(true);
    expect(isErpQueryFinished(undefined)).toBe(false);
  });
});

describe('rows for the table', () => {
  it('keeps lists of objects, wraps a single answer and plain values', () => {
    expect(toRows([{ articleKey: 'E0101' }])).toEqual([{ articleKey: 'E0101' }]);
    expect(toRows({ IdConsolidado: 7 })).toEqual([{ IdConsolidado: 7 }]);
    expect(toRows([3, 'x'])).toEqual([{ value: 3 }, { value: 'x' }]);
    expect(toRows(null)).toEqual([]);
  });

  it('lists columns in order of appearance', () => {
    expect(
      columnsOf([
        { a: 1, b: 2 },
        { b: 3, c: 4 },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });

  it('shows cells as text', () => {
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(null)).toBe('');
    expect(cellText({ x: 1 })).toBe('{"x":1}');
  });
});

describe('columnWidthsOf', () => {
  it('fits the longest text of each column within 80 and 360 px', () => {
    const rows = [
      { articleKey: 'E0101', articleName: 'Envase vacío cerveza retornable 325 ml', stock: 110507 },
      { articleKey: 'E0201', articleName: 'Caja', stock: 4, notes: 'x'.repeat(200) },
    ];
    const [key, name, stock, notes] = columnWidthsOf(rows, ['articleKey', 'articleName', 'stock', 'notes']);
    expect(key).toBe(Math.round('articleKey'.length * 7.5 + 24));
    expect(name).toBe(Math.round('Envase vacío cerveza retornable 325 ml'.length * 7.5 + 24));
    expect(stock).toBe(80);
    expect(notes).toBe(360);
  });

  it('makes room for a translated header longer than the values', () => {
    const [stock] = columnWidthsOf([{ stock: 4 }], ['stock'], ['Existencia en almacén de distribución']);
    expect(stock).toBe(Math.round('Existencia en almacén de distribución'.length * 7.5 + 24));
  });
});
