import { useQueryClient } from '@tanstack/react-query';

/**
 * After a decision (or a reopened audit) the customer's and the audit's answers are asked again
 * once, for what the call itself changed. What the customer's audit process applies a moment later
 * arrives through the live topics the screens follow (`audits` in useAudit, `customers` in the
 * list, counters and detail; docs/live.md), never on a timer.
 */
export function useRefreshAfterDecision() {
  const client = useQueryClient();
  return () => void Promise.all([client.invalidateQueries({ queryKey: ['customers'] }), client.invalidateQueries({ queryKey: ['audits'] })]);
}
