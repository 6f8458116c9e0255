import { Button, Checkbox, HTMLTable, NonIdealState } from '@blueprintjs/core';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type OnChangeFn,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GraphqlRequestError } from '../../graphql';
import { useColumnVisibility } from '../hooks/useColumnVisibility';
import { useRowKeyboard } from '../hooks/useRowKeyboard';
import { showToast } from '../toaster';
import { saveCsv } from '../utils/download';
import { tableCsv, tableCsvName } from '../utils/tableCsv';
import '../utils/tableColumns';
import { intlLocaleOf } from '../utils/dates';
import { localeSortingFn, tableCollator } from '../utils/tableSort';
import { ColumnChooser } from './ColumnChooser';
import { ColumnFilter } from './ColumnFilter';
import { DataTablePager } from './DataTablePager';
import { QueryProblem } from './QueryProblem';
import { SortHeader } from './SortHeader';
import { TableSkeleton } from './TableSkeleton';
import './dataTable.css';

/** A server-paged list: the page, sort and filters are the query's arguments; the rows are one page. */
export interface ServerListState {
  total: number;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  columnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: OnChangeFn<ColumnFiltersState>;
  /** The rows shown are the previous answer while the next page, sort or filter is asked (dimmed, `aria-busy`). */
  loading?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for what it remembers per user (shown columns) and for tests (`data-table-<id>`). */
  tableId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column list mixes value types
  columns: ColumnDef<Row, any>[];
  /** The rows, undefined before the first answer (a skeleton shows). */
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  /** The query's error; shown in place of the rows when there are none to show. */
  error?: GraphqlRequestError | null;
  onRetry?: () => void;
  /** Absent: every row is here and the table sorts, filters and pages them itself. */
  server?: ServerListState;
  /** Page sizes offered (the spec's where it names them); the first is the default of a local table. */
  pageSizes?: readonly number[];
  /** A local table's first page size, when not the first offered (the spec's "5 to 600, 25 first"). */
  initialPageSize?: number;
  /** The page size offered as "All" (the most rows the server answers a page). */
  allPageSize?: number;
  /** Row selection, where the screen has actions on rows. */
  selection?: { selected: RowSelectionState; onChange: OnChangeFn<RowSelectionState>; rowLabel?: (row: Row) => string; canSelect?: (row: Row) => boolean };
  /** Enter on a row, or a click on its opener. */
  onOpen?: (row: Row) => void;
  /** Left of the toolbar: the list's search and actions. */
  toolbar?: ReactNode;
  /**
   * The CSV export of the whole filtered list: a server list's from the server. Without it a local
   * table exports its own filtered, sorted rows and visible columns from the browser.
   */
  onExport?: () => void;
  exporting?: boolean;
  emptyText?: string;
  rowClassName?: (row: Row) => string | undefined;
  /** `data-*` attributes on a row's `tr` (what browser tests and styles select a row by, e.g. `data-backend`). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** The table's accessible name. */
  label?: string;
  /** Columns hidden until the user shows them. */
  hiddenColumns?: readonly string[];
  /** A click anywhere on a row opens it (as Enter), where the row itself is the opener. */
  openOnClick?: boolean;
  /** A row's expanded detail, drawn on a full-width row beneath it (null while collapsed). */
  rowDetail?: (row: Row) => ReactNode;
}

/**
 * The dashboard's one data table (TanStack Table with Blueprint's HTML table): sortable headings,
 * a filter under the headings that have one, paging, columns shown or hidden per user, CSV export,
 * row selection, keyboard navigation (arrows, Enter opens, Space selects), a skeleton while the
 * first answer comes, and empty and error states in the user's language.
 */
