import { Types } from 'mongoose';
import { RemoteRequestChunkModel, RemoteRequestModel } from './remoteRequest';

/** The head of an ERP answer as the agent wrote it: `response` (JSON text), the chunks that follow and the rows in all. */
export interface ErpAnswerRecord {
  response?: string | null;
  chunkCount?: number | null;
  rowCount?: unknown;
}

/**
 * Where the readers of an ERP answer find it (workers/activities/erpAnswer.ts, erp.ts, xadisErpAnswer.ts): the request
 * record the agent writes (its head, status and streaming state) and its chunks, read where the agent left them. The
 * activities receive it, so a test can hand them another. Each read is one query, as the batch loop needs (a chunk
 * straight through the driver).
 */
export interface ErpAnswerRepository {
  /** The answer's head (`response`, chunk and row counts); null when the request no longer exists. */
  readHead(requestId: string): Promise<ErpAnswerRecord | null>;
  /** The head once the agent wrote `response`; null before (or when the request is gone). */
  readWrittenHead(requestId: string): Promise<{ response: string; chunkCount?: number | null } | null>;
  /** One chunk's text; null while it is not written (or once consumed). */
  readChunk(requestId: string, index: number): Promise<{ data: string } | null>;
  hasChunk(requestId: string, index: number): Promise<boolean>;
  /** The request's status and error; null when it no longer exists. */
  readStatus(requestId: string): Promise<{ status?: string | null; error?: string | null } | null>;
  /** Where a streamed answer stands: chunks given back, chunks in all, end; null when the request no longer exists. */
  readStream(requestId: string): Promise<{ readThrough?: number | null; chunkCount?: number | null; endDate?: number | null } | null>;
  /** The reader is done with the chunks below `readThrough` ($max: it only moves forward). */
  advanceReadThrough(requestId: string, readThrough: number): Promise<void>;
}

/** The repository on the request records and their chunks (the product's, or those a test hands in). */
export function mongoErpAnswerRepository(
  requests: typeof RemoteRequestModel = RemoteRequestModel,
  chunks: typeof RemoteRequestChunkModel = RemoteRequestChunkModel,
): ErpAnswerRepository {
  return {
    readHead: (requestId) => requests.findById(new Types.ObjectId(requestId)).select({ response: 1, chunkCount: 1, rowCount: 1 }).lean().exec(),
    readWrittenHead: (requestId) =>
      requests
        .findOne({ _id: new Types.ObjectId(requestId), response: { $type: 'string' } })
        .select({ response: 1, chunkCount: 1 })
        .lean<{ response: string; chunkCount?: number | null }>()
        .exec(),
    // Straight through the driver: only the chunk's text, no mongoose query per batch.
    readChunk: (requestId, index) =>
      chunks.collection.findOne<{ data: string }>({ requestId: new Types.ObjectId(requestId), index }, { projection: { _id: 0, data: 1 } }),
    async hasChunk(requestId, index) {
      return Boolean(await chunks.exists({ requestId: new Types.ObjectId(requestId), index }));
    },
    readStatus: (requestId) => requests.findById(new Types.ObjectId(requestId)).select({ status: 1, error: 1 }).lean().exec(),
    readStream: (requestId) => requests.findById(new Types.ObjectId(requestId)).select({ readThrough: 1, chunkCount: 1, endDate: 1 }).lean().exec(),
    async advanceReadThrough(requestId, readThrough) {
      await requests.updateOne({ _id: new Types.ObjectId(requestId) }, { $max: { readThrough } });
    },
  };
}
