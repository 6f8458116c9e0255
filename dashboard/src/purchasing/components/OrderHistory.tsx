import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseOrderSortKeys, PURCHASE_ORDER_PAGE_SIZES } from '../../../../domain/purchasing/orderSort';
import { DataTable } from '../../ui/components';
import { useCsvExport, useServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
import { usePurchaseOrders } from '../hooks';
import { useOrderHistoryColumns, type OrderHistoryRow } from '../hooks/useOrderHistoryColumns';
import { OrderDialog } from './OrderDialog';

/** The orders sent before (never drafts): filtered, sorted and paged on the server, exported as CSV; a folio (or Enter) opens the order. */
export function OrderHistory() {
  const { t } = useTranslation('purchasing');
  const list = useServerTableState({
    sortKeys: purchaseOrderSortKeys,
    pageSize: PURCHASE_ORDER_PAGE_SIZES[0],
    columnFilters: ['status', 'providerName', 'storeId'],
  });
  const [opened, setOpened] = useState<{ erpCompanyId: number; folio: number } | null>(null);
  const filterOf = (id: string) => list.filter(id).trim() || null;
  const filters = { status: filterOf('status'), provider: filterOf('providerName'), storeId: filterOf('storeId')?.toUpperCase() ?? null };
  const orders = usePurchaseOrders({ ...filters, page: list.pageIndex, pageSize: list.pageSize, ...list.sort });
  const open = useCallback((order: OrderHistoryRow) => setOpened({ erpCompanyId: order.erpCompanyId, folio: order.folio }), []);
  const columns = useOrderHistoryColumns(open);
  const csv = useCsvExport();
  return (
    <section className="purchasing-history" aria-label={t('history')}>
      <h3>{t('history')}</h3>
      <DataTable
        tableId="purchase-orders"
        label={t('history')}
        columns={columns}
        getRowId={(order) => `${order.erpCompanyId}-${order.folio}`}
        {...list.tableProps(orders, orders.data?.purchaseOrderPage)}
        emptyText={t('noHistory')}
        pageSizes={PURCHASE_ORDER_PAGE_SIZES}
        onOpen={open}
        onExport={() => csv.exportCsv(exportUrl('purchaseOrders', { ...filters, ...list.sort }), 'purchase-orders.csv')}
        exporting={csv.exporting}
      />
      {opened ? <OrderDialog order={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
