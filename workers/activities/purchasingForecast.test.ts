import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { ForecastModel, ForecastRunModel } from '../../db/models/purchasing';
import { FORECAST_TEST_NOW, seedForecastFixture } from '../../workflows/purchasing/testing';
import { createForecastActivities } from './purchasingForecast';

let database: TestDatabase;
const environment = new MockActivityEnvironment();
const activities = createForecastActivities({ now: () => FORECAST_TEST_NOW });
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;
const by = { userName: 'compras', fullName: 'Jorge Ramírez Cruz' };

beforeAll(async () => {
  database = await startTestDatabase();
  await seedForecastFixture(['CO101', 'CO102', 'CO124']);
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('forecast activities', () => {
  it("plans the allowed stores (the excluded CO124 left out) and the provider's sellable and purchasable products, listing the run once", async () => {
    const scope = {
      runId: 'act-1',
      companyId: '01',
      providerId: 'PRV001',
      storeIds: [],
      start: '2026-11-25',
      horizonDays: 7,
      createdBy: by,
      startedAt: FORECAST_TEST_NOW,
    };
    const plan = await run(activities.planForecastRun, scope);
    expect(plan.storeIds).toEqual(['CO101', 'CO102']);
    expect(plan.skus.length).toBeGreaterThan(5);
    await run(activities.planForecastRun, scope);
    expect(await ForecastRunModel.find({ runId: 'act-1' }).lean()).toHaveLength(1);
    expect(await ForecastRunModel.findOne({ runId: 'act-1' }).lean()).toMatchObject({ status: 'running', total: 2, createdBy: by });
    await expect(run(activities.planForecastRun, { ...scope, runId: 'act-bad', providerId: 'NOPE' })).rejects.toMatchObject({
      type: 'PURCHASING_PROVIDER_NOT_FOUND',
      nonRetryable: true,
    });
  });

  it('a retried chunk writes the same forecasts and records the same progress', async () => {
    const chunk = {
      runId: 'act-1',
      companyId: '01',
      storeIds: ['CO101'],
      skus: ['10001', '10002', 'NO-HISTORY'],
      start: '2026-11-28',
      horizonDays: 4,
      storesDoneBefore: 1,
      rowsBefore: 10,
    };
    const first = await run(activities.computeForecastChunk, chunk);
    expect(first).toEqual({ pairs: 2, skipped: 1, rows: 8 });
    const written = await ForecastModel.findOne({ store: 'CO101', item: '10001' }).lean();
    const second = await run(activities.computeForecastChunk, chunk);
    expect(second).toEqual(first);
    expect(await ForecastModel.findOne({ store: 'CO101', item: '10001' }).lean()).toEqual(written);
    expect(await ForecastRunModel.findOne({ runId: 'act-1' }).lean()).toMatchObject({ done: 2, rows: 18 });
    await run(activities.finishForecastRun, { runId: 'act-1', status: 'done', storesDone: 2, rows: 18, finishedAt: FORECAST_TEST_NOW });
    expect(await ForecastRunModel.findOne({ runId: 'act-1' }).lean()).toMatchObject({ status: 'done', failure: null });
  });
});
