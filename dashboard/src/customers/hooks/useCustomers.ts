import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { customersQuery } from '../graphql/queries';
import { type CustomerFilter } from '../../../../domain/customers/filters';
import { type CustomerSortKey } from '../../../../domain/customers/listSort';
import { type ListSort } from '../../ui/utils';
import { customersQueryKey } from './customersQueries';

/** One page of the list, read again when a customer changes (live, docs/live.md). */
export function useCustomers(filter: CustomerFilter, page: number, pageSize: number, sort: ListSort<CustomerSortKey>) {
  useLiveTopics(['customers'], [[...customersQueryKey, 'list']]);
  return useGqlQuery(
    [...customersQueryKey, 'list', filter, page, pageSize, sort],
    customersQuery,
    { filter, page, pageSize, ...sort },
    { placeholderData: keepPreviousData },
  );
}
