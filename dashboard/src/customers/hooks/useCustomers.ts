import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { customersQuery } from '../graphql/queries';
import { type CustomerFilter } from '../../../../domain/customers/filters';
import { customersQueryKey } from './customersQueries';

export function useCustomers(filter: CustomerFilter, page: number, pageSize: number) {
  return useGqlQuery(
    [...customersQueryKey, 'list', filter, page, pageSize],
    customersQuery,
    { filter, page, pageSize },
    { placeholderData: keepPreviousData },
  );
}
