import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { HistoryEvent, RunRecord } from '../../workers/embedded/types';
import { bundleForReplay, embeddedActivities, replayOnTemporal } from '../../workers/temporal/replayTesting';
import { seedHeadcountFixture } from './testing';

let bundle: WorkflowBundleWithSourceMap;
let database: TestDatabase;

beforeAll(async () => {
  [bundle, database] = await Promise.all([bundleForReplay(), startTestDatabase()]);
  await seedHeadcountFixture('2026-11-20');
}, 60_000);
afterAll(async () => {
  await database?.close();
});

async function embeddedRun(): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({})]);
  const clock = new TestClock(Date.parse('2026-11-21T12:00:00Z'));
  const workflows = await startEmbeddedWorkflows({ clock, activities: createActivities() });
  try {
    const { workflowId } = await workflows.gateway.start('dailyHeadcount', {}, { workflowId: 'replay-headcount' });
    await clock.runUntil(workflows.gateway.result(workflowId));
    const described = await workflows.runtime.describe(workflowId);
    return { run: described, history: described.history };
  } finally {
    await workflows.close();
  }
}

describe('replay of an embedded daily headcount on Temporal', () => {
  it('replays the run: same activities in the same order with the same inputs, same result', async () => {
    const { run, history } = await embeddedRun();
    const replayed = await replayOnTemporal(bundle, run, history);
    expect(replayed.activities).toEqual(embeddedActivities(history));
    expect(replayed.activities.map((activity) => activity.activityType)).toEqual(['planHeadcountRun', 'calculateHeadcountBatch']);
    expect(replayed.outcome).toEqual({ completed: run.result });
    expect(run.result).toMatchObject({ calculationDate: '2026-11-20' });
  }, 60_000);

  it('rejects a history whose activities differ (the batch missing)', async () => {
    const { run, history } = await embeddedRun();
    const lastBatch = history.filter((event) => event.type === 'ActivityScheduled').at(-1) as HistoryEvent & { seq: number };
    const tampered = history.filter((event) => !('seq' in event && event.seq === lastBatch.seq && event.type.startsWith('Activity')));
    await expect(replayOnTemporal(bundle, run, tampered)).rejects.toThrow(/[Nn]ondeterminism/);
  }, 60_000);
});
