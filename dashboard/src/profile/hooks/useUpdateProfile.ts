import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { updateProfileMutation } from '../graphql/mutations';
import { profileQueryKey } from './profileQueries';

/** Saves what changed and keeps the answer as the profile shown. */
export function useUpdateProfile(attendantId: string) {
  const queryClient = useQueryClient();
  return useGqlMutation(updateProfileMutation, {
    onSuccess: (result) => queryClient.setQueryData(profileQueryKey(attendantId), { profile: result.updateProfile }),
  });
}
