import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  areaListAnswer,
  calculationStateAnswer,
  dataSourceListAnswer,
  employeeAnswer,
  employeeListAnswer,
  organizationListAnswer,
  parameterAnswer,
  parameterListAnswer,
  ReportCharts,
  reportAnswer,
  reportChartAnswer,
  reportExportAnswer,
  reportSearchAnswer,
  ReportSearchPage,
  variableListAnswer,
  variableTagListAnswer,
  variableTagValuesAnswer,
} from '../../../../domain/commissions/answers';
import { REPORT_PAGE_SIZE_ALL, REPORT_PAGE_SIZE_DEFAULT, type ReportPageSize } from '../../../../domain/commissions/rules';
import { type GraphqlRequestError, useGqlQuery } from '../../graphql';
import { commissionPermissionsQuery } from '../graphql/queries';
import { commissionGrants, type CommissionGrants } from '../utils/permissions';
import { commissionsRequest, type RestMethod, segment } from '../utils/rest';
import type { Answer, CalculationState, Report, ReportSearch } from '../utils/types';

/** Every query of the module starts with this key, so a change refreshes what it touches. */
export const commissionsKey = ['commissions'] as const;

/** The position's read/write per module and its companies (null while loading). */
export function useCommissionGrants(): { grants: CommissionGrants | null; query: ReturnType<typeof usePermissionsQuery> } {
  const query = usePermissionsQuery();
  const grants = useMemo(() => (query.data ? commissionGrants(query.data.myPermissions.pathPermissions, query.data.myPermissions.organizations) : null), [query.data]);
  return { grants, query };
}

function usePermissionsQuery() {
  return useGqlQuery(['commissions', 'permissions'], commissionPermissionsQuery, {}, { staleTime: 60_000 });
}

/** A GET of the commissions API as a react-query query; `path` null waits (a selector not chosen yet). */
export function useCommissionsGet<T>(key: QueryKey, path: string | null) {
  return useQuery<T, GraphqlRequestError>({
    queryKey: [...commissionsKey, ...key],
    queryFn: ({ signal }) => commissionsRequest<T>('GET', path as string, undefined, { signal }),
    enabled: path !== null,
  });
}

/**
 * A write of the commissions API: the call, then every query of the module is refreshed (lists are
 * small, at most 300 rows, and a change in one shows in the selectors of the others).
 */
export function useCommissionsMutation<TVariables, TAnswer = unknown>(request: (variables: TVariables) => { method: RestMethod; path: string; body?: unknown }) {
  const queryClient = useQueryClient();
  return useMutation<TAnswer, GraphqlRequestError, TVariables>({
    mutationFn: (variables) => {
      const call = request(variables);
      return commissionsRequest<TAnswer>(call.method, call.path, call.body);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commissionsKey }),
  });
}

/** Companies the position may use (spec 003 section 6). */
export function useOrganizations(enabled = true) {
  const query = useCommissionsGet<Answer<typeof organizationListAnswer>>(['organizations'], enabled ? '/organization' : null);
  return { ...query, rows: query.data?.organization };
}

/** A company's positions (areas). */
export function useAreas(organizationId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof areaListAnswer>>(['areas', organizationId], organizationId ? `/organization/${segment(organizationId)}/area` : null);
  return { ...query, rows: query.data?.node };
}

export function useDataSources(organizationId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof dataSourceListAnswer>>(['dataSources', organizationId], organizationId ? `/organization/${segment(organizationId)}/data-source` : null);
  return { ...query, rows: query.data?.data_source };
}

export function useVariables(dataSourceId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof variableListAnswer>>(['variables', dataSourceId], dataSourceId ? `/data-source/${segment(dataSourceId)}/variable` : null);
  return { ...query, rows: query.data?.variable };
}

export function useVariableTags(variableId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof variableTagListAnswer>>(['variableTags', variableId], variableId ? `/variable/${segment(variableId)}/values` : null);
  return { ...query, rows: query.data?.variable_value };
}

