import { useGqlQuery } from '../../graphql';
import { systemMenusQuery } from '../graphql/queries';
import { keys } from './adminQueries';

export function useSystemMenus(enabled = true) {
  return useGqlQuery(keys.menus, systemMenusQuery, undefined, { retry: false, enabled });
}
