import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { signInMutation } from '../graphql/mutations';
import { type SignInInput, type SignInResult } from '../types';
import { meQueryKey } from './useMe';

/** Opens a session and stores the answer as the current `me`. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useGqlMutation<SignInResult, { input: SignInInput }>(signInMutation, {
    onSuccess: (result) => {
      queryClient.setQueryData(meQueryKey, { me: result.signIn.user });
    },
  });
}
