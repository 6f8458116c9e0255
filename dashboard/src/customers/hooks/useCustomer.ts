import { useGqlQuery } from '../../graphql';
import { customerQuery } from '../graphql/queries';
import { customersQueryKey } from './customersQueries';

export function useCustomer(id: string | undefined) {
  return useGqlQuery([...customersQueryKey, 'detail', id], customerQuery, { id: id ?? '' }, { enabled: Boolean(id) });
}
