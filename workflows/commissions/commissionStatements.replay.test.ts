import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { CommissionStatementModel } from '../../db/models/commissions';
import { DEMO_ORGANIZATION_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { DAY_MS } from '../../domain/commissions/statements';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { HistoryEvent, RunRecord } from '../../workers/embedded/types';
import { bundleForReplay, embeddedActivities, replayOnTemporal } from '../../workers/temporal/replayTesting';
import { approveStatements, batchIdOf, disputeStatement, exportStatements, resolveDispute, type NotifyBatch } from '../../api/commissions/statements/service';
import { statementsChangedSignal } from './commissionStatements';

let bundle: WorkflowBundleWithSourceMap;
let database: TestDatabase;
const period = { organizationId: DEMO_ORGANIZATION_ID, periodStart: '2025-12-01', periodEnd: '2026-01-01' };

beforeAll(async () => {
  [bundle, database] = await Promise.all([bundleForReplay(), startTestDatabase()]);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

/** A whole period on the embedded runtime: a reminder on the timer, a dispute recalculated, approval and export by signals. */
async function embeddedRun(): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  await clearCommissionData();
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({})]);
  await seedCommissionDemo({ employees: 20, today: '2026-01-05' });
  const clock = new TestClock();
  const workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ commissions: { now: () => clock.now() } }) });
  const notify: NotifyBatch = (batchId, action, statements) =>
    workflows.gateway.signal(batchId, statementsChangedSignal, { action, statements }).catch((error: { code?: string }) => {
      if (error.code !== 'WorkflowNotRunning') throw error;
    });
  const actor = { name: 'revisora' };
  try {
    const workflowId = batchIdOf(period);
    await workflows.gateway.start('commissionStatements', period, { workflowId });
    await clock.advance(3 * DAY_MS);
    const statement = (await CommissionStatementModel.findOne({ employeeId: '01-000001' }).lean())!;
    await disputeStatement({ id: statement.id, comment: 'revisar', onBehalfOfEmployee: false }, actor, new Date(clock.now()), notify);
    await resolveDispute({ id: statement.id, choice: 'recalculate', reason: 'recalcular' }, actor, new Date(clock.now()), notify);
    await clock.advance(0);
    await approveStatements({ period, reason: 'ok' }, actor, new Date(clock.now()), notify);
    await exportStatements(period, actor, new Date(clock.now()), notify);
    await clock.runUntil(workflows.gateway.result(workflowId));
    const described = await workflows.runtime.describe(workflowId);
    return { run: described, history: described.history };
  } finally {
    await workflows.close();
  }
}

describe('replay of an embedded commission statements run on Temporal', () => {
  it('replays the run: same activities, timers and signals in the same order with the same inputs, same result', async () => {
    const { run, history } = await embeddedRun();
    const replayed = await replayOnTemporal(bundle, run, history);
    expect(replayed.activities).toEqual(embeddedActivities(history));
    expect(replayed.activities.map((activity) => activity.activityType)[0]).toBe('generateStatements');
    expect(replayed.activities.filter((activity) => activity.activityType === 'reviewStatements').length).toBeGreaterThanOrEqual(3);
    expect(replayed.outcome).toEqual({ completed: run.result });
    expect(run.result).toMatchObject({ recalculated: 1, reminded: expect.any(Number) });
    expect(history.some((event) => event.type === 'TimerFired')).toBe(true);
    expect(history.some((event) => event.type.includes('Signal'))).toBe(true);
  }, 60_000);

  it('rejects a history whose activities differ (the last review pass missing)', async () => {
    const { run, history } = await embeddedRun();
    const last = history.filter((event) => event.type === 'ActivityScheduled').at(-1) as HistoryEvent & { seq: number };
    const tampered = history.filter((event) => !('seq' in event && event.seq === last.seq && event.type.startsWith('Activity')));
    await expect(replayOnTemporal(bundle, run, tampered)).rejects.toThrow(/[Nn]ondeterminism/);
  }, 60_000);
});
