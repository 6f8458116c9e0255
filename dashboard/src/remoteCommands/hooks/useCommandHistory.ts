import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { remoteCommandHistoryQuery } from '../graphql/queries';

/** The history refetches when a command changes, so the stores' answers show as they arrive (live, docs/live.md). */
export function useCommandHistory(storeId: string | null) {
  useLiveTopics(['remoteCommands'], [['remoteCommands', 'history']]);
  return useGqlQuery(['remoteCommands', 'history', storeId], remoteCommandHistoryQuery, { storeId });
}
