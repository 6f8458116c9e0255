import { useEffect } from 'react';
import { type InfiniteData, keepPreviousData, type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { gql, type GraphqlRequestError, type PurchaseGridQuery, type PurchaseSelectionInput, useGqlMutation, useGqlQuery } from '../../graphql';
import {
  forecastChartQuery,
  purchaseGridQuery,
  purchaseGridTotalsQuery,
  purchaseOrderProgressQuery,
  purchaseOrderQuery,
  purchaseOrdersQuery,
  purchasingOptionsQuery,
  sendPurchaseOrderMutation,
  verifyPurchaseOrderMutation,
} from '../graphql/queries';

export const purchasingQueryKey = ['purchasing'] as const;

export function usePurchasingOptions(companyId: string | null) {
  return useGqlQuery([...purchasingQueryKey, 'options', companyId], purchasingOptionsQuery, { companyId }, { placeholderData: keepPreviousData });
}

/** The grid's first page (a store's worth of rows, shown at once) and the size of the pages that follow it. */
export const GRID_FIRST_PAGE_ROWS = 500;
export const GRID_PAGE_ROWS = 10_000;

/**
 * The grid in pages: the first one at once, then the rest fetched one after the other in the
 * background and appended (the screen renders the rows it has; the totals come from the server).
 */
export function usePurchaseGrid(selection: PurchaseSelectionInput | null) {
  const query = useInfiniteQuery<PurchaseGridQuery, GraphqlRequestError, InfiniteData<PurchaseGridQuery>, QueryKey, number>({
    queryKey: [...purchasingQueryKey, 'grid', selection],
    enabled: Boolean(selection),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => gql(purchaseGridQuery, { selection: selection!, offset: pageParam, limit: pageParam === 0 ? GRID_FIRST_PAGE_ROWS : GRID_PAGE_ROWS }, { signal }),
    getNextPageParam: (last) => {
      const next = last.purchaseGrid.offset + last.purchaseGrid.rows.length;
      return last.purchaseGrid.rows.length > 0 && next < last.purchaseGrid.rowCount ? next : undefined;
    },
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return query;
}

/** The totals of the whole selection with the chosen projection (server side). */
export function usePurchaseGridTotals(selection: PurchaseSelectionInput | null) {
  return useGqlQuery([...purchasingQueryKey, 'totals', selection], purchaseGridTotalsQuery, { selection: selection! }, { enabled: Boolean(selection) });
}

export function useForecastChart(input: { storeId: string; sku: string; from: string; to: string } | null) {
  return useGqlQuery([...purchasingQueryKey, 'chart', input], forecastChartQuery, input!, { enabled: Boolean(input) });
}

export function usePurchaseOrders() {
  return useGqlQuery([...purchasingQueryKey, 'orders'], purchaseOrdersQuery, { limit: 50 });
}

/** One order with its lines (opened from the history). */
export function usePurchaseOrder(order: { erpCompanyId: number; folio: number } | null) {
  return useGqlQuery([...purchasingQueryKey, 'order', order], purchaseOrderQuery, order!, { enabled: Boolean(order) });
}

export function usePurchaseOrderProgress(order: { erpCompanyId: number; folio: number } | null, following: boolean) {
  return useGqlQuery([...purchasingQueryKey, 'progress', order], purchaseOrderProgressQuery, order!, {
    enabled: Boolean(order) && following,
    refetchInterval: (query) => (query.state.data && ['done', 'failed'].includes(query.state.data.purchaseOrderProgress.step) ? false : 700),
  });
}

export function useVerifyPurchaseOrder() {
  return useGqlMutation(verifyPurchaseOrderMutation);
}

export function useSendPurchaseOrder() {
  const client = useQueryClient();
  return useGqlMutation(sendPurchaseOrderMutation, { onSettled: () => client.invalidateQueries({ queryKey: [...purchasingQueryKey, 'orders'] }) });
}
