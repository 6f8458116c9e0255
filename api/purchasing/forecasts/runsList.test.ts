import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { ForecastRunModel } from '../../../db/models/purchasing';
import { startListTestApp, type ListTestApp } from '../../exports/testing';
import { purchasingModule } from '../graphql';
import { forecastsModule } from './graphql';

/** The forecast runs and imports filtered, sorted and paged on the server through GraphQL, and their CSV through the one export, with forecasts.read. */
let database: TestDatabase;
let app: ListTestApp;
const NOW = Date.UTC(2026, 10, 24, 12);
const people = [
  { userName: 'compras', fullName: 'Jorge Ramírez Cruz' },
  { userName: 'ana', fullName: 'Ana Álvarez' },
  { userName: 'zoe', fullName: 'Zoé Núñez' },
];
const statuses = ['done', 'failed', 'cancelled', 'running'] as const;

beforeAll(async () => {
  database = await startTestDatabase();
  await ForecastRunModel.init();
  // 31 runs: every third an import (one file name starts with '='), the rest computations.
  await ForecastRunModel.insertMany(
    Array.from({ length: 31 }, (_, index) => {
      const imported = index % 3 === 0;
      return {
        runId: `run-${String(index).padStart(2, '0')}`,
        kind: imported ? 'imported' : 'computed',
        organizationId: '01',
        providerId: imported ? null : `P${index % 4}`,
        storeIds: index % 2 === 0 ? [] : ['CO101', 'CO102'],
        start: imported ? null : '2026-11-25',
        horizonDays: imported ? null : 14,
        fileName: imported ? (index === 3 ? '=cmd|calc.csv' : `pronostico-${index}.csv`) : null,
        status: statuses[index % statuses.length],
        done: index,
        total: 40,
        rows: (index * 37) % 500,
        createdBy: people[index % people.length],
        createdAt: new Date(NOW - index * 3_600_000 + (index % 2) * 60_000),
        finishedAt: index % 4 === 3 ? null : new Date(NOW - index * 3_600_000 + 600_000),
        failure: index % 4 === 1 ? 'ERP sin respuesta' : null,
        workflowId: null,
      };
    }),
  );
  app = await startListTestApp([purchasingModule, forecastsModule]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Page = { forecastRunPage: { total: number; rows: { runId: string; kind: string; status: string }[] } };
const PAGE = `query ($sort: ForecastRunSort, $direction: SortDirection, $page: Int, $kind: String, $status: String) {
  forecastRunPage(pageSize: 25, page: $page, sort: $sort, direction: $direction, kind: $kind, status: $status) { total rows { runId kind status } }
}`;
const FIELDS = { createdAt: 'createdAt', kind: 'kind', createdBy: 'createdBy.fullName', rows: 'rows', status: 'status' } as const;
const ordered = async (field: string, direction: 'asc' | 'desc', filter: Record<string, unknown> = {}) =>
  (
    await ForecastRunModel.find(filter)
      .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
      .lean()
  ).map((run) => run.runId);

it('pages the runs in each sort either way, as the database orders them, and exports the same order', async () => {
  for (const [sort, field] of Object.entries(FIELDS)) {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = await ordered(field, direction);
      const seen: string[] = [];
      for (let page = 0; page * 25 < expected.length; page += 1)
        seen.push(...(await app.gql<Page>(PAGE, { sort, direction, page })).body.data!.forecastRunPage.rows.map((row) => row.runId));
      expect(seen, `${sort} ${direction}`).toEqual(expected);
      const file = await app.csv('forecastRuns', { sort, direction });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/filename="forecast-runs-\d{4}-\d{2}-\d{2}\.csv"/);
      const records = readCsv(await file.text());
      expect(records[0].cells.slice(0, 3)).toEqual(['createdAt', 'kind', 'createdBy']);
      const createdAts = (
        await ForecastRunModel.find({})
          .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
          .lean()
      ).map((run) => run.createdAt.toISOString());
      expect(
        records.slice(1).map((record) => record.cells[0]),
        `${sort} ${direction} CSV`,
      ).toEqual(createdAts);
    }
  }
  const newest = (await app.gql<Page>(PAGE, {})).body.data!.forecastRunPage;
  expect(newest.total).toBe(31);
  expect(newest.rows[0].runId).toBe('run-00');
});

it('filters by kind and status, in the page and the file; a file name starting with = stays text', async () => {
  const imports = (await app.gql<Page>(PAGE, { kind: 'imported', status: 'done' })).body.data!.forecastRunPage;
  expect(imports.total).toBe(await ForecastRunModel.countDocuments({ kind: 'imported', status: 'done' }));
  expect(imports.total).toBeGreaterThan(0);
  expect(imports.rows.every((row) => row.kind === 'imported' && row.status === 'done')).toBe(true);
  const file = readCsv(await (await app.csv('forecastRuns', { kind: 'imported', sort: 'rows', direction: 'desc' })).text());
  expect(file).toHaveLength((await ForecastRunModel.countDocuments({ kind: 'imported' })) + 1);
  expect(file.slice(1).every((record) => record.cells[1] === 'imported')).toBe(true);
  expect(file.find((record) => record.cells[9].includes('cmd'))?.cells[9]).toBe("'=cmd|calc.csv");
});

it('asks forecasts.read for the export as for the list, and refuses a bad sort, filter or page size in the caller language', async () => {
  const other = await app.staffToken(['purchasing.read']);
  const forbidden = await app.csv('forecastRuns', {}, other);
  expect(forbidden.status).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe('No tienes permiso para esta operación.');
  expect((await app.gql<Page>(PAGE, {}, other)).body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect((await app.csv('forecastRuns', {}, await app.staffToken(['forecasts.read']))).status).toBe(200);
  expect((await app.gql('{ forecastRunPage(sort: fileName) { total } }')).status).toBe(400);
  const bad = await app.csv('forecastRuns', { sort: 'fileName' });
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Revisa los datos: sort/);
  const badKind = await app.gql<Page>(PAGE, { kind: 'guessed' }, undefined, 'en');
  expect(badKind.body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
  expect(badKind.body.errors?.[0].message).toMatch(/kind/);
  expect((await app.csv('forecastRuns', { status: '{"$ne":1}' })).status).toBe(422);
  expect((await app.gql('{ forecastRunPage(pageSize: 7) { total } }')).body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
});
