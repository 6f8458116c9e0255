import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';

/** What POST /api/registration/ine-photo answers. */
export interface InePhotoUpload {
  token: string;
  expiresAt: number;
}

/**
 * Sends the chosen INE photo to the public upload route (no session) and reports the upload's
 * progress (0-100); the answer's token goes with the registration. The server's refusal arrives
 * in the visitor's language (Accept-Language).
 */
export function useInePhotoUpload(onProgress: (percent: number) => void) {
  return useMutation<InePhotoUpload, Error, File>({
    mutationFn: (file) =>
      new Promise<InePhotoUpload>((resolve, reject) => {
        const body = new FormData();
        body.append('photo', file);
        const request = new XMLHttpRequest();
        request.open('POST', '/api/registration/ine-photo');
        request.setRequestHeader('Accept-Language', i18next.resolvedLanguage ?? 'es');
        request.responseType = 'json';
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        const failed = (status: number) => new Error(i18next.t('registration:inePhoto.failed', { status }));
        request.onerror = () => reject(failed(0));
        request.onload = () => {
          const answer = (request.response ?? {}) as Partial<InePhotoUpload> & { error?: { message?: string } };
          if (request.status === 201 && typeof answer.token === 'string') resolve({ token: answer.token, expiresAt: Number(answer.expiresAt) });
          else reject(answer.error?.message ? new Error(answer.error.message) : failed(request.status));
        };
        request.send(body);
      }),
  });
}
