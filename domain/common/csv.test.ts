import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { csvCell, readCsv, toCsv } from './csv';

describe('CSV export', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+52921')).toBe(`"'+52921"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('=1\n=2')).toBe(`"'=1\n=2"`);
    expect(csvCell('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });

  it('reads back as the text given, behind the quote', () => {
    const csv = toCsv(['name', 'note'], [['=HYPERLINK("http://x","y")', 'a "b", c']]);
    expect(Papa.parse<string[]>(csv.trim()).data[1]).toEqual([`'=HYPERLINK("http://x","y")`, 'a "b", c']);
  });
});

describe('CSV import', () => {
  it('reads rows, not lines: a quoted line break stays in its cell, and each row knows its first line', () => {
    const csv = '\uFEFFname,note\r\nAna,"dos\r\nlíneas"\r\n\r\n"Pérez, Luis","dice ""hola"""\r\nÚltimo,\r\n';
    expect(readCsv(csv)).toEqual([
      { cells: ['name', 'note'], raw: 'name,note', line: 1 },
      { cells: ['Ana', 'dos\r\nlíneas'], raw: 'Ana,"dos\r\nlíneas"', line: 2 },
      { cells: ['Pérez, Luis', 'dice "hola"'], raw: '"Pérez, Luis","dice ""hola"""', line: 5 },
      { cells: ['Último', ''], raw: 'Último,', line: 6 },
    ]);
    expect(readCsv('')).toEqual([]);
  });
});
