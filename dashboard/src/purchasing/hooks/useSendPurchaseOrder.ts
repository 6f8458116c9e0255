import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { sendPurchaseOrderMutation } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

export function useSendPurchaseOrder() {
  const client = useQueryClient();
  return useGqlMutation(sendPurchaseOrderMutation, { onSettled: () => client.invalidateQueries({ queryKey: [...purchasingQueryKey, 'orders'] }) });
}
