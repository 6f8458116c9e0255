import type { ErpActivities, ErpRequestStatus } from './activities';

/**
 * The ERP query process's activities in memory, for workflow tests on stubbed activities (no
 * database), as the Temporal samples test workflows: the test plays the ERP agent with answer().
 */
export interface StubErp {
  activities: ErpActivities;
  /** The requests written and not yet deleted, by id. */
  requests: Map<string, { requestKey: string; operation: string; status: ErpRequestStatus; rows: unknown }>;
  /** Plays the ERP agent: finishes the one pending request with these rows (or, for a write, its result). */
  answer(rows: unknown): void;
  /** Plays the ERP agent failing the pending request. */
  fail(error: string): void;
  /** Every activity call, in order. */
  calls: string[];
}

export function createStubErp(): StubErp {
  const requests: StubErp['requests'] = new Map();
  const calls: string[] = [];
  const pending = () => {
    const found = [...requests.values()].find((request) => !request.status.finished);
    if (!found) throw new Error('no pending ERP request');
    return found;
  };
  return {
    requests,
    calls,
    answer(rows) {
      const request = pending();
      request.rows = rows;
      request.status = { state: 'done', finished: true, error: null, chunkCount: 0 };
    },
    fail(error) {
      pending().status = { state: 'failed', finished: true, error, chunkCount: 0 };
    },
    activities: {
      async createErpRequest(input) {
        calls.push('createErpRequest');
        const existing = [...requests.entries()].find(([, request]) => request.requestKey === input.requestKey);
        if (existing) return { requestId: existing[0], created: false };
        const requestId = `request-${requests.size + 1}`;
        requests.set(requestId, {
          requestKey: input.requestKey,
          operation: input.operation.operation,
          status: { state: 'pending', finished: false, error: null, chunkCount: 0 },
          rows: [],
        });
        return { requestId, created: true };
      },
      async readErpRequest({ requestId }) {
        calls.push('readErpRequest');
        return requests.get(requestId)?.status ?? { state: 'missing', finished: true, error: null, chunkCount: 0 };
      },
      async readErpResponse({ requestId }) {
        calls.push('readErpResponse');
        const request = requests.get(requestId);
        if (!request) throw new Error('The ERP request no longer exists');
        return request.rows;
      },
      async deleteErpRequest({ requestId }) {
        calls.push('deleteErpRequest');
        return { deleted: requests.delete(requestId) };
      },
    },
  };
}
