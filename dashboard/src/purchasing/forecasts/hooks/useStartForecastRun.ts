import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../../graphql';
import { startForecastRunMutation } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

export function useStartForecastRun() {
  const client = useQueryClient();
  return useGqlMutation(startForecastRunMutation, { onSettled: () => client.invalidateQueries({ queryKey: [...forecastsQueryKey, 'runs'] }) });
}
