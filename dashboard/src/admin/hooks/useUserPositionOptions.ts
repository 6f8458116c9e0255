import { useGqlQuery } from '../../graphql';
import { userPositionOptionsQuery } from '../graphql/queries';
import { keys } from './adminQueries';

/** Positions a user can be given (names only: what the users menus may read). */
export function useUserPositionOptions() {
  return useGqlQuery(keys.positionOptions, userPositionOptionsQuery, undefined, { retry: false });
}
