import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type SortDirection, type StoreSort } from '../../graphql';
import { storeConfigPageQuery } from '../graphql/queries';
import { storesQueryKey } from './storesQueryKey';

/** What the stores table asks the server: its search, zone filter, page and sort. */
export interface StorePageRequest {
  search: string;
  zoneId: string;
  page: number;
  pageSize: number;
  sort?: StoreSort;
  direction?: SortDirection;
}

/** One page of the stores table; the previous page stays on screen while the next loads. */
export function useStoreConfigPage(request: StorePageRequest) {
  const { search, zoneId, ...rest } = request;
  return useGqlQuery(
    [...storesQueryKey, 'page', request],
    storeConfigPageQuery,
    { search: search || null, zoneId: zoneId || null, ...rest },
    { placeholderData: keepPreviousData },
  );
}
