import { useGqlQuery, type SortDirection, type UserSort } from '../../graphql';
import { usersQuery } from '../graphql/queries';
import { keys, usersPageSize } from './adminQueries';

export function useUsers(search: string, offset: number, sort: { sort?: UserSort; direction?: SortDirection } = {}, limit = usersPageSize) {
  return useGqlQuery(
    [...keys.users, search, offset, limit, sort],
    usersQuery,
    { search: search.trim() === '' ? null : search.trim(), limit, offset, ...sort },
    { retry: false, placeholderData: (previous) => previous },
  );
}
