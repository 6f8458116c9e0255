import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What an activity may tell the runtime that runs it, the same on both runtimes: heartbeats that
 * carry its progress, and the last progress a previous attempt reported (so a retried attempt
 * resumes after what was acknowledged instead of starting over).
 * - On Temporal, the worker's activity interceptor (workers/temporal/worker.ts) binds it to the
 *   SDK's activity Context: heartbeats go to the server (throttled by the SDK) and a retried attempt
 *   gets the last one's details from `info.heartbeatDetails`.
 * - On the embedded runtime (workers/embedded/activityCall.ts), a heartbeat is kept in memory, with
 *   no database write: a retried attempt in the same process gets it; after a restart an activity
 *   finds its progress in its own durable records (for the partner batches, the batch claims), so a
 *   heartbeat never costs a durable commit.
 * Outside an activity (a plain call in a test) heartbeats are ignored and there are no details.
 */
export interface ActivityRunContext {
  heartbeat(details: unknown): void;
  /** The last heartbeat of a previous attempt of this activity, if any. */
  readonly heartbeatDetails: unknown;
}

const storage = new AsyncLocalStorage<ActivityRunContext>();

/** Runs an activity call with its context (the runtimes call this; activities never do). */
export function runInActivityContext<T>(context: ActivityRunContext, call: () => T): T {
  return storage.run(context, call);
}

/** Reports progress to the runtime (after each unit of work that is durably done). */
export function activityHeartbeat(details: unknown): void {
  storage.getStore()?.heartbeat(details);
}

/** The progress a previous attempt reported, or undefined (first attempt, after a restart on the embedded runtime, outside an activity). */
export function activityHeartbeatDetails<T>(): T | undefined {
  return storage.getStore()?.heartbeatDetails as T | undefined;
}

/** The context of a Temporal activity (its SDK Context: `heartbeat(details)` and `info.heartbeatDetails`). */
export function temporalActivityContext(context: { heartbeat(details?: unknown): void; info: { heartbeatDetails?: unknown } }): ActivityRunContext {
  return { heartbeat: (details) => context.heartbeat(details), heartbeatDetails: context.info.heartbeatDetails };
}
