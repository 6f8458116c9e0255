import type { Types } from 'mongoose';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../models/erp/remoteRequest';
import { MetaRecordModel } from '../models/meta/metaRecord';
import { WorkflowEventModel, WorkflowRunModel } from '../models/workflows/workflowRun';

const STAMPED_KEY = 'retentionDates';

const after = (last: Types.ObjectId | null) => (last ? { _id: { $gt: last } } : {});

export interface StampedRecords {
  workflowRuns: number;
  erpRequests: number;
}

/**
 * Records an earlier version finished have no finishing date, so no TTL index would ever remove
 * them: closed workflow runs (and their events) and answered ERP requests (and their chunks). They
 * get it once, from what they hold (closeTime, endDate), a page at a time with one write per page
 * and collection; a meta record says it was done, so later starts only read that record. Meant to
 * run in the background after start; `stopping()` ends it between pages (the next start goes on).
 */
export async function stampRecordsFinishedEarlier(options: { pageSize?: number; stopping?: () => boolean } = {}): Promise<StampedRecords | null> {
  const pageSize = options.pageSize ?? 500;
  const stopping = options.stopping ?? (() => false);
  if (await MetaRecordModel.exists({ key: STAMPED_KEY })) return null;
  const stamped: StampedRecords = { workflowRuns: 0, erpRequests: 0 };

  // Read along _id (hinted), each page after the last: one pass over the collection in all.
  let lastRun: Types.ObjectId | null = null;
  while (!stopping()) {
    const runs: { _id: Types.ObjectId; runId: string; closeTime?: number | null; updatedAt?: Date }[] = await WorkflowRunModel.find({
      ...after(lastRun),
      status: { $in: ['completed', 'failed', 'cancelled'] },
      closedAt: null,
    })
      .select({ runId: 1, closeTime: 1, updatedAt: 1 })
      .sort({ _id: 1 })
      .hint({ _id: 1 })
      .limit(pageSize)
      .lean();
    if (runs.length === 0) break;
    lastRun = runs[runs.length - 1]._id;
    const dates = runs.map((run) => ({ run, closedAt: new Date(run.closeTime ?? run.updatedAt?.getTime() ?? Date.now()) }));
    // Events before their run: an interrupted page is found again by its runs.
    await WorkflowEventModel.bulkWrite(
      dates.map(({ run, closedAt }) => ({ updateMany: { filter: { runId: run.runId }, update: { $set: { runClosedAt: closedAt } } } })),
    );
    await WorkflowRunModel.bulkWrite(dates.map(({ run, closedAt }) => ({ updateOne: { filter: { _id: run._id }, update: { $set: { closedAt } } } })));
    stamped.workflowRuns += runs.length;
  }

  let lastRequest: Types.ObjectId | null = null;
  while (!stopping()) {
    const requests: { _id: Types.ObjectId; endDate?: number | null; updatedAt?: Date }[] = await RemoteRequestModel.find({
      ...after(lastRequest),
      status: { $in: ['done', 'failed'] },
      answeredAt: null,
    })
      .select({ endDate: 1, updatedAt: 1 })
      .sort({ _id: 1 })
      .hint({ _id: 1 })
      .limit(pageSize)
      .lean();
    if (requests.length === 0) break;
    lastRequest = requests[requests.length - 1]._id;
    const dates = requests.map((request) => ({
      request,
      answeredAt: new Date(request.endDate ? request.endDate * 1000 : (request.updatedAt?.getTime() ?? Date.now())),
    }));
    await RemoteRequestChunkModel.bulkWrite(
      dates.map(({ request, answeredAt }) => ({ updateMany: { filter: { requestId: request._id }, update: { $set: { answeredAt } } } })),
    );
    await RemoteRequestModel.bulkWrite(
      dates.map(({ request, answeredAt }) => ({ updateOne: { filter: { _id: request._id }, update: { $set: { answeredAt } } } })),
    );
    stamped.erpRequests += requests.length;
  }

  if (stopping()) return stamped;
  await MetaRecordModel.updateOne({ key: STAMPED_KEY }, { $set: { value: { ...stamped, at: new Date().toISOString() } } }, { upsert: true });
  return stamped;
}
