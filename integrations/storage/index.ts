export {
  parseFileKey,
  buildFileKey,
  checkFilePrefix,
  createFileUrlSigner,
  fileAccessLevels,
  type FileAccess,
  type FileKey,
  type FileUrlOptions,
  type FileUrlSigner,
} from './keys';
export { createLocalStorage, type LocalStorageOptions } from './local';
export { createS3Storage, createS3Client, s3MaxUploadBytes, type S3StorageOptions } from './s3';
export { createFileRouter, type FileAuthorizer } from './router';
export { createFileStorage, type FileStorageConfig, type FileStorageSetup } from './fromConfig';
export * from './types';
export { reencodeUploadedImage, thumbnailKeyOf, UPLOADED_IMAGE_MAX_INPUT_PIXELS, type ImageBounds, type ReencodedImage } from './images';
