import { useGqlQuery } from '../../graphql';
import { headcountSummaryQuery } from '../graphql/queries';
import { headcountQueryKey } from './headcountQueryKey';

export function useHeadcountSummary() {
  return useGqlQuery([...headcountQueryKey, 'summary'], headcountSummaryQuery);
}
