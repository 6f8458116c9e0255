import { createHash } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { type Server } from 'node:http';
import { text } from 'node:stream/consumers';
import express, { type Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileUrlSigner } from './keys';
import { createS3Storage } from './s3';
import { type FileStorage } from './types';

interface StoredObject {
  body: Buffer;
  contentType: string;
  metadata: Record<string, string>;
  lastModified: Date;
}

interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** Just enough of S3's path-style REST API (PUT, GET, HEAD, DELETE object; ListObjectsV2) to check what the SDK sends. */
function s3Emulator(bucket: string, pageSize: number) {
  const objects = new Map<string, StoredObject>();
  const seen: SeenRequest[] = [];
  const app = express();
  app.use(express.raw({ type: () => true, limit: '20mb' }));
  const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
  const keyOf = (req: Request) =>
    req.path
      .split('/')
      .slice(2)
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  const notFound = (res: express.Response, head: boolean) =>
    head
      ? res.status(404).end()
      : res.status(404).type('application/xml').send('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');

  app.use((req, res) => {
    seen.push({ method: req.method, path: req.path, query: { ...req.query }, headers: req.headers });
    if (req.path.split('/')[1] !== bucket) {
      res.status(404).type('application/xml').send('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = keyOf(req);
    if (req.method === 'GET' && key === '' && req.query['list-type'] === '2') {
      const prefix = String(req.query.prefix ?? '');
      const all = [...objects.keys()].filter((candidate) => candidate.startsWith(prefix)).sort();
      const start = Number(req.query['continuation-token'] ?? 0);
      const page = all.slice(start, start + pageSize);
      const truncated = start + pageSize < all.length;
      const contents = page
        .map((name) => {
          const object = objects.get(name)!;
          return `<Contents><Key>${name}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${etagOf(object.body)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join('');
      res
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : ''}</ListBucketResult>`,
        );
      return;
    }
    if (req.method === 'PUT') {
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (name.startsWith('x-amz-meta-')) metadata[name.slice('x-amz-meta-'.length)] = String(value);
      }
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? ''), metadata, lastModified: new Date() });
      res.setHeader('ETag', etagOf(body));
      res.status(200).end();
      return;
    }
    const object = objects.get(key);
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.status(204).end();
      return;
    }
    if (!object) {
      notFound(res, req.method === 'HEAD');
      return;
    }
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.body.length));
    res.setHeader('ETag', etagOf(object.body));
    res.setHeader('Last-Modified', object.lastModified.toUTCString());
    for (const [name, value] of Object.entries(object.metadata)) res.setHeader(`x-amz-meta-${name}`, value);
    if (req.method === 'HEAD') res.status(200).end();
    else res.status(200).end(object.body);
  });
  return { app, objects, seen };
}

describe('S3 storage driver (path style, against a local S3 emulator)', () => {
  const emulator = s3Emulator('prometheus-files', 2);
  let server: Server;
  let storage: FileStorage;
  let endpoint = '';

  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const listening = emulator.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    storage = createS3Storage({
      bucket: 'prometheus-files',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      urls: createFileUrlSigner({ secret: 's3-test-secret-0123456', baseUrl: 'http://127.0.0.1:3000/files' }),
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('PUTs to /bucket/key with a SigV4 signature, content type and metadata', async () => {
    const info = await storage.put('private/u1/orders/OrdenOC_9.pdf', Buffer.from('%PDF-1.7'), {
      contentType: 'application/pdf',
      metadata: { folio: '9' },
    });
    expect(info.etag).toBe(createHash('md5').update('%PDF-1.7').digest('hex'));
    const put = emulator.seen.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/prometheus-files/private/u1/orders/OrdenOC_9.pdf');
    expect(String(put.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=minio\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.headers['x-amz-meta-folio']).toBe('9');
    expect(put.headers.host).toBe(new URL(endpoint).host);
    expect(emulator.objects.get('private/u1/orders/OrdenOC_9.pdf')?.body.toString()).toBe('%PDF-1.7');
  });

  it('GETs and HEADs an object and answers null for a missing one', async () => {
    const file = await storage.get('private/u1/orders/OrdenOC_9.pdf');
    expect(file).toMatchObject({ size: 8, contentType: 'application/pdf', metadata: { folio: '9' } });
    expect(await text(file!.stream)).toBe('%PDF-1.7');
    expect((await storage.head('private/u1/orders/OrdenOC_9.pdf'))?.size).toBe(8);
    expect(await storage.head('private/u1/none.pdf')).toBeNull();
    expect(await storage.get('private/u1/none.pdf')).toBeNull();
  });

  it('lists by prefix across pages and deletes', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await storage.put(`public/products/${name}.png`, name, { contentType: 'image/png' });
    const listed = await storage.list('public/products/');
    expect(listed.map((entry) => entry.key)).toEqual(['a', 'b', 'c', 'd'].map((name) => `public/products/${name}.png`));
    const listCalls = emulator.seen.filter((request) => request.query['list-type'] === '2');
    expect(listCalls).toHaveLength(2);
    expect(listCalls[0].path).toBe('/prometheus-files/');
    expect(listCalls[0].query.prefix).toBe('public/products/');
    expect(await storage.delete('public/products/a.png')).toBe(true);
    expect(await storage.delete('public/products/a.png')).toBe(false);
    expect(emulator.seen.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('refuses bad keys before any request', async () => {
    const before = emulator.seen.length;
    await expect(storage.put('public/../x', 'x')).rejects.toMatchObject({ code: 'FILE_KEY_INVALID' });
    await expect(storage.list('../')).rejects.toMatchObject({ code: 'FILE_KEY_INVALID' });
    expect(emulator.seen.length).toBe(before);
  });
});
