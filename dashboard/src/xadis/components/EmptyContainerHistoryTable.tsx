import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmptyContainerHistoryQuery } from '../../graphql/generated/graphql';
import { DataTable } from '../../ui/components';

type HistoryLine = EmptyContainerHistoryQuery['emptyContainerHistory'][number];
const column = createColumnHelper<HistoryLine>();

/** The history dialog's lines (day, SKU, SAP, boxes, shipping date) in the one data table, sorted in the browser. */
export interface EmptyContainerHistoryTableProps {
  rows: readonly HistoryLine[];
}

export function EmptyContainerHistoryTable({ rows }: EmptyContainerHistoryTableProps) {
  const { t } = useTranslation('xadis');
  const columns = useMemo(
    () => [
      column.accessor('day', { id: 'day', header: t('empty.day') }),
      column.accessor('sku', { id: 'sku', header: 'SKU', meta: { filter: { kind: 'text' } } }),
      column.accessor('sap', { id: 'sap', header: 'SAP' }),
      column.accessor('quantity', { id: 'quantity', header: t('empty.quantity') }),
      column.accessor((row) => row.shippingDate ?? '', { id: 'shippingDate', header: t('empty.shippingDate') }),
    ],
    [t],
  );
  const data = useMemo(() => [...rows], [rows]);
  return (
    <DataTable
      tableId="xadis-empty-container-history"
      label={t('empty.history')}
      columns={columns}
      rows={data}
      getRowId={(row) => `${row.day}|${row.sku}`}
      pageSizes={[100, 500]}
    />
  );
}
