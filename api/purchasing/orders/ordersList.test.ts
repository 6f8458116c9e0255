import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { PurchaseOrderModel, type PurchaseOrderHeader } from '../../../db/models/purchasing/purchaseOrder';
import { startListTestApp, type ListTestApp } from '../../exports/testing';
import { purchasingModule } from '../graphql';
import { listedPurchaseOrder } from './testing';

/** The purchase orders list filtered, sorted and paged on the server through GraphQL, and its CSV through the one export, with purchases.read. */
let database: TestDatabase;
let app: ListTestApp;
beforeAll(async () => {
  database = await startTestDatabase();
  await PurchaseOrderModel.init();
  await PurchaseOrderModel.insertMany(Array.from({ length: 60 }, (_, index) => listedPurchaseOrder(7000 + index)));
  app = await startListTestApp([purchasingModule]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Page = { purchaseOrderPage: { total: number; rows: { folio: number; status: string; providerName: string; stores: { storeId: string }[] }[] } };
const PAGE = `query ($sort: PurchaseOrderSort, $direction: SortDirection, $page: Int, $status: String, $provider: String, $storeId: String) {
  purchaseOrderPage(pageSize: 25, page: $page, sort: $sort, direction: $direction, status: $status, provider: $provider, storeId: $storeId) { total rows { folio status providerName stores { storeId } } }
}`;
const FIELDS = { folio: 'folio', createdAt: 'createdAt', providerName: 'providerName', status: 'status' } as const;
const LISTED = { status: { $in: ['sent', 'sending', 'failed'] as PurchaseOrderHeader['status'][] } };

it('pages the orders (never drafts) in each sort either way, as the database orders them, and exports the same order', async () => {
  for (const [sort, field] of Object.entries(FIELDS)) {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = (
        await PurchaseOrderModel.find(LISTED)
          .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
          .lean()
      ).map((row) => String(row.folio));
      const seen: string[] = [];
      for (let page = 0; page * 25 < expected.length; page += 1)
        seen.push(...(await app.gql<Page>(PAGE, { sort, direction, page })).body.data!.purchaseOrderPage.rows.map((row) => String(row.folio)));
      expect(seen, `${sort} ${direction}`).toEqual(expected);
      const file = await app.csv('purchaseOrders', { sort, direction });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/filename="purchase-orders-\d{4}-\d{2}-\d{2}\.csv"/);
      const records = readCsv(await file.text());
      expect(records[0].cells.slice(0, 2)).toEqual(['folio', 'createdAt']);
      expect(records.slice(1).map((record) => record.cells[0])).toEqual(expected);
    }
  }
  expect((await app.gql<Page>(PAGE, {})).body.data!.purchaseOrderPage.total).toBe(45);
});

it('filters by status, provider (accents aside) and store, in the page and the file; amounts exact, formulas guarded', async () => {
  const failed = (await app.gql<Page>(PAGE, { status: 'failed' })).body.data!.purchaseOrderPage;
  expect(failed.total).toBe(15);
  expect(failed.rows.every((row) => row.status === 'failed')).toBe(true);
  const lacteos = (await app.gql<Page>(PAGE, { provider: 'lacteos' })).body.data!.purchaseOrderPage;
  expect(lacteos.total).toBe(await PurchaseOrderModel.countDocuments({ ...LISTED, providerName: 'Lácteos Norte' }));
  expect(lacteos.rows.every((row) => row.providerName === 'Lácteos Norte')).toBe(true);
  const store = (await app.gql<Page>(PAGE, { storeId: 'CO101', status: 'sent' })).body.data!.purchaseOrderPage;
  expect(store.total).toBe(await PurchaseOrderModel.countDocuments({ status: 'sent', 'stores.storeId': 'CO101' }));
  expect(store.rows.every((row) => row.stores.some((entry) => entry.storeId === 'CO101'))).toBe(true);
  const file = readCsv(await (await app.csv('purchaseOrders', { provider: 'proveedor', sort: 'folio' })).text());
  expect(file.slice(1).every((record) => record.cells[3] === "'=Proveedor")).toBe(true);
  const first = file[1];
  expect(first.cells[11]).toBe(String(100 + Number(first.cells[0]) * 1.5));
  expect((await app.gql<Page>(PAGE, { provider: '.*' })).body.data!.purchaseOrderPage.total).toBe(0);
});

it('asks purchases.read for the export as for the list, and refuses a bad sort or status in the caller language', async () => {
  const other = await app.staffToken(['customers.read']);
  const forbidden = await app.csv('purchaseOrders', {}, other);
  expect(forbidden.status).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe('No tienes permiso para esta operación.');
  expect((await app.gql<Page>(PAGE, {}, other)).body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect((await app.csv('purchaseOrders', {}, await app.staffToken(['purchases.read']))).status).toBe(200);
  expect((await app.gql('{ purchaseOrderPage(sort: total) { total } }')).status).toBe(400);
  const bad = await app.csv('purchaseOrders', { sort: 'lines' }, undefined, 'en');
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/sort/);
  expect((await app.gql<Page>(PAGE, { status: 'draft' })).body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
  expect((await app.csv('purchaseOrders', { storeId: '{"$ne":1}' })).status).toBe(422);
});
