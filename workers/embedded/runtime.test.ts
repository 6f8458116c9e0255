import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { WorkflowEventModel, WorkflowRunModel, WorkflowRuntimeLeaseModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { createMongooseWorkflowStore } from './mongooseStore';
import { TestClock } from './clock';
import { WorkflowGatewayError, WorkflowRunFailedError } from './errors';
import { createMemoryWorkflowStore } from './memoryStore';
import { EmbeddedWorkflowRuntime } from './runtime';
import { createLedger, createProbeActivities } from './probeActivities';
import { approveSignal, probeProcesses, statusQuery } from './probeProcesses';
import type { WorkflowStore } from './types';
import { defineProcess } from '../../workflows/context';

const MINUTE = 60_000;
const open: EmbeddedWorkflowRuntime[] = [];

let database: TestDatabase | undefined;
let storeKind: 'memory' | 'mongoose' = 'memory';

/** A fresh, empty store of the kind under test. */
async function freshStore(): Promise<WorkflowStore> {
  if (storeKind === 'memory') return createMemoryWorkflowStore();
  await Promise.all([
    WorkflowRunModel.deleteMany({}),
    WorkflowEventModel.deleteMany({}),
    WorkflowScheduleModel.deleteMany({}),
    WorkflowRuntimeLeaseModel.deleteMany({}),
  ]);
  return createMongooseWorkflowStore();
}

async function openRuntime(store?: WorkflowStore, clock = new TestClock(), ledger = createLedger()) {
  const { activities } = createProbeActivities(() => clock.now(), ledger);
  store ??= await freshStore();
  const runtime = new EmbeddedWorkflowRuntime({
    store,
    clock,
    activities,
    processes: probeProcesses,
    shutdownGraceMs: 1000,
    activitySettleMs: 20,
  });
  await runtime.open();
  open.push(runtime);
  return { runtime, clock, store, ledger };
}

afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

afterAll(async () => {
  await database?.close();
});

describe.each(['memory', 'mongoose'] as const)('on the %s store', (kind) => {
  beforeAll(async () => {
    storeKind = kind;
    if (kind === 'mongoose' && !database) database = await startTestDatabase();
  });

  describe('embedded runtime: timers, activities and results', () => {
    it('runs activities and a durable timer on the test clock', async () => {
      const { runtime, clock, ledger } = await openRuntime();
      const { workflowId } = await runtime.start('greetLater', { name: 'Ana' }, { workflowId: 'greet-1' });
      await clock.advance(0);
      expect(ledger.count('greet')).toBe(1);
      expect((await runtime.describe(workflowId)).pendingTimers).toHaveLength(1);

      await clock.advance(59 * MINUTE);
      expect(ledger.count('greet')).toBe(1);
      await clock.advance(MINUTE);
      expect(await runtime.result(workflowId)).toEqual(['Hola, Ana', 'Hola, Ana (later)']);
      expect(ledger.calls[1].at - ledger.calls[0].at).toBe(60 * MINUTE);

      const described = await runtime.describe(workflowId);
      expect(described.status).toBe('completed');
      expect(described.history.map((event) => event.type)).toEqual([
        'WorkflowStarted',
        'ActivityScheduled',
        'ActivityCompleted',
        'TimerStarted',
        'TimerFired',
        'ActivityScheduled',
        'ActivityCompleted',
        'WorkflowCompleted',
      ]);
      expect(clock.pendingTimers).toBe(0);
    });

    it('refuses a second run with the same workflow id while the first runs, and unknown types', async () => {
      const { runtime } = await openRuntime();
      await runtime.start('greetLater', { name: 'Ana' }, { workflowId: 'same' });
      await expect(runtime.start('greetLater', { name: 'Eva' }, { workflowId: 'same' })).rejects.toMatchObject({ code: 'WorkflowAlreadyRunning' });
      await expect(runtime.start('nope', {})).rejects.toMatchObject({ code: 'WorkflowTypeUnknown' });
    });
  });

  describe('embedded runtime: signals and queries', () => {
    it('delivers a signal, answers queries while running and after it finished', async () => {
      const { runtime, clock } = await openRuntime();
      const { workflowId } = await runtime.start('approval', { item: 'order-7' });
      await clock.advance(MINUTE);
      expect(await runtime.query(workflowId, statusQuery.name)).toEqual({ stage: 'waiting', approvedBy: null });
      await runtime.signal(workflowId, approveSignal.name, ['lucia']);
      const result = (await clock.runUntil(runtime.result(workflowId))) as { approvedBy: string; id: string };
      expect(result.approvedBy).toBe('lucia');
      expect(result.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(await runtime.query(workflowId, statusQuery.name)).toEqual({ stage: 'approved', approvedBy: 'lucia' });
      const types = (await runtime.describe(workflowId)).history.map((event) => event.type);
      // condition(…, timeout) cancels its timer once the condition holds, as on Temporal.
      expect(types.slice(0, 4)).toEqual(['WorkflowStarted', 'TimerStarted', 'SignalReceived', 'TimerCancelled']);
      await expect(runtime.query(workflowId, 'unknown')).rejects.toMatchObject({ code: 'QueryUnknown' });
      await expect(runtime.signal(workflowId, approveSignal.name, ['x'])).rejects.toMatchObject({ code: 'WorkflowNotRunning' });
    });

    it('times a condition out on the clock', async () => {
      const { runtime, clock } = await openRuntime();
      const { workflowId } = await runtime.start('approval', { item: 'order-8' });
      await clock.advance(24 * 60 * MINUTE);
      expect(await runtime.result(workflowId)).toMatchObject({ approvedBy: null });
      expect(await runtime.query(workflowId, statusQuery.name)).toEqual({ stage: 'expired', approvedBy: null });
    });
  });

  describe('embedded runtime: retries, failures, timeouts, cancellation', () => {
    it('retries with exponential backoff (1 s, 2 s) until the activity succeeds', async () => {
      const { runtime, clock, ledger } = await openRuntime();
      const { workflowId } = await runtime.start('retrying', { key: 'a', failures: 2 });
      expect(await clock.runUntil(runtime.result(workflowId))).toBe(3);
      const times = ledger.calls.filter((call) => call.activity === 'flaky').map((call) => call.at);
      expect([times[1] - times[0], times[2] - times[1]]).toEqual([1000, 2000]);
      const history = (await runtime.describe(workflowId)).history;
      expect(history.filter((event) => event.type === 'ActivityAttemptFailed')).toHaveLength(2);
    });

    it('gives up after maximumAttempts and the process sees the failure', async () => {
      const { runtime, clock, ledger } = await openRuntime();
      const { workflowId } = await runtime.start('retrying', { key: 'b', failures: 10 });
      const outcome = clock.runUntil(runtime.result(workflowId));
      await expect(outcome).rejects.toBeInstanceOf(WorkflowRunFailedError);
      await expect(outcome).rejects.toMatchObject({ failureType: 'GaveUp', message: 'gave up: flaky failure 4' });
      expect(ledger.count('flaky')).toBe(4);
    });

    it('does not retry a non-retryable failure', async () => {
      const { runtime, clock, ledger } = await openRuntime();
      const { workflowId } = await runtime.start('rejecting', { reason: 'no stock' });
      const outcome = clock.runUntil(runtime.result(workflowId));
      await expect(outcome).rejects.toMatchObject({ failureType: 'RejectedForGood', message: 'no stock', failureDetails: [{ reason: 'no stock' }] });
      expect(ledger.count('rejectForGood')).toBe(1);
      expect((await runtime.describe(workflowId)).status).toBe('failed');
    });

    it('times out an activity attempt after startToCloseTimeout', async () => {
      const { runtime, clock, ledger } = await openRuntime();
      const { workflowId } = await runtime.start('hanging', {});
      expect(await clock.runUntil(runtime.result(workflowId))).toBe('timed out: StartToCloseTimeout');
      expect(ledger.count('hang')).toBe(2);
    });

    it('cancels a run: timers stop, non-cancellable clean-up runs, status cancelled', async () => {
      const { runtime, clock, ledger } = await openRuntime();
      const { workflowId } = await runtime.start('cancellable', { key: 'k1' });
      await clock.advance(MINUTE);
      await runtime.cancel(workflowId);
      const outcome = clock.runUntil(runtime.result(workflowId));
      await expect(outcome).rejects.toMatchObject({ code: 'RunCancelled' });
      expect(ledger.count('cleanUp')).toBe(1);
      const described = await runtime.describe(workflowId);
      expect(described.status).toBe('cancelled');
      expect(described.history.map((event) => event.type)).toContain('TimerCancelled');
      expect(clock.pendingTimers).toBe(0);
    });

    it('refuses an activity result too large for a history event, without retrying', async () => {
      const clock = new TestClock();
      const ledger = createLedger();
      const { activities } = createProbeActivities(() => clock.now(), ledger);
      const runtime = new EmbeddedWorkflowRuntime({ store: await freshStore(), clock, activities, processes: probeProcesses, maxPayloadBytes: 10 });
      await runtime.open();
      open.push(runtime);
      const { workflowId } = await runtime.start('greetLater', { name: 'Ana' });
      await expect(clock.runUntil(runtime.result(workflowId))).rejects.toMatchObject({ code: 'RunFailed' });
      const failed = (await runtime.describe(workflowId)).history.find((event) => event.type === 'ActivityFailed');
      expect(failed).toMatchObject({ failure: { type: 'PayloadTooLarge', nonRetryable: true } });
      expect(ledger.count('greet')).toBe(1);
    });

    it('waits for a result with a timeout', async () => {
      const { runtime, clock } = await openRuntime();
      const { workflowId } = await runtime.start('cancellable', { key: 'k2' });
      const waiting = runtime.result(workflowId, { timeoutMs: 10 * MINUTE });
      const assertion = expect(waiting).rejects.toMatchObject({ code: 'ResultTimeout' });
      await clock.advance(11 * MINUTE);
      await assertion;
    });
  });

  describe('embedded runtime: list and describe', () => {
    it('lists runs by type and status and describes pending work', async () => {
      const { runtime, clock } = await openRuntime();
      await runtime.start('greetLater', { name: 'A' }, { workflowId: 'l-1' });
      await runtime.start('approval', { item: 'x' }, { workflowId: 'l-2' });
      await clock.advance(0);
      expect((await runtime.list()).map((run) => run.workflowId).sort()).toEqual(['l-1', 'l-2']);
      expect((await runtime.list({ workflowType: 'approval' })).map((run) => run.workflowId)).toEqual(['l-2']);
      await clock.advance(60 * MINUTE);
      expect((await runtime.list({ status: 'completed' })).map((run) => run.workflowId)).toEqual(['l-1']);
      const described = await runtime.describe('l-2');
      expect(described).toMatchObject({ status: 'running', workflowType: 'approval', input: { item: 'x' } });
      expect(described.pendingTimers).toEqual([{ seq: 1, fireAt: described.startTime + 86_400_000 }]);
      await expect(runtime.describe('missing')).rejects.toBeInstanceOf(WorkflowGatewayError);
    });
  });

  describe('embedded runtime: one owner per database', () => {
    it('refuses a second runtime on the same store while the first runs, then lets it in', async () => {
      const store = await freshStore();
      const clock = new TestClock();
      const first = await openRuntime(store, clock);
      const { activities } = createProbeActivities(() => clock.now());
      const second = new EmbeddedWorkflowRuntime({ store, clock, activities, processes: probeProcesses });
      await expect(second.open()).rejects.toMatchObject({
        code: 'RuntimeBusy',
        message: expect.stringContaining(`already runs in process ${process.pid} on ${os.hostname()}`),
      });
      await first.runtime.close();
      open.splice(open.indexOf(first.runtime), 1);
      await second.open();
      open.push(second);
    });

    it('replaces the lease of a process that is gone, not one held on another host', async () => {
      const store = await freshStore();
      const gonePid = 2 ** 22 + 4321;
      const onOtherHost = { holderId: 'other-host', pid: process.pid, host: 'elsewhere.example', expiresAt: 0 };
      expect(await store.acquireLease(onOtherHost, 60_000)).toEqual({ acquired: true });
      const clock = new TestClock();
      const { activities } = createProbeActivities(() => clock.now());
      const blocked = new EmbeddedWorkflowRuntime({ store, clock, activities, processes: probeProcesses });
      await expect(blocked.open()).rejects.toMatchObject({ code: 'RuntimeBusy' });
      await store.releaseLease('other-host');
      expect(await store.acquireLease({ holderId: 'gone', pid: gonePid, host: os.hostname(), expiresAt: 0 }, 60_000)).toEqual({ acquired: true });
      await openRuntime(store, clock);
      expect(await store.acquireLease({ holderId: 'gone', pid: gonePid, host: os.hostname(), expiresAt: 0 }, 60_000)).toMatchObject({
        acquired: false,
        holder: { pid: process.pid },
      });
    });
  });

  describe('embedded runtime: restart', () => {
    it('resumes a run waiting on a timer and one waiting on a signal; side effects happen once', async () => {
      const store = await freshStore();
      const clock = new TestClock();
      const ledger = createLedger();
      const first = await openRuntime(store, clock, ledger);
      await first.runtime.start('greetLater', { name: 'Rita' }, { workflowId: 'r-timer' });
      await first.runtime.start('approval', { item: 'r' }, { workflowId: 'r-signal' });
      await clock.advance(10 * MINUTE);
      expect(ledger.count('greet')).toBe(1);
      await first.runtime.close();
      open.splice(open.indexOf(first.runtime), 1);

      await clock.advance(20 * MINUTE);
      const second = await openRuntime(store, clock, ledger);
      expect(await second.runtime.query('r-signal', statusQuery.name)).toEqual({ stage: 'waiting', approvedBy: null });
      await second.runtime.signal('r-signal', approveSignal.name, ['omar']);
      await clock.advance(30 * MINUTE);
      expect(await second.runtime.result('r-timer')).toEqual(['Hola, Rita', 'Hola, Rita (later)']);
      expect(await second.runtime.result('r-signal')).toMatchObject({ approvedBy: 'omar' });
      expect(ledger.calls.map((call) => call.args[0])).toEqual(['Rita', 'r:approved', 'Rita (later)']);
    });

    it('fires a timer that came due while the runtime was down, at once', async () => {
      const store = await freshStore();
      const clock = new TestClock();
      const first = await openRuntime(store, clock);
      await first.runtime.start('greetLater', { name: 'Leo' }, { workflowId: 'late' });
      await clock.advance(0);
      await first.runtime.close();
      open.splice(open.indexOf(first.runtime), 1);
      await clock.advance(5 * 60 * MINUTE);
      const second = await openRuntime(store, clock);
      await clock.advance(0);
      expect((await second.runtime.describe('late')).status).toBe('completed');
    });

    it('refuses to resume a run whose code no longer matches its history', async () => {
      const store = await freshStore();
      const clock = new TestClock();
      const first = await openRuntime(store, clock);
      await first.runtime.start('greetLater', { name: 'Ivo' }, { workflowId: 'changed' });
      await clock.advance(0);
      await first.runtime.close();
      open.splice(open.indexOf(first.runtime), 1);
      const { activities } = createProbeActivities(() => clock.now());
      const runtime = new EmbeddedWorkflowRuntime({
        store,
        clock,
        activities,
        // Same name, different code: sleeps first instead of calling greet.
        processes: { ...probeProcesses, greetLater: { ...probeProcesses.cancellable, name: 'greetLater' } },
      });
      await runtime.open();
      open.push(runtime);
      await expect(runtime.signal('changed', 'x')).rejects.toMatchObject({ code: 'WorkflowNotRunning' });
      expect((await runtime.describe('changed')).status).toBe('running');
      await expect(runtime.start('greetLater', { name: 'Ivo' }, { workflowId: 'changed' })).rejects.toMatchObject({
        code: 'WorkflowAlreadyRunning',
      });
    });
  });
});

describe('embedded runtime: activity slots', () => {
  it('runs at most maxConcurrentActivities attempts at once; the others wait their turn, and all complete', async () => {
    let running = 0;
    let most = 0;
    const activities = {
      async work(index: number): Promise<number> {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return index;
      },
    };
    const fanOut = defineProcess<{ count: number }, number[]>('fanOut', async (ctx, input) => {
      const probe = ctx.activities<typeof activities>({ startToCloseTimeoutMs: 1000 });
      return Promise.all(Array.from({ length: input.count }, (_, index) => probe.work(index)));
    });
    const clock = new TestClock();
    const runtime = new EmbeddedWorkflowRuntime({
      store: createMemoryWorkflowStore(),
      clock,
      activities,
      processes: { fanOut } as never,
      maxConcurrentActivities: 2,
      activitySettleMs: 1000,
    });
    await runtime.open();
    open.push(runtime);
    const first = await runtime.start('fanOut', { count: 5 }, { workflowId: 'fan-1' });
    const second = await runtime.start('fanOut', { count: 3 }, { workflowId: 'fan-2' });
    expect(await clock.runUntil(runtime.result(first.workflowId))).toEqual([0, 1, 2, 3, 4]);
    expect(await clock.runUntil(runtime.result(second.workflowId))).toEqual([0, 1, 2]);
    expect(most).toBe(2);
  });
});
