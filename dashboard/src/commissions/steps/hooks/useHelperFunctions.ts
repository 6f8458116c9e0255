import { useQuery } from '@tanstack/react-query';
import type { helperFunctionListAnswer, HelperFunctionRecord } from '../../../../../domain/commissions/answers';
import type { GraphqlRequestError } from '../../../graphql';
import { commissionsKey } from '../../hooks';
import { commissionsRequest } from '../../utils/rest';
import type { Answer } from '../../utils/types';

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
