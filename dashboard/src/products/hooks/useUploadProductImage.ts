import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ProductImageError, productsQueryKey } from './productsQueries';

/**
 * POST /api/products/:id/image (multipart "image" with the row's _version): the server checks the
 * content, makes the WebP sizes and answers the updated product(s); the catalogue is reloaded.
 */
export function useUploadProductImage() {
  const client = useQueryClient();
  return useMutation<unknown, ProductImageError, { id: string; version: number; file: File }>({
    mutationFn: async ({ id, version, file }) => {
      const body = new FormData();
      body.append('_version', String(version));
      body.append('image', file);
      let response: Response;
      try {
        response = await fetch(`/api/products/${encodeURIComponent(id)}/image`, {
          method: 'POST',
          body,
          credentials: 'include',
          headers: { 'Accept-Language': i18next.resolvedLanguage ?? 'es' },
        });
      } catch {
        throw new ProductImageError(i18next.t('errors.network'));
      }
      const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string; code?: string } };
      if (!response.ok) throw new ProductImageError(answer.error?.message ?? i18next.t('errors.server', { status: response.status }), answer.error?.code);
      return answer;
    },
    onSettled: () => client.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
