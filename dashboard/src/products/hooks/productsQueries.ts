export const productsQueryKey = ['catalogueProducts'] as const;

/** The upload route's refusal, already in the reader's language (PRODUCT_IMAGE_TYPE...). */
export class ProductImageError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ProductImageError';
  }
}
