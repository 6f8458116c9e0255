import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type PurchaseOrderSort, type SortDirection } from '../../graphql';
import { purchaseOrderPageQuery } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

/** The page of the orders list the table shows: its filters, page and sort (the server's keys). */
export interface PurchaseOrderListPage {
  status?: string | null;
  provider?: string | null;
  storeId?: string | null;
  page: number;
  pageSize: number;
  sort?: PurchaseOrderSort;
  direction?: SortDirection;
}

/** One page of the orders sent; read again when an order's sending ends (OrderPreview invalidates the key). */
export function usePurchaseOrders(page: PurchaseOrderListPage) {
  return useGqlQuery([...purchasingQueryKey, 'orders', page], purchaseOrderPageQuery, { ...page }, { placeholderData: keepPreviousData });
}
