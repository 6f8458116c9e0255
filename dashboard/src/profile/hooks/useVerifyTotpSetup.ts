import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { verifyTotpSetupMutation } from '../graphql/mutations';
import { profileQueryKey } from './profileQueries';

export function useVerifyTotpSetup(attendantId: string) {
  const queryClient = useQueryClient();
  return useGqlMutation(verifyTotpSetupMutation, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey(attendantId) }),
  });
}
