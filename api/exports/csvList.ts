import type { Language } from '../../domain/i18n/language';

/** The query string of an export request: one text per parameter (repeats and arrays refused before this). */
export type ExportParams = Record<string, string>;

/**
 * One list's CSV export, the same for every list: the permission of the list itself, the file's
 * name and header, and its rows for a filter and sort read from the request's parameters.
 * `open` checks the parameters with the list's own schemas (whitelisted sort keys and filter
 * fields) and throws the catalogue's error before any byte goes out.
 */
export interface CsvList {
  permission: string;
  /** The file name without date or extension ("customers" becomes customers-2026-11-28.csv). */
  fileName: string;
  header: readonly string[];
  open(params: ExportParams, language: Language): AsyncIterable<readonly unknown[]>;
}
