import { type SortingState } from '@tanstack/react-table';

export type SortDirection = 'asc' | 'desc';

/** A server list's sort as its query takes it: one whitelisted key and a direction, or none (the list's own order). */
export interface ListSort<Key extends string = string> {
  sort?: Key;
  direction?: SortDirection;
}

/** TanStack's sorting state as a list query's arguments; column ids are the server's sort keys. */
export function listSortOf<Key extends string>(sorting: SortingState, keys: readonly Key[]): ListSort<Key> {
  const first = sorting[0];
  if (!first || !(keys as readonly string[]).includes(first.id)) return {};
  return { sort: first.id as Key, direction: first.desc ? 'desc' : 'asc' };
}

/** Where the whole filtered list downloads as CSV: `/api/export/<list>.csv` with the list's filter and sort. */
export function exportUrl(list: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return `/api/export/${encodeURIComponent(list)}.csv${text ? `?${text}` : ''}`;
}

/** Pages of a list of `total` rows, at least one. */
export function pagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The key under which a user's shown columns of one table are kept. */
export function columnsStorageKey(user: string, tableId: string): string {
  return `prometheus.table.${tableId}.columns.${user}`;
}
