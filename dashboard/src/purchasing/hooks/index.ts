import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { type PurchaseSelectionInput, useGqlMutation, useGqlQuery } from '../../graphql';
import {
  forecastChartQuery,
  purchaseGridQuery,
  purchaseOrderProgressQuery,
  purchaseOrdersQuery,
  purchasingOptionsQuery,
  sendPurchaseOrderMutation,
  verifyPurchaseOrderMutation,
} from '../graphql/queries';

export const purchasingQueryKey = ['purchasing'] as const;

export function usePurchasingOptions(companyId: string | null) {
  return useGqlQuery([...purchasingQueryKey, 'options', companyId], purchasingOptionsQuery, { companyId }, { placeholderData: keepPreviousData });
}

export function usePurchaseGrid(selection: PurchaseSelectionInput | null) {
  return useGqlQuery([...purchasingQueryKey, 'grid', selection], purchaseGridQuery, { selection: selection! }, { enabled: Boolean(selection) });
}

export function useForecastChart(input: { storeId: string; sku: string; from: string; to: string } | null) {
  return useGqlQuery([...purchasingQueryKey, 'chart', input], forecastChartQuery, input!, { enabled: Boolean(input) });
}

export function usePurchaseOrders() {
  return useGqlQuery([...purchasingQueryKey, 'orders'], purchaseOrdersQuery, { limit: 50 });
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
