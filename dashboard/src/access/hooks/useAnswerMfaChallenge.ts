import { useGqlMutation } from '../../graphql';
import { answerMfaChallengeMutation } from '../graphql/mutations';
import { useRememberSignedIn } from './useRememberSignedIn';

export function useAnswerMfaChallenge() {
  const remember = useRememberSignedIn();
  return useGqlMutation(answerMfaChallengeMutation, {
    onSuccess: (result) => remember(result.answerMfaChallenge),
  });
}
