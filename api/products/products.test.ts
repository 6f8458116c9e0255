import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { ProductModel } from '../../db/models/products/product';
import { createFileUrlSigner, createLocalStorage, type FileStorage } from '../../integrations/storage';
import { attachProductImage, listProducts } from './service';

let database: TestDatabase;
let dir: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await startTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'products-'));
  storage = createLocalStorage({
    rootDir: path.join(dir, 'files'),
    urls: createFileUrlSigner({ secret: 'test-secret-of-some-length', baseUrl: 'http://127.0.0.1:3000/files/' }),
  });
  await ProductModel.insertMany(generateDemoData(1).products.slice(0, 40));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('product images', () => {
  it('accepts a real PNG, stores WebP sizes and answers signed links', async () => {
    const product = (await ProductModel.findOne({}).lean())!;
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f50057' } })
      .png()
      .toBuffer();
    const [updated] = await attachProductImage(storage, { id: String(product._id) }, png, product._version, 'tester');
    expect(updated.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/files\/protected\/catalogue\/products\/.+\.webp\?/);
    const stored = (await ProductModel.findById(product._id).lean())!;
    const thumbnail = await storage.get(stored.s3keyImage!.replace(/\.webp$/, '-thumb.webp'));
    expect(thumbnail?.contentType).toBe('image/webp');
    expect(stored._version).toBe(product._version + 1);
  });

  it('refuses a text file renamed .png, a stale version and a tiny image', async () => {
    const product = (await ProductModel.findOne({}).skip(1).lean())!;
    await expect(attachProductImage(storage, { id: String(product._id) }, Buffer.from('hola, no soy una imagen'), null, 'tester')).rejects.toMatchObject({
      code: 'PRODUCT_IMAGE_TYPE',
    });
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#4caf50' } })
      .png()
      .toBuffer();
    await expect(attachProductImage(storage, { id: String(product._id) }, png, product._version + 5, 'tester')).rejects.toMatchObject({
      code: 'PRODUCT_STALE',
    });
    const tiny = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(attachProductImage(storage, { id: String(product._id) }, tiny, null, 'tester')).rejects.toMatchObject({ code: 'PRODUCT_IMAGE_TOO_SMALL' });
  });

  it('searches the whole catalogue by name or SKU, a page at a time', async () => {
    const all = await listProducts(null, 0, 10, storage);
    expect(all.total).toBe(40);
    expect(all.rows).toHaveLength(10);
    const sku = all.rows[3].sku;
    expect((await listProducts(sku, 0, 10, storage)).rows.map((row) => row.sku)).toContain(sku);
  });
});
