import { useGqlQuery } from '../../graphql';
import { remoteCommandHistoryQuery } from '../graphql/queries';

/** The history refreshes every 5 seconds so the stores' answers show as they arrive. */
export function useCommandHistory(storeId: string | null) {
  return useGqlQuery(['remoteCommands', 'history', storeId], remoteCommandHistoryQuery, { storeId }, { refetchInterval: 5000 });
}
