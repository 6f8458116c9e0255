import { useGqlMutation } from '../../graphql';
import { reopenCustomerAuditMutation } from '../graphql/queries';
import { useRefreshAfterDecision } from './useRefreshAfterDecision';

/**
 * Opens a new audit for a customer (a blacklisted one can only be released by authorizing it). The
 * audit process records the audit a moment after it starts, so the answers are asked again like
 * after a decision.
 */
export function useReopenCustomerAudit() {
  const refresh = useRefreshAfterDecision();
  return useGqlMutation(reopenCustomerAuditMutation, {
    onSettled: () => refresh(),
  });
}
