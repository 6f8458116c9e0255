import { type SortingState } from '@tanstack/react-table';

/** What a server list asks for: one page of one sort, search and filters. */
export interface ServerTableQuery {
  pageIndex: number;
  pageSize: number;
  sorting: SortingState;
  search: string;
  filters: Readonly<Record<string, string>>;
}

const addressKeys = ['page', 'size', 'sort', 'direction', 'search'] as const;

/** A list's page, size, sort, search and filters read from the address (a bad page or size reads as the first / the default). */
export function queryOfAddress(params: URLSearchParams, names: readonly string[], defaultSize: number): ServerTableQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  return {
    pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: Number.isInteger(size) && size > 0 ? size : defaultSize,
    sorting: sort ? [{ id: sort, desc: params.get('direction') === 'desc' }] : [],
    search: params.get('search') ?? '',
    filters: Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])),
  };
}

/** The address with a list's state written in, other parameters kept; defaults are left out. */
export function addressOf(query: ServerTableQuery, previous: URLSearchParams, names: readonly string[], defaultSize: number): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of [...addressKeys, ...names]) next.delete(key);
  if (query.pageIndex > 0) next.set('page', String(query.pageIndex + 1));
  if (query.pageSize !== defaultSize) next.set('size', String(query.pageSize));
  const sort = query.sorting[0];
  if (sort) {
    next.set('sort', sort.id);
    next.set('direction', sort.desc ? 'desc' : 'asc');
  }
  if (query.search) next.set('search', query.search);
  for (const name of names) if (query.filters[name]) next.set(name, query.filters[name]);
  return next;
}
