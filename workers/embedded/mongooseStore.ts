import type { mongo } from 'mongoose';
import { isDuplicateKeyError } from '../../db/models/common';
import {
  WorkflowEventModel,
  WorkflowRunModel,
  WorkflowRuntimeLeaseModel,
  WorkflowScheduleModel,
  type WorkflowRunDocument,
} from '../../db/models/workflows/workflowRun';
import type { WorkflowRunSort, WorkflowRunSortKey } from '../../domain/workflows/runList';
import type { HistoryEvent, LeaseHolder, RunFilter, RunRecord, ScheduleRecord, WorkflowStore } from './types';

const LEASE_ID = 'embedded-runtime';

const runQuery = (filter: RunFilter): Record<string, unknown> => {
  const query: Record<string, unknown> = {};
  if (filter.workflowType) query.workflowType = filter.workflowType;
  if (filter.status) query.status = filter.status;
  if (filter.scheduleId) query.scheduleId = filter.scheduleId;
  return query;
};

const sortFields: Record<WorkflowRunSortKey, string> = { started: 'startTime', closed: 'closeTime', type: 'workflowType', status: 'status', id: 'workflowId' };

/**
 * The runs list's order (domain/workflows/runList.ts compareRuns): the key's field, then the newest
 * started, then the run id; each key's field leads an index of the runs.
 */
function runSort(sort: WorkflowRunSort): Record<string, 1 | -1> {
  if (!sort.sort || sort.sort === 'started') return { startTime: sort.sort && sort.direction !== 'desc' ? 1 : -1, runId: -1 };
  return { [sortFields[sort.sort]]: sort.direction === 'desc' ? -1 : 1, startTime: -1, runId: -1 };
}

