import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import type { PhotoUpload } from './profileQueries';

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
      if (!response.ok || typeof answer.key !== 'string')
        throw new Error(answer.error?.message ?? i18next.t('profile:photo.failed', { status: response.status }));
      return { key: answer.key, url: answer.url ?? '' };
    },
  });
}
