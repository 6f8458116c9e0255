import { functionalUpdate, type ColumnFiltersState, type PaginationState, type SortingState, type Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type GraphqlRequestError } from '../../graphql';
import { type ServerListState } from '../components/DataTable';
import { addressOf, queryOfAddress, type ServerTableQuery } from '../utils/tableAddress';
import { listSortOf, type ListSort } from '../utils/tableQuery';
import { useSettledValue } from './useSettledValue';

export interface ServerTableStateOptions<Key extends string> {
  /** The sort keys the server allows (the column ids of the sortable columns). */
  sortKeys: readonly Key[];
  /** The first page size. */
  pageSize: number;
  /** Ids of the columns that have a filter under their heading (each filter a text, '' for none). */
  columnFilters?: readonly string[];
  /** Other filters by name (a form's fields, a counter clicked), each a text, '' for none. */
  filters?: readonly string[];
  /**
   * Keeps the page (1-based `page`), `size`, `sort`, `direction`, the search (`search`) and every
   * filter (under its own name) in the address, so the list can be linked and Back restores it;
   * other parameters of the address are left as they are.
   */
  inAddress?: boolean;
}

/** The list query's state the table shows (react-query's answer). */
export interface ListAnswer {
  error: GraphqlRequestError | null;
  refetch: () => unknown;
  /** The answer shown is the previous one while the next is asked (react-query's keepPreviousData). */
  isPlaceholderData?: boolean;
}

/**
 * The state of a server-paged list in one place: page, page size, sort, search and filters, kept
 * in the component or in the address. A new sort, search or filter goes back to the first page.
 * `sort` is the query's whitelisted sort, `settledSearch` the search once typing pauses, and
 * `server(total)` the data table's `server` wiring.
 */
export function useServerTableState<Key extends string>({
  sortKeys,
  pageSize,
  columnFilters = [],
  filters = [],
  inAddress = false,
}: ServerTableStateOptions<Key>) {
  const names = useMemo(() => [...columnFilters, ...filters], [columnFilters, filters]);
  const [local, setLocal] = useState<ServerTableQuery>(() => ({ pageIndex: 0, pageSize, sorting: [], search: '', filters: {} }));
  const [params, setParams] = useSearchParams();
  const query = inAddress ? queryOfAddress(params, names, pageSize) : local;
  const change = useCallback(
    (update: (current: ServerTableQuery) => ServerTableQuery) => {
      if (inAddress) setParams((previous) => addressOf(update(queryOfAddress(previous, names, pageSize)), previous, names, pageSize), { replace: true });
      else setLocal(update);
    },
    [inAddress, setParams, names, pageSize],
  );
  const settledSearch = useSettledValue(query.search.trim(), 300);
  const filterOf = (name: string) => query.filters[name] ?? '';
  const tableFilters: ColumnFiltersState = columnFilters.filter((id) => filterOf(id)).map((id) => ({ id, value: filterOf(id) }));

  const setSearch = (search: string) => change((current) => ({ ...current, search, pageIndex: 0 }));
  const setFilters = <Filters extends { [Name in keyof Filters]: string }>(next: Filters) =>
    change((current) => ({ ...current, filters: { ...current.filters, ...next }, pageIndex: 0 }));
  const onPaginationChange = (updater: Updater<PaginationState>) =>
    change((current) => ({ ...current, ...functionalUpdate(updater, { pageIndex: current.pageIndex, pageSize: current.pageSize }) }));
  const onSortingChange = (updater: Updater<SortingState>) =>
    change((current) => ({ ...current, sorting: functionalUpdate(updater, current.sorting), pageIndex: 0 }));
  const onColumnFiltersChange = (updater: Updater<ColumnFiltersState>) =>
    change((current) => {
      const before = columnFilters.filter((id) => current.filters[id]).map((id) => ({ id, value: current.filters[id] }));
      const after = functionalUpdate(updater, before);
      const next = { ...current.filters, ...Object.fromEntries(columnFilters.map((id) => [id, ''])) };
      for (const filter of after) next[filter.id] = typeof filter.value === 'string' ? filter.value : String(filter.value ?? '');
      return { ...current, filters: next, pageIndex: 0 };
    });

  const sort: ListSort<Key> = listSortOf(query.sorting, sortKeys);
  const server = (total: number, loading = false): ServerListState => ({
    total,
    loading,
    pagination: { pageIndex: query.pageIndex, pageSize: query.pageSize },
    onPaginationChange,
    sorting: query.sorting,
    onSortingChange,
    ...(columnFilters.length > 0 ? { columnFilters: tableFilters, onColumnFiltersChange } : {}),
  });
  return {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    sort,
    search: query.search,
    settledSearch,
    setSearch,
    filter: filterOf,
    setFilters,
    server,
    /** The data table's props that follow the list's query: one page's rows and total, the query's error and its retry. */
    tableProps: <Row>(answer: ListAnswer, page: { rows: Row[]; total: number } | undefined) => ({
      rows: page?.rows,
      error: answer.error,
      onRetry: () => void answer.refetch(),
      server: server(page?.total ?? 0, answer.isPlaceholderData ?? false),
    }),
  };
}

export type ServerTableState<Key extends string> = ReturnType<typeof useServerTableState<Key>>;
