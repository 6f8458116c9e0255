import type { QueryDefinition, SignalDefinition } from '../../workflows/context';
import type { ScheduleInput } from '../embedded/schedules';
import type { OverlapPolicy, ScheduleSpec } from '../embedded/types';
import type { WorkflowRunSort } from '../../domain/workflows/runList';

export type { ScheduleInput, OverlapPolicy, ScheduleSpec };

export type WorkflowRunStatus = 'running' | 'completed' | 'failed' | 'cancelled' | 'terminated' | 'timedOut' | 'continuedAsNew';

export interface WorkflowRunSummary {
  workflowId: string;
  runId: string;
  workflowType: string;
  status: WorkflowRunStatus;
  /** Epoch milliseconds. */
  startTime: number;
  closeTime?: number;
  /** Temporal only: how many events the run's history holds (it grows with every step; api/live/temporalRunsWatch.ts). */
  historyLength?: number;
}

export interface WorkflowHistoryEntry {
  eventId: number;
  /** Epoch milliseconds. */
  time: number;
  type: string;
  attributes?: Record<string, unknown>;
}

export interface WorkflowRunDetails extends WorkflowRunSummary {
  input?: unknown;
  result?: unknown;
  failure?: { type?: string; message: string; details?: unknown[] };
  pendingActivities: { activityType: string; attempt: number }[];
  pendingTimers: { fireAt: number }[];
  history: WorkflowHistoryEntry[];
}

export interface ScheduleSummary {
  scheduleId: string;
  workflowType: string;
  spec: ScheduleSpec;
  overlap: OverlapPolicy;
  catchupWindowMs: number;
  nextActionAt?: number;
  recentActions: { scheduledAt: number; startedAt: number; workflowId: string }[];
}

export interface RunListFilter {
  workflowType?: string;
  status?: WorkflowRunStatus;
  limit?: number;
}

/** One page of the runs list: the filter, the sort (domain/workflows/runList.ts), where the page starts and its size. */
export interface RunPageQuery extends RunListFilter {
  sort?: WorkflowRunSort;
  offset: number;
  limit: number;
}

export interface RunPage {
  /** Runs matching the filter, on every page. */
  total: number;
  runs: WorkflowRunSummary[];
}

/**
 * The one way the API and the CLI drive processes, whichever runtime runs them: the embedded
 * runtime (workers/embedded) or Temporal (@temporalio/client). Errors are WorkflowGatewayError
 * codes (workers/embedded/errors.ts), the same on both.
 */
export interface WorkflowGateway {
  readonly backend: 'embedded' | 'temporal';
  start(workflowType: string, input: unknown, options?: { workflowId?: string }): Promise<{ workflowId: string; runId: string }>;
  signal<Args extends unknown[]>(workflowId: string, signal: SignalDefinition<Args> | string, ...args: Args): Promise<void>;
  query<Result, Args extends unknown[] = []>(workflowId: string, query: QueryDefinition<Result, Args> | string, ...args: Args): Promise<Result>;
  describe(workflowId: string): Promise<WorkflowRunDetails>;
  list(filter?: RunListFilter): Promise<WorkflowRunSummary[]>;
  /** One page of the runs in the list's sort, with how many match the filter. */
  page(query: RunPageQuery): Promise<RunPage>;
  /** How many runs match the filter (an index count on the embedded runtime, Temporal's visibility count). */
  count(filter?: RunListFilter): Promise<number>;
  cancel(workflowId: string): Promise<void>;
  /** The run's result; a failed run rejects with WorkflowRunFailedError. */
  result<Result = unknown>(workflowId: string, options?: { timeoutMs?: number }): Promise<Result>;
  createSchedule(input: ScheduleInput): Promise<void>;
  listSchedules(): Promise<ScheduleSummary[]>;
  deleteSchedule(scheduleId: string): Promise<void>;
  triggerSchedule(scheduleId: string): Promise<void>;
  /**
   * Worker processes taking workflow tasks: the embedded runtime runs in this process (1); on
   * Temporal, the pollers of the task queue (0 means nothing runs the workflows).
   */
  workers(): Promise<number>;
  close(): Promise<void>;
}

export function nameOf(definition: { name: string } | string): string {
  return typeof definition === 'string' ? definition : definition.name;
}
