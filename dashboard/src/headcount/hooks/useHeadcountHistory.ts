import { useGqlQuery } from '../../graphql';
import { headcountHistoryQuery } from '../graphql/queries';
import { headcountQueryKey } from './headcountQueryKey';

export function useHeadcountHistory(reportId: string | null) {
  return useGqlQuery([...headcountQueryKey, 'history', reportId], headcountHistoryQuery, { reportId: reportId ?? '' }, { enabled: Boolean(reportId) });
}
