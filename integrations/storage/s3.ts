import { type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkFilePrefix, parseFileKey, type FileUrlSigner } from './keys';
import { defaultContentType, type FileBody, type FileInfo, type FileListing, type FileStorage } from './types';

/**
 * Files in an S3-compatible bucket (MinIO in compose). Path-style addressing is the default
 * because MinIO and most self-hosted stores do not serve virtual-host buckets. Links still go
 * through the API's file route, so access checks are the same as with local disk.
 */
export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  urls: FileUrlSigner;
  /** A prepared client (tests); otherwise one is built from the options above. */
  client?: S3Client;
}

/** Largest upload accepted in one PUT (S3's single-request limit is 5 GB; ours are PDFs and images). */
export const s3MaxUploadBytes = 100 * 1024 * 1024;

function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return candidate?.name === 'NotFound' || candidate?.name === 'NoSuchKey' || candidate?.$metadata?.httpStatusCode === 404;
}

async function toBuffer(body: FileBody): Promise<Buffer> {
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as Readable) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > s3MaxUploadBytes) throw new Error(`upload larger than ${s3MaxUploadBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function unquote(etag: string | undefined): string | null {
  return etag ? etag.replace(/^"|"$/g, '') : null;
}

export function createS3Client(options: Omit<S3StorageOptions, 'urls' | 'client' | 'bucket'>): S3Client {
  const config: S3ClientConfig = {
    region: options.region ?? 'us-east-1',
    forcePathStyle: options.forcePathStyle ?? true,
  };
  if (options.endpoint) config.endpoint = options.endpoint;
  if (options.accessKeyId && options.secretAccessKey) {
    config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  }
  return new S3Client(config);
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = options.client ?? createS3Client(options);
  const Bucket = options.bucket;

  async function head(key: string): Promise<FileInfo | null> {
    const { key: Key } = parseFileKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return {
        key,
        size: answer.ContentLength ?? 0,
        lastModified: answer.LastModified ?? new Date(0),
        etag: unquote(answer.ETag),
        contentType: answer.ContentType ?? defaultContentType,
        metadata: answer.Metadata ?? {},
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    driver: 's3',
    async put(key, body, putOptions = {}) {
      const { key: Key } = parseFileKey(key);
      const buffer = await toBuffer(body);
      const answer = await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: buffer,
          ContentLength: buffer.length,
          ContentType: putOptions.contentType ?? defaultContentType,
          Metadata: putOptions.metadata,
        }),
      );
      return {
        key,
        size: buffer.length,
        lastModified: new Date(),
        etag: unquote(answer.ETag),
        contentType: putOptions.contentType ?? defaultContentType,
        metadata: putOptions.metadata ?? {},
      };
    },
    async get(key) {
      const { key: Key } = parseFileKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return {
          key,
          size: answer.ContentLength ?? 0,
          lastModified: answer.LastModified ?? new Date(0),
          etag: unquote(answer.ETag),
          contentType: answer.ContentType ?? defaultContentType,
          metadata: answer.Metadata ?? {},
          stream: answer.Body as Readable,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    head,
    async delete(key) {
      const { key: Key } = parseFileKey(key);
      // S3 answers 204 whether or not the object existed; the head tells the caller which.
      const existed = (await head(key)) !== null;
      if (existed) await client.send(new DeleteObjectCommand({ Bucket, Key }));
      return existed;
    },
    async list(prefix) {
      const Prefix = checkFilePrefix(prefix);
      const listings: FileListing[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          listings.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0), etag: unquote(item.ETag) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listings.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    url: (key, urlOptions) => options.urls.url(key, urlOptions),
    urls: options.urls,
  };
}
