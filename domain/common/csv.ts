import Papa from 'papaparse';

/**
 * CSV for spreadsheets, safe against formula injection (OWASP), for every export (the customers'
 * on the server, the CLI's commission reports): papaparse quotes what needs it and prefixes a cell
 * starting with = + - @, tab or carriage return with a single quote so no spreadsheet runs it.
 * papaparse's own pattern ends in `.*$`, which lets "=1\n..." through; this one looks at the first
 * character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Objects and arrays go as JSON (papaparse would write "[object Object]"). */
function plain(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

/** Header and rows as CSV lines ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const text = Papa.unparse({ fields: [...header], data: rows.map((row) => row.map(plain)) }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
  // papaparse ends a header without rows with the line break already.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** One cell as it appears in toCsv's output. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Papa.unparse([[plain(value)]], { escapeFormulae: FORMULA_START });
}

export interface CsvRecord {
  /** The row's cells, quotes removed (a quoted cell keeps its commas and line breaks). */
  cells: string[];
  /** The row as written in the file, without its final line break. */
  raw: string;
  /** Line of the file (1-based) the row starts on. */
  line: number;
}

/**
 * Every CSV that comes in (the forecast import, the CLI's commission values) is read here, with
 * papaparse: a quoted cell may hold commas, quotes and line breaks, so a row is not a line. Blank
 * rows are dropped; each row keeps its text and the line it starts on, so a file can be sent in
 * parts of whole rows and a message can name the file's line.
 */
export function readCsv(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    skipEmptyLines: false,
    step: (result) => {
      const end = result.meta.cursor;
      const slice = source.slice(start, end);
      const raw = slice.replace(/\r?\n$|\r$/, '');
      if (raw.trim() !== '') records.push({ cells: result.data, raw, line });
      line += slice.split('\n').length - 1;
      start = end;
    },
  });
  return records;
}
