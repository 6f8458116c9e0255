import { WorkflowGatewayError, WorkflowRunFailedError } from './errors';
import type { HistoryEvent, RunRecord } from './types';

export interface RunDescription extends RunRecord {
  history: HistoryEvent[];
  pendingActivities: { seq: number; activityType: string; attempt: number; nextAttemptAt?: number }[];
  pendingTimers: { seq: number; fireAt: number }[];
}

/** A closed run's result, or the error its failure or cancellation is. */
export function runOutcome(run: RunRecord): unknown {
  if (run.status === 'completed') return run.result;
  if (run.status === 'cancelled') {
    throw new WorkflowGatewayError('RunCancelled', `Workflow "${run.workflowId}" was cancelled`, { workflowId: run.workflowId });
  }
  const failure = run.failure ?? { message: 'Workflow failed' };
  throw new WorkflowRunFailedError(run.workflowId, failure.type, failure.message, failure.details ?? []);
}

/** Activities and timers a history shows as started but not finished. */
export function pendingWork(history: HistoryEvent[]): Pick<RunDescription, 'pendingActivities' | 'pendingTimers'> {
  const activities = new Map<number, { seq: number; activityType: string; attempt: number; nextAttemptAt?: number }>();
  const timers = new Map<number, { seq: number; fireAt: number }>();
  for (const event of history) {
    switch (event.type) {
      case 'ActivityScheduled':
        activities.set(event.seq, { seq: event.seq, activityType: event.activityType, attempt: 1 });
        break;
      case 'ActivityAttemptFailed': {
        const activity = activities.get(event.seq);
        if (activity) Object.assign(activity, { attempt: event.attempt + 1, nextAttemptAt: event.nextAttemptAt });
        break;
      }
      case 'ActivityCompleted':
      case 'ActivityFailed':
      case 'ActivityCancelRequested':
        activities.delete(event.seq);
        break;
      case 'TimerStarted':
        timers.set(event.seq, { seq: event.seq, fireAt: event.fireAt ?? event.time + event.durationMs });
        break;
      case 'TimerFired':
      case 'TimerCancelled':
        timers.delete(event.seq);
        break;
      default:
        break;
    }
  }
  return { pendingActivities: [...activities.values()], pendingTimers: [...timers.values()] };
}
