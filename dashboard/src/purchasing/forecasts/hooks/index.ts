import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { type ForecastAccuracyInput, useGqlMutation, useGqlQuery } from '../../../graphql';
import {
  cancelForecastRunMutation,
  forecastAccuracyQuery,
  forecastOptionsQuery,
  forecastRunProgressQuery,
  forecastRunsQuery,
  importForecastsMutation,
  startForecastRunMutation,
} from '../graphql/queries';

export const forecastsQueryKey = ['purchasing', 'forecasts'] as const;

/** The runs and imports; refreshed every second while the dialog follows a run or one is still running. */
export function useForecastRuns(following: boolean) {
  return useGqlQuery([...forecastsQueryKey, 'runs'], forecastRunsQuery, { limit: 50 }, {
    // A computation runs on the server; an import in parts is followed by the page sending it (one left unfinished stays 'running').
    refetchInterval: (query) => (following || query.state.data?.forecastRuns.some((run) => run.status === 'running' && run.kind === 'computed') ? 1000 : false),
  });
}

export function useForecastRunProgress(runId: string | null) {
  return useGqlQuery([...forecastsQueryKey, 'progress', runId], forecastRunProgressQuery, { runId: runId! }, {
    enabled: Boolean(runId),
    refetchInterval: (query) => (query.state.data && query.state.data.forecastRunProgress.status !== 'running' ? false : 500),
  });
}

export function useForecastOptions(companyId: string | null) {
  return useGqlQuery([...forecastsQueryKey, 'options', companyId], forecastOptionsQuery, { companyId }, { placeholderData: keepPreviousData });
}

export function useForecastAccuracy(input: ForecastAccuracyInput | null) {
  return useGqlQuery([...forecastsQueryKey, 'accuracy', input], forecastAccuracyQuery, { input: input! }, { enabled: Boolean(input) });
}

export function useStartForecastRun() {
  const client = useQueryClient();
  return useGqlMutation(startForecastRunMutation, { onSettled: () => client.invalidateQueries({ queryKey: [...forecastsQueryKey, 'runs'] }) });
}

export function useImportForecasts() {
  const client = useQueryClient();
  return useGqlMutation(importForecastsMutation, { onSettled: () => client.invalidateQueries({ queryKey: forecastsQueryKey }) });
}

/** Cancels a running computation; the list shows it cancelled. */
export function useCancelForecastRun() {
  const client = useQueryClient();
  return useGqlMutation(cancelForecastRunMutation, { onSettled: () => client.invalidateQueries({ queryKey: forecastsQueryKey }) });
}
