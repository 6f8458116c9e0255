import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import { bundleForReplay, embeddedActivities, replayOnTemporal } from '../../workers/temporal/replayTesting';
import { FORECAST_RUN_WORKFLOW, type ForecastRunInput } from './forecastRun';
import { FORECAST_TEST_NOW, seedForecastFixture } from './testing';

let bundle: WorkflowBundleWithSourceMap;
let database: TestDatabase;

beforeAll(async () => {
  [bundle, database] = await Promise.all([bundleForReplay(), startTestDatabase()]);
  await seedForecastFixture();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('replay of an embedded forecast computation on Temporal', () => {
  it('replays the plan, the chunk and the end with the same inputs and the same result', async () => {
    const clock = new TestClock(FORECAST_TEST_NOW);
    const workflows = await startEmbeddedWorkflows({ clock, activities: createActivities() });
    try {
      const input: ForecastRunInput = {
        runId: 'replay-1',
        companyId: '01',
        providerId: 'PRV001',
        storeIds: [],
        start: '2026-11-25',
        horizonDays: 7,
        createdBy: { userName: 'compras', fullName: 'Jorge Ramírez Cruz' },
      };
      const { workflowId } = await workflows.gateway.start(FORECAST_RUN_WORKFLOW, input, { workflowId: 'replay-forecast' });
      await clock.runUntil(workflows.gateway.result(workflowId));
      const run = await workflows.runtime.describe(workflowId);
      expect(run.status).toBe('completed');
      const replayed = await replayOnTemporal(bundle, run, run.history);
      expect(replayed.activities).toEqual(embeddedActivities(run.history));
      expect(replayed.activities.map((activity) => activity.activityType)).toEqual(['planForecastRun', 'computeForecastChunk', 'finishForecastRun']);
      expect(replayed.outcome).toEqual({ completed: run.result });
    } finally {
      await workflows.close();
    }
  }, 120_000);
});
