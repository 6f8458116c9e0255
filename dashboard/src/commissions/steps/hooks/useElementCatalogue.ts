import { useQuery } from '@tanstack/react-query';
import type { FormulaScreen } from '../../../../../domain/commissions/steps';
import type {
  dataSourceListAnswer,
  helperFunctionListAnswer,
  indicatorListAnswer,
  parameterListAnswer,
  variableListAnswer,
} from '../../../../../domain/commissions/answers';
import type { GraphqlRequestError } from '../../../graphql';
import { commissionsKey } from '../../hooks';
import { commissionsRequest, segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';
import { builtinEntries, type ElementCatalogue } from '../utils/catalogue';

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
