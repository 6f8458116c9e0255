import { useGqlMutation } from '../../graphql';
import { answerMfaSetupChallengeMutation } from '../graphql/mutations';
import { useRememberSignedIn } from './useRememberSignedIn';

/** Turns on the authenticator a position requires (its first code) and opens the session. */
export function useAnswerMfaSetupChallenge() {
  const remember = useRememberSignedIn();
  return useGqlMutation(answerMfaSetupChallengeMutation, {
    onSuccess: (result) => remember(result.answerMfaSetupChallenge),
  });
}
