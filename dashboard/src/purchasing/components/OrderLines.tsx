import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../domain/common/money';
import type { PurchaseOrderLineFieldsFragment } from '../../graphql';
import { DataTable } from '../../ui/components';
import { formatMoney, formatPrice } from '../utils/grid';

type Line = PurchaseOrderLineFieldsFragment;
const column = createColumnHelper<Line>();
const byAmount = (field: 'price' | 'total') => (a: { original: Line }, b: { original: Line }) => money(a.original[field]).comparedTo(money(b.original[field]));

export interface OrderLinesProps {
  lines: readonly Line[];
}

/** The lines of one order (the preview, or an order opened from the history): every line is here, sorted, filtered and paged in the browser. */
export function OrderLines({ lines }: OrderLinesProps) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const columns = useMemo(
    () => [
      column.accessor('storeId', { id: 'storeId', header: t('columns.store'), meta: { filter: { kind: 'text' } } }),
      column.accessor('sku', { id: 'sku', header: t('columns.sku'), meta: { filter: { kind: 'text' } } }),
      column.accessor('description', { id: 'description', header: t('columns.description'), meta: { filter: { kind: 'text' } } }),
      column.accessor('packages', { id: 'packages', header: t('columns.packages'), meta: { numeric: true } }),
      column.accessor('piecesPerPackage', { id: 'piecesPerPackage', header: t('columns.perPackage'), meta: { numeric: true } }),
      column.accessor('price', {
        id: 'price',
        header: t('columns.price'),
        sortingFn: byAmount('price'),
        meta: { numeric: true },
        cell: ({ row }) => formatPrice(row.original, language),
      }),
      column.accessor('total', {
        id: 'total',
        header: t('columns.total'),
        sortingFn: byAmount('total'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatMoney(getValue(), language),
      }),
    ],
    [t, language],
  );
  const rows = useMemo(() => [...lines], [lines]);
  return (
    <div className="purchasing-preview__lines">
      <DataTable
        tableId="purchase-order-lines"
        label={t('linesTable')}
        columns={columns}
        rows={rows}
        getRowId={(line) => `${line.storeId}|${line.sku}`}
        pageSizes={[50, 100, 500]}
      />
    </div>
  );
}
