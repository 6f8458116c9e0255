import { type Column, type Row, type Table } from '@tanstack/react-table';
import { toCsv } from '../../../../domain/common/csv';
import { isoDayOf } from './dayFormat';

/** The words a yes / no cell is written with, in the reader's language. */
export interface CsvWords {
  yes: string;
  no: string;
}

/**
 * A cell as plain text for the file: a yes / no in the reader's words, a day or time as ISO, a
 * list joined, an amount (a decimal) by its own text; the rest as it is (toCsv guards formulas).
 */
export function exportText(value: unknown, words: CsvWords): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map((item) => exportText(item, words)).join(', ');
  if (typeof value === 'object' && value.toString !== Object.prototype.toString) return String(value);
  return value;
}

/** A column goes to the file when it has a value: its accessor's, or `meta.exportValue` for a drawn cell. */
function exported<Data>(column: Column<Data>): boolean {
  if (column.columnDef.meta?.exportValue) return true;
  return Boolean(column.accessorFn);
}

function valueOf<Data>(column: Column<Data>, row: Row<Data>): unknown {
  const exportValue = column.columnDef.meta?.exportValue;
  return exportValue ? exportValue(row.original) : row.getValue(column.id);
}

/**
 * A browser-held list as the reader sees it, as CSV: every filtered row in the table's sort (not
 * only the page shown), the visible columns that have a value, headed by their labels in the
 * reader's language; formula-safe through the one CSV writer (domain/common/csv.ts).
 */
export function tableCsv<Data>(table: Table<Data>, labelOf: (columnId: string) => string, words: CsvWords): string {
  const columns = table.getVisibleLeafColumns().filter(exported);
  const rows = table.getPrePaginationRowModel().rows;
  return toCsv(
    columns.map((column) => labelOf(column.id)),
    rows.map((row) => columns.map((column) => exportText(valueOf(column, row), words))),
  );
}

/** The file a browser-held list is saved as: the table's name and the day (2026-11-29). */
export function tableCsvName(tableId: string, now: Date = new Date()): string {
  return `${tableId}-${isoDayOf(now)}.csv`;
}
