import { type ErpOperation } from '../../../../domain/erp/operations';

/** The ERP reads a person may start (api/erp/graphql.ts); inserts run only inside processes. */
export const erpReadOperations = ['emptyContainerStock', 'salesRange', 'inventoryRange', 'nextConsolidatedOrderId'] as const;
export type ErpReadOperation = (typeof erpReadOperations)[number];

/** The two companies of the chain; each lives in its own ERP database. */
export const erpCompanies = [1, 2] as const;
export type ErpCompany = (typeof erpCompanies)[number];

/** What the form holds before it becomes an operation. */
export interface ErpQueryForm {
  operation: ErpReadOperation;
  companyId: ErpCompany;
  articleKeys: string[];
  from: Date | null;
  to: Date | null;
}

/** A read operation as the API takes it (the startErpQuery JSON argument, domain/erp/operations.ts). */
export type ErpOperationVariables = Extract<ErpOperation, { operation: ErpReadOperation }>;

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

/** Article keys as the ERP knows them: letters, digits, dash and underscore, 1 to 30 characters. */
export const articleKeyPattern = /^[A-Za-z0-9_-]{1,30}$/;

/** Splits typed or pasted keys on commas, spaces and new lines, upper-cased and without repeats. */
export function parseArticleKeys(values: readonly string[]): string[] {
  const keys = values
    .flatMap((value) => value.split(/[\s,;]+/))
    .map((key) => key.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(keys)];
}

/** Why a form cannot be sent yet, as a key under `erp:form.errors`. */
export type ErpFormProblem = 'articleKeysMissing' | 'articleKeyInvalid' | 'tooManyArticleKeys' | 'rangeMissing' | 'rangeReversed';

export type BuiltOperation = { ok: true; operation: ErpOperationVariables } | { ok: false; problem: ErpFormProblem };

/** The operation the API receives for what the form holds, or the first thing to fix. */
export function buildErpOperation(form: ErpQueryForm): BuiltOperation {
  const companyId = form.companyId;
  switch (form.operation) {
    case 'emptyContainerStock': {
      if (form.articleKeys.length === 0) return { ok: false, problem: 'articleKeysMissing' };
      if (form.articleKeys.length > 500) return { ok: false, problem: 'tooManyArticleKeys' };
      if (!form.articleKeys.every((key) => articleKeyPattern.test(key))) return { ok: false, problem: 'articleKeyInvalid' };
      return { ok: true, operation: { operation: 'emptyContainerStock', companyId, articleKeys: [...form.articleKeys] } };
    }
    case 'salesRange':
    case 'inventoryRange': {
      if (!form.from || !form.to) return { ok: false, problem: 'rangeMissing' };
      if (form.from.getTime() > form.to.getTime()) return { ok: false, problem: 'rangeReversed' };
      return { ok: true, operation: { operation: form.operation, companyId, from: toErpDate(form.from), to: toErpDate(form.to) } };
    }
    case 'nextConsolidatedOrderId':
      return { ok: true, operation: { operation: 'nextConsolidatedOrderId', companyId } };
  }
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

/**
 * Column widths that fit the text of the shown rows and the header (about 7.5 px a character plus
 * padding), between 80 and 360 px, so names are readable without dragging every column wider.
 */
export function columnWidthsOf(rows: readonly Record<string, unknown>[], columns: readonly string[], headers: readonly string[] = columns): number[] {
  return columns.map((column, index) => {
    const longest = rows.reduce((widest, row) => Math.max(widest, cellText(row[column]).length), (headers[index] ?? column).length);
    return Math.min(360, Math.max(80, Math.round(longest * 7.5 + 24)));
  });
}
