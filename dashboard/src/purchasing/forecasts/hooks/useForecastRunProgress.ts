import { useGqlQuery } from '../../../graphql';
import { forecastRunProgressQuery } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

export function useForecastRunProgress(runId: string | null) {
  return useGqlQuery([...forecastsQueryKey, 'progress', runId], forecastRunProgressQuery, { runId: runId! }, {
    enabled: Boolean(runId),
    refetchInterval: (query) => (query.state.data && query.state.data.forecastRunProgress.status !== 'running' ? false : 500),
  });
}