export function DataTable<Row>({
  tableId,
  columns,
  rows,
  getRowId,
  error,
  onRetry,
  server,
  pageSizes = [20, 50, 100],
  initialPageSize,
  allPageSize,
  selection,
  onOpen,
  toolbar,
  onExport,
  exporting,
  emptyText,
  rowClassName,
  rowAttributes,
  label,
  hiddenColumns = [],
  rowDetail,
  openOnClick,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'es';
  const defaultColumn = useMemo(() => ({ sortingFn: localeSortingFn<Row>(tableCollator(intlLocaleOf(language))) }), [language]);
  const [visibility, setVisibility] = useColumnVisibility(tableId, Object.fromEntries(hiddenColumns.map((id) => [id, false])));
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [localFilters, setLocalFilters] = useState<ColumnFiltersState>([]);
  const [localPaging, setLocalPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: initialPageSize ?? pageSizes[0] ?? 20 });
  const allColumns = useMemo(
    () => (selection ? [selectColumn<Row>(t('table.selectPage'), (row) => selection.rowLabel?.(row) ?? t('table.selectRow')), ...columns] : columns),
    [columns, selection, t],
  );
  const data = useMemo(() => rows ?? [], [rows]);
  const table = useReactTable({
    data,
    columns: allColumns,
    defaultColumn,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? {}
      : {
          getSortedRowModel: getSortedRowModel(),
          getFilteredRowModel: getFilteredRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
          autoResetPageIndex: true,
        }),
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
    manualPagination: Boolean(server),
    rowCount: server?.total,
    enableMultiSort: false,
    enableSortingRemoval: true,
    enableRowSelection: selection?.canSelect ? (row) => selection.canSelect!(row.original) : Boolean(selection),
    state: {
      sorting: server?.sorting ?? localSorting,
      columnFilters: server?.columnFilters ?? localFilters,
      pagination: server?.pagination ?? localPaging,
      columnVisibility: visibility,
      rowSelection: selection?.selected ?? {},
    },
    onSortingChange: server?.onSortingChange ?? setLocalSorting,
    onColumnFiltersChange: server?.onColumnFiltersChange ?? setLocalFilters,
    onPaginationChange: server?.onPaginationChange ?? setLocalPaging,
    onColumnVisibilityChange: setVisibility,
    onRowSelectionChange: selection?.onChange,
  });
  const shown = table.getRowModel().rows;
  const keyboard = useRowKeyboard({
    rowCount: shown.length,
    onOpen: onOpen ? (index) => onOpen(shown[index].original) : undefined,
    onToggle: selection ? (index) => shown[index].toggleSelected() : undefined,
  });
  const visibleColumns = table.getVisibleLeafColumns();
  const hasFilters = visibleColumns.some((column) => column.columnDef.meta?.filter);
  const labelOf = (id: string) => {
    const header = table.getColumn(id)?.columnDef.header;
    return typeof header === 'string' ? header : id;
  };
  const { pageIndex, pageSize } = table.getState().pagination;
  const total = server ? server.total : table.getFilteredRowModel().rows.length;
  const exportLocal = () => {
    saveCsv(tableCsv(table, labelOf, { yes: t('table.yes'), no: t('table.no') }), tableCsvName(tableId));
    void showToast({ message: t('table.exported'), intent: 'success', icon: 'export' });
  };
  const exportRows = onExport ?? (server || !rows?.length ? undefined : exportLocal);
  const fullRow = (content: ReactNode, testId: string) => (
    <tr className="data-table__state" data-testid={testId}>
      <td colSpan={Math.max(1, visibleColumns.length)}>{content}</td>
    </tr>
  );

  const detailRow = (row: Row) => {
    const detail = rowDetail?.(row);
    if (!detail) return null;
    return (
      <tr className="data-table__detail" data-testid="data-table-detail">
        <td colSpan={Math.max(1, visibleColumns.length)}>{detail}</td>
      </tr>
    );
  };

  let body: ReactNode;
  if (rows === undefined && error) body = fullRow(<QueryProblem error={error} onRetry={onRetry} />, 'data-table-error');
  else if (rows === undefined) body = <TableSkeleton columns={visibleColumns.length} />;
  else if (shown.length === 0) body = fullRow(<NonIdealState icon="search" title={emptyText ?? t('table.empty')} />, 'data-table-empty');
  else
    body = shown.map((row, index) => (
      <Fragment key={row.id}>
        <tr
          {...rowAttributes?.(row.original)}
          {...keyboard.rowProps(index)}
          aria-selected={selection ? row.getIsSelected() : undefined}
          className={[row.getIsSelected() ? 'data-table__row--selected' : '', rowClassName?.(row.original) ?? ''].join(' ').trim() || undefined}
          onClick={onOpen && openOnClick ? () => onOpen(row.original) : undefined}
          onDoubleClick={onOpen && !openOnClick ? () => onOpen(row.original) : undefined}
        >
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'data-table__numeric' : undefined}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
        {detailRow(row.original)}
      </Fragment>
    ));

  return (
    <div className="data-table" data-testid={`data-table-${tableId}`}>
      <div className="data-table__toolbar">
        {toolbar}
        <div className="data-table__toolbar-end">
          <ColumnChooser table={table} labelOf={labelOf} />
          {exportRows ? <Button icon="export" text={t('table.export')} loading={exporting} onClick={exportRows} /> : null}
        </div>
      </div>
      {rows !== undefined && error ? <QueryProblem error={error} onRetry={onRetry} /> : null}
      <div className="data-table__scroll">
        <HTMLTable
          compact
          striped
          interactive={Boolean(onOpen)}
          className={server?.loading ? 'data-table__table data-table__table--loading' : 'data-table__table'}
          aria-rowcount={total}
          aria-label={label}
          aria-busy={server?.loading ? true : undefined}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) =>
                  header.column.id === SELECT_COLUMN ? (
                    <th key={header.id} className="data-table__select">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ) : (
                    <SortHeader key={header.id} header={header} />
                  ),
                )}
              </tr>
            ))}
            {hasFilters ? (
              <tr className="data-table__filters">
                {visibleColumns.map((column) => (
                  <th key={column.id}>
                    {column.columnDef.meta?.filter ? <ColumnFilter column={column} filter={column.columnDef.meta.filter} label={labelOf(column.id)} /> : null}
                  </th>
                ))}
              </tr>
            ) : null}
          </thead>
          <tbody>{body}</tbody>
        </HTMLTable>
      </div>
      {server || total > pageSize ? (
        <DataTablePager
          pageIndex={pageIndex}
          pageSize={pageSize}
          total={total}
          pageSizes={pageSizes}
          allPageSize={allPageSize}
          onChange={(index, size) => table.setPagination({ pageIndex: index, pageSize: size })}
          disabled={rows === undefined}
        />
      ) : null}
    </div>
  );
}

const SELECT_COLUMN = 'select';

function selectColumn<Row>(pageLabel: string, rowLabel: (row: Row) => string): ColumnDef<Row> {
  return {
    id: SELECT_COLUMN,
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => (
      <Checkbox
        aria-label={pageLabel}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox aria-label={rowLabel(row.original)} checked={row.getIsSelected()} disabled={!row.getCanSelect()} onChange={row.getToggleSelectedHandler()} />
    ),
  };
}
