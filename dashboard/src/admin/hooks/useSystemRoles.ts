import { useGqlQuery } from '../../graphql';
import { systemRolesQuery } from '../graphql/queries';
import { keys } from './adminQueries';

/** `enabled` false when the caller's menus do not reach the list: the server would refuse it. */
export function useSystemRoles(enabled = true) {
  return useGqlQuery(keys.roles, systemRolesQuery, undefined, { retry: false, enabled });
}
