import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { customerCountersQuery } from '../graphql/queries';
import { type CustomerFilter } from '../../../../domain/customers/filters';
import { customersQueryKey } from './customersQueries';

export function useCustomerCounters(filter: CustomerFilter) {
  return useGqlQuery([...customersQueryKey, 'counters', filter], customerCountersQuery, { filter }, { placeholderData: keepPreviousData });
}
