import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../../graphql';
import { importForecastsMutation } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

export function useImportForecasts() {
  const client = useQueryClient();
  return useGqlMutation(importForecastsMutation, { onSettled: () => client.invalidateQueries({ queryKey: forecastsQueryKey }) });
}
