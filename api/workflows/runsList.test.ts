import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { compareRuns, workflowRunSortKeys, type SortableRun } from '../../domain/workflows/runList';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { startListTestApp, type ListTestApp } from '../exports/testing';
import { workflowRunsCsvList } from './export';
import { workflowsModule } from './graphql';

/** 'Procesos': the runs filtered, sorted and paged by the embedded runtime's database through GraphQL, and its CSV through the one export, with workflows.read. */
let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let app: ListTestApp;
const NOW = Date.UTC(2026, 10, 28, 12);
const types = ['erpQuery', 'purchaseOrder', 'dailyHeadcount'];
const statuses = ['completed', 'failed', 'cancelled', 'running'] as const;

// 61 runs: some started at the same time (ties), the running ones without a close time, one id starting with =.
const runs: SortableRun[] = Array.from({ length: 61 }, (_, index) => {
  const status = statuses[(index * 7) % 4];
  const startTime = NOW - Math.floor(index / 2) * 60_000;
  return {
    workflowId: index === 5 ? '=SUMA(A1)' : `${types[index % 3]}-${String((index * 37) % 61).padStart(3, '0')}`,
    runId: `run-${String(index).padStart(3, '0')}`,
    workflowType: types[index % 3],
    status,
    startTime,
    closeTime: status === 'running' ? null : startTime + ((index * 13) % 7) * 1000,
  };
});

beforeAll(async () => {
  database = await startTestDatabase();
  await WorkflowRunModel.init();
  // The runtime opens first: the stored running runs are only listed, never resumed.
  workflows = await startEmbeddedWorkflows({ processes: {}, activities: {} });
  await WorkflowRunModel.insertMany(runs.map((run) => ({ ...run, historyLength: 1 })));
  app = await startListTestApp(
    [workflowsModule],
    { workflowRuns: workflowRunsCsvList(() => workflows.gateway) },
    { services: { workflows: workflows.gateway } },
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
  await workflows?.close();
  await database?.close();
});

type Page = {
  workflowRunPage: { total: number; rows: { workflowId: string; runId: string; workflowType: string; status: string; closeTime: string | null }[] };
};
const PAGE = `query ($sort: WorkflowRunSort, $direction: SortDirection, $page: Int, $workflowType: String, $status: String) {
  workflowRunPage(pageSize: 25, page: $page, sort: $sort, direction: $direction, workflowType: $workflowType, status: $status) { total rows { workflowId runId workflowType status closeTime } }
}`;

it('pages the runs in each sort either way, in one order with the domain comparator, and exports the same order', async () => {
  for (const sort of workflowRunSortKeys) {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = [...runs].sort(compareRuns({ sort, direction })).map((run) => run.runId);
      const seen: string[] = [];
      for (let page = 0; page * 25 < expected.length; page += 1) {
        const answer = (await app.gql<Page>(PAGE, { sort, direction, page })).body.data!.workflowRunPage;
        expect(answer.total).toBe(61);
        seen.push(...answer.rows.map((row) => row.runId));
      }
      expect(seen, `${sort} ${direction}`).toEqual(expected);
      const file = await app.csv('workflowRuns', { sort, direction });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/filename="workflow-runs-\d{4}-\d{2}-\d{2}\.csv"/);
      const records = readCsv(await file.text());
      expect(records[0].cells).toEqual(['workflowId', 'runId', 'workflowType', 'status', 'startTime', 'closeTime', 'durationMs']);
      expect(
        records.slice(1).map((record) => record.cells[1]),
        `csv ${sort} ${direction}`,
      ).toEqual(expected);
    }
  }
  const newest = (await app.gql<Page>(PAGE, {})).body.data!.workflowRunPage;
  expect(newest.rows.map((row) => row.runId)).toEqual(
    [...runs]
      .sort(compareRuns({}))
      .slice(0, 25)
      .map((run) => run.runId),
  );
});

it('filters by process type and state in the page and the file, formula-safe', async () => {
  const failed = (await app.gql<Page>(PAGE, { status: 'failed', workflowType: 'erpQuery' })).body.data!.workflowRunPage;
  expect(failed.total).toBe(runs.filter((run) => run.status === 'failed' && run.workflowType === 'erpQuery').length);
  expect(failed.total).toBeGreaterThan(0);
  expect(failed.rows.every((row) => row.status === 'failed' && row.workflowType === 'erpQuery')).toBe(true);
  const running = (await app.gql<Page>(PAGE, { status: 'running' })).body.data!.workflowRunPage;
  expect(running.rows.every((row) => row.closeTime === null)).toBe(true);
  // The embedded runtime never times a run out: an empty page, not an error.
  expect((await app.gql<Page>(PAGE, { status: 'timedOut' })).body.data!.workflowRunPage).toEqual({ total: 0, rows: [] });
  const file = readCsv(await (await app.csv('workflowRuns', { status: 'failed', workflowType: 'erpQuery' })).text());
  expect(file.slice(1).map((record) => record.cells[1])).toEqual(
    runs
      .filter((run) => run.status === 'failed' && run.workflowType === 'erpQuery')
      .sort(compareRuns({}))
      .map((run) => run.runId),
  );
  const all = readCsv(await (await app.csv('workflowRuns', {})).text());
  expect(all.find((record) => record.cells[1] === 'run-005')?.cells[0]).toBe("'=SUMA(A1)");
});

it('asks workflows.read for the export as for the list, and refuses a bad sort, state or page size in the caller language', async () => {
  const other = await app.staffToken(['customers.read']);
  const forbidden = await app.csv('workflowRuns', {}, other);
  expect(forbidden.status).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe('No tienes permiso para esta operación.');
  expect((await app.gql<Page>(PAGE, {}, other)).body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect((await app.csv('workflowRuns', {}, await app.staffToken(['workflows.read']))).status).toBe(200);
  expect((await app.gql('{ workflowRunPage(sort: duration) { total } }')).status).toBe(400);
  const bad = await app.csv('workflowRuns', { sort: 'duration' });
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Revisa los datos: sort/);
  const badState = await app.gql<Page>(PAGE, { status: 'lost' }, undefined, 'en');
  expect(badState.body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
  expect(badState.body.errors?.[0].message).toMatch(/status/);
  expect((await app.csv('workflowRuns', { workflowType: '{"$ne":1}' })).status).toBe(422);
  expect((await app.gql('{ workflowRunPage(pageSize: 7) { total } }')).body.errors?.[0].extensions?.errorCode).toBe('VALIDATION_FAILED');
});

it("counts the overview's running, failed and completed runs from the index, past any page (600 more completed runs)", async () => {
  const OVERVIEW = '{ workflowsOverview { backend running failed completed } }';
  const countOf = (status: string) => runs.filter((run) => run.status === status).length;
  const before = (await app.gql<{ workflowsOverview: Record<string, unknown> }>(OVERVIEW)).body.data!.workflowsOverview;
  expect(before).toEqual({ backend: 'embedded', running: countOf('running'), failed: countOf('failed'), completed: countOf('completed') });
  await WorkflowRunModel.insertMany(
    Array.from({ length: 600 }, (_, index) => ({
      workflowId: `bulk-${index}`,
      runId: `bulk-run-${index}`,
      workflowType: 'erpQuery',
      status: 'completed',
      startTime: NOW - 86_400_000 - index,
      closeTime: NOW - 86_400_000,
      historyLength: 1,
    })),
  );
  const after = (await app.gql<{ workflowsOverview: Record<string, unknown> }>(OVERVIEW)).body.data!.workflowsOverview;
  expect(after).toEqual({ ...before, completed: countOf('completed') + 600 });
});
