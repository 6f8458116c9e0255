import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { TestClock } from '../embedded/clock';
import { startEmbeddedWorkflows } from '../embedded/host';
import { toTemporalHistory } from '../temporal/history';
import { createActivities } from '../activities';
import { erpQueryInput } from '../../workflows/erp/erpQuery';
import { eventTypeName, runDetailsFromHistory } from './temporalHistory';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

it('names events as Temporal does', () => {
  expect(eventTypeName(10)).toBe('ActivityTaskScheduled');
  expect(eventTypeName(1)).toBe('WorkflowExecutionStarted');
  expect(eventTypeName(undefined)).toBe('Unspecified');
});

it('reads a Temporal history into the same details the embedded runtime gives', async () => {
  const clock = new TestClock();
  const workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({}) });
  try {
    // The demo process: an activity, a durable timer, then the result.
    const { workflowId } = await workflows.gateway.start(
      'erpQuery',
      erpQueryInput({ operation: 'emptyContainerStock', articleKeys: ['E0101'] }, { ERP_POLL_INTERVAL_MS: 1000, ERP_DEADLINE_MS: 60_000 }),
      { workflowId: 'history-read' },
    );
    await clock.advance(0);
    await clock.advance(1500);
    const running = await workflows.runtime.describe(workflowId);
    const details = runDetailsFromHistory(toTemporalHistory(running, running.history).events ?? []);
    expect(details.input).toEqual(running.input);
    const scheduled = details.history.filter((event) => event.type === 'ActivityTaskScheduled').map((event) => event.attributes?.activityType);
    expect(scheduled).toEqual(
      running.history.filter((event) => event.type === 'ActivityScheduled').map((event) => (event as { activityType: string }).activityType),
    );
    expect(details.history[0]).toMatchObject({ type: 'WorkflowExecutionStarted', attributes: { workflowType: 'erpQuery' } });
    const timers = running.history.filter((event) => event.type === 'TimerStarted');
    const fired = running.history.filter((event) => event.type === 'TimerFired');
    expect(scheduled.length).toBeGreaterThan(0);
    expect(details.pendingTimers).toHaveLength(timers.length - fired.length);

    // A failed run: its failure.
    const invalid = await workflows.gateway.start('erpQuery', { operation: { operation: 'emptyContainerStock' } }, { workflowId: 'history-failed' });
    await clock.advance(0);
    const failedRun = await workflows.runtime.describe(invalid.workflowId);
    const failedRead = runDetailsFromHistory(toTemporalHistory(failedRun, failedRun.history).events ?? []);
    expect(failedRead.failure).toEqual({ type: 'ErpOperationInvalid', message: failedRun.failure!.message });

    // A finished run: its result.
    const done = await workflows.gateway.start('customerMassUpdate', { action: 'inactivate', customerRefs: [] }, { workflowId: 'history-done' });
    await clock.runUntil(workflows.gateway.result(done.workflowId));
    const completed = await workflows.runtime.describe(done.workflowId);
    const read = runDetailsFromHistory(toTemporalHistory(completed, completed.history).events ?? []);
    expect(read.result).toEqual(completed.result);
    expect(read.result).toMatchObject({ state: 'done', total: 0 });
    expect(read.history.at(-1)?.type).toBe('WorkflowExecutionCompleted');
  } finally {
    await workflows.close();
  }
});
