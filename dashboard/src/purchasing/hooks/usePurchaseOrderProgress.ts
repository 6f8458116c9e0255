import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { purchaseOrderProgressQuery } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

/** A sent order's steps, read again as its process moves (live, docs/live.md). */
export function usePurchaseOrderProgress(order: { erpCompanyId: number; folio: number } | null, following: boolean) {
  useLiveTopics(['purchaseOrders'], [[...purchasingQueryKey, 'progress', order]], Boolean(order) && following);
  return useGqlQuery([...purchasingQueryKey, 'progress', order], purchaseOrderProgressQuery, order!, { enabled: Boolean(order) && following });
}
