import { type ErpOperation } from '../../../../domain/erp/operations';
import { type ErpReadOperationName } from '../../../../domain/erp/readQuery';

/** The two companies of the chain; each lives in its own ERP database. */
export const erpCompanies = [1, 2] as const;

/** A read operation as the API takes it (the startErpQuery JSON argument, domain/erp/readQuery.ts). */
export type ErpOperationVariables = Extract<ErpOperation, { operation: ErpReadOperationName }>;

/** creating, waiting, reading, done or failed (workflows/erp/erpQuery.ts). */
export type ErpQueryState = 'creating' | 'waiting' | 'reading' | 'done' | 'failed';

/** The ERP's stored procedures take dates as dd/MM/yyyy (spec 001 section 7), in local time. */
export function toErpDate(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** Reads a dd/MM/yyyy text back into a local date; null unless it names a real calendar day. */
export function fromErpDate(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Splits typed or pasted keys on commas, spaces and new lines, upper-cased and without repeats. */
export function parseArticleKeys(values: readonly string[]): string[] {
  const keys = values
    .flatMap((value) => value.split(/[\s,;]+/))
    .map((key) => key.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(keys)];
}

const stateProgress: Record<ErpQueryState, number> = { creating: 0.15, waiting: 0.45, reading: 0.8, done: 1, failed: 1 };

export function isErpQueryState(value: unknown): value is ErpQueryState {
  return typeof value === 'string' && value in stateProgress;
}

/** How far along a query is, for the progress bar (0 to 1). */
export function erpQueryProgress(state: string | null | undefined): number {
  return isErpQueryState(state) ? stateProgress[state] : 0;
}

/** Whether the run is over (its rows or its error are final). */
export function isErpQueryFinished(status: { status: string } | undefined): boolean {
  return Boolean(status && status.status !== 'running');
}

/** How many rows the table shows at most; the total is still reported. */
export const maxShownRows = 100;

/**
 * The rows of an answer as records for a table: a list of objects stays as it is, a single
 * object (nextConsolidatedOrderId) becomes one row, anything else one "value" row.
 */
export function toRows(rows: unknown): Record<string, unknown>[] {
  const list = Array.isArray(rows) ? rows : rows === null || rows === undefined ? [] : [rows];
  return list.map((row) => (row !== null && typeof row === 'object' && !Array.isArray(row) ? (row as Record<string, unknown>) : { value: row }));
}

/** Column names in order of first appearance over the rows. */
export function columnsOf(rows: readonly Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** A cell's text: strings and numbers as they are, objects as JSON, nothing as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
