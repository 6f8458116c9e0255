import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { type ListSort } from '../../ui/utils/tableQuery';
import { headcountReportsQuery } from '../graphql/queries';
import { headcountQueryKey } from './headcountQueryKey';
import type { HeadcountReportSortKey } from '../../../../domain/headcount/reportSort';

export interface HeadcountReportFilter {
  search: string | null;
  statusName: string | null;
  organizationId: string | null;
}

/** One page of the headcount reports for a filter, in the server's sort; read again when a calculation writes them (live). */
export function useHeadcountReports(filter: HeadcountReportFilter, page: number, pageSize: number, sort: ListSort<HeadcountReportSortKey> = {}) {
  useLiveTopics(['headcount'], [[...headcountQueryKey, 'reports']]);
  return useGqlQuery(
    [...headcountQueryKey, 'reports', filter, page, pageSize, sort],
    headcountReportsQuery,
    { ...filter, page, pageSize, sort: sort.sort ?? null, direction: sort.direction ?? null },
    { placeholderData: keepPreviousData },
  );
}
