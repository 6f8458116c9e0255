import { useGqlQuery } from '../../graphql';
import { customerTypesQuery } from '../graphql/queries';
import { customersQueryKey } from './customersQueries';

export function useCustomerTypes() {
  return useGqlQuery([...customersQueryKey, 'types'], customerTypesQuery);
}
