import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../../graphql';
import { cancelForecastRunMutation } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

/** Cancels a running computation; the list shows it cancelled. */
export function useCancelForecastRun() {
  const client = useQueryClient();
  return useGqlMutation(cancelForecastRunMutation, { onSettled: () => client.invalidateQueries({ queryKey: forecastsQueryKey }) });
}
