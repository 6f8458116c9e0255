import { useGqlQuery } from '../../graphql';
import { systemStatusQuery } from '../graphql/queries';

export const systemStatusQueryKey = ['system', 'status'] as const;

/** The backends' state, checked again every 30 s while the screen is open. */
export function useSystemStatus(enabled = true) {
  return useGqlQuery(systemStatusQueryKey, systemStatusQuery, undefined, { enabled, refetchInterval: 30_000 });
}
