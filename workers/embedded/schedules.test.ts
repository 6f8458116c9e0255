import { afterEach, describe, expect, it } from 'vitest';
import { TestClock } from './clock';
import { createMemoryWorkflowStore } from './memoryStore';
import { EmbeddedWorkflowRuntime } from './runtime';
import { cronSchedule, nextCronTime } from './schedules';
import { createProbeActivities } from './probeActivities';
import { probeProcesses } from './probeProcesses';
import type { WorkflowStore } from './types';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 5, 15, 0, 0);
const open: EmbeddedWorkflowRuntime[] = [];

async function openRuntime(store: WorkflowStore, clock: TestClock) {
  const { activities } = createProbeActivities(() => clock.now());
  const runtime = new EmbeddedWorkflowRuntime({ store, clock, activities, processes: probeProcesses, activitySettleMs: 20 });
  await runtime.open();
  open.push(runtime);
  return runtime;
}

afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

async function startMinutes(runtime: EmbeddedWorkflowRuntime, scheduleId: string): Promise<number[]> {
  const runs = await runtime.list({ scheduleId });
  return runs.map((run) => (run.startTime - START) / MINUTE).sort((a, b) => a - b);
}

describe('cron expressions', () => {
  it.each([
    ['*/15 * * * *', 'UTC', '2026-01-05T10:07:00Z', '2026-01-05T10:15:00Z'],
    ['0 9 * * 1-5', 'America/Mexico_City', '2026-01-03T12:00:00Z', '2026-01-05T15:00:00Z'],
    ['30 8 1 * *', 'UTC', '2026-01-01T08:30:00Z', '2026-02-01T08:30:00Z'],
    ['@daily', 'UTC', '2026-03-10T23:59:00Z', '2026-03-11T00:00:00Z'],
    ['0 0 13 * 5', 'UTC', '2026-02-01T00:00:00Z', '2026-02-06T00:00:00Z'],
    // Daylight saving: 02:30 does not exist on 8 March in New York, the run is at 03:00 EDT...
    ['30 2 * * *', 'America/New_York', '2026-03-07T12:00:00Z', '2026-03-08T07:00:00Z'],
    // ...and 01:30 occurs twice on 1 November: one run, the next one the day after.
    ['30 1 * * *', 'America/New_York', '2026-11-01T05:31:00Z', '2026-11-02T06:30:00Z'],
  ])('%s in %s after %s is %s', (expression, timeZone, after, expected) => {
    const next = nextCronTime(cronSchedule(expression, timeZone), Date.parse(after));
    expect(new Date(next!).toISOString()).toBe(new Date(expected).toISOString());
  });

  it('has no next time for a date that never comes', () => {
    expect(nextCronTime(cronSchedule('0 0 30 2 *'), Date.parse('2026-01-01T00:00:00Z'))).toBeUndefined();
  });

  it.each(['* * * *', '60 * * * *', '5-1 * * * *', 'a b c d e', '0 * * * * *'])('rejects %s', (expression) => {
    expect(() => cronSchedule(expression)).toThrow(/Invalid cron/);
  });
});

