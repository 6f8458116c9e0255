import { type Readable } from 'node:stream';
import { type FileUrlOptions, type FileUrlSigner } from './keys';

export type FileBody = Buffer | Uint8Array | string | Readable;

export interface PutFileOptions {
  contentType?: string;
  /** Small string values kept with the file (original name, uploader). */
  metadata?: Record<string, string>;
}

export interface FileListing {
  key: string;
  size: number;
  lastModified: Date;
  etag: string | null;
}

export interface FileInfo extends FileListing {
  contentType: string;
  metadata: Record<string, string>;
}

export interface StoredFile extends FileInfo {
  stream: Readable;
}

/** One interface over local disk and S3; keys follow integrations/storage/keys.ts. */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: FileBody, options?: PutFileOptions): Promise<FileInfo>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  head(key: string): Promise<FileInfo | null>;
  /** true when a file was removed. */
  delete(key: string): Promise<boolean>;
  /** Every file whose key starts with the prefix, sorted by key. */
  list(prefix: string): Promise<FileListing[]>;
  /** A link through the file route (signed for protected and private files). */
  url(key: string, options?: FileUrlOptions): string;
  /** The signer behind url(); the file route verifies links with it. */
  readonly urls: FileUrlSigner;
}

export const defaultContentType = 'application/octet-stream';
