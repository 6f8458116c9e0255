import path from 'node:path';
import { createFileUrlSigner } from './keys';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { type FileStorage } from './types';

export interface FileStorageConfig {
  dataDir: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

export interface FileStorageSetup {
  /** Secret for signed links; the API's session secret. */
  signingSecret: string;
  /** Where the API mounts the file route, e.g. http://127.0.0.1:3000/files. */
  baseUrl: string;
}

/** S3 when S3_BUCKET is set, otherwise local disk under DATA_DIR/files. */
export function createFileStorage(config: FileStorageConfig, setup: FileStorageSetup): FileStorage {
  const urls = createFileUrlSigner({ secret: setup.signingSecret, baseUrl: setup.baseUrl });
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
      urls,
    });
  }
  return createLocalStorage({ rootDir: path.join(config.dataDir, 'files'), urls });
}
