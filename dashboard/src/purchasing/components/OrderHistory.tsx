import { useCallback, useState } from 'react';
import { type ColumnFiltersState, type PaginationState, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { purchaseOrderSortKeys, PURCHASE_ORDER_PAGE_SIZES } from '../../../../domain/purchasing/orderSort';
import { DataTable } from '../../ui/components';
import { useCsvExport } from '../../ui/hooks';
import { exportUrl, listSortOf } from '../../ui/utils';
import { usePurchaseOrders } from '../hooks';
import { useOrderHistoryColumns, type OrderHistoryRow } from '../hooks/useOrderHistoryColumns';
import { OrderDialog } from './OrderDialog';

/** The orders sent before (never drafts): filtered, sorted and paged on the server, exported as CSV; a folio (or Enter) opens the order. */
export function OrderHistory() {
  const { t } = useTranslation('purchasing');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PURCHASE_ORDER_PAGE_SIZES[0] });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [opened, setOpened] = useState<{ erpCompanyId: number; folio: number } | null>(null);
  const filterOf = (id: string) => ((columnFilters.find((filter) => filter.id === id)?.value as string | undefined) ?? '').trim() || null;
  const filters = { status: filterOf('status'), provider: filterOf('providerName'), storeId: filterOf('storeId')?.toUpperCase() ?? null };
  const sort = listSortOf(sorting, purchaseOrderSortKeys);
  const orders = usePurchaseOrders({ ...filters, page: pagination.pageIndex, pageSize: pagination.pageSize, ...sort });
  const open = useCallback((order: OrderHistoryRow) => setOpened({ erpCompanyId: order.erpCompanyId, folio: order.folio }), []);
  const columns = useOrderHistoryColumns(open);
  const csv = useCsvExport();
  const data = orders.data?.purchaseOrderPage;
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  return (
    <section className="purchasing-history" aria-label={t('history')}>
      <h3>{t('history')}</h3>
      <DataTable
        tableId="purchase-orders"
        label={t('history')}
        columns={columns}
        rows={data?.rows}
        getRowId={(order) => `${order.erpCompanyId}-${order.folio}`}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        emptyText={t('noHistory')}
        pageSizes={PURCHASE_ORDER_PAGE_SIZES}
        onOpen={open}
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
        onExport={() => csv.exportCsv(exportUrl('purchaseOrders', { ...filters, ...sort }), 'purchase-orders.csv')}
        exporting={csv.exporting}
      />
      {opened ? <OrderDialog order={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
