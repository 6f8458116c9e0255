import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import { disableTotpMutation, setUpTotpMutation, updateProfileMutation, verifyTotpSetupMutation } from '../graphql/mutations';
import { profileQuery } from '../graphql/queries';

/** The protected storage route's answer for an uploaded photo: the key Save stores, and a link to show it. */
export interface PhotoUpload {
  key: string;
  url: string;
}

export function profileQueryKey(attendantId: string) {
  return ['profile', attendantId] as const;
}

export function useProfile(attendantId: string) {
  return useGqlQuery(profileQueryKey(attendantId), profileQuery, { attendantId }, { retry: false });
}

/** Saves what changed and keeps the answer as the profile shown. */
export function useUpdateProfile(attendantId: string) {
  const queryClient = useQueryClient();
  return useGqlMutation(updateProfileMutation, {
    onSuccess: (result) => queryClient.setQueryData(profileQueryKey(attendantId), { profile: result.updateProfile }),
  });
}

export function useSetUpTotp() {
  return useGqlMutation(setUpTotpMutation);
}

export function useVerifyTotpSetup(attendantId: string) {
  const queryClient = useQueryClient();
  return useGqlMutation(verifyTotpSetupMutation, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey(attendantId) }),
  });
}

/** Turns the authenticator off; the server asks for a current code from it. */
export function useDisableTotp(attendantId: string) {
  const queryClient = useQueryClient();
  return useGqlMutation(disableTotpMutation, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey(attendantId) }),
  });
}

/** Sends the chosen image to the protected storage route; the answer's key is what Save stores. */
export function usePhotoUpload() {
  return useMutation<PhotoUpload, Error, File>({
    mutationFn: async (file) => {
      const body = new FormData();
      body.append('photo', file);
      const response = await fetch('/api/profile/photo', {
        method: 'POST',
        body,
        credentials: 'include',
        headers: { 'Accept-Language': i18next.resolvedLanguage ?? 'es' },
      });
      const answer = (await response.json().catch(() => ({}))) as Partial<PhotoUpload> & { error?: { message?: string } };
      if (!response.ok || typeof answer.key !== 'string') throw new Error(answer.error?.message ?? i18next.t('profile:photo.failed', { status: response.status }));
      return { key: answer.key, url: answer.url ?? '' };
    },
  });
}
