import { type ColumnFiltersState, type PaginationState, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commandHistorySortKeys, COMMAND_HISTORY_PAGE_SIZES } from '../../../../domain/remoteCommands/historySort';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { DataTable } from '../../ui/components';
import { useCsvExport } from '../../ui/hooks';
import { exportUrl, listSortOf } from '../../ui/utils';
import { useCommandHistory } from '../hooks';
import { useCommandHistoryColumns, type FilterOption } from '../hooks/useCommandHistoryColumns';

export interface CommandHistoryTableProps {
  /** The stores of every company, the store column's filter. */
  stores: readonly FilterOption[];
  /** The commands' names, the command column's filter. */
  commands: readonly FilterOption[];
}

/**
 * 'Historial de comandos' (spec 002): every command sent, filtered by store, state and command,
 * sorted and paged on the server, exported as CSV; it follows the server's change stream, so the
 * stores' answers show as they arrive.
 */
export function CommandHistoryTable({ stores, commands }: CommandHistoryTableProps) {
  const { t } = useTranslation('remoteCommands');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: COMMAND_HISTORY_PAGE_SIZES[0] });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const filterOf = (id: string) => (columnFilters.find((filter) => filter.id === id)?.value as string | undefined) || null;
  const filters = { storeId: filterOf('warehouseId'), state: filterOf('state'), commandName: filterOf('remoteCommandName') };
  const sort = listSortOf(sorting, commandHistorySortKeys);
  const history = useCommandHistory({ ...filters, page: pagination.pageIndex, pageSize: pagination.pageSize, ...sort });
  const columns = useCommandHistoryColumns(stores, commands);
  const csv = useCsvExport();
  const data = history.data?.remoteCommandHistoryPage;
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const toolbar = useMemo(() => <LiveStatusTag />, []);
  return (
    <DataTable
      tableId="remote-command-history"
      label={t('history')}
      columns={columns}
      rows={data?.rows}
      getRowId={(row) => row.id}
      error={history.error}
      onRetry={() => void history.refetch()}
      emptyText={t('historyEmpty')}
      pageSizes={COMMAND_HISTORY_PAGE_SIZES}
      toolbar={toolbar}
      server={{
        total: data?.total ?? 0,
        pagination,
        onPaginationChange: setPagination,
        sorting,
        onSortingChange: (next) => {
          setSorting(next);
          firstPage();
        },
        columnFilters,
        onColumnFiltersChange: (next) => {
          setColumnFilters(next);
          firstPage();
        },
      }}
      onExport={() => csv.exportCsv(exportUrl('remoteCommands', { ...filters, ...sort }), 'remote-commands.csv')}
      exporting={csv.exporting}
    />
  );
}
