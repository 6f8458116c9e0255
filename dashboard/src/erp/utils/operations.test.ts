import { describe, expect, it } from 'vitest';
import { cellText, columnsOf, erpQueryProgress, fromErpDate, isErpQueryFinished, parseArticleKeys, toErpDate, toRows } from './operations';

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
