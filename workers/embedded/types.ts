import type { ActivityOptions } from '../../workflows/context';
import type { WorkflowRunSort } from '../../domain/workflows/runList';

/** A failure as stored in history: what an activity or a run ended with. */
export interface StoredFailure {
  type?: string;
  message: string;
  details?: unknown[];
  nonRetryable?: boolean;
  cancelled?: boolean;
}

/** What the workflow code asked for (recorded, then matched on replay). */
export type CommandEvent =
  | { type: 'ActivityScheduled'; seq: number; activityType: string; input: unknown[]; options: ActivityOptions }
  | { type: 'ActivityCancelRequested'; seq: number }
  | { type: 'TimerStarted'; seq: number; durationMs: number; fireAt?: number }
  | { type: 'TimerCancelled'; seq: number }
  | { type: 'WorkflowCompleted'; result?: unknown }
  | { type: 'WorkflowFailed'; failure: StoredFailure }
  | { type: 'WorkflowCancelled' };

/** What happened to the run from outside (delivered to the workflow code in history order). */
export type InputEvent =
  | { type: 'WorkflowStarted'; workflowType: string; input?: unknown }
  | { type: 'ActivityCompleted'; seq: number; result?: unknown; attempt: number }
  | { type: 'ActivityFailed'; seq: number; failure: StoredFailure; attempt: number }
  | { type: 'TimerFired'; seq: number }
  | { type: 'SignalReceived'; name: string; args: unknown[] }
  | { type: 'CancelRequested' };

/** Recorded for operators and for resuming retries; never delivered to workflow code. */
export type InfoEvent = { type: 'ActivityAttemptFailed'; seq: number; attempt: number; failure: StoredFailure; nextAttemptAt: number };

export type EventBody = CommandEvent | InputEvent | InfoEvent;
export type HistoryEvent = EventBody & { eventId: number; time: number };

const commandTypes = new Set<EventBody['type']>([
  'ActivityScheduled',
  'ActivityCancelRequested',
  'TimerStarted',
  'TimerCancelled',
  'WorkflowCompleted',
  'WorkflowFailed',
  'WorkflowCancelled',
]);

export function isCommand(event: EventBody): event is CommandEvent {
  return commandTypes.has(event.type);
}

export function isInfo(event: EventBody): event is InfoEvent {
  return event.type === 'ActivityAttemptFailed';
}

export type RunStatus = 'running' | 'completed' | 'failed' | 'cancelled';

export interface RunRecord {
  workflowId: string;
  runId: string;
  workflowType: string;
  status: RunStatus;
  input?: unknown;
  result?: unknown;
  failure?: StoredFailure;
  startTime: number;
  closeTime?: number;
  scheduleId?: string;
  historyLength: number;
}

export interface RunFilter {
  workflowType?: string;
  status?: RunStatus;
  scheduleId?: string;
  limit?: number;
  /** The runs list's sort (domain/workflows/runList.ts); without one, the newest started first. */
  sort?: WorkflowRunSort;
  /** Runs to pass over before the first one returned (a page's start). */
  offset?: number;
}

export type OverlapPolicy = 'skip' | 'bufferOne' | 'bufferAll' | 'allowAll';

export interface ScheduleSpec {
  /** Five-field cron expressions (minute hour day-of-month month day-of-week). */
  cronExpressions?: string[];
  /** Every `everyMs`, aligned to the epoch plus `offsetMs`. */
  intervals?: { everyMs: number; offsetMs?: number }[];
  /** IANA time zone for cron expressions (UTC by default). */
  timezone?: string;
}

export interface ScheduleRecord {
  scheduleId: string;
  workflowType: string;
  input?: unknown;
  spec: ScheduleSpec;
  overlap: OverlapPolicy;
  /** Missed actions older than this (after downtime) are dropped. */
  catchupWindowMs: number;
  /** The last scheduled time already handled (run, skipped or buffered). */
  lastHandledAt: number;
  bufferedActions: number;
  skippedActions: number;
  runningWorkflowIds: string[];
  recentActions: { scheduledAt: number; startedAt: number; workflowId: string }[];
  createdAt: number;
}

/** Where runs, histories and schedules live: mongoose models in production, memory in unit tests. */
export interface WorkflowStore {
  insertRun(run: RunRecord, started: HistoryEvent[]): Promise<void>;
  updateRun(runId: string, patch: Partial<RunRecord>): Promise<void>;
  /** The newest run of a workflow id. */
  findRun(workflowId: string): Promise<RunRecord | null>;
  listRuns(filter: RunFilter): Promise<RunRecord[]>;
  /** How many runs match the filter (its type, status and schedule; limit and offset aside). */
  countRuns(filter: RunFilter): Promise<number>;
  appendEvents(runId: string, events: HistoryEvent[]): Promise<void>;
  loadHistory(runId: string): Promise<HistoryEvent[]>;
  saveSchedule(schedule: ScheduleRecord): Promise<void>;
  findSchedule(scheduleId: string): Promise<ScheduleRecord | null>;
  listSchedules(): Promise<ScheduleRecord[]>;
  deleteSchedule(scheduleId: string): Promise<boolean>;
  /**
   * Takes the runtime lease for `holder` when it is free, expired, already `holder`'s, or held by
   * `replacing` (a holder known to be dead); otherwise answers who holds it.
   */
  acquireLease(holder: LeaseHolder, ttlMs: number, replacing?: string): Promise<{ acquired: true } | { acquired: false; holder: LeaseHolder }>;
  releaseLease(holderId: string): Promise<void>;
}

/** The process that runs the embedded runtime on a database (one at a time). */
export interface LeaseHolder {
  holderId: string;
  pid: number;
  host: string;
  /** Epoch milliseconds (wall clock). */
  expiresAt: number;
}

/** The part of a pino logger the runtime uses. */
export interface RuntimeLogger {
  debug(attributes: object, message: string): void;
  info(attributes: object, message: string): void;
  warn(attributes: object, message: string): void;
  error(attributes: object, message: string): void;
}
