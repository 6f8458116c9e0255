import { useGqlMutation } from '../../graphql';
import { verifyPurchaseOrderMutation } from '../graphql/queries';

export function useVerifyPurchaseOrder() {
  return useGqlMutation(verifyPurchaseOrderMutation);
}
