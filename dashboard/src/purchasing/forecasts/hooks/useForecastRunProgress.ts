import { useGqlQuery } from '../../../graphql';
import { useLiveTopics } from '../../../live/hooks/useLiveTopics';
import { forecastRunProgressQuery } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

/** A computation's progress, read again as its process moves (live, docs/live.md). */
export function useForecastRunProgress(runId: string | null) {
  useLiveTopics(['forecastRuns'], [[...forecastsQueryKey, 'progress', runId]], Boolean(runId));
  return useGqlQuery([...forecastsQueryKey, 'progress', runId], forecastRunProgressQuery, { runId: runId! }, { enabled: Boolean(runId) });
}
