import { useGqlQuery } from '../../graphql';
import { purchaseOrdersQuery } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

export function usePurchaseOrders() {
  return useGqlQuery([...purchasingQueryKey, 'orders'], purchaseOrdersQuery, { limit: 50 });
}
