import type { ErpOperation } from '../../domain/erp/operations';

/**
 * What the ERP query process (erpQuery.ts) needs from the outside world: the request record the
 * ERP agent picks up, its status, its answer and its removal. workers/activities/erp.ts implements
 * it; the workflow sees only this contract (types only, nothing is bundled with the workflow).
 * Every activity is idempotent: creation is keyed by `requestKey`, reads have no effect, deleting
 * a missing record is a success.
 */
export interface CreateErpRequestInput {
  /** workflowId + step: a retried activity finds the record its first attempt wrote. */
  requestKey: string;
  operation: ErpOperation;
  /**
   * Flow control for a reader that takes the answer chunk by chunk: the agent stays at most this
   * many chunks ahead of the reader's `readThrough`. Omitted: the whole answer is written at once.
   */
  window?: number;
}

export type ErpRequestState = 'pending' | 'running' | 'done' | 'failed' | 'missing';

export interface ErpRequestStatus {
  state: ErpRequestState;
  finished: boolean;
  error: string | null;
  chunkCount: number;
}

export interface ErpActivities {
  /** Writes the request record once per key and answers its id. */
  createErpRequest(input: CreateErpRequestInput): Promise<{ requestId: string; created: boolean }>;
  /** One poll: the record's status, finished once the agent wrote endDate. */
  readErpRequest(input: { requestId: string }): Promise<ErpRequestStatus>;
  /** The answer: `response` followed by the chunks' rows in index order. */
  readErpResponse(input: { requestId: string }): Promise<unknown>;
  /** Removes the request and its chunks; a missing record counts as removed. */
  deleteErpRequest(input: { requestId: string }): Promise<{ deleted: boolean }>;
}
