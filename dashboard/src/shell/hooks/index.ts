import { type QueryClient } from '@tanstack/react-query';
import { gql, type MyMenusQuery, useGqlQuery } from '../../graphql';
import { myMenusQuery } from '../graphql/queries';

export const myMenusQueryKey = ['shell', 'myMenus'] as const;

/** The menus of the signed-in user; sign-out clears the cache, so a new user never sees the last one's. */
export function useMyMenus() {
  return useGqlQuery(myMenusQueryKey, myMenusQuery, undefined, { staleTime: 60_000 });
}

/**
 * Loads the signed-in user's menus into the shared cache (always from the server), so the sign-in
 * overlay can wait for the real profile data and the shell then draws its drawer at once.
 */
export function loadMyMenus(queryClient: QueryClient): Promise<MyMenusQuery> {
  return queryClient.fetchQuery({ queryKey: myMenusQueryKey, queryFn: ({ signal }) => gql(myMenusQuery, undefined, { signal }), staleTime: 0 });
}
