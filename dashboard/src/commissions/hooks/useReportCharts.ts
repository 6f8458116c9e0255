import { useQuery } from '@tanstack/react-query';
import type { ReportCharts, reportChartAnswer } from '../../../../domain/commissions/answers';
import { type GraphqlRequestError } from '../../graphql';
import { commissionsRequest } from '../utils/rest';
import type { Answer, ReportSearch } from '../utils/types';
import { commissionsKey } from './commissionsQueries';

/** The charts of a search, summed by the server over every report; `enabled` false waits (the first page comes first). */
export function useReportCharts(search: ReportSearch | null, enabled = true) {
  return useQuery<ReportCharts, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'reportCharts', search],
    queryFn: async ({ signal }) => (await commissionsRequest<Answer<typeof reportChartAnswer>>('POST', '/report/chart', search, { signal })).data,
    enabled: search !== null && enabled,
    staleTime: 30_000,
  });
}
