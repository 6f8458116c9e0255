import { useEffect } from 'react';
import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { gql, type GraphqlRequestError, type PurchaseGridQuery, type PurchaseSelectionInput } from '../../graphql';
import { purchaseGridQuery } from '../graphql/queries';
import { GRID_FIRST_PAGE_ROWS, GRID_PAGE_ROWS } from './gridPages';
import { purchasingQueryKey } from './purchasingQueryKey';

/**
 * The grid in pages: the first one at once, then the rest fetched one after the other in the
 * background and appended (the screen renders the rows it has; the totals come from the server).
 */
export function usePurchaseGrid(selection: PurchaseSelectionInput | null) {
  const query = useInfiniteQuery<PurchaseGridQuery, GraphqlRequestError, InfiniteData<PurchaseGridQuery>, QueryKey, number>({
    queryKey: [...purchasingQueryKey, 'grid', selection],
    enabled: Boolean(selection),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      gql(purchaseGridQuery, { selection: selection!, offset: pageParam, limit: pageParam === 0 ? GRID_FIRST_PAGE_ROWS : GRID_PAGE_ROWS }, { signal }),
    getNextPageParam: (last) => {
      const next = last.purchaseGrid.offset + last.purchaseGrid.rows.length;
      return last.purchaseGrid.rows.length > 0 && next < last.purchaseGrid.rowCount ? next : undefined;
    },
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return query;
}
