import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { decodeSeries, ForecastModel, ForecastRunModel, sumRange } from '../../db/models/purchasing';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { FORECAST_RUN_WORKFLOW, forecastRunProgressQuery, forecastRunWorkflowId, type ForecastRunInput, type ForecastRunProgress } from './forecastRun';
import { FORECAST_TEST_NOW, seedForecastFixture } from './testing';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let clock: TestClock;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedForecastFixture();
}, 120_000);
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({})]);
  clock = new TestClock(FORECAST_TEST_NOW);
  workflows = await startEmbeddedWorkflows({ clock, activities: createActivities() });
});
afterEach(async () => {
  await workflows.close();
});

const by = { userName: 'compras', fullName: 'Jorge Ramírez Cruz' };

async function run(input: ForecastRunInput): Promise<ForecastRunProgress> {
  const workflowId = forecastRunWorkflowId(input.runId);
  await workflows.gateway.start(FORECAST_RUN_WORKFLOW, input, { workflowId });
  return clock.runUntil(workflows.gateway.result<ForecastRunProgress>(workflowId));
}

describe('forecast computation on the embedded runtime', () => {
  it("computes every allowed store x the provider's products over the horizon, records the run, and a second run writes the same values", async () => {
    const input: ForecastRunInput = {
      runId: 'test-1',
      companyId: '01',
      providerId: 'PRV001',
      storeIds: [],
      start: '2026-12-01',
      horizonDays: 7,
      createdBy: by,
    };
    const result = await run(input);
    expect(result).toMatchObject({ state: 'done', storesDone: 4, storesTotal: 4, skipped: 0, failure: null });
    expect(result.products).toBeGreaterThan(5);
    expect(result.pairs).toBe(4 * result.products);
    expect(result.rows).toBe(result.pairs * 7);
    expect(await workflows.gateway.query(forecastRunWorkflowId('test-1'), forecastRunProgressQuery)).toEqual(result);

    const record = await ForecastRunModel.findOne({ runId: 'test-1' }).lean();
    expect(record).toMatchObject({
      kind: 'computed',
      status: 'done',
      organizationId: '01',
      providerId: 'PRV001',
      done: 4,
      total: 4,
      rows: result.rows,
      start: '2026-12-01',
      horizonDays: 7,
      createdBy: by,
    });
    expect(record!.finishedAt).not.toBeNull();

    const doc = await ForecastModel.findOne({ store: 'CO101', item: '10001' }).lean();
    expect(doc!.runId).toBe('test-1');
    const p10 = decodeSeries(doc!.firstDay, doc!.p10);
    const p90 = decodeSeries(doc!.firstDay, doc!.p90);
    const band = { p10: sumRange(p10, '2026-12-01', '2026-12-08'), p90: sumRange(p90, '2026-12-01', '2026-12-08') };
    expect(band.p10).toBeGreaterThan(0);
    expect(band.p90).toBeGreaterThan(band.p10);
    // The seed's forecast for the days before the horizon is kept.
    expect(sumRange(p10, '2026-11-25', '2026-12-01')).toBeGreaterThan(0);

    const count = await ForecastModel.countDocuments({});
    const again = await run({ ...input, runId: 'test-2' });
    expect(again.rows).toBe(result.rows);
    expect(await ForecastModel.countDocuments({})).toBe(count);
    const same = await ForecastModel.findOne({ store: 'CO101', item: '10001' }).lean();
    expect({ ...same, runId: 'x', updatedAt: null }).toEqual({ ...doc, runId: 'x', updatedAt: null });
  }, 60_000);

  it('chosen stores only, progress in chunks of stores', async () => {
    const result = await run({
      runId: 'test-3',
      companyId: '01',
      providerId: 'PRV004',
      storeIds: ['CO102', 'CO110'],
      start: '2026-11-25',
      horizonDays: 3,
      createdBy: by,
    });
    expect(result).toMatchObject({ state: 'done', storesDone: 2, storesTotal: 2 });
    expect(await ForecastRunModel.findOne({ runId: 'test-3' }).lean()).toMatchObject({ storeIds: ['CO102', 'CO110'], done: 2, total: 2, status: 'done' });
  }, 60_000);

  it('a provider without products at those stores fails the run without retrying, and the list shows why', async () => {
    await workflows.gateway.start(
      FORECAST_RUN_WORKFLOW,
      { runId: 'test-bad', companyId: '01', providerId: 'PRV006', storeIds: [], start: '2026-11-25', horizonDays: 7, createdBy: by },
      { workflowId: forecastRunWorkflowId('test-bad') },
    );
    await expect(clock.runUntil(workflows.gateway.result(forecastRunWorkflowId('test-bad')))).rejects.toThrow(/provider/i);
    expect(await ForecastRunModel.findOne({ runId: 'test-bad' }).lean()).toMatchObject({ status: 'failed' });
  }, 60_000);
});
