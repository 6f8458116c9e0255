import { useGqlMutation } from '../../graphql';
import { decideAuditMutation } from '../graphql/queries';
import { useRefreshAfterDecision } from './useRefreshAfterDecision';

export function useDecideAudit() {
  const refresh = useRefreshAfterDecision();
  return useGqlMutation(decideAuditMutation, {
    onSettled: () => refresh(),
  });
}
