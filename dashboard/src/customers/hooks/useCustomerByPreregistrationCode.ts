import { useGqlQuery } from '../../graphql';
import { customerByPreregistrationCodeQuery } from '../graphql/queries';
import { customersQueryKey } from './customersQueries';

export function useCustomerByPreregistrationCode(code: string) {
  return useGqlQuery(
    [...customersQueryKey, 'byCode', code],
    customerByPreregistrationCodeQuery,
    { code },
    {
      enabled: code.length > 0,
      retry: false,
    },
  );
}
