import { useGqlMutation } from '../../graphql';
import { signInMutation } from '../graphql/mutations';
import { useRememberSignedIn } from './useRememberSignedIn';

/** Opens a session (or answers with a challenge). */
export function useSignIn() {
  const remember = useRememberSignedIn();
  return useGqlMutation(signInMutation, {
    onSuccess: (result) => remember(result.signIn),
  });
}
