import { useGqlQuery } from '../../graphql';
import { usersQuery } from '../graphql/queries';
import { keys, usersPageSize } from './adminQueries';

export function useUsers(search: string, offset: number, limit = usersPageSize) {
  return useGqlQuery(
    [...keys.users, search, offset, limit],
    usersQuery,
    { search: search.trim() === '' ? null : search.trim(), limit, offset },
    { retry: false, placeholderData: (previous) => previous },
  );
}
