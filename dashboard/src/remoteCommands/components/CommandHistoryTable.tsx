import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { commandHistorySortKeys, COMMAND_HISTORY_PAGE_SIZES } from '../../../../domain/remoteCommands/historySort';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { DataTable } from '../../ui/components';
import { useCsvExport, useServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
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
  const list = useServerTableState({
    sortKeys: commandHistorySortKeys,
    pageSize: COMMAND_HISTORY_PAGE_SIZES[0],
    columnFilters: ['warehouseId', 'state', 'remoteCommandName'],
  });
  const filterOf = (id: string) => list.filter(id) || null;
  const filters = { storeId: filterOf('warehouseId'), state: filterOf('state'), commandName: filterOf('remoteCommandName') };
  const history = useCommandHistory({ ...filters, page: list.pageIndex, pageSize: list.pageSize, ...list.sort });
  const columns = useCommandHistoryColumns(stores, commands);
  const csv = useCsvExport();
  const toolbar = useMemo(() => <LiveStatusTag />, []);
  return (
    <DataTable
      tableId="remote-command-history"
      label={t('history')}
      columns={columns}
      getRowId={(row) => row.id}
      {...list.tableProps(history, history.data?.remoteCommandHistoryPage)}
      emptyText={t('historyEmpty')}
      pageSizes={COMMAND_HISTORY_PAGE_SIZES}
      toolbar={toolbar}
      onExport={() => csv.exportCsv(exportUrl('remoteCommands', { ...filters, ...list.sort }), 'remote-commands.csv')}
      exporting={csv.exporting}
    />
  );
}
