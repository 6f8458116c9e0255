import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type ForecastRunSort, type SortDirection } from '../../../graphql';
import { useLiveTopics } from '../../../live/hooks/useLiveTopics';
import { forecastRunPageQuery } from '../graphql/queries';
import { forecastsQueryKey } from './forecastsQueryKey';

/** The page of runs and imports the table shows: its kind and status filters, page and sort (the server's keys). */
export interface ForecastRunPageAsked {
  kind?: string | null;
  status?: string | null;
  page: number;
  pageSize: number;
  sort?: ForecastRunSort;
  direction?: SortDirection;
}

/** One page of the runs and imports, read again when a run, its process or its forecasts change (live, docs/live.md). */
export function useForecastRunPage(asked: ForecastRunPageAsked) {
  useLiveTopics(['forecastRuns'], [[...forecastsQueryKey, 'runs']]);
  return useGqlQuery([...forecastsQueryKey, 'runs', asked], forecastRunPageQuery, { ...asked }, { placeholderData: keepPreviousData });
}
