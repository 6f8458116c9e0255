import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { reportExportAnswer, reportSearchAnswer, ReportSearchPage } from '../../../../domain/commissions/answers';
import { REPORT_PAGE_SIZE_ALL, REPORT_PAGE_SIZE_DEFAULT, type ReportPageSize } from '../../../../domain/commissions/rules';
import { type GraphqlRequestError } from '../../graphql';
import { commissionsRequest } from '../utils/rest';
import type { Answer, ReportSearch } from '../utils/types';
import { commissionsKey } from './commissionsQueries';

/** One page (1-based) of the reports of a search, with the total; the previous page stays on screen while the next loads. */
/** One page of a search; the 'all' size reads every row from the export route (the paged route stops at 600) as a single page. */
export function useReportSearch(search: ReportSearch | null, page = 1, pageSize: ReportPageSize = REPORT_PAGE_SIZE_DEFAULT) {
  return useQuery<ReportSearchPage, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'reports', search, page, pageSize],
    queryFn: async ({ signal }) => {
      if (pageSize !== REPORT_PAGE_SIZE_ALL)
        return (await commissionsRequest<Answer<typeof reportSearchAnswer>>('POST', '/report/search', { ...search, page, page_size: pageSize }, { signal }))
          .data;
      const all = (await commissionsRequest<Answer<typeof reportExportAnswer>>('POST', '/report/export', search, { signal })).data;
      return { results: all.results, total: all.total, page: 1, page_size: Math.max(all.total, 1) };
    },
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
