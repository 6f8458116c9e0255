import { type ForecastAccuracyInput, useGqlQuery } from '../../../graphql';
import { forecastAccuracyQuery } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

export function useForecastAccuracy(input: ForecastAccuracyInput | null) {
  return useGqlQuery([...forecastsQueryKey, 'accuracy', input], forecastAccuracyQuery, { input: input! }, { enabled: Boolean(input) });
}
