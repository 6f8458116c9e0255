import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { customerQuery } from '../graphql/queries';
import { customersQueryKey } from './customersQueries';

/** One customer's detail, read again when a customer changes (an audit's decision applied, a mass update; docs/live.md). */
export function useCustomer(id: string | undefined) {
  useLiveTopics(['customers'], [[...customersQueryKey, 'detail', id]], Boolean(id));
  return useGqlQuery([...customersQueryKey, 'detail', id], customerQuery, { id: id ?? '' }, { enabled: Boolean(id) });
}
