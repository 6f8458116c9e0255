import { useGqlQuery } from '../../graphql';
import { purchaseOrderProgressQuery } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

export function usePurchaseOrderProgress(order: { erpCompanyId: number; folio: number } | null, following: boolean) {
  return useGqlQuery([...purchasingQueryKey, 'progress', order], purchaseOrderProgressQuery, order!, {
    enabled: Boolean(order) && following,
    refetchInterval: (query) => (query.state.data && ['done', 'failed'].includes(query.state.data.purchaseOrderProgress.step) ? false : 700),
  });
}