/** The embedded runtime's durable store: the workflow models on the connected mongoose instance. */
export function createMongooseWorkflowStore(): WorkflowStore {
  const toJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));
  const fromJson = (text: string | null | undefined): unknown => (text === null || text === undefined ? undefined : JSON.parse(text));

  const toRun = (document: WorkflowRunDocument): RunRecord => {
    const run: RunRecord = {
      workflowId: document.workflowId,
      runId: document.runId,
      workflowType: document.workflowType,
      status: document.status,
      startTime: document.startTime,
      historyLength: document.historyLength ?? 0,
    };
    if (document.input !== null && document.input !== undefined) run.input = fromJson(document.input);
    if (document.result !== null && document.result !== undefined) run.result = fromJson(document.result);
    if (document.failure) run.failure = fromJson(document.failure) as RunRecord['failure'];
    if (document.closeTime !== null && document.closeTime !== undefined) run.closeTime = document.closeTime;
    if (document.scheduleId) run.scheduleId = document.scheduleId;
    return run;
  };

  const toDocumentPatch = (patch: Partial<RunRecord>): Record<string, unknown> => {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(patch)) {
      if (key === 'input' || key === 'result' || key === 'failure') fields[key] = toJson(value);
      else if (value !== undefined) fields[key] = value;
    }
    return fields;
  };

  const toEventDocument = (runId: string, event: HistoryEvent) => {
    const { eventId, time, type, ...attributes } = event;
    return { runId, eventId, time, type, data: JSON.stringify(attributes) };
  };

  // Runs and events are written through the driver: the runtime builds them whole, so mongoose's
  // documents, casting and validation would only cost CPU on every start and step (about 1 ms of
  // the 3 a registration's start took). The fields are the schema's, defaults and timestamps included.
  const runs = () => WorkflowRunModel.collection as unknown as mongo.Collection;
  const events = () => WorkflowEventModel.collection as unknown as mongo.Collection;

  return {
    async insertRun(run, started) {
      const now = new Date();
      await runs().insertOne({
        input: null,
        result: null,
        failure: null,
        closeTime: null,
        closedAt: null,
        ...toDocumentPatch(run),
        scheduleId: run.scheduleId ?? null,
        historyLength: run.historyLength ?? 0,
        createdAt: now,
        updatedAt: now,
      });
      if (started.length > 0) await events().insertMany(started.map((event) => toEventDocument(run.runId, event)));
    },
    async updateRun(runId, patch) {
      const fields = toDocumentPatch(patch);
      if (patch.status !== undefined && patch.status !== 'running') {
        // Closing: the run and its events get the date their retention counts from (db/retention).
        // Events first: a crash in between leaves the run running, and its next close stamps them again.
        const closedAt = new Date();
        await events().updateMany({ runId }, { $set: { runClosedAt: closedAt } });
        fields.closedAt = closedAt;
      }
      await WorkflowRunModel.updateOne({ runId }, { $set: fields });
    },
    async findRun(workflowId) {
      const document = await WorkflowRunModel.findOne({ workflowId }).sort({ startTime: -1, _id: -1 }).lean();
      return document ? toRun(document) : null;
    },
    async listRuns(filter) {
      let cursor = WorkflowRunModel.find(runQuery(filter)).sort(runSort(filter.sort ?? {}));
      if (filter.offset) cursor = cursor.skip(filter.offset);
      if (filter.limit !== undefined) cursor = cursor.limit(filter.limit);
      return (await cursor.lean()).map(toRun);
    },
    countRuns: (filter) => WorkflowRunModel.countDocuments(runQuery(filter)),
    async appendEvents(runId, added) {
      if (added.length === 0) return;
      // One write, one durable commit per step: the unique (runId, eventId) index refuses a second
      // writer of the same position. The run's historyLength is written when it closes (a running
      // run's is rebuilt from its events at resume), not with every step: that second write doubled
      // the commits of every step (bench:partner, issue 27).
      await events().insertMany(
        added.map((event) => toEventDocument(runId, event)),
        { ordered: true },
      );
    },
    async loadHistory(runId) {
      const documents = await WorkflowEventModel.find({ runId }).sort({ eventId: 1 }).lean();
      return documents.map(
        (document) => ({ ...(JSON.parse(document.data) as object), eventId: document.eventId, time: document.time, type: document.type }) as HistoryEvent,
      );
    },
    async saveSchedule(schedule) {
      await WorkflowScheduleModel.updateOne(
        { scheduleId: schedule.scheduleId },
        { $set: { workflowType: schedule.workflowType, state: JSON.stringify(schedule) } },
        { upsert: true },
      );
    },
    async findSchedule(scheduleId) {
      const document = await WorkflowScheduleModel.findOne({ scheduleId }).lean();
      return document ? (JSON.parse(document.state) as ScheduleRecord) : null;
    },
    async listSchedules() {
      const documents = await WorkflowScheduleModel.find({}).sort({ scheduleId: 1 }).lean();
      return documents.map((document) => JSON.parse(document.state) as ScheduleRecord);
    },
    async deleteSchedule(scheduleId) {
      const result = await WorkflowScheduleModel.deleteOne({ scheduleId });
      return result.deletedCount > 0;
    },
    async acquireLease(holder, ttlMs, replacing) {
      const now = Date.now();
      const claimable: Record<string, unknown>[] = [{ holderId: holder.holderId }, { expiresAt: { $lt: now } }];
      if (replacing) claimable.push({ holderId: replacing });
      try {
        // One atomic write: it matches (and takes) a claimable lease, or inserts the first one;
        // a lease held by someone else makes the insert collide on _id.
        await WorkflowRuntimeLeaseModel.findOneAndUpdate(
          { _id: LEASE_ID, $or: claimable },
          { $set: { holderId: holder.holderId, pid: holder.pid, host: holder.host, expiresAt: now + ttlMs } },
          { upsert: true },
        );
        return { acquired: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const current = await WorkflowRuntimeLeaseModel.findById(LEASE_ID).lean();
        if (!current) return this.acquireLease(holder, ttlMs, replacing);
        const { holderId, pid, host, expiresAt } = current;
        return { acquired: false, holder: { holderId, pid, host, expiresAt } satisfies LeaseHolder };
      }
    },
    async releaseLease(holderId) {
      await WorkflowRuntimeLeaseModel.deleteOne({ _id: LEASE_ID, holderId });
    },
  };
}
