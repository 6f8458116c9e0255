import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { disableTotpMutation } from '../graphql/mutations';
import { profileQueryKey } from './profileQueries';

/** Turns the authenticator off; the server asks for a current code from it. */
export function useDisableTotp(attendantId: string) {
  const queryClient = useQueryClient();
  return useGqlMutation(disableTotpMutation, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey(attendantId) }),
  });
}
