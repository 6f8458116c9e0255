import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { customerActivityQuery } from '../graphql/activity';
import { customersQueryKey } from './customersQueries';

/** Registrations, audits and their outcomes per day of a range (null: the range is not valid yet, nothing is asked). */
export function useCustomerActivity(range: { from: string; to: string } | null) {
  return useGqlQuery([...customersQueryKey, 'activity', range], customerActivityQuery, range ?? { from: '', to: '' }, {
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
