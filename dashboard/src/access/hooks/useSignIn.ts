import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
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
import {
  type CodeDelivery,
  type CompleteNewPasswordResult,
  type MfaAnswerResult,
  type MfaSetupAnswerResult,
  type SignInAnswer,
  type SignInInput,
  type SignInResult,
} from '../types';
import { meQueryKey } from './useMe';

/** Stores a signed-in answer as the current `me`, so the guard lets the user through at once. */
function useRememberSignedIn() {
  const queryClient = useQueryClient();
  return (answer: SignInAnswer) => {
    if (answer.status === 'SIGNED_IN' && answer.user) queryClient.setQueryData(meQueryKey, { me: answer.user });
  };
}

/** Opens a session (or answers with a challenge). */
export function useSignIn() {
  const remember = useRememberSignedIn();
  return useGqlMutation<SignInResult, { input: SignInInput }>(signInMutation, {
    onSuccess: (result) => remember(result.signIn),
  });
}

export function useAnswerMfaChallenge() {
  const remember = useRememberSignedIn();
  return useGqlMutation<MfaAnswerResult, { input: { userName: string; session: string; code: string } }>(answerMfaChallengeMutation, {
    onSuccess: (result) => remember(result.answerMfaChallenge),
  });
}

/** Turns on the authenticator a position requires (its first code) and opens the session. */
export function useAnswerMfaSetupChallenge() {
  const remember = useRememberSignedIn();
  return useGqlMutation<MfaSetupAnswerResult, { input: { userName: string; session: string; code: string } }>(answerMfaSetupChallengeMutation, {
    onSuccess: (result) => remember(result.answerMfaSetupChallenge),
  });
}

export function useCompleteNewPassword() {
  const remember = useRememberSignedIn();
  return useGqlMutation<CompleteNewPasswordResult, { input: { userName: string; currentPassword: string; newPassword: string; phone?: string } }>(
    completeNewPasswordMutation,
    { onSuccess: (result) => remember(result.completeNewPassword) },
  );
}

export function useSignUp() {
  return useGqlMutation<{ signUp: CodeDelivery }, { input: { userName: string; password: string; phone: string } }>(signUpMutation);
}

export function useConfirmSignUp() {
  return useGqlMutation<{ confirmSignUp: boolean }, { input: { userName: string; code: string } }>(confirmSignUpMutation);
}

export function useResendSignUpCode() {
  return useGqlMutation<{ resendSignUpCode: CodeDelivery }, { userName: string }>(resendSignUpCodeMutation);
}

export function useForgotPassword() {
  return useGqlMutation<{ forgotPassword: CodeDelivery }, { userName: string }>(forgotPasswordMutation);
}

/** Sets a new password with the SMS code; every cached answer of an old session is dropped. */
export function useForgotPasswordSubmit() {
  const queryClient = useQueryClient();
  return useGqlMutation<{ forgotPasswordSubmit: boolean }, { input: { userName: string; code: string; newPassword: string } }>(
    forgotPasswordSubmitMutation,
    { onSuccess: () => queryClient.clear() },
  );
}
