import { afterEach, describe, expect, it } from 'vitest';
import { defineProcess } from '../../workflows/context';
import { activityHeartbeat, activityHeartbeatDetails } from '../activities/activityContext';
import { TestClock } from './clock';
import { createMemoryWorkflowStore } from './memoryStore';
import { EmbeddedWorkflowRuntime } from './runtime';

/** Heartbeats on the embedded runtime: progress in memory, handed to the next attempt, never a history event. */
const open: EmbeddedWorkflowRuntime[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

interface Progress {
  next: number;
}

const counting = defineProcess<{ units: number; failAt: number }, { done: number[] }>('counting', async (ctx, input) => {
  const activities = ctx.activities<{ countUnits(input: { units: number; failAt: number }): Promise<{ done: number[] }> }>({
    startToCloseTimeoutMs: 60_000,
    heartbeatTimeoutMs: 10_000,
    retry: { initialIntervalMs: 1000, maximumAttempts: 3 },
  });
  return activities.countUnits(input);
});

describe('activity heartbeats on the embedded runtime', () => {
  it('hands the last heartbeat to the retried attempt, which resumes after it, and records no event for it', async () => {
    const clock = new TestClock();
    const store = createMemoryWorkflowStore();
    const done: number[] = [];
    const seen: (Progress | undefined)[] = [];
    let failed = false;
    const runtime = new EmbeddedWorkflowRuntime({
      store,
      clock,
      processes: { counting } as never,
      shutdownGraceMs: 1000,
      activitySettleMs: 20,
      activities: {
        async countUnits(input: { units: number; failAt: number }) {
          const progress = activityHeartbeatDetails<Progress>();
          seen.push(progress);
          for (let unit = progress?.next ?? 0; unit < input.units; unit += 1) {
            if (unit === input.failAt && !failed) {
              failed = true;
              throw new Error('the partner went away');
            }
            done.push(unit);
            activityHeartbeat({ next: unit + 1 });
          }
          return { done };
        },
      },
    });
    await runtime.open();
    open.push(runtime);
    const { workflowId } = await runtime.start('counting', { units: 6, failAt: 4 });
    const result = await clock.runUntil(runtime.result(workflowId), 60_000);
    expect(result).toEqual({ done: [0, 1, 2, 3, 4, 5] });
    expect(seen).toEqual([undefined, { next: 4 }]);
    const { history } = await runtime.describe(workflowId);
    // Started, scheduled, one failed attempt, completed, workflow completed: no event per unit.
    expect(history.map((event) => event.type)).toEqual([
      'WorkflowStarted',
      'ActivityScheduled',
      'ActivityAttemptFailed',
      'ActivityCompleted',
      'WorkflowCompleted',
    ]);
  });

  it('ignores heartbeats outside an activity', () => {
    expect(() => activityHeartbeat({ next: 1 })).not.toThrow();
    expect(activityHeartbeatDetails()).toBeUndefined();
  });
});
