import { compareRuns } from '../../domain/workflows/runList';
import type { HistoryEvent, LeaseHolder, RunFilter, RunRecord, ScheduleRecord, WorkflowStore } from './types';

/**
 * A WorkflowStore in memory, for unit tests of the runtime logic. Values are copied in and out
 * so the runtime cannot rely on shared references the database would not keep.
 */
export function createMemoryWorkflowStore(): WorkflowStore {
  const runs = new Map<string, RunRecord>();
  const histories = new Map<string, HistoryEvent[]>();
  const schedules = new Map<string, ScheduleRecord>();
  let lease: LeaseHolder | null = null;
  const copy = <T>(value: T): T => structuredClone(value);
  const matchingRuns = (filter: RunFilter) =>
    [...runs.values()].filter(
      (run) =>
        (!filter.workflowType || run.workflowType === filter.workflowType) &&
        (!filter.status || run.status === filter.status) &&
        (!filter.scheduleId || run.scheduleId === filter.scheduleId),
    );

  return {
    async insertRun(run, started) {
      runs.set(run.runId, copy(run));
      histories.set(run.runId, copy(started));
    },
    async updateRun(runId, patch) {
      const run = runs.get(runId);
      if (run) runs.set(runId, { ...run, ...copy(patch) });
    },
    async findRun(workflowId) {
      const matching = [...runs.values()].filter((run) => run.workflowId === workflowId);
      matching.sort((a, b) => b.startTime - a.startTime);
      return matching[0] ? copy(matching[0]) : null;
    },
    async listRuns(filter: RunFilter) {
      const matching = matchingRuns(filter).sort(compareRuns(filter.sort ?? {}));
      const offset = filter.offset ?? 0;
      return copy(matching.slice(offset, offset + (filter.limit ?? 100)));
    },
    async countRuns(filter: RunFilter) {
      return matchingRuns(filter).length;
    },
    async appendEvents(runId, events) {
      const history = histories.get(runId);
      if (!history) throw new Error(`Run ${runId} has no history`);
      const last = history[history.length - 1]?.eventId ?? 0;
      if (events[0] && events[0].eventId !== last + 1) throw new Error(`History of ${runId} out of order`);
      history.push(...copy(events));
      const run = runs.get(runId);
      if (run) run.historyLength = history.length;
    },
    async loadHistory(runId) {
      return copy(histories.get(runId) ?? []);
    },
    async saveSchedule(schedule) {
      schedules.set(schedule.scheduleId, copy(schedule));
    },
    async findSchedule(scheduleId) {
      const schedule = schedules.get(scheduleId);
      return schedule ? copy(schedule) : null;
    },
    async listSchedules() {
      return copy([...schedules.values()]);
    },
    async deleteSchedule(scheduleId) {
      return schedules.delete(scheduleId);
    },
    async acquireLease(holder, ttlMs, replacing) {
      const now = Date.now();
      if (!lease || lease.expiresAt < now || lease.holderId === holder.holderId || lease.holderId === replacing) {
        lease = { ...holder, expiresAt: now + ttlMs };
        return { acquired: true };
      }
      return { acquired: false, holder: copy(lease) };
    },
    async releaseLease(holderId) {
      if (lease?.holderId === holderId) lease = null;
    },
  };
}
