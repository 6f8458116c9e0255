import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { evaluateHeadcountLogMutation } from '../graphql/queries';
import { headcountQueryKey } from './headcountQueryKey';

export function useEvaluateHeadcountLog() {
  const client = useQueryClient();
  return useGqlMutation(evaluateHeadcountLogMutation, { onSuccess: () => void client.invalidateQueries({ queryKey: [...headcountQueryKey, 'history'] }) });
}
