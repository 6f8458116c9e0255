import { useQueryClient } from '@tanstack/react-query';
import { REFRESH_AFTER_DECISION_MS } from './auditDecisions';

export function useRefreshAfterDecision() {
  const client = useQueryClient();
  return () => {
    for (const delay of REFRESH_AFTER_DECISION_MS)
      setTimeout(() => void Promise.all([client.invalidateQueries({ queryKey: ['customers'] }), client.invalidateQueries({ queryKey: ['audits'] })]), delay);
  };
}
