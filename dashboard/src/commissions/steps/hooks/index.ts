import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormulaScreen } from '../../../../../domain/commissions/steps';
import type { GraphqlRequestError } from '../../../graphql';
import { commissionsKey } from '../../hooks';
import { commissionsRequest, segment } from '../../utils/rest';
import type { DataSource, Parameter, Variable } from '../../utils/types';
import { builtinEntries, type ElementCatalogue } from '../utils/catalogue';

export interface HelperFunctionRecord {
  id: string;
  name: string;
  description: string;
  arguments: string[];
  expression: string;
  html_reference: string;
}

/** Every helper function (they are shared by all companies). */
export function useHelperFunctions(enabled = true) {
  return useQuery<HelperFunctionRecord[], GraphqlRequestError>({
    queryKey: [...commissionsKey, 'helperFunctions'],
    queryFn: async ({ signal }) => (await commissionsRequest<{ data: { helper_function: HelperFunctionRecord[] } }>('GET', '/helper-function', undefined, { signal })).data.helper_function,
    enabled,
  });
}

/**
 * What the element dialogs of a screen offer (spec 003 section 3.4): an indicator's variables (of
 * every data source of its company) and parameters, a commission's indicators and parameters, the
 * helper functions, the built-ins; a function's own parameters are added by its screen.
 */
export function useElementCatalogue(screen: FormulaScreen, organizationId: string | null, areaId: string | null) {
  return useQuery<ElementCatalogue, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'elementCatalogue', screen, organizationId, areaId],
    enabled: screen === 'function' || (organizationId !== null && areaId !== null),
    queryFn: async ({ signal }) => {
      const get = <T,>(path: string) => commissionsRequest<T>('GET', path, undefined, { signal });
      const catalogue: ElementCatalogue = { builtin: builtinEntries };
      if (screen === 'function') return catalogue;
      const area = segment(areaId as string);
      const [parameters, functions] = await Promise.all([get<{ parameter: Parameter[] }>(`/area/${area}/parameter`), get<{ data: { helper_function: HelperFunctionRecord[] } }>('/helper-function')]);
      catalogue.parameter = parameters.parameter.map(({ id, name }) => ({ id, name }));
      catalogue.function = functions.data.helper_function.map(({ id, name, arguments: names }) => ({ id, name, arguments: names }));
      if (screen === 'indicator') {
        const sources = await get<{ data_source: DataSource[] }>(`/organization/${segment(organizationId as string)}/data-source`);
        const lists = await Promise.all(sources.data_source.map((source) => get<{ variable: Variable[] }>(`/data-source/${segment(source.id)}/variable`)));
        catalogue.variable = lists.flatMap((list) => list.variable.map(({ id, name, tags }) => ({ id, name, tags })));
      } else {
        const indicators = await get<{ indicator: { id: string; name: string }[] }>(`/area/${area}/indicator`);
        catalogue.areaIndicators = indicators.indicator.map(({ id, name }) => ({ id, name }));
      }
      return catalogue;
    },
  });
}

export interface PreviewInput {
  type: 'indicator' | 'commission';
  hierarchical_node_id: string;
  employee_id: string;
  start_date: string;
  period?: { frequency: string; multiple: number };
  html_reference: string;
}

export type PreviewAnswer =
  | { valid: false; error: { reason: string; message: string; step: number; item: number | null } }
  | {
      valid: true;
      startDate: string;
      endDate: string;
      employee: { id: string; name: string };
      steps: { name: string; value: number | null }[];
      result: number | null;
      exception: { name: string; details: string; at: { step: number; item: number | null } | null } | null;
      log: { details: { name: string; value: number | null } }[];
    };

/** The server's preview: every step's value for one employee and period, by the calculation engine. */
export function usePreview() {
  return useMutation<PreviewAnswer, GraphqlRequestError, PreviewInput>({
    mutationFn: async (input) => (await commissionsRequest<{ data: PreviewAnswer }>('POST', '/preview', input)).data,
  });
}

/** The compiler's check before saving ('Probar'): a truthy `data` means the construction is correct. */
export function codeScan(expression: string, type: FormulaScreen, args?: string[]) {
  return commissionsRequest<{ data: boolean; error?: { message: string; line: number; column: number } }>('POST', '/compiler/code-scan', { expression, type, ...(args ? { arguments: args } : {}) });
}
