import type { EmbeddedWorkflowRuntime } from '../embedded/runtime';
import type { RunRecord } from '../embedded/types';
import { nameOf, type WorkflowGateway, type WorkflowRunStatus, type WorkflowRunSummary } from './types';

const storedStatuses: readonly string[] = ['running', 'completed', 'failed', 'cancelled'];
type StoredStatus = 'running' | 'completed' | 'failed' | 'cancelled';

const summaryOf = ({ workflowId, runId, workflowType, status, startTime, closeTime }: RunRecord): WorkflowRunSummary => ({
  workflowId,
  runId,
  workflowType,
  status,
  startTime,
  closeTime,
});

/** The gateway over the embedded runtime; close() stops the runtime. */
export function createEmbeddedWorkflowGateway(runtime: EmbeddedWorkflowRuntime, close: () => Promise<void>): WorkflowGateway {
  return {
    backend: 'embedded',
    start: (workflowType, input, options = {}) => runtime.start(workflowType, input, options),
    signal: (workflowId, signal, ...args) => runtime.signal(workflowId, nameOf(signal), args),
    query: async (workflowId, query, ...args) => (await runtime.query(workflowId, nameOf(query), args)) as never,
    async describe(workflowId) {
      const run = await runtime.describe(workflowId);
      return {
        workflowId: run.workflowId,
        runId: run.runId,
        workflowType: run.workflowType,
        status: run.status,
        startTime: run.startTime,
        closeTime: run.closeTime,
        input: run.input,
        result: run.result,
        failure: run.failure,
        pendingActivities: run.pendingActivities.map(({ activityType, attempt }) => ({ activityType, attempt })),
        pendingTimers: run.pendingTimers.map(({ fireAt }) => ({ fireAt })),
        history: run.history.map(({ eventId, time, type, ...attributes }) => ({ eventId, time, type, attributes })),
      };
    },
    async list(filter = {}) {
      const status = filter.status as WorkflowRunStatus | undefined;
      if (status && !['running', 'completed', 'failed', 'cancelled'].includes(status)) return [];
      const runs = await runtime.list({
        workflowType: filter.workflowType,
        status: status as 'running' | 'completed' | 'failed' | 'cancelled' | undefined,
        limit: filter.limit ?? 100,
      });
      return runs.map(summaryOf);
    },
    async page({ sort, offset, limit, ...filter }) {
      // The embedded runtime keeps four states: a run is never terminated, timed out or continued as new here.
      if (filter.status && !storedStatuses.includes(filter.status)) return { total: 0, runs: [] };
      const stored = { workflowType: filter.workflowType, status: filter.status as StoredStatus | undefined };
      const [total, runs] = await Promise.all([runtime.count(stored), runtime.list({ ...stored, sort, offset, limit })]);
      return { total, runs: runs.map(summaryOf) };
    },
    async count(filter = {}) {
      if (filter.status && !storedStatuses.includes(filter.status)) return 0;
      return runtime.count({ workflowType: filter.workflowType, status: filter.status as StoredStatus | undefined });
    },
    cancel: (workflowId) => runtime.cancel(workflowId),
    result: async (workflowId, options) => (await runtime.result(workflowId, options)) as never,
    async createSchedule(input) {
      await runtime.scheduler.create(input);
    },
    async listSchedules() {
      const schedules = await runtime.scheduler.list();
      return Promise.all(
        schedules.map(async (schedule) => {
          const described = await runtime.scheduler.describe(schedule.scheduleId);
          return {
            scheduleId: described.scheduleId,
            workflowType: described.workflowType,
            spec: described.spec,
            overlap: described.overlap,
            catchupWindowMs: described.catchupWindowMs,
            nextActionAt: described.nextActionAt,
            recentActions: described.recentActions,
          };
        }),
      );
    },
    deleteSchedule: (scheduleId) => runtime.scheduler.delete(scheduleId),
    triggerSchedule: (scheduleId) => runtime.scheduler.trigger(scheduleId),
    workers: async () => 1,
    close,
  };
}
