import { useQueryClient } from '@tanstack/react-query';
import { type SignInAnswerFragment } from '../../graphql';
import { meQueryKey } from './useMe';

/** Stores a signed-in answer as the current `me`, so the guard lets the user through at once. */
export function useRememberSignedIn() {
  const queryClient = useQueryClient();
  return (answer: SignInAnswerFragment) => {
    if (answer.status === 'SIGNED_IN' && answer.user) queryClient.setQueryData(meQueryKey, { me: answer.user });
  };
}
