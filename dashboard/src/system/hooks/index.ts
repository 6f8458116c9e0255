import { useGqlQuery } from '../../graphql';
import { systemStatusQuery } from '../graphql/queries';
import { type SystemStatusResult } from '../types';

export const systemStatusQueryKey = ['system', 'status'] as const;

/** The backends' state, checked again every 30 s while the screen is open. */
export function useSystemStatus() {
  return useGqlQuery<SystemStatusResult>(systemStatusQueryKey, systemStatusQuery, undefined, { refetchInterval: 30_000 });
}
