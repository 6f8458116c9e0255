import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { headcountSummaryQuery } from '../graphql/queries';
import { headcountQueryKey } from './headcountQueryKey';

/** The summary, read again when a calculation writes its reports (live, docs/live.md). */
export function useHeadcountSummary() {
  useLiveTopics(['headcount'], [[...headcountQueryKey, 'summary']]);
  return useGqlQuery([...headcountQueryKey, 'summary'], headcountSummaryQuery);
}
