import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { retryDelayMs } from '../../workflows/context';
import { callActivity, type ActivityCallHost, type ActivityExecution } from './activityCall';
import type { ActivitySlots } from './activitySlots';
import { jsonClone, toStoredFailure } from './instance';
import type { RunDriver } from './runDriver';
import type { CommandEvent, InfoEvent, InputEvent, RuntimeLogger, StoredFailure } from './types';

/** What the attempts of an activity need of their runtime. */
export interface ActivityAttemptsHost extends ActivityCallHost {
  logger: RuntimeLogger;
  slots: ActivitySlots;
  /** Largest activity result (JSON characters) a history event takes. */
  maxPayloadBytes: number;
  closing(): boolean;
  /** One live step of the run (the activity's outcome). */
  step(driver: RunDriver, input: InputEvent): Promise<void>;
  /** An information event in the run's history (a failed attempt). */
  record(driver: RunDriver, info: InfoEvent): Promise<void>;
}

/** Waits on the runtime's clock until `until` (a timer the runtime disarms at close). */
function delayUntil(host: ActivityAttemptsHost, until: number): Promise<void> {
  return new Promise((resolve) => {
    const id = host.clock.setTimer(until, () => {
      host.delayTimers.delete(id);
      resolve();
    });
    host.delayTimers.add(id);
  });
}

/**
 * Runs an activity's attempts, from `firstAttempt` (not before `notBefore`), each in a slot,
 * retrying by its policy until it completes, fails for good, or its run stops wanting it.
 */
export async function runActivityAttempts(
  host: ActivityAttemptsHost,
  driver: RunDriver,
  command: Extract<CommandEvent, { type: 'ActivityScheduled' }>,
  execution: ActivityExecution,
  firstAttempt: number,
  notBefore?: number,
): Promise<void> {
  const policy = command.options.retry;
  if (notBefore !== undefined && notBefore > host.clock.now()) await delayUntil(host, notBefore);
  for (let attempt = firstAttempt; ; attempt += 1) {
    if (execution.aborted || driver.closed) return;
    await host.slots.acquire();
    if (execution.aborted || driver.closed || host.closing()) {
      host.slots.release();
      return;
    }
    let failure: StoredFailure | undefined;
    let result: unknown;
    try {
      result = jsonClone(await callActivity(host, command, driver.run, execution).finally(() => host.slots.release()));
      const size = result === undefined ? 0 : JSON.stringify(result).length;
      // A result the history cannot hold would make every later write of this run fail.
      if (size > host.maxPayloadBytes) {
        throw ApplicationFailure.nonRetryable(
          `Activity ${command.activityType} returned ${size} bytes, more than the ${host.maxPayloadBytes} a history event may hold`,
          'PayloadTooLarge',
        );
      }
    } catch (error) {
      failure = toStoredFailure(error);
    }
    if (execution.aborted || driver.closed) return;
    if (!failure) {
      driver.executions.delete(command.seq);
      await host.step(driver, { type: 'ActivityCompleted', seq: command.seq, result, attempt });
      return;
    }
    const maximumAttempts = policy?.maximumAttempts ?? 0;
    const nonRetryable = failure.nonRetryable === true || (failure.type !== undefined && (policy?.nonRetryableErrorTypes ?? []).includes(failure.type));
    if (nonRetryable || (maximumAttempts > 0 && attempt >= maximumAttempts)) {
      driver.executions.delete(command.seq);
      await host.step(driver, { type: 'ActivityFailed', seq: command.seq, failure, attempt });
      return;
    }
    const nextAttemptAt = host.clock.now() + retryDelayMs(policy, attempt);
    host.logger.warn(
      { workflowId: driver.run.workflowId, activityType: command.activityType, attempt, failure: failure.message },
      'activity attempt failed; retrying',
    );
    await host.record(driver, { type: 'ActivityAttemptFailed', seq: command.seq, attempt, failure, nextAttemptAt });
    if (host.closing()) return;
    await delayUntil(host, nextAttemptAt);
  }
}

/** Starts an activity's attempts in the background (its run records the outcome). */
export function startActivity(
  host: ActivityAttemptsHost,
  driver: RunDriver,
  command: Extract<CommandEvent, { type: 'ActivityScheduled' }>,
  firstAttempt: number,
  notBefore?: number,
): void {
  const execution: ActivityExecution = { aborted: false };
  driver.executions.set(command.seq, execution);
  void runActivityAttempts(host, driver, command, execution, firstAttempt, notBefore).catch((error: unknown) =>
    host.logger.error({ workflowId: driver.run.workflowId, err: error }, 'activity execution stopped'),
  );
}
