import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { startListTestApp, type ListTestApp } from '../exports/testing';
import { storesModule } from './graphql';

/** The stores table sorted, searched and filtered by zone on the server through GraphQL, and its CSV through the one export, with stores.read. */
let database: TestDatabase;
let app: ListTestApp;
beforeAll(async () => {
  database = await startTestDatabase();
  await WarehouseModel.init();
  await WarehouseModel.insertMany(generateDemoData(1).warehouses);
  app = await startListTestApp([storesModule]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Page = { storeConfigPage: { total: number; rows: { warehouseId: string; zoneId: string | null }[] } };
const PAGE =
  'query ($sort: StoreSort, $direction: SortDirection, $page: Int, $search: String, $zoneId: String) { storeConfigPage(pageSize: 10, page: $page, sort: $sort, direction: $direction, search: $search, zoneId: $zoneId) { total rows { warehouseId zoneId } } }';
const FIELDS = {
  warehouseId: 'warehouseId',
  warehouseName: 'warehouseName',
  organizationName: 'organization.organizationName',
  zoneName: 'zone.zoneName',
} as const;

it('pages the stores in each sort either way, as the database orders them, and exports the same order', async () => {
  for (const [sort, field] of Object.entries(FIELDS)) {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = (
        await WarehouseModel.find({ _deleted: null })
          .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
          .lean()
      ).map((store) => store.warehouseId);
      const seen: string[] = [];
      for (let page = 0; page * 10 < expected.length; page += 1)
        seen.push(...(await app.gql<Page>(PAGE, { sort, direction, page })).body.data!.storeConfigPage.rows.map((row) => row.warehouseId));
      expect(seen, `${sort} ${direction}`).toEqual(expected);
      const file = await app.csv('stores', { sort, direction });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/filename="stores-\d{4}-\d{2}-\d{2}\.csv"/);
      const records = readCsv(await file.text());
      expect(records[0].cells[0]).toBe('warehouseId');
      expect(records.slice(1).map((record) => record.cells[0])).toEqual(expected);
    }
  }
});

it('searches without accents or case and filters by zone, in the page and the file', async () => {
  const some = await WarehouseModel.findOne({ _deleted: null, warehouseName: /[áéíóú]/ }).lean();
  const word = some!.warehouseName.split(/\s+/).find((part) => /[áéíóú]/.test(part))!;
  const plain = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  const found = (await app.gql<Page>(PAGE, { search: plain })).body.data!.storeConfigPage;
  expect(found.rows.map((row) => row.warehouseId)).toContain(some!.warehouseId);
  const zoneId = some!.zone.zoneId;
  const inZone = await WarehouseModel.countDocuments({ _deleted: null, 'zone.zoneId': zoneId });
  const zonePage = (await app.gql<Page>(PAGE, { zoneId })).body.data!.storeConfigPage;
  expect(zonePage.total).toBe(inZone);
  expect(zonePage.rows.every((row) => row.zoneId === zoneId)).toBe(true);
  expect(readCsv(await (await app.csv('stores', { zoneId })).text())).toHaveLength(inZone + 1);
  expect((await app.gql<Page>(PAGE, { search: '.*' })).body.data!.storeConfigPage.total).toBe(0);
});

it('asks stores.read for the export as for the list, and refuses a sort that is no column, in Spanish', async () => {
  const other = await app.staffToken(['customers.read']);
  const forbidden = await app.csv('stores', {}, other);
  expect(forbidden.status).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe('No tienes permiso para esta operación.');
  expect((await app.gql<Page>(PAGE, {}, other)).body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect((await app.csv('stores', {}, await app.staffToken(['stores.read']))).status).toBe(200);
  expect((await app.gql('{ storeConfigPage(sort: settings) { total } }')).status).toBe(400);
  const bad = await app.csv('stores', { sort: 'settings' });
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Revisa los datos: sort/);
  expect((await app.csv('stores', { pageSize: '7', zoneId: '{"$ne":1}' })).status).toBe(422);
});
