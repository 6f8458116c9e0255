import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { ProductModel } from '../../db/models/products/product';
import { startProductsTestApp, type ProductsTestApp } from './testing';

/** The catalogue sorted by name or SKU through GraphQL, and its CSV through the one export, with products.read. */
let database: TestDatabase;
let app: ProductsTestApp;
beforeAll(async () => {
  database = await startTestDatabase();
  await ProductModel.insertMany(generateDemoData(1).products.slice(0, 60));
  app = await startProductsTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const gql = async (query: string, variables: Record<string, unknown>, token = app.operatorToken) => {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { catalogueProducts: { total: number; rows: { sku: string }[] } }; errors?: { message: string }[] },
  };
};
const PAGE =
  'query ($sort: ProductSort, $direction: SortDirection, $page: Int, $search: String) { catalogueProducts(pageSize: 25, page: $page, sort: $sort, direction: $direction, search: $search) { total rows { sku } } }';

it('pages the catalogue by SKU either way and exports the same order', async () => {
  for (const direction of ['asc', 'desc'] as const) {
    const expected = (
      await ProductModel.find({ _deleted: null })
        .sort({ sku: direction === 'asc' ? 1 : -1, _id: 1 })
        .lean()
    ).map((product) => product.sku);
    const seen: string[] = [];
    for (let page = 0; page * 25 < expected.length; page += 1)
      seen.push(...(await gql(PAGE, { sort: 'sku', direction, page })).body.data!.catalogueProducts.rows.map((row) => row.sku));
    expect(seen).toEqual(expected);
    const file = await fetch(`${app.url}/api/export/products.csv?sort=sku&direction=${direction}`, {
      headers: { authorization: `Bearer ${app.operatorToken}` },
    });
    expect(file.status).toBe(200);
    const records = readCsv(await file.text());
    expect(records[0].cells[0]).toBe('sku');
    expect(records.slice(1).map((record) => record.cells[0])).toEqual(expected);
  }
});

it('asks products.read for the export as for the list, and refuses a sort that is no column', async () => {
  const other = await app.staffToken(['customers.read']);
  expect((await fetch(`${app.url}/api/export/products.csv`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(403);
  const reader = await app.staffToken(['products.read']);
  expect((await fetch(`${app.url}/api/export/products.csv?search=a`, { headers: { authorization: `Bearer ${reader}` } })).status).toBe(200);
  expect((await gql('{ catalogueProducts(sort: currentSellPrice) { total } }', {})).status).toBe(400);
  const bad = await fetch(`${app.url}/api/export/products.csv?direction=sideways`, {
    headers: { authorization: `Bearer ${app.operatorToken}`, 'accept-language': 'en' },
  });
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Check the data: direction/);
});
