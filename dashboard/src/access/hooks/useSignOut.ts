import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { signOutMutation } from '../graphql/mutations';

/** Closes the session and forgets every cached answer, so nothing of the last user remains. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useGqlMutation(signOutMutation, {
    onSettled: () => {
      queryClient.clear();
    },
  });
}
