import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { emptyContainerScreenQuery } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

/** Refetched when a colleague saves the day's boxes (live, docs/live.md). */
export function useEmptyContainerScreen() {
  useLiveTopics(
    ['emptyContainers'],
    [
      [...xadisQueryKey, 'emptyContainer'],
      [...xadisQueryKey, 'history'],
    ],
  );
  return useGqlQuery([...xadisQueryKey, 'emptyContainer'], emptyContainerScreenQuery);
}
