import type { Language } from '../../domain/i18n/language';
import { AppError } from '../../domain/errors/catalogue';
import { hasPermission, type RequestContext } from '../context';

/** The query string of an export request: one text per parameter (repeats and arrays refused before this). */
export type ExportParams = Record<string, string>;

/**
 * One list's CSV export, the same for every list: the access check of the list itself, the file's
 * name and header, and its rows for a filter and sort read from the request's parameters.
 * `open` checks the parameters with the list's own schemas (whitelisted sort keys and filter
 * fields) and throws the catalogue's error before any byte goes out.
 */
export interface CsvList {
  /**
   * Throws FORBIDDEN unless the signed-in caller may read the list: the same check as the list's
   * query. A list whose access depends on what is asked (a commissions company) reads `params` and
   * may answer a promise.
   */
  authorize(access: Pick<RequestContext, 'principal' | 'req'>, params: ExportParams): void | Promise<void>;
  /** The file name without date or extension ("customers" becomes customers-2026-11-28.csv). */
  fileName: string;
  header: readonly string[];
  open(params: ExportParams, language: Language): AsyncIterable<readonly unknown[]>;
}

/** The access check of a list guarded by one permission (as its query's requirePermission). */
export function needsPermission(permission: string): CsvList['authorize'] {
  return ({ principal }) => {
    if (!principal) throw new AppError('NOT_AUTHENTICATED');
    if (!hasPermission(principal, permission)) throw new AppError('FORBIDDEN');
  };
}
