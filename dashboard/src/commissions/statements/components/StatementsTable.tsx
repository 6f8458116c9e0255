import { type OnChangeFn, type RowSelectionState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable, type ServerListState } from '../../../ui/components/DataTable';
import { useStatementColumns, type StatementRow } from '../hooks/useStatementColumns';

export interface StatementsTableProps {
  rows: StatementRow[] | undefined;
  server: ServerListState;
  /** Ids ticked for approval (only statements in review can be). */
  selected: RowSelectionState;
  onSelect: OnChangeFn<RowSelectionState>;
  /** Approval checkboxes are shown only to who may approve. */
  selectable: boolean;
  onOpen: (row: StatementRow) => void;
}

/** A page of a period's statements in the data table, sorted on the server: employee, state, total, reviewer; each opens its detail. */
export function StatementsTable({ rows, server, selected, onSelect, selectable, onOpen }: StatementsTableProps) {
  const { t } = useTranslation('commissions');
  const columns = useStatementColumns();
  return (
    <DataTable
      tableId="commission-statements"
      label={t('statements.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      emptyText={t('statements.none')}
      server={server}
      pageSizes={[50, 100, 200]}
      selection={
        selectable
          ? {
              selected,
              onChange: onSelect,
              rowLabel: (row) => t('statements.selectOne', { name: row.employeeName }),
              canSelect: (row) => row.state === 'inReview',
            }
          : undefined
      }
      onOpen={onOpen}
    />
  );
}
