import { type ColumnFiltersState, type PaginationState, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { reportSortKeys } from '../../../../domain/commissions/reportSort';
import { REPORT_PAGE_SIZE_ALL, REPORT_PAGE_SIZE_DEFAULT, reportPageSizes } from '../../../../domain/commissions/rules';
import { type ServerListState } from '../../ui/components/DataTable';
import { exportUrl, listSortOf } from '../../ui/utils';
import type { ReportSearch } from '../utils/types';
import { useReportSearch } from './useReportSearch';

/** The "every row" page size (spec 003 section 9's total row count): read from the export route in one page. */
export const REPORT_ALL_ROWS = 100_000;
export const reportTablePageSizes: readonly number[] = [...reportPageSizes, REPORT_ALL_ROWS];

/**
 * A reports search in the data table: the page, size and sort asked of the server (the sort keys
 * of domain/commissions/reportSort.ts), the payroll filter as the search's employee, and the
 * export address of the whole search in the same order.
 */
export function useReportsTable(search: ReportSearch | null) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: REPORT_PAGE_SIZE_DEFAULT });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const payroll = String(columnFilters.find((filter) => filter.id === 'payroll')?.value ?? '').trim();
  const { sort, direction } = listSortOf(sorting, reportSortKeys);
  const asked = useMemo<ReportSearch | null>(
    () => (search ? { ...search, ...(payroll ? { employee_id: payroll } : {}), ...(sort ? { sort, direction } : {}) } : null),
    [search, payroll, sort, direction],
  );
  const reports = useReportSearch(
    asked,
    pagination.pageIndex + 1,
    pagination.pageSize === REPORT_ALL_ROWS ? REPORT_PAGE_SIZE_ALL : (pagination.pageSize as (typeof reportPageSizes)[number]),
  );
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const server: ServerListState = {
    total: reports.data?.total ?? 0,
    loading: reports.isPlaceholderData,
    pagination,
    onPaginationChange: setPagination,
    sorting,
    onSortingChange: (next) => (setSorting(next), firstPage()),
    columnFilters,
    onColumnFiltersChange: (next) => (setColumnFilters(next), firstPage()),
  };
  return { reports, server, reset: firstPage, exportUrl: asked ? exportUrl('commissionReports', { ...asked }) : null };
}
