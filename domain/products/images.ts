/**
 * Product image limits shared by the server (api/products, which checks the content with sharp),
 * the Products screen and the CLI's import-images (which check name, declared type and size first,
 * so an obvious mistake never travels).
 */

/** Largest image accepted (bytes). */
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Smallest side accepted (pixels). */
export const PRODUCT_IMAGE_MIN_SIDE = 64;
/** Sizes the server makes (longest side of the image, square side of the thumbnail). */
export const PRODUCT_IMAGE_SIZE = 1024;
export const PRODUCT_THUMBNAIL_SIZE = 160;
/** Declared types and file endings of JPEG, PNG and WebP. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;

export type ProductImageProblem = 'PRODUCT_IMAGE_TYPE' | 'PRODUCT_IMAGE_TOO_LARGE';

/** The file ending in lower case ('.png'), or '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/**
 * The first check of a chosen file, before it is sent: a JPEG, PNG or WebP name or declared type
 * and at most PRODUCT_IMAGE_MAX_BYTES. The server still reads the content (a renamed text file
 * passes here and is refused there).
 */
export function checkProductImageFile(file: { name: string; size: number; type?: string }): ProductImageProblem | null {
  const declared = (file.type ?? '').toLowerCase();
  const typeOk = declared
    ? (PRODUCT_IMAGE_TYPES as readonly string[]).includes(declared)
    : (PRODUCT_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return 'PRODUCT_IMAGE_TYPE';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'PRODUCT_IMAGE_TOO_LARGE';
  return null;
}

/** The SKU a file names (SKU.png, SKU.jpg, SKU.jpeg, SKU.webp), or null for any other file. */
export function skuOfImageFile(fileName: string): string | null {
  const extension = extensionOf(fileName);
  if (!(PRODUCT_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  const sku = fileName.slice(0, -extension.length);
  return /^[A-Za-z0-9_-]{1,30}$/.test(sku) ? sku : null;
}
