import { useGqlQuery } from '../../../graphql';
import { useLiveTopics } from '../../../live/hooks/useLiveTopics';
import { forecastRunsQuery } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

/** The runs and imports, read again when a run, its process or its forecasts change (live, docs/live.md). */
export function useForecastRuns() {
  useLiveTopics(['forecastRuns'], [[...forecastsQueryKey, 'runs']]);
  return useGqlQuery([...forecastsQueryKey, 'runs'], forecastRunsQuery, { limit: 50 });
}
