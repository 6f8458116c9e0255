import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type RemoteControlSort, type SortDirection } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { remoteCommandHistoryPageQuery } from '../graphql/queries';

/** The page of the history the table shows: its store, state and command filters, page and sort (the server's keys). */
export interface CommandHistoryPage {
  storeId?: string | null;
  state?: string | null;
  commandName?: string | null;
  page: number;
  pageSize: number;
  sort?: RemoteControlSort;
  direction?: SortDirection;
}

/** One page of the history, read again when a command changes, so the stores' answers show as they arrive (live, docs/live.md). */
export function useCommandHistory(page: CommandHistoryPage) {
  useLiveTopics(['remoteCommands'], [['remoteCommands', 'history']]);
  return useGqlQuery(['remoteCommands', 'history', page], remoteCommandHistoryPageQuery, { ...page }, { placeholderData: keepPreviousData });
}
