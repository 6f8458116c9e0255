import { useGqlQuery } from '../../graphql';
import { forecastChartQuery } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

export function useForecastChart(input: { storeId: string; sku: string; from: string; to: string } | null) {
  return useGqlQuery([...purchasingQueryKey, 'chart', input], forecastChartQuery, input!, { enabled: Boolean(input) });
}
