import { type ColumnFiltersState, type PaginationState, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { headcountReportSortKeys } from '../../../../domain/headcount/reportSort';
import { type ServerListState } from '../../ui/components/DataTable';
import { exportUrl, listSortOf } from '../../ui/utils';
import { useHeadcountReports } from './useHeadcountReports';

/** The page sizes of spec 002's headcount table. */
export const HEADCOUNT_PAGE_SIZES = [10, 25, 100] as const;

/**
 * The headcount reports in the data table: the search, the company and status column filters, the
 * page and the sort asked of the server, and the export address of the whole filtered list.
 */
export function useHeadcountReportsTable(search: string) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: HEADCOUNT_PAGE_SIZES[0] });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const filterOf = (id: string) => (columnFilters.find((filter) => filter.id === id)?.value as string | undefined) || null;
  const filter = { search: search.trim() || null, statusName: filterOf('status'), organizationId: filterOf('company') };
  const sort = listSortOf(sorting, headcountReportSortKeys);
  const reports = useHeadcountReports(filter, pagination.pageIndex, pagination.pageSize, sort);
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const server: ServerListState = {
    total: reports.data?.headcountReports.total ?? 0,
    loading: reports.isPlaceholderData,
    pagination,
    onPaginationChange: setPagination,
    sorting,
    onSortingChange: (next) => (setSorting(next), firstPage()),
    columnFilters,
    onColumnFiltersChange: (next) => (setColumnFilters(next), firstPage()),
  };
  return { reports, server, firstPage, exportUrl: exportUrl('headcountReports', { ...filter, ...sort }) };
}
