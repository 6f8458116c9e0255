import { useGqlQuery } from '../../../graphql';
import { forecastRunsQuery } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

/** The runs and imports; refreshed every second while the dialog follows a run or one is still running. */
export function useForecastRuns(following: boolean) {
  return useGqlQuery([...forecastsQueryKey, 'runs'], forecastRunsQuery, { limit: 50 }, {
    // A computation runs on the server; an import in parts is followed by the page sending it (one left unfinished stays 'running').
    refetchInterval: (query) => (following || query.state.data?.forecastRuns.some((run) => run.status === 'running' && run.kind === 'computed') ? 1000 : false),
  });
}
