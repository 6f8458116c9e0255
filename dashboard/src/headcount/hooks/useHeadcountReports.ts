import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { headcountReportsQuery } from '../graphql/queries';
import { headcountQueryKey } from './headcountQueryKey';

export function useHeadcountReports(search: string, statusName: string | null, page: number, pageSize: number) {
  return useGqlQuery([...headcountQueryKey, 'reports', search, statusName, page, pageSize], headcountReportsQuery, { search: search || null, statusName, page, pageSize }, { placeholderData: keepPreviousData });
}
