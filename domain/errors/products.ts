import type { CatalogueEntry } from './entry';

/** Products catalogue and images (spec 002: Products screen). */
export const productsErrors = {
  PRODUCT_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe el producto {id}.',
    en: 'Product {id} does not exist.',
  },
  PRODUCT_STALE: {
    kind: 'conflict',
    es: 'Alguien más cambió el producto mientras lo veías. Recarga y vuelve a intentarlo.',
    en: 'Someone else changed the product while you were looking. Reload and try again.',
  },
  PRODUCT_IMAGE_TYPE: {
    kind: 'validation',
    es: 'El archivo no es una imagen JPEG, PNG o WebP.',
    en: 'The file is not a JPEG, PNG or WebP image.',
  },
  PRODUCT_IMAGE_TOO_LARGE: {
    kind: 'validation',
    es: 'La imagen pesa más de {limit} MB.',
    en: 'The image is larger than {limit} MB.',
  },
  PRODUCT_IMAGE_TOO_SMALL: {
    kind: 'validation',
    es: 'La imagen mide menos de {min} pixeles por lado.',
    en: 'The image is smaller than {min} pixels per side.',
  },
  PRODUCT_STORAGE_UNAVAILABLE: {
    kind: 'unavailable',
    es: 'El almacenamiento de archivos no está disponible; intenta más tarde.',
    en: 'File storage is not available; try again later.',
  },
} as const satisfies Record<string, CatalogueEntry>;
