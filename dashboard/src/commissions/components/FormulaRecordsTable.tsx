import { Button } from '@blueprintjs/core';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type GraphqlRequestError } from '../../graphql';
import { DataTable } from '../../ui/components';
import { commissionsPath } from '../utils/paths';
import { TABLE_ACTION_DELAY_MS, useDelayedAction } from '../hooks';

interface FormulaRecord {
  id: string;
  name: string;
}

export interface FormulaRecordsTableProps<T extends FormulaRecord> {
  tableId: string;
  label: string;
  /** Undefined while loading (a skeleton shows). */
  rows: T[] | undefined;
  error: GraphqlRequestError | null;
  onRetry: () => void;
  emptyText: string;
  /** Columns after Nombre. */
  columns?: ColumnDef<T, unknown>[];
  /** The editor of a record (under the commissions root). */
  editPath: (row: T) => string;
  canWrite: boolean;
  onDelete: (row: T) => void;
}

/**
 * The indicators', commissions' and functions' lists in the data table: Nombre (sorted, filtered),
 * the list's own columns, Editar (Enter opens it too) and, with write, delete after the spec's 1 s.
 */
export function FormulaRecordsTable<T extends FormulaRecord>({
  tableId,
  label,
  rows,
  error,
  onRetry,
  emptyText,
  columns = [],
  editPath,
  canWrite,
  onDelete,
}: FormulaRecordsTableProps<T>) {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const delayed = useDelayedAction(TABLE_ACTION_DELAY_MS);
  const column = createColumnHelper<T>();
  const definitions = useMemo(
    () =>
      [
        column.accessor((row) => row.name, { id: 'name', header: t('lists.name'), meta: { filter: { kind: 'text' } } }),
        ...columns,
        column.display({
          id: 'actions',
          header: t('lists.actions'),
          enableHiding: false,
          cell: ({ row: { original: row } }) => (
            <span className="commissions-actions">
              <Link to={commissionsPath(editPath(row))}>{t('actions.edit')}</Link>
              {canWrite ? (
                <Button
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  aria-label={`${t('actions.delete')} ${row.name}`}
                  {...delayed.button(row.id, () => onDelete(row))}
                />
              ) : null}
            </span>
          ),
        }),
      ] as ColumnDef<T, unknown>[],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the column helper is a stateless factory
    [columns, t, editPath, canWrite, delayed, onDelete],
  );
  return (
    <DataTable
      tableId={tableId}
      label={label}
      columns={definitions}
      rows={rows}
      getRowId={(row) => row.id}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      onOpen={(row) => void navigate(commissionsPath(editPath(row)))}
    />
  );
}