describe('embedded schedules', () => {
  it('allowAll starts every action even while earlier runs still run', async () => {
    const clock = new TestClock(START);
    const runtime = await openRuntime(createMemoryWorkflowStore(), clock);
    await runtime.scheduler.create({
      scheduleId: 'every-minute',
      workflowType: 'longJob',
      input: { minutes: 3 },
      spec: { intervals: [{ everyMs: MINUTE }] },
      overlap: 'allowAll',
    });
    await clock.advance(5 * MINUTE);
    expect(await startMinutes(runtime, 'every-minute')).toEqual([1, 2, 3, 4, 5]);
  });

  it('skip drops actions that come due while the previous run still runs', async () => {
    const clock = new TestClock(START);
    const runtime = await openRuntime(createMemoryWorkflowStore(), clock);
    await runtime.scheduler.create({
      scheduleId: 'skipper',
      workflowType: 'longJob',
      input: { minutes: 2.5 },
      spec: { intervals: [{ everyMs: MINUTE }] },
      overlap: 'skip',
    });
    await clock.advance(10 * MINUTE);
    expect(await startMinutes(runtime, 'skipper')).toEqual([1, 4, 7, 10]);
    expect((await runtime.scheduler.describe('skipper')).skippedActions).toBe(6);
  });

  it('bufferOne keeps one action and starts it when the running one ends', async () => {
    const clock = new TestClock(START);
    const runtime = await openRuntime(createMemoryWorkflowStore(), clock);
    await runtime.scheduler.create({
      scheduleId: 'buffer',
      workflowType: 'longJob',
      input: { minutes: 2.5 },
      spec: { intervals: [{ everyMs: MINUTE }] },
      overlap: 'bufferOne',
    });
    await clock.advance(9 * MINUTE);
    expect(await startMinutes(runtime, 'buffer')).toEqual([1, 3.5, 6, 8.5]);
  });

  it('bufferAll keeps every action and runs them one after another', async () => {
    const clock = new TestClock(START);
    const runtime = await openRuntime(createMemoryWorkflowStore(), clock);
    await runtime.scheduler.create({
      scheduleId: 'buffer-all',
      workflowType: 'longJob',
      input: { minutes: 2 },
      spec: { intervals: [{ everyMs: MINUTE }] },
      overlap: 'bufferAll',
    });
    await clock.advance(4 * MINUTE);
    expect(await startMinutes(runtime, 'buffer-all')).toEqual([1, 3]);
    expect((await runtime.scheduler.describe('buffer-all')).bufferedActions).toBe(2);
  });

  it('handles runs that end in their first step (no wait between start and close)', async () => {
    const clock = new TestClock(START);
    const runtime = await openRuntime(createMemoryWorkflowStore(), clock);
    await runtime.scheduler.create({
      scheduleId: 'instant',
      workflowType: 'instant',
      input: { value: 'ok' },
      spec: { intervals: [{ everyMs: MINUTE }] },
      overlap: 'bufferOne',
    });
    await clock.advance(3 * MINUTE);
    await runtime.scheduler.trigger('instant');
    await clock.advance(0);
    expect(await startMinutes(runtime, 'instant')).toEqual([1, 2, 3, 3]);
    expect((await runtime.list({ scheduleId: 'instant', status: 'completed' })).length).toBe(4);
    expect((await runtime.scheduler.describe('instant')).runningWorkflowIds).toEqual([]);
  });

  it('catches up missed actions inside the catch-up window after downtime', async () => {
    const store = createMemoryWorkflowStore();
    const clock = new TestClock(START);
    const first = await openRuntime(store, clock);
    await first.scheduler.create({
      scheduleId: 'catch-up',
      workflowType: 'longJob',
      input: { minutes: 0 },
      spec: { intervals: [{ everyMs: MINUTE }] },
      overlap: 'allowAll',
      catchupWindowMs: 3 * MINUTE,
    });
    await clock.advance(2 * MINUTE);
    await first.close();
    open.splice(open.indexOf(first), 1);

    await clock.advance(10 * MINUTE);
    const second = await openRuntime(store, clock);
    await clock.advance(0);
    // Down from minute 2 to 12: 3..8 are older than the 3-minute window, 9..12 run at recovery.
    const scheduledMinutes = async () => (await second.scheduler.describe('catch-up')).recentActions.map((action) => (action.scheduledAt - START) / MINUTE);
    expect(await scheduledMinutes()).toEqual([1, 2, 9, 10, 11, 12]);
    expect(await startMinutes(second, 'catch-up')).toEqual([1, 2, 12, 12, 12, 12]);
    expect((await second.scheduler.describe('catch-up')).skippedActions).toBe(6);
    await clock.advance(MINUTE);
    expect(await scheduledMinutes()).toEqual([1, 2, 9, 10, 11, 12, 13]);
  });

  it('creates, lists, triggers, describes and deletes a cron schedule', async () => {
    const clock = new TestClock(START);
    const runtime = await openRuntime(createMemoryWorkflowStore(), clock);
    await runtime.scheduler.create({
      scheduleId: 'report',
      workflowType: 'longJob',
      input: { minutes: 0 },
      spec: { cronExpressions: ['0 9 * * *'], timezone: 'America/Mexico_City' },
    });
    await expect(runtime.scheduler.create({ scheduleId: 'report', workflowType: 'longJob', spec: { cronExpressions: ['0 9 * * *'] } })).rejects.toMatchObject({
      code: 'ScheduleExists',
    });
    await expect(runtime.scheduler.create({ scheduleId: 'bad', workflowType: 'longJob', spec: {} })).rejects.toMatchObject({
      code: 'ScheduleInvalid',
    });
    await expect(runtime.scheduler.create({ scheduleId: 'bad', workflowType: 'nope', spec: { intervals: [{ everyMs: MINUTE }] } })).rejects.toMatchObject({
      code: 'WorkflowTypeUnknown',
    });
    expect((await runtime.scheduler.list()).map((schedule) => schedule.scheduleId)).toEqual(['report']);
    // 15:00Z is 09:00 in Mexico City: the next action is tomorrow at 15:00Z.
    expect((await runtime.scheduler.describe('report')).nextActionAt).toBe(START + 24 * 60 * MINUTE);

    await runtime.scheduler.trigger('report');
    await clock.advance(0);
    expect(await startMinutes(runtime, 'report')).toEqual([0]);
    await clock.advance(24 * 60 * MINUTE);
    expect(await startMinutes(runtime, 'report')).toEqual([0, 24 * 60]);

    await runtime.scheduler.delete('report');
    await expect(runtime.scheduler.delete('report')).rejects.toMatchObject({ code: 'ScheduleNotFound' });
    await clock.advance(24 * 60 * MINUTE);
    expect(await startMinutes(runtime, 'report')).toEqual([0, 24 * 60]);
  });
});
