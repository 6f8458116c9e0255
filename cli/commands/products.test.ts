import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { ProductModel } from '../../db/models/products/product';
import { startProductsTestApp, type ProductsTestApp } from '../../api/products/testing';
import { apiArguments, runCliCaptured } from '../testing';

let database: TestDatabase;
let app: ProductsTestApp;
let dir: string;
let skus: string[];

beforeAll(async () => {
  database = await startTestDatabase();
  app = await startProductsTestApp();
  const products = generateDemoData(1).products.slice(0, 12);
  await ProductModel.insertMany(products);
  skus = [...new Set(products.map((product) => product.sku))];
  dir = await mkdtemp(path.join(tmpdir(), 'import-images-'));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const cli = (args: string[], lang = 'es') => runCliCaptured([...apiArguments(app.url, app.operatorToken, lang), ...args], { columns: 200 });

describe('products import-images', () => {
  it('attaches SKU-named images, and reports unknown SKUs, refused files and other names', async () => {
    const folder = path.join(dir, 'mixed');
    await import('node:fs/promises').then((fs) => fs.mkdir(folder));
    const image = (colour: string) => sharp({ create: { width: 200, height: 200, channels: 3, background: colour } });
    await writeFile(path.join(folder, `${skus[0]}.png`), await image('#f50057').png().toBuffer());
    await writeFile(path.join(folder, `${skus[1]}.jpg`), await image('#ffeb3b').jpeg().toBuffer());
    await writeFile(path.join(folder, `${skus[2]}.webp`), await image('#4caf50').webp().toBuffer());
    await writeFile(path.join(folder, 'NOEXISTE99.png'), await image('#000000').png().toBuffer());
    await writeFile(path.join(folder, `${skus[3]}.png`), 'hola, no soy una imagen');
    await writeFile(path.join(folder, 'LEEME.txt'), 'instrucciones');
    const { code, out } = await cli(['products', 'import-images', '--dir', folder, '--json']);
    expect(code).toBe(3);
    const summary = JSON.parse(out) as {
      matched: { sku: string; products: number }[];
      unknownSku: { sku: string }[];
      refused: { sku: string; reason: string }[];
      skipped: string[];
    };
    expect(summary.matched.map((entry) => entry.sku).sort()).toEqual([skus[0], skus[1], skus[2]].sort());
    expect(summary.unknownSku).toEqual([{ file: 'NOEXISTE99.png', sku: 'NOEXISTE99' }]);
    expect(summary.refused).toEqual([{ file: `${skus[3]}.png`, sku: skus[3], reason: 'El archivo no es una imagen JPEG, PNG o WebP.' }]);
    expect(summary.skipped).toEqual(['LEEME.txt']);
    const attached = await ProductModel.find({ sku: { $in: skus.slice(0, 3) } }).lean();
    expect(attached.every((product) => product.s3keyImage?.endsWith('.webp'))).toBe(true);
  });

  it('prints a summary in English and exits 0 when every file matched', async () => {
    const folder = path.join(dir, 'good');
    await import('node:fs/promises').then((fs) => fs.mkdir(folder));
    await writeFile(
      path.join(folder, `${skus[4]}.png`),
      await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2196f3' } })
        .png()
        .toBuffer(),
    );
    const { code, out } = await cli(['products', 'import-images', '--dir', folder], 'en');
    expect(code).toBe(0);
    expect(out).toContain('1 attached, 0 with an unknown SKU, 0 refused, 0 ignored');
  });

  it('fails clearly on a missing folder', async () => {
    const { code, err } = await cli(['products', 'import-images', '--dir', path.join(dir, 'nope')]);
    expect(code).toBe(1);
    expect(err).toContain('No se puede leer la carpeta');
  });
});
