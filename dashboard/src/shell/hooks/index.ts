import { useGqlQuery } from '../../graphql';
import { myMenusQuery } from '../graphql/queries';
import { type MyMenusResult } from '../types';

export const myMenusQueryKey = ['shell', 'myMenus'] as const;

/** The menus of the signed-in user; sign-out clears the cache, so a new user never sees the last one's. */
export function useMyMenus() {
  return useGqlQuery<MyMenusResult>(myMenusQueryKey, myMenusQuery, undefined, { staleTime: 60_000 });
}
