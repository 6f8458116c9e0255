import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { ProductModel } from '../../db/models/products/product';
import { startProductsTestApp, type ProductsTestApp } from './testing';

let database: TestDatabase;
let app: ProductsTestApp;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await startProductsTestApp();
  await ProductModel.insertMany(generateDemoData(1).products.slice(0, 20));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function upload(route: string, bytes: Buffer, fileName: string, token: string | null, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
  const response = await fetch(`${app.url}/api/products${route}`, {
    method: 'POST',
    body,
    headers: { 'accept-language': 'es', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: response.status,
    body: (await response.json()) as { products?: { sku: string; thumbnailUrl: string | null; _version: number }[]; error?: { code: string; message: string } },
  };
}

describe('POST /api/products/:id/image over HTTP', () => {
  it('accepts a real PNG from a position with products.images and the catalogue then links its thumbnail', async () => {
    const product = (await ProductModel.findOne({}).lean())!;
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#4caf50' } })
      .png()
      .toBuffer();
    const token = await app.staffToken(['products.read', 'products.images']);
    const answer = await upload(`/${String(product._id)}/image`, png, 'foto.png', token, { _version: String(product._version) });
    expect(answer.status).toBe(201);
    expect(answer.body.products?.[0]).toMatchObject({ sku: product.sku, _version: product._version + 1 });
    expect(answer.body.products?.[0].thumbnailUrl).toMatch(/-thumb\.webp\?/);
    const page = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'query($s: String) { catalogueProducts(search: $s, pageSize: 10) { total rows { sku thumbnailUrl } } }',
        variables: { s: product.sku },
      }),
    });
    const { data } = (await page.json()) as { data: { catalogueProducts: { rows: { sku: string; thumbnailUrl: string | null }[] } } };
    expect(data.catalogueProducts.rows.find((row) => row.sku === product.sku)?.thumbnailUrl).toMatch(/-thumb\.webp\?/);
  });

  it('refuses a text file renamed .png with its message, and changes nothing', async () => {
    const product = (await ProductModel.findOne({}).skip(2).lean())!;
    const answer = await upload(`/${String(product._id)}/image`, Buffer.from('hola, no soy una imagen'), 'foto.png', app.operatorToken);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: 'PRODUCT_IMAGE_TYPE', message: 'El archivo no es una imagen JPEG, PNG o WebP.' });
    expect((await ProductModel.findById(product._id).lean())!._version).toBe(product._version);
  });

  it('refuses a position without products.images, a caller without a session, an unknown SKU and a stale version', async () => {
    const product = (await ProductModel.findOne({}).skip(3).lean())!;
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(`/${String(product._id)}/image`, png, 'a.png', await app.staffToken(['products.read']))).status).toBe(403);
    expect((await upload(`/${String(product._id)}/image`, png, 'a.png', null)).status).toBe(401);
    const unknown = await upload('/by-sku/NOEXISTE1/image', png, 'NOEXISTE1.png', app.operatorToken);
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'PRODUCT_NOT_FOUND' } } });
    const stale = await upload(`/${String(product._id)}/image`, png, 'a.png', app.operatorToken, { _version: String(product._version + 3) });
    expect(stale.body.error?.code).toBe('PRODUCT_STALE');
  });
});
