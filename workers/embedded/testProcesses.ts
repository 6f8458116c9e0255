import { ApplicationFailure } from '@temporalio/common';
import mongoose from 'mongoose';
import {
  defineProcess,
  defineQuery,
  defineSignal,
  failureOf,
  ProcessFailure,
  type ProcessDefinition,
} from '../../workflows/context';

/**
 * Small processes that exercise each runtime feature, with activities that count their side
 * effects. Used by the embedded runtime's tests (and the restart test's child process).
 */
export interface ProbeActivities {
  greet(name: string): Promise<string>;
  flaky(key: string, failures: number): Promise<number>;
  rejectForGood(reason: string): Promise<void>;
  hang(): Promise<void>;
  cleanUp(key: string): Promise<void>;
}

export interface ProbeLedger {
  calls: { activity: string; args: unknown[]; at: number }[];
  count(activity: string): number;
}

export function createProbeActivities(now: () => number, ledger: ProbeLedger = createLedger()) {
  const attempts = new Map<string, number>();
  const activities: ProbeActivities = {
    async greet(name) {
      ledger.calls.push({ activity: 'greet', args: [name], at: now() });
      return `Hola, ${name}`;
    },
    async flaky(key, failures) {
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      ledger.calls.push({ activity: 'flaky', args: [key, failures], at: now() });
      if (attempt <= failures) throw new Error(`flaky failure ${attempt}`);
      return attempt;
    },
    async rejectForGood(reason) {
      ledger.calls.push({ activity: 'rejectForGood', args: [reason], at: now() });
      throw ApplicationFailure.nonRetryable(reason, 'RejectedForGood', { reason });
    },
    hang() {
      ledger.calls.push({ activity: 'hang', args: [], at: now() });
      return new Promise<void>(() => undefined);
    },
    async cleanUp(key) {
      ledger.calls.push({ activity: 'cleanUp', args: [key], at: now() });
    },
  };
  return { activities, ledger };
}

export function createLedger(): ProbeLedger {
  const calls: ProbeLedger['calls'] = [];
  return { calls, count: (activity) => calls.filter((call) => call.activity === activity).length };
}

/**
 * Probe activities whose side effect is a document in `probeEffects` on the connected database,
 * so a test can count effects across processes (the restart test kills a child process).
 */
export function createDatabaseProbeActivities(now: () => number = Date.now) {
  const ledger = createLedger();
  const { activities } = createProbeActivities(now, ledger);
  return {
    ...activities,
    async greet(name: string): Promise<string> {
      await mongoose.connection.collection('probeEffects').insertOne({ activity: 'greet', name, pid: process.pid, at: now() });
      return activities.greet(name);
    },
  };
}

const options = { startToCloseTimeoutMs: 5_000, retry: { initialIntervalMs: 1000, maximumAttempts: 4 } };

export const approveSignal = defineSignal<[string]>('approve');
export const statusQuery = defineQuery<{ stage: string; approvedBy: string | null }>('status');

/** greet, a one-hour durable timer, greet again. */
export const greetLater = defineProcess<{ name: string }, string[]>('greetLater', async (ctx, input) => {
  const probe = ctx.activities<ProbeActivities>(options);
  const first = await probe.greet(input.name);
  await ctx.sleep(3_600_000);
  const second = await probe.greet(`${input.name} (later)`);
  return [first, second];
});

/** greet, a durable timer of `ms`, greet again. */
export const napThenGreet = defineProcess<{ name: string; ms: number }, string[]>('napThenGreet', async (ctx, input) => {
  const probe = ctx.activities<ProbeActivities>(options);
  const first = await probe.greet(input.name);
  await ctx.sleep(input.ms);
  const second = await probe.greet(`${input.name} (later)`);
  return [first, second];
});

/** Waits for an approval signal up to a day; answers a status query. */
export const approval = defineProcess<{ item: string }, { approvedBy: string | null; id: string }>('approval', async (ctx, input) => {
  let approvedBy: string | null = null;
  let stage = 'waiting';
  ctx.onSignal(approveSignal, (who) => {
    approvedBy = who;
  });
  ctx.onQuery(statusQuery, () => ({ stage, approvedBy }));
  const approved = await ctx.condition(() => approvedBy !== null, 86_400_000);
  stage = approved ? 'approved' : 'expired';
  const probe = ctx.activities<ProbeActivities>(options);
  await probe.greet(`${input.item}:${stage}`);
  return { approvedBy, id: ctx.uuid() };
});

/** An activity that fails `failures` times before it succeeds. */
export const retrying = defineProcess<{ key: string; failures: number }, number>('retrying', async (ctx, input) => {
  const probe = ctx.activities<ProbeActivities>(options);
  try {
    return await probe.flaky(input.key, input.failures);
  } catch (error) {
    const failure = failureOf(error);
    throw new ProcessFailure('GaveUp', `gave up: ${failure.message}`);
  }
});

/** A non-retryable activity failure becomes a process failure. */
export const rejecting = defineProcess<{ reason: string }, never>('rejecting', async (ctx, input) => {
  const probe = ctx.activities<ProbeActivities>(options);
  try {
    await probe.rejectForGood(input.reason);
  } catch (error) {
    const failure = failureOf(error);
    throw new ProcessFailure(failure.type ?? 'Unknown', failure.message, failure.details);
  }
  throw new ProcessFailure('Unreachable', 'the activity should have failed');
});

/** An activity that never answers: each attempt times out after 5 s; two attempts. */
export const hanging = defineProcess<Record<string, never>, string>('hanging', async (ctx) => {
  const probe = ctx.activities<ProbeActivities>({ startToCloseTimeoutMs: 5_000, retry: { initialIntervalMs: 1000, maximumAttempts: 2 } });
  try {
    await probe.hang();
    return 'answered';
  } catch (error) {
    return `timed out: ${failureOf(error).type}`;
  }
});

/** Sleeps a week; when cancelled, cleans up in a non-cancellable step, then ends cancelled. */
export const cancellable = defineProcess<{ key: string }, string>('cancellable', async (ctx, input) => {
  const probe = ctx.activities<ProbeActivities>(options);
  try {
    await ctx.sleep(7 * 86_400_000);
    return 'slept';
  } catch (error) {
    if (ctx.isCancellation(error)) await ctx.nonCancellable(() => probe.cleanUp(input.key));
    throw error;
  }
});

/** Runs for `minutes` of clock time (used by schedules to create overlaps). */
export const longJob = defineProcess<{ minutes: number }, number>('longJob', async (ctx, input) => {
  const probe = ctx.activities<ProbeActivities>(options);
  await probe.greet('job');
  await ctx.sleep(input.minutes * 60_000);
  return ctx.now();
});

export const probeProcesses: Record<string, ProcessDefinition<never, unknown>> = Object.fromEntries(
  [greetLater, napThenGreet, approval, retrying, rejecting, hanging, cancellable, longJob].map((definition) => [
    definition.name,
    definition as ProcessDefinition<never, unknown>,
  ]),
);
