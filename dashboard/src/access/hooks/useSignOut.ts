import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { signOutMutation } from '../graphql/mutations';
import { type SignOutResult } from '../types';

/** Closes the session and forgets every cached answer, so nothing of the last user remains. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useGqlMutation<SignOutResult, Record<string, never>>(signOutMutation, {
    onSettled: () => {
      queryClient.clear();
    },
  });
}
