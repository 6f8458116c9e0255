import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { customerCountersQuery } from '../graphql/queries';
import { type CustomerFilter } from '../../../../domain/customers/filters';
import { customersQueryKey } from './customersQueries';

/** The counters by state, read again when a customer or a count changes (an audit, a mass update: live, docs/live.md). */
export function useCustomerCounters(filter: CustomerFilter) {
  useLiveTopics(['customers'], [[...customersQueryKey, 'counters']]);
  return useGqlQuery([...customersQueryKey, 'counters', filter], customerCountersQuery, { filter }, { placeholderData: keepPreviousData });
}
