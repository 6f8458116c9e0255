import { useGqlQuery } from '../../graphql';
import { userRoleOptionsQuery } from '../graphql/queries';
import { keys } from './adminQueries';

/** Roles a user can be given (names only). */
export function useUserRoleOptions() {
  return useGqlQuery(keys.roleOptions, userRoleOptionsQuery, undefined, { retry: false });
}
