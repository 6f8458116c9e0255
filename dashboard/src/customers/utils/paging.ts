import { MAX_PAGE_SIZE } from '../../../../domain/customers/filters';

/** Page size 0 is 'All': the server answers up to MAX_PAGE_SIZE (1000) rows a page. */
export function rowsPerPage(pageSize: number): number {
  return pageSize === 0 ? MAX_PAGE_SIZE : pageSize;
}

/** Pages of the list: with 'All' and more than 1000 rows, pages of 1000 (at least one page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / rowsPerPage(pageSize)));
}

/**
 * 'All' cannot show every row when there are more than 1000: the screen says which rows it shows
 * (1-based, inclusive) and that the CSV export has them all; null when nothing is held back.
 */
export function cappedRows(total: number, pageSize: number, page: number): { from: number; to: number; total: number; limit: number } | null {
  if (pageSize !== 0 || total <= MAX_PAGE_SIZE) return null;
  const from = Math.min(total, page * MAX_PAGE_SIZE + 1);
  return { from, to: Math.min(total, (page + 1) * MAX_PAGE_SIZE), total, limit: MAX_PAGE_SIZE };
}
