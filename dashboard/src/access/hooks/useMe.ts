import { useGqlQuery } from '../../graphql';
import { meQuery } from '../graphql/queries';

/** react-query key of the session; sign-in and sign-out reset it. */
export const meQueryKey = ['access', 'me'] as const;

/** The signed-in user, or null. Cached for a minute so moving between screens does not re-ask. */
export function useMe() {
  return useGqlQuery(meQueryKey, meQuery, undefined, { staleTime: 60_000 });
}
