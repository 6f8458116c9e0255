import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { XadisTransmissionModel } from '../../db/models/xadis/transmission';
import { startListTestApp, type ListTestApp } from '../exports/testing';
import { xadisModule } from './graphql';

/** 'Historial de envíos' filtered, sorted and paged on the server through GraphQL, and its CSV through the one export, with xadis.transmissions.read. */
let database: TestDatabase;
let app: ListTestApp;
const NOW = Date.UTC(2026, 10, 20, 6);
const statuses = ['sent', 'error', 'loginFailed', 'failed', 'cancelled'] as const;
const requesters = ['Zoé Álvarez', 'daily', 'alonso', '=HYPERLINK("x")'];

beforeAll(async () => {
  database = await startTestDatabase();
  await XadisTransmissionModel.init();
  // 33 transmissions, one a day going back, the newest still running; a requester starts with '='.
  await XadisTransmissionModel.insertMany(
    Array.from({ length: 33 }, (_, index) => {
      const day = new Date(NOW - index * 86_400_000).toISOString().slice(0, 10);
      return {
        transmissionId: `xadis-${index}`,
        from: day,
        to: day,
        requestedBy: requesters[index % requesters.length],
        scheduled: index % 4 === 1,
        status: index === 0 ? 'running' : statuses[index % statuses.length],
        sales: { records: index * 10, inserted: index * 9, errors: index },
        startedAt: NOW - index * 86_400_000 + (index % 3) * 1000,
        endedAt: index === 0 ? null : NOW - index * 86_400_000 + 60_000,
      };
    }),
  );
  app = await startListTestApp([xadisModule]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Page = { xadisTransmissionPage: { total: number; rows: { id: string; status: string; requestedBy: string }[]; running: { id: string } | null } };
const PAGE = `query ($sort: XadisTransmissionSort, $direction: SortDirection, $page: Int, $status: String, $requestedBy: String) {
  xadisTransmissionPage(pageSize: 25, page: $page, sort: $sort, direction: $direction, status: $status, requestedBy: $requestedBy) { total rows { id status requestedBy } running { id } }
}`;
const FIELDS = { startedAt: 'startedAt', range: 'from', status: 'status', requestedBy: 'requestedBy' } as const;
const ordered = async (field: string, direction: 'asc' | 'desc', filter: Record<string, unknown> = {}) =>
  XadisTransmissionModel.find(filter)
    .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
    .lean();

it('pages the history in each sort either way, as the database orders it, and exports the same order', async () => {
  for (const [sort, field] of Object.entries(FIELDS)) {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = await ordered(field, direction);
      const seen: string[] = [];
      for (let page = 0; page * 25 < expected.length; page += 1)
        seen.push(...(await app.gql<Page>(PAGE, { sort, direction, page })).body.data!.xadisTransmissionPage.rows.map((row) => row.id));
      expect(seen, `${sort} ${direction}`).toEqual(expected.map((row) => row.transmissionId));
      const file = await app.csv('xadisTransmissions', { sort, direction });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/filename="xadis-transmissions-\d{4}-\d{2}-\d{2}\.csv"/);
      const records = readCsv(await file.text());
      expect(records[0].cells.slice(0, 5)).toEqual(['startedAt', 'from', 'to', 'status', 'requestedBy']);
      expect(
        records.slice(1).map((record) => record.cells[0]),
        `${sort} ${direction} CSV`,
      ).toEqual(expected.map((row) => new Date(row.startedAt).toISOString()));
    }
  }
  const newest = (await app.gql<Page>(PAGE, {})).body.data!.xadisTransmissionPage;
  expect(newest.total).toBe(33);
  expect(newest.rows[0].id).toBe('xadis-0');
  // The running transmission comes with every page, even one it is not on.
  expect((await app.gql<Page>(PAGE, { page: 1 })).body.data!.xadisTransmissionPage.running?.id).toBe('xadis-0');
});

it('filters by status and by who asked (accents and case aside), in the page and the file; a value starting with = stays text', async () => {
  const errors = (await app.gql<Page>(PAGE, { status: 'error' })).body.data!.xadisTransmissionPage;
  expect(errors.total).toBe(await XadisTransmissionModel.countDocuments({ status: 'error' }));
  expect(errors.rows.every((row) => row.status === 'error')).toBe(true);
  const zoe = (await app.gql<Page>(PAGE, { requestedBy: 'alvarez' })).body.data!.xadisTransmissionPage;
  expect(zoe.total).toBe(await XadisTransmissionModel.countDocuments({ requestedBy: 'Zoé Álvarez' }));
  expect(zoe.rows.every((row) => row.requestedBy === 'Zoé Álvarez')).toBe(true);
  const file = readCsv(await (await app.csv('xadisTransmissions', { status: 'error', sort: 'range', direction: 'asc' })).text());
  expect(file.slice(1).map((record) => record.cells[1])).toEqual((await ordered('from', 'asc', { status: 'error' })).map((row) => row.from));
  const formula = readCsv(await (await app.csv('xadisTransmissions', { requestedBy: 'HYPERLINK' })).text());
  expect(formula.length).toBeGreaterThan(1);
  expect(formula.slice(1).every((record) => record.cells[4] === `'=HYPERLINK("x")`)).toBe(true);
});

it('asks xadis.transmissions.read for the export as for the list, and refuses a bad sort, status or page size in the caller language', async () => {
  const other = await app.staffToken(['xadis.emptyContainers.read']);
  const forbidden = await app.csv('xadisTransmissions', {}, other);
  expect(forbidden.status).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe('No tienes permiso para esta operación.');
  expect((await app.gql<Page>(PAGE, {}, other)).body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect((await app.csv('xadisTransmissions', {}, await app.staffToken(['xadis.transmissions.read']))).status).toBe(200);
  expect((await app.gql('{ xadisTransmissionPage(sort: emailSubject) { total } }')).status).toBe(400);
  const bad = await app.csv('xadisTransmissions', { sort: 'emailSubject' });
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Revisa los datos: sort/);
  const badStatus = await app.gql<Page>(PAGE, { status: 'lost' }, undefined, 'en');
  expect(badStatus.body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
  expect(badStatus.body.errors?.[0].message).toMatch(/status/);
  expect((await app.csv('xadisTransmissions', { status: '{"$ne":1}' })).status).toBe(422);
  expect((await app.gql('{ xadisTransmissionPage(pageSize: 7) { total } }')).body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
});
