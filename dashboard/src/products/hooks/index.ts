export { productsQueryKey, ProductImageError } from './productsQueries';
export { useCatalogueProducts } from './useCatalogueProducts';
export { useUploadProductImage } from './useUploadProductImage';
