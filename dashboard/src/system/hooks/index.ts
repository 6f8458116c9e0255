import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { systemStatusQuery } from '../graphql/queries';

export const systemStatusQueryKey = ['system', 'status'] as const;

/** The backends' state, read again when the server sees a backend or the heap's level change (live, docs/live.md). */
export function useSystemStatus(enabled = true) {
  useLiveTopics(['systemStatus'], [systemStatusQueryKey], enabled);
  return useGqlQuery(systemStatusQueryKey, systemStatusQuery, undefined, { enabled });
}
