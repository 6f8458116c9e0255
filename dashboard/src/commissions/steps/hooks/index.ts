import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormulaScreen } from '../../../../../domain/commissions/steps';
import type {
  codeScanAnswer,
  dataSourceListAnswer,
  helperFunctionListAnswer,
  HelperFunctionRecord,
  indicatorListAnswer,
  parameterListAnswer,
  previewAnswer,
  PreviewResult,
  variableListAnswer,
} from '../../../../../domain/commissions/answers';
import type { GraphqlRequestError } from '../../../graphql';
import { commissionsKey } from '../../hooks';
import { commissionsRequest, segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';
import { builtinEntries, type ElementCatalogue } from '../utils/catalogue';

/** A helper function as the API answers it (domain/commissions/answers.ts). */
export type { HelperFunctionRecord };

/** Every helper function (they are shared by all companies). */
export function useHelperFunctions(enabled = true) {
  return useQuery<HelperFunctionRecord[], GraphqlRequestError>({
    queryKey: [...commissionsKey, 'helperFunctions'],
    queryFn: async ({ signal }) =>
      (await commissionsRequest<Answer<typeof helperFunctionListAnswer>>('GET', '/helper-function', undefined, { signal })).data.helper_function,
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
      const get = <T>(path: string) => commissionsRequest<T>('GET', path, undefined, { signal });
      const catalogue: ElementCatalogue = { builtin: builtinEntries };
      if (screen === 'function') return catalogue;
      const area = segment(areaId as string);
      const [parameters, functions] = await Promise.all([
        get<Answer<typeof parameterListAnswer>>(`/area/${area}/parameter`),
        get<Answer<typeof helperFunctionListAnswer>>('/helper-function'),
      ]);
      catalogue.parameter = parameters.parameter.map(({ id, name }) => ({ id, name }));
      catalogue.function = functions.data.helper_function.map(({ id, name, arguments: names }) => ({ id, name, arguments: names }));
      if (screen === 'indicator') {
        const sources = await get<Answer<typeof dataSourceListAnswer>>(`/organization/${segment(organizationId as string)}/data-source`);
        const lists = await Promise.all(
          sources.data_source.map((source) => get<Answer<typeof variableListAnswer>>(`/data-source/${segment(source.id)}/variable`)),
        );
        catalogue.variable = lists.flatMap((list) => list.variable.map(({ id, name, tags }) => ({ id, name, tags })));
      } else {
        const indicators = await get<Answer<typeof indicatorListAnswer>>(`/area/${area}/indicator`);
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

/** The preview's answer: the server's schema type (domain/commissions/answers.ts). */
export type PreviewAnswer = PreviewResult;

/** The server's preview: every step's value for one employee and period, by the calculation engine. */
export function usePreview() {
  return useMutation<PreviewAnswer, GraphqlRequestError, PreviewInput>({
    mutationFn: async (input) => (await commissionsRequest<Answer<typeof previewAnswer>>('POST', '/preview', input)).data,
  });
}

/** The compiler's check before saving ('Probar'): a truthy `data` means the construction is correct. */
export function codeScan(expression: string, type: FormulaScreen, args?: string[]) {
  return commissionsRequest<Answer<typeof codeScanAnswer>>('POST', '/compiler/code-scan', { expression, type, ...(args ? { arguments: args } : {}) });
}
