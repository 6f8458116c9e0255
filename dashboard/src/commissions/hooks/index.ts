import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type GraphqlRequestError, useGqlQuery } from '../../graphql';
import { commissionPermissionsQuery } from '../graphql/queries';
import { commissionGrants, type CommissionGrants } from '../utils/permissions';
import { commissionsRequest, type RestMethod, segment } from '../utils/rest';
import type { Area, CalculationState, DataSource, Employee, Organization, Parameter, Report, ReportSearch, Variable, VariableTag, VariableTagValues } from '../utils/types';

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
  const query = useCommissionsGet<{ organization: Organization[] }>(['organizations'], enabled ? '/organization' : null);
  return { ...query, rows: query.data?.organization };
}

/** A company's positions (areas). */
export function useAreas(organizationId: string | null | undefined) {
  const query = useCommissionsGet<{ node: Area[] }>(['areas', organizationId], organizationId ? `/organization/${segment(organizationId)}/area` : null);
  return { ...query, rows: query.data?.node };
}

export function useDataSources(organizationId: string | null | undefined) {
  const query = useCommissionsGet<{ data_source: DataSource[] }>(['dataSources', organizationId], organizationId ? `/organization/${segment(organizationId)}/data-source` : null);
  return { ...query, rows: query.data?.data_source };
}

export function useVariables(dataSourceId: string | null | undefined) {
  const query = useCommissionsGet<{ variable: Variable[] }>(['variables', dataSourceId], dataSourceId ? `/data-source/${segment(dataSourceId)}/variable` : null);
  return { ...query, rows: query.data?.variable };
}

export function useVariableTags(variableId: string | null | undefined) {
  const query = useCommissionsGet<{ variable_value: VariableTag[] }>(['variableTags', variableId], variableId ? `/variable/${segment(variableId)}/values` : null);
  return { ...query, rows: query.data?.variable_value };
}

export function useVariableTag(tagId: string | null | undefined) {
  const query = useCommissionsGet<{ variable_value: VariableTagValues }>(['variableTag', tagId], tagId ? `/variable-value/${segment(tagId)}/employees` : null);
  return { ...query, tag: query.data?.variable_value };
}

export function useParameters(areaId: string | null | undefined) {
  const query = useCommissionsGet<{ parameter: Parameter[] }>(['parameters', areaId], areaId ? `/area/${segment(areaId)}/parameter` : null);
  return { ...query, rows: query.data?.parameter };
}

export function useParameter(parameterId: string | null | undefined) {
  const query = useCommissionsGet<{ parameter: Parameter }>(['parameter', parameterId], parameterId ? `/parameter/${segment(parameterId)}/values` : null);
  return { ...query, parameter: query.data?.parameter };
}

/** A position's employees. */
export function useAreaEmployees(areaId: string | null | undefined) {
  const query = useCommissionsGet<{ employee: Employee[] }>(['areaEmployees', areaId], areaId ? `/area/${segment(areaId)}/employee` : null);
  return { ...query, rows: query.data?.employee };
}

/** A company's employees (the employee selector, tag values). */
export function useOrganizationEmployees(organizationId: string | null | undefined) {
  const query = useCommissionsGet<{ employee: Employee[] }>(['organizationEmployees', organizationId], organizationId ? `/organization/${segment(organizationId)}/employee` : null);
  return { ...query, rows: query.data?.employee };
}

/** Looks one employee up (subordinates: 'Subordinado no encontrado' when absent). */
export function lookUpEmployee(id: string): Promise<{ employee: Employee }> {
  return commissionsRequest<{ employee: Employee }>('GET', `/employee/${segment(id)}`);
}

/** Reports matching a search; null waits until the user presses BUSCAR REPORTES. */
export function useReportSearch(search: ReportSearch | null) {
  return useQuery<Report[], GraphqlRequestError>({
    queryKey: [...commissionsKey, 'reports', search],
    queryFn: async ({ signal }) => (await commissionsRequest<{ data: { results: Report[] } }>('POST', '/report/search', { ...search, summary: true }, { signal })).data.results,
    enabled: search !== null,
    staleTime: 30_000,
  });
}

export function useReport(reportId: string | null | undefined) {
  const query = useCommissionsGet<{ report: Report }>(['report', reportId], reportId ? `/report/${segment(reportId)}` : null);
  return { ...query, report: query.data?.report };
}

/** A calculation run's state, polled every second until it ends. */
export function useCalculation(workflowId: string | null) {
  return useQuery<CalculationState, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'calculation', workflowId],
    queryFn: async ({ signal }) => (await commissionsRequest<{ data: CalculationState }>('GET', `/variable-commission/calculate/${segment(workflowId as string)}`, undefined, { signal })).data,
    enabled: workflowId !== null,
    refetchInterval: (query) => (query.state.data && !['running', 'scheduled', 'pending'].includes(query.state.data.status.toLowerCase()) ? false : 1000),
  });
}
