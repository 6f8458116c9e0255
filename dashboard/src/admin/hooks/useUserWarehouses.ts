import { useGqlQuery } from '../../graphql';
import { userWarehousesQuery } from '../graphql/queries';
import { keys } from './adminQueries';

/** The stores and distribution centres a user can be assigned to. */
export function useUserWarehouses() {
  return useGqlQuery(keys.warehouses, userWarehousesQuery, undefined, { retry: false, staleTime: 300_000 });
}
