import { Classes } from '@blueprintjs/core';
import { type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { cellText, columnsOf, maxShownRows, toRows } from '../utils/operations';

type ErpRow = Record<string, unknown>;

/** A cell as the table sorts it: numbers by value, anything else by its text. */
const sortValue = (value: unknown): string | number => (typeof value === 'number' ? value : cellText(value));

/** The first 100 rows an ERP read returned, in the dashboard's data table with one column per field, sorted and paged in the browser. */
export interface ErpRowsTableProps {
  rows: unknown;
  rowCount: number;
}

export function ErpRowsTable({ rows, rowCount }: ErpRowsTableProps) {
  const { t } = useTranslation('erp');
  const records = useMemo(() => toRows(rows), [rows]);
  const shown = useMemo(() => records.slice(0, maxShownRows), [records]);
  // The ERP's field names (articleKey, stock...) get the reader's words; an unknown field keeps its name.
  const columns = useMemo<ColumnDef<ErpRow, string | number>[]>(
    () =>
      columnsOf(shown).map((field) => ({
        id: field,
        header: t(`columns.${field}`, { defaultValue: field }),
        accessorFn: (row) => sortValue(row[field]),
        cell: ({ row }) => cellText(row.original[field]),
        meta: { numeric: shown.some((row) => typeof row[field] === 'number') },
      })),
    [shown, t],
  );
  const ids = useMemo(() => new Map(shown.map((row, index) => [row, String(index)])), [shown]);
  const total = Math.max(rowCount, records.length);
  if (shown.length === 0) return <p className={Classes.TEXT_MUTED}>{t('result.noRows')}</p>;
  return (
    <>
      <p className="erp__count">
        <strong>{t('result.rows', { count: total })}</strong>
        {total > shown.length ? <span className={Classes.TEXT_MUTED}> · {t('result.shown', { shown: shown.length, count: total })}</span> : null}
      </p>
      <div className="erp__rows" data-testid="erp-rows">
        <DataTable
          tableId="erp-rows"
          label={t('result.table')}
          columns={columns}
          rows={shown}
          getRowId={(row) => ids.get(row) ?? ''}
          pageSizes={[25, 50, 100]}
          emptyText={t('result.noRows')}
        />
      </div>
    </>
  );
}
