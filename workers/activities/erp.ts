import { Types } from 'mongoose';
import { ERP_REQUEST_SOURCE, erpDatabaseFor } from '../../domain/erp/operations';
import { isDuplicateKeyError } from '../../db/models/common';
import { mongoErpAnswerRepository } from '../../db/models/erp/erpAnswerRepository';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { headRowsOf, parseErpJson, readErpAnswerHead } from './erpAnswer';
import type { CreateErpRequestInput, ErpActivities, ErpRequestState, ErpRequestStatus } from '../../workflows/erp/activities';

/**
 * Side effects of the ERP query process, as its contract workflows/erp/activities.ts declares
 * them: the request record the ERP agent picks up, its status, its answer and its removal. Every activity is idempotent: creation
 * is keyed by `requestKey`, reads have no effect, deletion of a missing record is a success.
 */
export interface ErpActivityDependencies {
  requests?: typeof RemoteRequestModel;
  chunks?: typeof RemoteRequestChunkModel;
  /** Wall clock in epoch milliseconds (startDate is written in epoch seconds). */
  now?: () => number;
}

export function createErpActivities(dependencies: ErpActivityDependencies = {}): ErpActivities {
  const requests = dependencies.requests ?? RemoteRequestModel;
  const chunks = dependencies.chunks ?? RemoteRequestChunkModel;
  const now = dependencies.now ?? Date.now;
  const answers = mongoErpAnswerRepository(requests);

  return {
    /** Writes the request record once per key and answers its id. */
    async createErpRequest(input: CreateErpRequestInput): Promise<{ requestId: string; created: boolean }> {
      const existing = await requests.findOne({ requestKey: input.requestKey }).lean();
      if (existing) return { requestId: String(existing._id), created: false };
      const database = erpDatabaseFor(input.operation.companyId);
      try {
        const created = await requests.create({
          request: JSON.stringify({ ...input.operation, database }),
          operation: input.operation.operation,
          companyId: input.operation.companyId,
          startDate: Math.floor(now() / 1000),
          sync: false,
          source: ERP_REQUEST_SOURCE,
          status: 'pending',
          requestKey: input.requestKey,
          window: input.window ?? null,
        });
        return { requestId: String(created._id), created: true };
      } catch (error) {
        // Two attempts raced: the unique requestKey index let one write, the other reads it.
        if (!isDuplicateKeyError(error)) throw error;
        const raced = await requests.findOne({ requestKey: input.requestKey }).lean();
        if (!raced) throw error;
        return { requestId: String(raced._id), created: false };
      }
    },

    /** One poll: the record's status, finished once the agent wrote endDate. */
    async readErpRequest(input: { requestId: string }): Promise<ErpRequestStatus> {
      const record = await requests.findById(new Types.ObjectId(input.requestId)).select({ status: 1, endDate: 1, error: 1, chunkCount: 1 }).lean();
      if (!record) return { state: 'missing', finished: true, error: null, chunkCount: 0 };
      const finished = record.endDate !== null && record.endDate !== undefined;
      const state: ErpRequestState = finished && record.status !== 'failed' ? 'done' : (record.status as ErpRequestState);
      return { state, finished, error: record.error ?? null, chunkCount: record.chunkCount ?? 0 };
    },

    /**
     * The answer: `response` (JSON) followed by the chunks' rows in index order. A chunked answer
     * keeps its rows as JSON arrays, one per chunk; `response` then holds the first rows (or null).
     */
    async readErpResponse(input: { requestId: string }): Promise<unknown> {
      const requestId = new Types.ObjectId(input.requestId);
      const { head, chunkCount } = await readErpAnswerHead(requestId, answers);
      const expected = chunkCount ?? 0;
      if (expected === 0) return head;
      const parts = await chunks.find({ requestId }).sort({ index: 1 }).lean();
      // endDate is written after the last chunk; fewer chunks means a write is still in flight.
      if (parts.length < expected) throw new Error(`ERP answer incomplete: ${parts.length} of ${expected} chunks`);
      const rows = [...headRowsOf(head)];
      for (const part of parts) {
        const value = parseErpJson(part.data, `chunk ${part.index}`);
        if (Array.isArray(value)) rows.push(...value);
        else rows.push(value);
      }
      return rows;
    },

    /** Removes the request and its chunks; a missing record counts as removed. */
    async deleteErpRequest(input: { requestId: string }): Promise<{ deleted: boolean }> {
      const requestId = new Types.ObjectId(input.requestId);
      await chunks.deleteMany({ requestId });
      const result = await requests.deleteOne({ _id: requestId });
      return { deleted: result.deletedCount > 0 };
    },
  };
}
