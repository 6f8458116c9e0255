import { describe, expect, it } from 'vitest';
import { forecastCsvParts, forecastImportPartSchema } from './forecastCsv';

describe('forecastCsvParts: a CSV in parts of whole rows, each with the header', () => {
  const header = 'date,item,store,p10,p50,p90';
  const row = (day: number) => `2027-01-${String(day).padStart(2, '0')},10001,CO101,1,2,3`;

  it.each([
    ['one part when it fits', [header, row(1), row(2)].join('\n'), { rows: 10 }, [[2, 2]]],
    [
      'by rows, the first line of each part in the file',
      [header, row(1), row(2), row(3), row(4), row(5)].join('\n'),
      { rows: 2 },
      [
        [2, 2],
        [4, 2],
        [6, 1],
      ],
    ],
    [
      "blank lines and CRLF dropped, lines still the file's",
      [header, row(1), '', row(2), row(3)].join('\r\n') + '\r\n',
      { rows: 2 },
      [
        [2, 2],
        [5, 1],
      ],
    ],
    [
      'by bytes',
      [header, row(1), row(2), row(3)].join('\n'),
      { bytes: 80 },
      [
        [2, 2],
        [4, 1],
      ],
    ],
    ['a header without rows: one empty part (the server says why)', `${header}\n`, {}, [[2, 0]]],
  ])('%s', (_name, text, limits, expected) => {
    const parts = forecastCsvParts(text, limits);
    expect(parts.map((part) => [part.firstLine, part.rows])).toEqual(expected);
    for (const part of parts) expect(part.csv.split('\n')[0]).toBe(header);
    expect(parts.flatMap((part) => part.csv.split('\n').slice(1))).toEqual(
      text
        .split(/\r?\n/)
        .slice(1)
        .filter((line) => line.trim() !== ''),
    );
  });

  it("a quoted cell with line breaks stays in its row, and the next part starts on the file's line", () => {
    const text = `${header},note\n${row(1)},"una nota\nen dos líneas, con ""comillas"""\n${row(2)},"otra\r\nnota"\n${row(3)},sin nota\n`;
    const parts = forecastCsvParts(text, { rows: 2 });
    expect(parts.map((part) => [part.firstLine, part.rows])).toEqual([
      [2, 2],
      [6, 1],
    ]);
    expect(parts[0]!.csv).toBe(`${header},note\n${row(1)},"una nota\nen dos líneas, con ""comillas"""\n${row(2)},"otra\r\nnota"`);
    expect(parts[1]!.csv).toBe(`${header},note\n${row(3)},sin nota`);
  });

  it('an empty text has no parts; a byte-order mark is dropped', () => {
    expect(forecastCsvParts('')).toEqual([]);
    expect(forecastCsvParts(`\uFEFF${header}\n${row(1)}`)[0]!.csv.startsWith('date,')).toBe(true);
  });

  it.each([
    [{ importId: 'import-0123456789abcdef', part: 1, parts: 3, firstLine: 2 }, true],
    [{ importId: 'import-0123456789abcdef', part: 4, parts: 3 }, false],
    [{ importId: 'other-0123456789abcdef', part: 1, parts: 1 }, false],
    [{ importId: 'import-0123456789abcdef', part: 0, parts: 1 }, false],
    [{ importId: 'import-0123456789abcdef', part: 1, parts: 1, firstLine: 1 }, false],
  ])('the part %j is valid: %s', (value, valid) => {
    expect(forecastImportPartSchema.safeParse(value).success).toBe(valid);
  });
});
