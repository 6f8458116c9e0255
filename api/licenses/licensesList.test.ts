import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { PosLicenseModel } from '../../db/models/licenses';
import { startListTestApp, type ListTestApp } from '../exports/testing';
import { licensesModule } from './graphql';

/** The POS licenses filtered, sorted and paged on the server through GraphQL, and their CSV through the one export, with licenses.read. */
let database: TestDatabase;
let app: ListTestApp;
const NOW = Date.now();
const DAY = 86_400_000;
const names = ['Tienda Álamo', 'Tienda Ñandú', 'Bodega Centro', '=HYPERLINK("x")'];

beforeAll(async () => {
  database = await startTestDatabase();
  await PosLicenseModel.init();
  // 20 stores of 3 registers: expiries spread from 40 days ago to 300 ahead, every seventh revoked; one store name starts with '='.
  await PosLicenseModel.insertMany(
    Array.from({ length: 60 }, (_, index) => {
      const store = Math.floor(index / 3);
      const warehouseId = `CO${String(100 + ((store * 7) % 20)).padStart(3, '0')}`;
      return {
        licenseId: `${warehouseId}-${101 + (index % 3)}`,
        warehouseId,
        warehouseName: `${names[store % names.length]} ${store}`.replace(/^(=HYPERLINK\("x"\)) \d+$/, '$1'),
        organizationId: store % 2 === 0 ? '01' : '02',
        registerNumber: 101 + (index % 3),
        licenseKey: `PRM-AAAAA-BBBBB-${String(index).padStart(5, '0')}`,
        issuedAt: NOW - 300 * DAY,
        expiresAt: NOW + (((index * 37) % 340) - 40) * DAY + index * 1000,
        revokedAt: index % 7 === 0 ? NOW - DAY : null,
        revokedBy: index % 7 === 0 ? 'licencias' : null,
        revokeReason: index % 7 === 0 ? 'Caja dada de baja.' : null,
        renewals: [],
      };
    }),
  );
  app = await startListTestApp([licensesModule]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Page = {
  posLicensePage: {
    total: number;
    rows: { licenseId: string; status: string; organizationId: string; warehouseName: string }[];
    counts: Record<string, number>;
  };
};
const PAGE = `query ($sort: PosLicenseSort, $direction: SortDirection, $page: Int, $organizationId: String, $status: String, $search: String) {
  posLicensePage(pageSize: 50, page: $page, sort: $sort, direction: $direction, organizationId: $organizationId, status: $status, search: $search) {
    total rows { licenseId status organizationId warehouseName } counts { active expiring expired revoked }
  }
}`;
const FIELDS = { store: 'warehouseId', register: 'registerNumber', expires: 'expiresAt' } as const;
const ordered = async (field: string, direction: 'asc' | 'desc') =>
  (
    await PosLicenseModel.find({})
      .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
      .lean()
  ).map((license) => license.licenseId);

it('pages the licenses in each sort either way, as the database orders them, and exports the same order', async () => {
  for (const [sort, field] of Object.entries(FIELDS)) {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = await ordered(field, direction);
      const seen: string[] = [];
      for (let page = 0; page * 50 < expected.length; page += 1)
        seen.push(...(await app.gql<Page>(PAGE, { sort, direction, page })).body.data!.posLicensePage.rows.map((row) => row.licenseId));
      expect(seen, `${sort} ${direction}`).toEqual(expected);
      const file = await app.csv('licenses', { sort, direction });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/filename="pos-licenses-\d{4}-\d{2}-\d{2}\.csv"/);
      const records = readCsv(await file.text());
      expect(records[0].cells.slice(0, 5)).toEqual(['warehouseId', 'warehouseName', 'organizationId', 'registerNumber', 'licenseId']);
      expect(
        records.slice(1).map((record) => record.cells[4]),
        `${sort} ${direction} CSV`,
      ).toEqual(expected);
      expect(records.slice(1).every((record) => /^•••-•••••-•••••-\d{5}$/.test(record.cells[5]))).toBe(true);
    }
  }
  const first = (await app.gql<Page>(PAGE, {})).body.data!.posLicensePage;
  expect(first.total).toBe(60);
  expect(first.rows.map((row) => row.licenseId)).toEqual(
    (await PosLicenseModel.find({}).sort({ warehouseId: 1, registerNumber: 1 }).limit(50).lean()).map((license) => license.licenseId),
  );
});

it('filters by company, status and store (accents aside), counts each status whatever status is chosen, in the page and the file', async () => {
  const all = (await app.gql<Page>(PAGE, { organizationId: '02' })).body.data!.posLicensePage;
  const revoked = (await app.gql<Page>(PAGE, { organizationId: '02', status: 'revoked' })).body.data!.posLicensePage;
  expect(revoked.counts).toEqual(all.counts);
  expect(Object.values(all.counts).reduce((sum, count) => sum + count, 0)).toBe(all.total);
  expect(revoked.total).toBe(await PosLicenseModel.countDocuments({ organizationId: '02', revokedAt: { $ne: null } }));
  expect(revoked.rows.every((row) => row.status === 'revoked' && row.organizationId === '02')).toBe(true);
  const expiring = (await app.gql<Page>(PAGE, { status: 'expiring' })).body.data!.posLicensePage;
  expect(expiring.total).toBe(all.counts.expiring + (await app.gql<Page>(PAGE, { organizationId: '01' })).body.data!.posLicensePage.counts.expiring);
  expect(expiring.rows.every((row) => row.status === 'expiring')).toBe(true);
  const nandu = (await app.gql<Page>(PAGE, { search: 'nandu' })).body.data!.posLicensePage;
  expect(nandu.total).toBeGreaterThan(0);
  expect(nandu.rows.every((row) => row.warehouseName.startsWith('Tienda Ñandú'))).toBe(true);
  const file = readCsv(await (await app.csv('licenses', { organizationId: '02', status: 'revoked', sort: 'expires', direction: 'desc' })).text());
  expect(file.slice(1).map((record) => record.cells[6])).toEqual(revoked.rows.map(() => 'revoked'));
  const formula = readCsv(await (await app.csv('licenses', { search: 'HYPERLINK' })).text());
  expect(formula.length).toBeGreaterThan(1);
  expect(formula.slice(1).every((record) => record.cells[1] === `'=HYPERLINK("x")`)).toBe(true);
});

it('asks licenses.read for the export as for the list, and refuses a bad sort, filter or page size in the caller language', async () => {
  const other = await app.staffToken(['stores.read']);
  const forbidden = await app.csv('licenses', {}, other);
  expect(forbidden.status).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe('No tienes permiso para esta operación.');
  expect((await app.gql<Page>(PAGE, {}, other)).body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect((await app.csv('licenses', {}, await app.staffToken(['licenses.read']))).status).toBe(200);
  expect((await app.gql('{ posLicensePage(sort: licenseKey) { total } }')).status).toBe(400);
  const bad = await app.csv('licenses', { sort: 'licenseKey' });
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Revisa los datos: sort/);
  const badCompany = await app.gql<Page>(PAGE, { organizationId: '09' }, undefined, 'en');
  expect(badCompany.body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
  expect(badCompany.body.errors?.[0].message).toMatch(/organizationId/);
  expect((await app.csv('licenses', { status: '{"$ne":1}' })).status).toBe(422);
  expect((await app.gql('{ posLicensePage(pageSize: 7) { total } }')).body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
});
