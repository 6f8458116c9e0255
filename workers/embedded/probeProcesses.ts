import { defineProcess, defineQuery, defineSignal, failureOf, ProcessFailure, type ProcessDefinition } from '../../workflows/context';

/**
 * Small processes that exercise each runtime feature. Pure workflow code (bundled for Temporal by
 * the replay tests through workers/temporal/probeWorkflows.ts); activities in probeActivities.ts.
 */
export interface ProbeActivities {
  greet(name: string): Promise<string>;
  flaky(key: string, failures: number): Promise<number>;
  rejectForGood(reason: string): Promise<void>;
  hang(): Promise<void>;
  cleanUp(key: string): Promise<void>;
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

/** Ends in its first step, without waiting for anything. */
export const instant = defineProcess<{ value: string }, string>('instant', async (_ctx, input) => input.value);

export const probeProcesses: Record<string, ProcessDefinition<never, unknown>> = Object.fromEntries(
  [greetLater, napThenGreet, approval, retrying, rejecting, hanging, cancellable, longJob, instant].map((definition) => [
    definition.name,
    definition as ProcessDefinition<never, unknown>,
  ]),
);
