import type { Types } from 'mongoose';
import { RemoteRequestModel } from './remoteRequest';

/** The head of an ERP answer as the agent wrote it: `response` (JSON text), the chunks that follow and the rows in all. */
export interface ErpAnswerRecord {
  response?: string | null;
  chunkCount?: number | null;
  rowCount?: unknown;
}

/**
 * Where the readers of an ERP answer (workers/activities/erpAnswer.ts) find its head; they receive
 * it, so a test can hand them another.
 */
export interface ErpAnswerRepository {
  /** The request's answer head; null when the request no longer exists. */
  answerHead(requestId: Types.ObjectId): Promise<ErpAnswerRecord | null>;
}

/** The repository on the request records (the product's, or those a test hands in). */
export function mongoErpAnswerRepository(requests: typeof RemoteRequestModel = RemoteRequestModel): ErpAnswerRepository {
  return {
    answerHead: (requestId) => requests.findById(requestId).select({ response: 1, chunkCount: 1, rowCount: 1 }).lean<ErpAnswerRecord>().exec(),
  };
}
