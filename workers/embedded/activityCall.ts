import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import type { ActivityFunction } from '../../workflows/context';
import { withActor, workflowActor } from '../../db/history/actor';
import { runInActivityContext } from '../activities/activityContext';
import type { WorkflowClock } from './clock';
import { jsonClone } from './instance';
import type { CommandEvent } from './types';

/**
 * One attempt of an activity on the embedded runtime (split out of runtime.ts): the activity
 * function called with a copy of its input, as its workflow run's author of writes, within its
 * startToClose timeout, and with its heartbeats.
 *
 * Heartbeats cost no durable write: the last one is kept in memory on the activity's execution
 * (`ActivityExecution.heartbeatDetails`) and handed to the next attempt of the same activity in
 * this process, as Temporal hands `info.heartbeatDetails` to a retried attempt. A run that resumes
 * after a restart starts the activity without details; an activity that must resume where it was
 * reads its progress from its own records, written in the same commit as its work (the partner
 * batches' claims), so the runtime records nothing per unit of work.
 */
export interface ActivityExecution {
  aborted: boolean;
  /** The last heartbeat of an attempt of this activity (memory only). */
  heartbeatDetails?: unknown;
  heartbeats?: number;
}

export interface ActivityCallHost {
  activities: Record<string, ActivityFunction>;
  clock: WorkflowClock;
  /** Calls still running (close() waits for them). */
  activeCalls: Set<Promise<unknown>>;
  /** Timers the runtime disarms at close. */
  delayTimers: Set<number>;
}

export async function callActivity(
  host: ActivityCallHost,
  command: Extract<CommandEvent, { type: 'ActivityScheduled' }>,
  run: { workflowType: string; runId: string },
  execution: ActivityExecution,
): Promise<unknown> {
  const activity = host.activities[command.activityType];
  if (!activity) {
    throw ApplicationFailure.nonRetryable(`Activity "${command.activityType}" is not registered`, 'ActivityNotRegistered');
  }
  const context = {
    heartbeatDetails: execution.heartbeatDetails === undefined ? undefined : jsonClone(execution.heartbeatDetails),
    heartbeat: (details: unknown) => {
      if (execution.aborted) return;
      execution.heartbeatDetails = details === undefined ? undefined : jsonClone(details);
      execution.heartbeats = (execution.heartbeats ?? 0) + 1;
    },
  };
  // Its writes are the run's in the change history (docs/history.md), whoever started the run.
  const call = withActor(workflowActor(run.workflowType, run.runId), () =>
    runInActivityContext(context, () => Promise.resolve().then(() => activity(...jsonClone(command.input)))),
  );
  host.activeCalls.add(call);
  let timerId: number | undefined;
  const timeoutMs = command.options.startToCloseTimeoutMs;
  const timeout = new Promise<never>((_resolve, reject) => {
    timerId = host.clock.setTimer(host.clock.now() + timeoutMs, () => {
      host.delayTimers.delete(timerId!);
      reject(ApplicationFailure.retryable(`Activity ${command.activityType} took longer than ${timeoutMs} ms`, 'StartToCloseTimeout'));
    });
    host.delayTimers.add(timerId);
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    host.activeCalls.delete(call);
    if (timerId !== undefined) {
      host.clock.clearTimer(timerId);
      host.delayTimers.delete(timerId);
    }
  }
}
