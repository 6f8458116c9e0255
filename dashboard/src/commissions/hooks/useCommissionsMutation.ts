import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GraphqlRequestError } from '../../graphql';
import { commissionsRequest, type RestMethod } from '../utils/rest';
import { commissionsKey } from './commissionsQueries';

/**
 * A write of the commissions API: the call, then every query of the module is refreshed (lists are
 * small, at most 300 rows, and a change in one shows in the selectors of the others).
 */
export function useCommissionsMutation<TVariables, TAnswer = unknown>(
  request: (variables: TVariables) => { method: RestMethod; path: string; body?: unknown },
) {
  const queryClient = useQueryClient();
  return useMutation<TAnswer, GraphqlRequestError, TVariables>({
    mutationFn: (variables) => {
      const call = request(variables);
      return commissionsRequest<TAnswer>(call.method, call.path, call.body);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commissionsKey }),
  });
}
