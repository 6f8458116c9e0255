import { Button } from '@blueprintjs/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../domain/errors/catalogue';
import { checkProductImageFile, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../../../../domain/products/images';
import { showErrorToast, showToast } from '../../ui/toaster';
import { toLanguage } from '../../ui/utils';
import { useUploadProductImage } from '../hooks';

export interface ProductImageButtonProps {
  product: { id: string; sku: string; _version: number; thumbnailUrl?: string | null };
  large?: boolean;
}

/**
 * Upload (no image yet) or refresh (replace it): picks a JPEG, PNG or WebP, checks its type and size
 * with the server's limits, sends it; the server's refusal (a renamed text file...) is shown as it
 * answers it, in the reader's language.
 */
export function ProductImageButton({ product, large }: ProductImageButtonProps) {
  const { t, i18n } = useTranslation('products');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProductImage();
  const hasImage = Boolean(product.thumbnailUrl);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkProductImageFile(file);
    if (problem) {
      void showToast({
        message: errorMessage(problem, toLanguage(i18n.resolvedLanguage), { limit: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 }),
        intent: 'danger',
        icon: 'error',
      });
      return;
    }
    upload.mutate(
      { id: product.id, version: product._version, file },
      {
        onSuccess: () => void showToast({ message: t('uploaded', { sku: product.sku }), intent: 'success', icon: 'tick' }),
        onError: (error) => void showErrorToast(error),
      },
    );
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        aria-label={t('fileOf', { sku: product.sku })}
        onChange={(event) => {
          choose(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <Button
        icon={hasImage ? 'refresh' : 'upload'}
        variant={large ? 'solid' : 'minimal'}
        text={large ? (hasImage ? t('replace') : t('upload')) : undefined}
        loading={upload.isPending}
        aria-label={t(hasImage ? 'replaceOf' : 'uploadOf', { sku: product.sku })}
        title={hasImage ? t('replace') : t('upload')}
        onClick={(event) => {
          event.stopPropagation();
          input.current?.click();
        }}
      />
    </>
  );
}