export function useVariableTag(tagId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof variableTagValuesAnswer>>(['variableTag', tagId], tagId ? `/variable-value/${segment(tagId)}/employees` : null);
  return { ...query, tag: query.data?.variable_value };
}

export function useParameters(areaId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof parameterListAnswer>>(['parameters', areaId], areaId ? `/area/${segment(areaId)}/parameter` : null);
  return { ...query, rows: query.data?.parameter };
}

export function useParameter(parameterId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof parameterAnswer>>(['parameter', parameterId], parameterId ? `/parameter/${segment(parameterId)}/values` : null);
  return { ...query, parameter: query.data?.parameter };
}

/** A position's employees. */
export function useAreaEmployees(areaId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof employeeListAnswer>>(['areaEmployees', areaId], areaId ? `/area/${segment(areaId)}/employee` : null);
  return { ...query, rows: query.data?.employee };
}

/** A company's employees (the employee selector, tag values). */
export function useOrganizationEmployees(organizationId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof employeeListAnswer>>(['organizationEmployees', organizationId], organizationId ? `/organization/${segment(organizationId)}/employee` : null);
  return { ...query, rows: query.data?.employee };
}

/** Looks one employee up (subordinates: 'Subordinado no encontrado' when absent). */
export function lookUpEmployee(id: string): Promise<Answer<typeof employeeAnswer>> {
  return commissionsRequest<Answer<typeof employeeAnswer>>('GET', `/employee/${segment(id)}`);
}

/** One page (1-based) of the reports of a search, with the total; the previous page stays on screen while the next loads. */
/** One page of a search; the 'all' size reads every row from the export route (the paged route stops at 600) as a single page. */
export function useReportSearch(search: ReportSearch | null, page = 1, pageSize: ReportPageSize = REPORT_PAGE_SIZE_DEFAULT) {
  return useQuery<ReportSearchPage, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'reports', search, page, pageSize],
    queryFn: async ({ signal }) => {
      if (pageSize !== REPORT_PAGE_SIZE_ALL) return (await commissionsRequest<Answer<typeof reportSearchAnswer>>('POST', '/report/search', { ...search, page, page_size: pageSize }, { signal })).data;
      const all = (await commissionsRequest<Answer<typeof reportExportAnswer>>('POST', '/report/export', search, { signal })).data;
      return { results: all.results, total: all.total, page: 1, page_size: Math.max(all.total, 1) };
    },
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Every report of a search (the export), without details. */
export async function exportReports(search: ReportSearch): Promise<Report[]> {
  return (await commissionsRequest<Answer<typeof reportExportAnswer>>('POST', '/report/export', search)).data.results;
}

/** The charts of a search, summed by the server over every report; `enabled` false waits (the first page comes first). */
export function useReportCharts(search: ReportSearch | null, enabled = true) {
  return useQuery<ReportCharts, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'reportCharts', search],
    queryFn: async ({ signal }) => (await commissionsRequest<Answer<typeof reportChartAnswer>>('POST', '/report/chart', search, { signal })).data,
    enabled: search !== null && enabled,
    staleTime: 30_000,
  });
}

export function useReport(reportId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof reportAnswer>>(['report', reportId], reportId ? `/report/${segment(reportId)}` : null);
  return { ...query, report: query.data?.report };
}

/** A calculation run's state, polled every second until it ends. */
export function useCalculation(workflowId: string | null) {
  return useQuery<CalculationState, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'calculation', workflowId],
    queryFn: async ({ signal }) => (await commissionsRequest<Answer<typeof calculationStateAnswer>>('GET', `/variable-commission/calculate/${segment(workflowId as string)}`, undefined, { signal })).data,
    enabled: workflowId !== null,
    refetchInterval: (query) => (query.state.data && !['running', 'scheduled', 'pending'].includes(query.state.data.status.toLowerCase()) ? false : 1000),
  });
}
export { useReportColumns } from './useReportColumns';
export { useReportPaging } from './useReportPaging';
