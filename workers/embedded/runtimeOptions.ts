import type { ProcessDefinition } from '../../workflows/context';
import type { WorkflowClock } from './clock';
import type { RuntimeLogger, WorkflowStore } from './types';

export interface EmbeddedRuntimeOptions {
  store: WorkflowStore;
  /** The activities object (createActivities(...)): its functions by activity type name. */
  activities: object;
  /** Process definitions by workflow type; workflows/registry.ts by default. */
  processes?: Record<string, ProcessDefinition<never, unknown>>;
  clock?: WorkflowClock;
  logger?: RuntimeLogger;
  /** How long close() lets running activity attempts finish (and be recorded). */
  shutdownGraceMs?: number;
  /**
   * How long (real time, 60 s by default) "idle" waits for a running activity attempt before a
   * test clock may skip time anyway: an attempt still running by then is taken as hanging, so its
   * startToClose timeout can fire. As on Temporal's time-skipping test server, time does not skip
   * while a real activity works, however slow the machine (a short value made a busy machine time
   * out working attempts and retry them). Tests of hanging activities set a short value.
   */
  activitySettleMs?: number;
  /** Largest activity result (JSON characters) a history event takes; 8 MiB by default. */
  maxPayloadBytes?: number;
  /**
   * How many activity attempts run at once (8 by default), as a Temporal worker's
   * maxConcurrentActivityTaskExecutions: the others wait, scheduled, for a free slot (their
   * startToClose timeout starts when they do). The runtime shares the process with the API, so
   * a burst of runs (200 registrations, each starting its e-mails and audit) must not take the
   * CPU from the requests still being answered; fewer attempts at once also finish the burst
   * sooner than hundreds of interleaved SMTP connections and writes.
   */
  maxConcurrentActivities?: number;
}

/** The default of EmbeddedRuntimeOptions.maxConcurrentActivities. */
export const DEFAULT_MAX_CONCURRENT_ACTIVITIES = 8;

export interface StartOptions {
  workflowId?: string;
  scheduleId?: string;
}

export const silentLogger: RuntimeLogger = { debug() {}, info() {}, warn() {}, error() {} };
