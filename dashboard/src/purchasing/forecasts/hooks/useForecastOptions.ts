import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../../graphql';
import { forecastOptionsQuery } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

export function useForecastOptions(companyId: string | null) {
  return useGqlQuery([...forecastsQueryKey, 'options', companyId], forecastOptionsQuery, { companyId }, { placeholderData: keepPreviousData });
}
