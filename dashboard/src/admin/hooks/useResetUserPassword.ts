import { useGqlMutation } from '../../graphql';
import { resetUserPasswordMutation } from '../graphql/mutations';
import { keys } from './adminQueries';
import { useRefresh } from './useRefresh';

/** A new temporary password: the lockout ends, every session of the user ends, and the next sign-in asks for a new one. */
export function useResetUserPassword() {
  const refresh = useRefresh(keys.users);
  return useGqlMutation(resetUserPasswordMutation, {
    onSuccess: () => void refresh(),
  });
}
