import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { seedHeadcountDemo } from '../../db/seed/headcount/seed';
import { AttendantModel } from '../../db/models/access/attendant';
import { PositionModel } from '../../db/models/access/position';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { createExportRouter, EXPORT_API_BASE } from '../exports/routes';
import { headcountModule } from './graphql';

/**
 * The headcount reports list in the one data table (spec 002 section 2): sorted by the server on
 * each sortable column both ways (the store code breaking ties, a store without a report last),
 * and exported whole through `/api/export/headcountReports.csv` with the list's permission.
 */
let database: TestDatabase;
let server: RunningServer;
const deps = testDeps();
let reader: string;
let outsider: string;

beforeAll(async () => {
  database = await startTestDatabase();
  const data = generateDemoData(1);
  await WarehouseModel.insertMany(data.warehouses);
  await PositionModel.insertMany(data.positions);
  await AttendantModel.insertMany(data.attendants.map(({ password: _password, pin: _pin, ...attendant }) => attendant));
  await seedHeadcountDemo({ today: '2026-11-25' });
  server = await listen(
    createApp(deps, { modules: [headcountModule], routers: { [EXPORT_API_BASE]: createExportRouter() }, dashboardDir: '/nonexistent' }),
    '127.0.0.1',
    0,
  );
  const staff = (permissions: string[]) =>
    deps.sessions.sign({ kind: 'staff', id: 'RH001', userName: 'rhumanos', fullName: 'Recursos Humanos', positionId: 'hr', permissions: new Set(permissions) });
  reader = await staff(['headcount.read']);
  outsider = await staff(['workTeamTemplates.read']);
}, 180_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

type Row = { warehouseId: string; warehouseName: string; vacants: number | null; statusName: string | null; organizationName: string };
const PAGE = `query ($sort: HeadcountReportSort, $direction: SortDirection, $page: Int, $statusName: String) {
  headcountReports(pageSize: 25, page: $page, sort: $sort, direction: $direction, statusName: $statusName) { total rows { warehouseId warehouseName vacants statusName organizationName } } }`;

async function gql<T>(
  query: string,
  variables: Record<string, unknown>,
  token = reader,
  lang = 'es',
): Promise<{ status: number; data?: T; errors?: { message: string; extensions: { errorCode: string } }[] }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

async function all(variables: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await gql<{ headcountReports: { total: number; rows: Row[] } }>(PAGE, { ...variables, page });
    expect(answer.errors).toBeUndefined();
    rows.push(...answer.data!.headcountReports.rows);
    if (rows.length >= answer.data!.headcountReports.total) return rows;
  }
}

const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });

describe('headcount reports sorted on the server', () => {
  it('pages in the order of a text and a count column both ways, ties by store code, no store twice', async () => {
    const listOrder = await all({});
    expect(listOrder.length).toBeGreaterThan(25);
    for (const direction of ['asc', 'desc'] as const) {
      const byName = await all({ sort: 'store', direction });
      expect(new Set(byName.map((row) => row.warehouseId)).size).toBe(listOrder.length);
      const names = byName.map((row) => row.warehouseName);
      expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b) * (direction === 'asc' ? 1 : -1)));

      const byVacancies = await all({ sort: 'vacants', direction });
      expect(byVacancies).toHaveLength(listOrder.length);
      const counted = byVacancies.filter((row) => row.vacants !== null);
      // Stores without a report (no count yet) come last either way.
      expect(byVacancies.slice(counted.length).every((row) => row.vacants === null)).toBe(true);
      for (let index = 1; index < counted.length; index += 1) {
        const [before, after] = [counted[index - 1], counted[index]];
        const order = (before.vacants! - after.vacants!) * (direction === 'asc' ? 1 : -1);
        expect(order <= 0, `${before.warehouseId} ${after.warehouseId}`).toBe(true);
        if (order === 0) expect(collator.compare(before.warehouseId, after.warehouseId)).toBeLessThan(0);
      }
    }
  });

  it('refuses a sort that is not a column of the list, and a caller without headcount.read', async () => {
    // Only the enum's columns reach the server: a stored field name is refused before any read.
    const refused = await gql(PAGE, { sort: 'vacantCounter' });
    expect(refused.errors?.[0]?.message).toMatch(/vacantCounter/);
    expect(refused.data).toBeUndefined();
    const forbidden = await gql(PAGE, { sort: 'vacants', direction: 'desc' }, outsider);
    expect(forbidden.errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
  });
});

describe('headcount reports CSV export', () => {
  const download = async (query: string, token: string | null = reader, lang = 'es') => {
    const response = await fetch(`${server.url}${EXPORT_API_BASE}/headcountReports.csv${query}`, {
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.status, disposition: response.headers.get('content-disposition'), text: await response.text() };
  };

  it('downloads the whole filtered list in the asked order', async () => {
    const status = (await all({})).find((row) => row.statusName)!.statusName!;
    const file = await download(`?sort=vacants&direction=desc&statusName=${status}`);
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(/filename="headcount-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...records] = readCsv(file.text).map((record) => record.cells);
    expect(header).toEqual([
      'company',
      'storeCode',
      'store',
      'zone',
      'type',
      'positions',
      'assigned',
      'vacants',
      'extras',
      'status',
      'sinceDate',
      'calculationDate',
    ]);
    const expected = await all({ sort: 'vacants', direction: 'desc', statusName: status });
    expect(expected.length).toBeGreaterThan(0);
    expect(records.map((record) => record[1])).toEqual(expected.map((row) => row.warehouseId));
    expect(new Set(records.map((record) => record[9]))).toEqual(new Set([status]));
  });

  it('refuses a bad sort or status in the caller’s language, a caller without headcount.read, and anonymous callers', async () => {
    const badSort = await download('?sort=vacantCounter');
    expect(badSort.status).toBe(422);
    expect(JSON.parse(badSort.text)).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Revisa los datos: .*sort/) } });
    const badStatus = await download('?statusName=purple', reader, 'en');
    expect(JSON.parse(badStatus.text)).toMatchObject({ error: { message: expect.stringMatching(/^Check the data: .*statusName/) } });
    const forbidden = await download('', outsider);
    expect(forbidden.status).toBe(403);
    expect(JSON.parse(forbidden.text).error.message).toMatch(/permiso|permission/i);
    expect((await download('', null)).status).toBe(401);
    expect((await download('', TEST_OPERATOR_TOKEN)).status).toBe(200);
  });
});
