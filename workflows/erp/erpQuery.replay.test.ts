import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import type { HistoryEvent, RunRecord } from '../../workers/embedded/types';
import { bundleForReplay, embeddedActivities, embeddedTimers, replayOnTemporal } from '../../workers/temporal/replayTesting';
import { erpQueryInput } from './erpQuery';
import { createStubErp } from './testing';

let bundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  bundle = await bundleForReplay();
}, 60_000);

/** Runs an ERP query on the embedded runtime with stubbed activities; `answer` plays the ERP agent after two polls. */
async function embeddedRun(answer: boolean): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  const erp = createStubErp();
  const clock = new TestClock(Date.parse('2026-11-21T12:00:00Z'));
  const workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: erp.activities });
  try {
    const input = erpQueryInput({ operation: 'salesRange', from: '01/11/2026', to: '07/11/2026' }, { ERP_POLL_INTERVAL_MS: 1000, ERP_DEADLINE_MS: 5000 });
    const { workflowId } = await workflows.gateway.start('erpQuery', input, { workflowId: answer ? 'replay-erp-answered' : 'replay-erp-deadline' });
    await clock.advance(1500);
    if (answer) erp.answer([{ date: '01/11/2026', storeId: '101', sku: '75001', pieces: 3 }]);
    await clock.runUntil(workflows.gateway.result(workflowId).catch(() => undefined));
    const described = await workflows.runtime.describe(workflowId);
    return { run: described, history: described.history };
  } finally {
    await workflows.close();
  }
}

describe('replay of an embedded ERP query on Temporal', () => {
  it('replays an answered query: same activities with the same inputs, same timers, same result', async () => {
    const { run, history } = await embeddedRun(true);
    expect(run.status).toBe('completed');
    const replayed = await replayOnTemporal(bundle, run, history);
    expect(replayed.activities).toEqual(embeddedActivities(history));
    expect(replayed.timers).toEqual(embeddedTimers(history));
    expect(replayed.activities.map((activity) => activity.activityType)).toEqual([
      'createErpRequest',
      'readErpRequest',
      'readErpRequest',
      'readErpRequest',
      'readErpResponse',
      'deleteErpRequest',
    ]);
    expect(replayed.outcome).toEqual({ completed: run.result });
  }, 60_000);

  it('replays a query that hit its deadline: the same failure', async () => {
    const { run, history } = await embeddedRun(false);
    expect(run.status).toBe('failed');
    const replayed = await replayOnTemporal(bundle, run, history);
    expect(replayed.activities).toEqual(embeddedActivities(history));
    expect(replayed.outcome).toEqual({ failed: { type: 'ErpDeadlineExceeded', message: 'The ERP did not answer within 5 s' } });
  }, 60_000);

  it('rejects a history whose activities differ (a poll missing)', async () => {
    const { run, history } = await embeddedRun(true);
    const secondPoll = history.filter((event) => event.type === 'ActivityScheduled')[2] as HistoryEvent & { seq: number };
    const tampered = history.filter((event) => !('seq' in event && event.seq === secondPoll.seq && event.type.startsWith('Activity')));
    await expect(replayOnTemporal(bundle, run, tampered)).rejects.toThrow(/[Nn]ondeterminism/);
  }, 60_000);
});
