import { MAX_PAGE_SIZE } from '../../../../domain/customers/filters';

/**
 * 'All' cannot show every row when there are more than 1000: the screen says which rows it shows
 * (1-based, inclusive) and that the CSV export has them all; null when nothing is held back.
 */
export function cappedRows(total: number, pageSize: number, page: number): { from: number; to: number; total: number; limit: number } | null {
  if (pageSize !== 0 || total <= MAX_PAGE_SIZE) return null;
  const from = Math.min(total, page * MAX_PAGE_SIZE + 1);
  return { from, to: Math.min(total, (page + 1) * MAX_PAGE_SIZE), total, limit: MAX_PAGE_SIZE };
}
