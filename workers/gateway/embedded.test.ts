import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../embedded/host';
import { createMemoryWorkflowStore } from '../embedded/memoryStore';
import { createProbeActivities } from '../embedded/probeActivities';
import { approveSignal, probeProcesses, statusQuery } from '../embedded/probeProcesses';
import { WorkflowRunFailedError } from '../embedded/errors';

let clock: TestClock;
let workflows: EmbeddedWorkflows;

beforeEach(async () => {
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({
    store: createMemoryWorkflowStore(),
    clock,
    activities: createProbeActivities(() => clock.now()).activities,
    processes: probeProcesses,
  });
});
afterEach(async () => {
  await workflows.close();
});

describe('embedded workflow gateway', () => {
  it('starts, signals with a typed definition, queries, describes, lists and waits', async () => {
    const { gateway } = workflows;
    expect(gateway.backend).toBe('embedded');
    const { workflowId, runId } = await gateway.start('approval', { item: 'promo' }, { workflowId: 'gw-approval' });
    expect(await gateway.query(workflowId, statusQuery)).toEqual({ stage: 'waiting', approvedBy: null });
    await gateway.signal(workflowId, approveSignal, 'marta');
    const result = await clock.runUntil(gateway.result<{ approvedBy: string }>(workflowId));
    expect(result.approvedBy).toBe('marta');

    const described = await gateway.describe(workflowId);
    expect(described).toMatchObject({ workflowId, runId, workflowType: 'approval', status: 'completed', input: { item: 'promo' } });
    expect(described.history[0]).toMatchObject({ eventId: 1, type: 'WorkflowStarted', attributes: { workflowType: 'approval', input: { item: 'promo' } } });
    expect(described.history.find((event) => event.type === 'SignalReceived')?.attributes).toEqual({ name: 'approve', args: ['marta'] });
    expect(await gateway.list({ workflowType: 'approval', status: 'completed' })).toEqual([
      { workflowId, runId, workflowType: 'approval', status: 'completed', startTime: described.startTime, closeTime: described.closeTime },
    ]);
    expect(await gateway.list({ status: 'terminated' })).toEqual([]);
  });

  it('reports a failed run with its type and details, and a cancelled one', async () => {
    const { gateway } = workflows;
    const rejected = await gateway.start('rejecting', { reason: 'sin existencias' });
    const failure = clock.runUntil(gateway.result(rejected.workflowId));
    await expect(failure).rejects.toBeInstanceOf(WorkflowRunFailedError);
    await expect(failure).rejects.toMatchObject({ code: 'RunFailed', failureType: 'RejectedForGood', message: 'sin existencias' });
    expect((await gateway.describe(rejected.workflowId)).failure).toMatchObject({ type: 'RejectedForGood', message: 'sin existencias' });

    const sleeping = await gateway.start('cancellable', { key: 'gw' });
    await gateway.cancel(sleeping.workflowId);
    await expect(clock.runUntil(gateway.result(sleeping.workflowId))).rejects.toMatchObject({ code: 'RunCancelled' });
  });

  it('manages schedules: create, list with next action, trigger, delete', async () => {
    const { gateway } = workflows;
    await gateway.createSchedule({
      scheduleId: 'gw-hourly',
      workflowType: 'longJob',
      input: { minutes: 0 },
      spec: { cronExpressions: ['0 * * * *'] },
      overlap: 'bufferOne',
      catchupWindowMs: 600_000,
    });
    const [listed] = await gateway.listSchedules();
    expect(listed).toMatchObject({ scheduleId: 'gw-hourly', workflowType: 'longJob', overlap: 'bufferOne', catchupWindowMs: 600_000, recentActions: [] });
    expect(listed.nextActionAt).toBe(Math.ceil((clock.now() + 1) / 3_600_000) * 3_600_000);
    await gateway.triggerSchedule('gw-hourly');
    await clock.advance(0);
    expect((await gateway.listSchedules())[0].recentActions).toHaveLength(1);
    expect(await gateway.list({ workflowType: 'longJob' })).toHaveLength(1);
    await gateway.deleteSchedule('gw-hourly');
    expect(await gateway.listSchedules()).toEqual([]);
    await expect(gateway.triggerSchedule('gw-hourly')).rejects.toMatchObject({ code: 'ScheduleNotFound' });
  });

  it('refuses work after close', async () => {
    await workflows.close();
    await expect(workflows.gateway.start('approval', { item: 'late' })).rejects.toMatchObject({ code: 'RuntimeClosed' });
  });
});
