import { useGqlQuery } from '../../graphql';
import { marketStoresQuery } from '../graphql/queries';
import { customersQueryKey } from './customersQueries';

export function useMarketStores(enabled = true) {
  return useGqlQuery([...customersQueryKey, 'marketStores'], marketStoresQuery, undefined, { enabled, staleTime: 300_000 });
}
