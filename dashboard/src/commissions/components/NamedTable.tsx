import { Button, Intent } from '@blueprintjs/core';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPageSizes, REPORT_PAGE_SIZE_DEFAULT } from '../../../../domain/commissions/rules';
import { DataTable } from '../../ui/components';
import { TABLE_ACTION_DELAY_MS, useDelayedAction } from '../hooks';

export interface NamedRow {
  id: string;
  name: string;
}

export interface NamedColumn<T> {
  title: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts and filters by; without it the column only shows. */
  value?: (row: T) => string | number;
}

export interface NamedTableProps<T extends NamedRow> {
  /** Names the table for what each user's shown columns are remembered under. */
  tableId: string;
  rows: readonly T[];
  canWrite: boolean;
  /** Extra cells per row (after Nombre). */
  columns?: NamedColumn<T>[];
  /** Actions everyone sees ('Ver Valores'). */
  view?: (row: T) => ReactNode;
  onRename?: (row: T) => void;
  onDelete?: (row: T) => void;
  label: string;
  /** Delay of edit and delete (TABLE_ACTION_DELAY_MS unless the list is one of the 600 ms ones). */
  actionDelayMs?: number;
}

const column = createColumnHelper<NamedRow>();

/**
 * A list of named records in the data table: Nombre (sorted and filtered), optional columns, then
 * view / edit / delete (the last two with write only, spec 003 section 6), paged 5 to 600 rows.
 */
export function NamedTable<T extends NamedRow>({
  tableId,
  rows,
  canWrite,
  columns = [],
  view,
  onRename,
  onDelete,
  label,
  actionDelayMs = TABLE_ACTION_DELAY_MS,
}: NamedTableProps<T>) {
  const { t } = useTranslation('commissions');
  const delayed = useDelayedAction(actionDelayMs);
  const hasActions = Boolean(view) || (canWrite && Boolean(onRename || onDelete));
  const definitions = useMemo(() => {
    const extra = columns.map((entry, index) =>
      entry.value
        ? column.accessor((row) => entry.value!(row as T), {
            id: `column${index}`,
            header: entry.title,
            meta: { filter: { kind: 'text' } },
            cell: ({ row }) => entry.cell(row.original as T),
          })
        : column.display({ id: `column${index}`, header: entry.title, cell: ({ row }) => entry.cell(row.original as T) }),
    );
    const actions = column.display({
      id: 'actions',
      header: t('lists.actions'),
      enableHiding: false,
      cell: ({ row: { original } }) => {
        const row = original as T;
        return (
          <span className="commissions-actions">
            {view?.(row)}
            {canWrite && onRename ? (
              <Button
                size="small"
                variant="minimal"
                icon="edit"
                text={t('actions.edit')}
                aria-label={`${t('actions.edit')} ${row.name}`}
                {...delayed.button(`edit:${row.id}`, () => onRename(row))}
              />
            ) : null}
            {canWrite && onDelete ? (
              <Button
                size="small"
                variant="minimal"
                intent={Intent.DANGER}
                icon="trash"
                text={t('actions.delete')}
                aria-label={`${t('actions.delete')} ${row.name}`}
                {...delayed.button(`delete:${row.id}`, () => onDelete(row))}
              />
            ) : null}
          </span>
        );
      },
    });
    return [
      column.accessor('name', { id: 'name', header: t('lists.name'), meta: { filter: { kind: 'text' } } }),
      ...extra,
      ...(hasActions ? [actions] : []),
    ] as ColumnDef<NamedRow, unknown>[];
  }, [columns, view, canWrite, onRename, onDelete, hasActions, delayed, t]);
  return (
    <DataTable
      tableId={tableId}
      label={label}
      columns={definitions}
      rows={[...rows]}
      getRowId={(row) => row.id}
      pageSizes={reportPageSizes}
      initialPageSize={REPORT_PAGE_SIZE_DEFAULT}
    />
  );
}
