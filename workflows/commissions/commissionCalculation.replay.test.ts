import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { DEMO_COMMISSION_ID } from '../../db/seed/commissions/demo';
import { seedCommissionDemo } from '../../db/seed/commissions/seed';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { HistoryEvent, RunRecord } from '../../workers/embedded/types';
import { bundleForReplay, embeddedActivities, replayOnTemporal } from '../../workers/temporal/replayTesting';

let bundle: WorkflowBundleWithSourceMap;
let database: TestDatabase;

beforeAll(async () => {
  [bundle, database] = await Promise.all([bundleForReplay(), startTestDatabase()]);
  // 600 employees: 510 sellers, two batches of the process.
  await seedCommissionDemo({ employees: 600, today: '2026-01-05' });
}, 60_000);
afterAll(async () => {
  await database?.close();
});

async function embeddedRun(): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({})]);
  const clock = new TestClock();
  const workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ commissions: { now: () => clock.now() } }) });
  try {
    const { workflowId } = await workflows.gateway.start(
      'commissionCalculation',
      { variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-11-01' },
      { workflowId: 'replay-commission' },
    );
    await clock.runUntil(workflows.gateway.result(workflowId));
    const described = await workflows.runtime.describe(workflowId);
    return { run: described, history: described.history };
  } finally {
    await workflows.close();
  }
}

describe('replay of an embedded commission calculation on Temporal', () => {
  it('replays the run: same activities in the same order with the same inputs, same result', async () => {
    const { run, history } = await embeddedRun();
    const replayed = await replayOnTemporal(bundle, run, history);
    expect(replayed.activities).toEqual(embeddedActivities(history));
    expect(replayed.activities.map((activity) => activity.activityType)).toEqual(['planCommissionRun', 'calculateCommissionBatch', 'calculateCommissionBatch']);
    expect(replayed.outcome).toEqual({ completed: run.result });
    expect(run.result).toMatchObject({ status: 'completed', employees: 510 });
  }, 60_000);

  it('rejects a history whose activities differ (a batch missing)', async () => {
    const { run, history } = await embeddedRun();
    const lastBatch = history.filter((event) => event.type === 'ActivityScheduled').at(-1) as HistoryEvent & { seq: number };
    const tampered = history.filter((event) => !('seq' in event && event.seq === lastBatch.seq && event.type.startsWith('Activity')));
    await expect(replayOnTemporal(bundle, run, tampered)).rejects.toThrow(/[Nn]ondeterminism/);
  }, 60_000);
});
