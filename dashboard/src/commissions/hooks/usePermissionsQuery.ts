import { useGqlQuery } from '../../graphql';
import { commissionPermissionsQuery } from '../graphql/queries';

export function usePermissionsQuery() {
  return useGqlQuery(['commissions', 'permissions'], commissionPermissionsQuery, {}, { staleTime: 60_000 });
}
