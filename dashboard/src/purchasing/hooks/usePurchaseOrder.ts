import { useGqlQuery } from '../../graphql';
import { purchaseOrderQuery } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

/** One order with its lines (opened from the history). */
export function usePurchaseOrder(order: { erpCompanyId: number; folio: number } | null) {
  return useGqlQuery([...purchasingQueryKey, 'order', order], purchaseOrderQuery, order!, { enabled: Boolean(order) });
}
