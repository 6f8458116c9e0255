import { type PurchaseSelectionInput, useGqlQuery } from '../../graphql';
import { purchaseGridTotalsQuery } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

/** The totals of the whole selection with the chosen projection (server side). */
export function usePurchaseGridTotals(selection: PurchaseSelectionInput | null) {
  return useGqlQuery([...purchasingQueryKey, 'totals', selection], purchaseGridTotalsQuery, { selection: selection! }, { enabled: Boolean(selection) });
}
