import { randomUUID } from 'node:crypto';
import {
  Client,
  Connection,
  ScheduleOverlapPolicy,
  WorkflowFailedError,
  type ScheduleDescription,
  type ScheduleSummary as TemporalScheduleSummary,
  type WorkflowExecutionInfo,
} from '@temporalio/client';
import { ApplicationFailure, CancelledFailure, WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from '@temporalio/common';
import { WorkflowGatewayError, WorkflowRunFailedError } from '../embedded/errors';
import { runDetailsFromHistory } from './temporalHistory';
import proto from '@temporalio/proto';
import { compareRuns } from '../../domain/workflows/runList';
import {
  nameOf,
  type OverlapPolicy,
  type RunListFilter,
  type ScheduleSummary,
  type WorkflowGateway,
  type WorkflowRunStatus,
  type WorkflowRunSummary,
} from './types';

const { temporal } = proto;

export interface TemporalGatewayOptions {
  address: string;
  namespace: string;
  taskQueue: string;
  /** An absent server makes Connection.connect wait this long (10 s by default in the SDK). */
  connectTimeoutMs?: number;
}

const overlapPolicies: Record<OverlapPolicy, ScheduleOverlapPolicy> = {
  skip: ScheduleOverlapPolicy.SKIP,
  bufferOne: ScheduleOverlapPolicy.BUFFER_ONE,
  bufferAll: ScheduleOverlapPolicy.BUFFER_ALL,
  allowAll: ScheduleOverlapPolicy.ALLOW_ALL,
};

const statuses: Record<string, WorkflowRunStatus> = {
  RUNNING: 'running',
  COMPLETED: 'completed',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  TERMINATED: 'terminated',
  TIMED_OUT: 'timedOut',
  CONTINUED_AS_NEW: 'continuedAsNew',
};

const visibilityStatuses: Record<WorkflowRunStatus, string> = {
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Canceled',
  terminated: 'Terminated',
  timedOut: 'TimedOut',
  continuedAsNew: 'ContinuedAsNew',
};

export function toOverlapPolicy(policy: OverlapPolicy | undefined): ScheduleOverlapPolicy {
  return overlapPolicies[policy ?? 'skip'];
}

export function fromOverlapPolicy(policy: string): OverlapPolicy {
  const found = (Object.entries(overlapPolicies) as [OverlapPolicy, string][]).find(([, value]) => value === policy);
  return found ? found[0] : 'skip';
}

export function toRunStatus(name: string): WorkflowRunStatus {
  return statuses[name] ?? 'running';
}

/**
 * The visibility query for a run list, built only from checked values: a workflow type is a
 * plain identifier and a status comes from a fixed list, so nothing a caller sends becomes query text.
 */
export function visibilityQuery(filter: RunListFilter): string | undefined {
  const clauses: string[] = [];
  if (filter.workflowType !== undefined) {
    if (!/^[A-Za-z][A-Za-z0-9_]{0,99}$/.test(filter.workflowType)) {
      throw new WorkflowGatewayError('WorkflowTypeUnknown', `Invalid workflow type "${filter.workflowType}"`);
    }
    clauses.push(`WorkflowType = '${filter.workflowType}'`);
  }
  if (filter.status !== undefined) {
    const status = visibilityStatuses[filter.status];
    if (!status) throw new WorkflowGatewayError('WorkflowNotFound', `Invalid status "${String(filter.status)}"`);
    clauses.push(`ExecutionStatus = '${status}'`);
  }
  return clauses.length > 0 ? clauses.join(' AND ') : undefined;
}

/** Connects with a short timeout and names the address when it fails. */
export async function connectTemporal(address: string, connectTimeoutMs = 5000): Promise<Connection> {
  try {
    return await Connection.connect({ address, connectTimeout: connectTimeoutMs });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WorkflowGatewayError(
      'TemporalUnavailable',
      `Cannot reach the Temporal server at ${address} (TEMPORAL_ADDRESS) within ${connectTimeoutMs} ms: ${reason}`,
      { address },
    );
  }
}

function translate(error: unknown, workflowId: string): never {
  if (error instanceof WorkflowNotFoundError) {
    throw new WorkflowGatewayError('WorkflowNotFound', `Workflow "${workflowId}" not found`, { workflowId });
  }
  if (error instanceof WorkflowExecutionAlreadyStartedError) {
    throw new WorkflowGatewayError('WorkflowAlreadyRunning', `Workflow "${workflowId}" is already running`, { workflowId });
  }
  if (error instanceof WorkflowFailedError) {
    if (error.cause instanceof CancelledFailure) {
      throw new WorkflowGatewayError('RunCancelled', `Workflow "${workflowId}" was cancelled`, { workflowId });
    }
    if (error.cause instanceof ApplicationFailure) {
      throw new WorkflowRunFailedError(workflowId, error.cause.type ?? undefined, error.cause.message, error.cause.details ?? []);
    }
    throw new WorkflowRunFailedError(workflowId, undefined, error.cause?.message ?? error.message);
  }
  throw error;
}

function toMillis(date: Date | undefined): number | undefined {
  return date ? date.getTime() : undefined;
}

function runSummary(run: WorkflowExecutionInfo): WorkflowRunSummary {
  return {
    workflowId: run.workflowId,
    runId: run.runId,
    workflowType: run.type,
    status: toRunStatus(run.status.name),
    startTime: run.startTime.getTime(),
    closeTime: toMillis(run.closeTime),
    historyLength: run.historyLength,
  };
}

function scheduleSummary(summary: TemporalScheduleSummary | ScheduleDescription, id: string): ScheduleSummary {
  const action = summary.action as { workflowType?: string };
  const spec = summary.spec as { intervals?: { every: number; offset?: number }[]; cronExpressions?: string[]; timezone?: string };
  const policies = 'policies' in summary ? summary.policies : undefined;
  return {
    scheduleId: id,
    workflowType: action.workflowType ?? '',
    spec: {
      cronExpressions: spec.cronExpressions,
      intervals: spec.intervals?.map((interval) => ({ everyMs: Number(interval.every), offsetMs: Number(interval.offset ?? 0) })),
      timezone: spec.timezone,
    },
    overlap: fromOverlapPolicy(policies?.overlap ?? 'SKIP'),
    catchupWindowMs: policies?.catchupWindow ?? 60_000,
    nextActionAt: toMillis(summary.info.nextActionTimes?.[0]),
    recentActions: summary.info.recentActions.map((action) => ({
      scheduledAt: action.scheduledAt.getTime(),
      startedAt: action.takenAt.getTime(),
      workflowId: action.action.type === 'startWorkflow' ? action.action.workflow.workflowId : '',
    })),
  };
}

/** The gateway on a Temporal server: same operations, Temporal Schedules for recurring runs. */
export async function createTemporalWorkflowGateway(options: TemporalGatewayOptions): Promise<WorkflowGateway> {
  const connection = await connectTemporal(options.address, options.connectTimeoutMs);
  const client = new Client({ connection, namespace: options.namespace });
  const handle = (workflowId: string) => client.workflow.getHandle(workflowId);

  return {
    backend: 'temporal',
    async start(workflowType, input, startOptions = {}) {
      const workflowId = startOptions.workflowId ?? `${workflowType}-${randomUUID()}`;
      try {
        const started = await client.workflow.start(workflowType, { taskQueue: options.taskQueue, workflowId, args: [input] });
        return { workflowId, runId: started.firstExecutionRunId };
      } catch (error) {
        return translate(error, workflowId);
      }
    },
    async signal(workflowId, signal, ...args) {
      await handle(workflowId)
        .signal(nameOf(signal), ...args)
        .catch((error: unknown) => translate(error, workflowId));
    },
    async query(workflowId, query, ...args) {
      return handle(workflowId)
        .query(nameOf(query), ...args)
        .catch((error: unknown) => translate(error, workflowId)) as never;
    },
    async describe(workflowId) {
      try {
        const described = await handle(workflowId).describe();
        const history = await handle(workflowId).fetchHistory();
        return {
          workflowId,
          runId: described.runId,
          workflowType: described.type,
          status: toRunStatus(described.status.name),
          startTime: described.startTime.getTime(),
          closeTime: toMillis(described.closeTime),
          pendingActivities: (described.raw.pendingActivities ?? []).map((activity) => ({
            activityType: activity.activityType?.name ?? '',
            attempt: activity.attempt ?? 1,
          })),
          ...runDetailsFromHistory(history.events ?? []),
        };
      } catch (error) {
        return translate(error, workflowId);
      }
    },
    async list(filter = {}) {
      const runs: WorkflowRunSummary[] = [];
      const limit = filter.limit ?? 100;
      for await (const run of client.workflow.list({ query: visibilityQuery(filter) })) {
        runs.push(runSummary(run));
        if (runs.length >= limit) break;
      }
      return runs;
    },
    async page({ sort, offset, limit, ...filter }) {
      // Temporal's visibility orders only by start time and has no offset: the filtered runs are
      // read whole (those its retention keeps) and ordered as the embedded runtime's database does.
      const runs: WorkflowRunSummary[] = [];
      for await (const run of client.workflow.list({ query: visibilityQuery(filter) })) runs.push(runSummary(run));
      runs.sort(compareRuns(sort ?? {}));
      return { total: runs.length, runs: runs.slice(offset, offset + limit) };
    },
    async count(filter = {}) {
      return (await client.workflow.count(visibilityQuery(filter))).count;
    },
    async cancel(workflowId) {
      await handle(workflowId)
        .cancel()
        .catch((error: unknown) => translate(error, workflowId));
    },
    async result(workflowId, resultOptions = {}) {
      const outcome = handle(workflowId).result();
      if (resultOptions.timeoutMs === undefined) return outcome.catch((error: unknown) => translate(error, workflowId)) as never;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new WorkflowGatewayError('ResultTimeout', `Workflow "${workflowId}" did not finish within ${resultOptions.timeoutMs} ms`)),
          resultOptions.timeoutMs,
        );
      });
      try {
        return (await Promise.race([outcome, timeout]).catch((error: unknown) => translate(error, workflowId))) as never;
      } finally {
        clearTimeout(timer);
      }
    },
    async createSchedule(input) {
      await client.schedule.create({
        scheduleId: input.scheduleId,
        spec: {
          cronExpressions: input.spec.cronExpressions,
          intervals: input.spec.intervals?.map((interval) => ({ every: interval.everyMs, offset: interval.offsetMs })),
          timezone: input.spec.timezone,
        },
        action: { type: 'startWorkflow', workflowType: input.workflowType, args: [input.input], taskQueue: options.taskQueue },
        policies: { overlap: toOverlapPolicy(input.overlap), catchupWindow: input.catchupWindowMs ?? 60_000 },
      });
    },
    async listSchedules() {
      const schedules: ScheduleSummary[] = [];
      for await (const summary of client.schedule.list()) schedules.push(scheduleSummary(summary, summary.scheduleId));
      return schedules;
    },
    async deleteSchedule(scheduleId) {
      await client.schedule.getHandle(scheduleId).delete();
    },
    async triggerSchedule(scheduleId) {
      await client.schedule.getHandle(scheduleId).trigger();
    },
    async workers() {
      const described = await connection.workflowService.describeTaskQueue({
        namespace: options.namespace,
        taskQueue: { name: options.taskQueue },
        taskQueueType: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
      });
      return new Set((described.pollers ?? []).map((poller) => poller.identity ?? '')).size;
    },
    async close() {
      await connection.close();
    },
  };
}
