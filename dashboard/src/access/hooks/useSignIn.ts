import { useQueryClient } from '@tanstack/react-query';
import { type SignInAnswerFragment, useGqlMutation } from '../../graphql';
import {
  answerMfaChallengeMutation,
  answerMfaSetupChallengeMutation,
  completeNewPasswordMutation,
  confirmSignUpMutation,
  forgotPasswordMutation,
  forgotPasswordSubmitMutation,
  resendSignUpCodeMutation,
  signInMutation,
  signUpMutation,
} from '../graphql/mutations';
import { meQueryKey } from './useMe';

/** Stores a signed-in answer as the current `me`, so the guard lets the user through at once. */
function useRememberSignedIn() {
  const queryClient = useQueryClient();
  return (answer: SignInAnswerFragment) => {
    if (answer.status === 'SIGNED_IN' && answer.user) queryClient.setQueryData(meQueryKey, { me: answer.user });
  };
}

/** Opens a session (or answers with a challenge). */
export function useSignIn() {
  const remember = useRememberSignedIn();
  return useGqlMutation(signInMutation, {
    onSuccess: (result) => remember(result.signIn),
  });
}

export function useAnswerMfaChallenge() {
  const remember = useRememberSignedIn();
  return useGqlMutation(answerMfaChallengeMutation, {
    onSuccess: (result) => remember(result.answerMfaChallenge),
  });
}

/** Turns on the authenticator a position requires (its first code) and opens the session. */
export function useAnswerMfaSetupChallenge() {
  const remember = useRememberSignedIn();
  return useGqlMutation(answerMfaSetupChallengeMutation, {
    onSuccess: (result) => remember(result.answerMfaSetupChallenge),
  });
}

export function useCompleteNewPassword() {
  const remember = useRememberSignedIn();
  return useGqlMutation(completeNewPasswordMutation, { onSuccess: (result) => remember(result.completeNewPassword) });
}

export function useSignUp() {
  return useGqlMutation(signUpMutation);
}

export function useConfirmSignUp() {
  return useGqlMutation(confirmSignUpMutation);
}

export function useResendSignUpCode() {
  return useGqlMutation(resendSignUpCodeMutation);
}

export function useForgotPassword() {
  return useGqlMutation(forgotPasswordMutation);
}

/** Sets a new password with the SMS code; every cached answer of an old session is dropped. */
export function useForgotPasswordSubmit() {
  const queryClient = useQueryClient();
  return useGqlMutation(forgotPasswordSubmitMutation, { onSuccess: () => queryClient.clear() });
}
