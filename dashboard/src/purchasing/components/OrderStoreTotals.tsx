import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../domain/common/money';
import { DataTable } from '../../ui/components';
import { formatStoreTotal } from '../utils/grid';
import type { PreviewOrder } from '../utils/previewOrder';

type StoreTotal = PreviewOrder['stores'][number];
const column = createColumnHelper<StoreTotal>();
const amount = (field: 'subtotal' | 'ieps' | 'iva' | 'total', header: string) =>
  column.accessor(field, {
    id: field,
    header,
    meta: { numeric: true },
    sortingFn: (a, b) => money(a.original[field]).comparedTo(money(b.original[field])),
    cell: ({ getValue }) => formatStoreTotal(getValue()),
  });

export interface OrderStoreTotalsProps {
  stores: PreviewOrder['stores'];
}

/** The verified order's amounts per store (spec 002: the e-mail's totals), sortable in the browser. */
export function OrderStoreTotals({ stores }: OrderStoreTotalsProps) {
  const { t } = useTranslation('purchasing');
  const columns = useMemo(
    () => [
      column.accessor((store) => `${store.storeId} ${store.storeName}`, { id: 'store', header: t('columns.store'), meta: { filter: { kind: 'text' } } }),
      amount('subtotal', t('columns.subtotal')),
      amount('ieps', 'IEPS'),
      amount('iva', 'IVA'),
      amount('total', t('columns.total')),
    ],
    [t],
  );
  const rows = useMemo(() => [...stores], [stores]);
  return (
    <DataTable
      tableId="purchase-order-stores"
      label={t('storeTotals')}
      columns={columns}
      rows={rows}
      getRowId={(store) => store.storeId}
      pageSizes={[25, 50, 100]}
    />
  );
}
