import { useInfiniteQuery } from '@tanstack/react-query';
import { gql, type GraphqlRequestError, type RecordHistoryQuery } from '../../graphql';
import { recordHistoryQuery } from '../graphql/queries';
import { historyQueryKey, PANEL_PAGE_SIZE } from './keys';

type HistoryPage = RecordHistoryQuery['recordHistory'];

/**
 * One record's history, newest first, ten entries a page: `fetchNextPage` adds the next ten
 * ("more") below the ones shown. Asked only while `enabled` (the panel is open).
 */
export function useRecordHistory(recordType: string, recordId: string | null | undefined, enabled: boolean) {
  return useInfiniteQuery<HistoryPage, GraphqlRequestError, { pages: HistoryPage[] }, readonly unknown[], number>({
    queryKey: [...historyQueryKey, 'record', recordType, recordId],
    enabled: enabled && Boolean(recordId),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (await gql(recordHistoryQuery, { recordType, recordId: recordId ?? '', page: pageParam, pageSize: PANEL_PAGE_SIZE }, { signal })).recordHistory,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
