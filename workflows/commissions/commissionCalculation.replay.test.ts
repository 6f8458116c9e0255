import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker, type InjectedSinks, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { DEMO_COMMISSION_ID } from '../../db/seed/commissions/demo';
import { seedCommissionDemo } from '../../db/seed/commissions/seed';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { HistoryEvent, RunRecord } from '../../workers/embedded/types';
import { toTemporalHistory } from '../../workers/temporal/history';
import { workflowsPath } from '../../workers/temporal/worker';
import type { ReplayRecorderSinks } from '../temporal/replayRecorder';

const recorderPath = fileURLToPath(new URL('../temporal/replayRecorder.ts', import.meta.url));
const quietLogger = new DefaultLogger('ERROR');
let bundle: WorkflowBundleWithSourceMap;
let database: TestDatabase;

Runtime.install({ logger: quietLogger });

beforeAll(async () => {
  [bundle, database] = await Promise.all([bundleWorkflowCode({ workflowsPath, workflowInterceptorModules: [recorderPath], logger: quietLogger }), startTestDatabase()]);
  // 600 employees: 510 sellers, two batches of the process.
  await seedCommissionDemo({ employees: 600 });
}, 60_000);
afterAll(async () => {
  await database?.close();
});

interface Recording {
  activities: { activityType: string; args: unknown[] }[];
  outcome?: { completed: unknown } | { failed: { type: string | undefined; message: string } };
}

async function replay(history: ReturnType<typeof toTemporalHistory>, workflowId: string): Promise<Recording> {
  const recording: Recording = { activities: [] };
  const sinks: InjectedSinks<ReplayRecorderSinks> = {
    replayRecorder: {
      activity: { fn: (_info, activityType, args) => void recording.activities.push({ activityType, args }), callDuringReplay: true },
      timer: { fn: () => undefined, callDuringReplay: true },
      completed: { fn: (_info, result) => void (recording.outcome = { completed: result }), callDuringReplay: true },
      failed: { fn: (_info, type, message) => void (recording.outcome = { failed: { type, message } }), callDuringReplay: true },
    },
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A malformed history can leave the replay worker waiting forever.
  const guard = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('replay did not finish within 20 s')), 20_000);
  });
  try {
    await Promise.race([Worker.runReplayHistory({ workflowBundle: bundle, sinks }, history, workflowId), guard]);
  } finally {
    clearTimeout(timer);
  }
  return recording;
}

async function embeddedRun(): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({})]);
  const clock = new TestClock();
  const workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ commissions: { now: () => clock.now() } }) });
  try {
    const { workflowId } = await workflows.gateway.start('commissionCalculation', { variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-11-01' }, { workflowId: 'replay-commission' });
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
    const replayed = await replay(toTemporalHistory(run, history), run.workflowId);
    const embedded = history.filter((event) => event.type === 'ActivityScheduled').map((event) => ({ activityType: (event as { activityType: string }).activityType, args: (event as { input: unknown[] }).input }));
    expect(replayed.activities).toEqual(embedded);
    expect(replayed.activities.map((activity) => activity.activityType)).toEqual(['planCommissionRun', 'calculateCommissionBatch', 'calculateCommissionBatch']);
    expect(replayed.outcome).toEqual({ completed: run.result });
    expect(run.result).toMatchObject({ status: 'completed', employees: 510 });
  }, 60_000);

  it('rejects a history whose activities differ (a batch missing)', async () => {
    const { run, history } = await embeddedRun();
    const lastBatch = history.filter((event) => event.type === 'ActivityScheduled').at(-1) as HistoryEvent & { seq: number };
    const tampered = history.filter((event) => !('seq' in event && event.seq === lastBatch.seq && event.type.startsWith('Activity')));
    await expect(replay(toTemporalHistory(run, tampered), run.workflowId)).rejects.toThrow(/[Nn]ondeterminism/);
  }, 60_000);
});
