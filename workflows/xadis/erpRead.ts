import type { ErpOperationInput } from '../../domain/erp/operations';
import type { ErpActivities } from '../erp/activities';
import { DEFAULT_ERP_DEADLINE_MS, DEFAULT_ERP_POLL_INTERVAL_MS } from '../erp/erpQuery';
import { ProcessFailure, type WorkflowContext } from '../context';

/**
 * The ERP query protocol of the ERP query process (workflows/erp/erpQuery.ts), step by step inside
 * a xadis process: write the request record, poll it every second until the agent wrote endDate,
 * and leave the answer where it is, so batches read their rows from it one at a time (a range
 * of 100,000 sales never passes through the workflow). The caller deletes the request at the end.
 */
export async function awaitErpAnswer(
  ctx: WorkflowContext,
  erp: ErpActivities,
  requestKey: string,
  operation: ErpOperationInput,
  options: { pollIntervalMs?: number; deadlineMs?: number } = {},
): Promise<string> {
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_ERP_POLL_INTERVAL_MS;
  const deadline = ctx.now() + (options.deadlineMs ?? DEFAULT_ERP_DEADLINE_MS);
  const { requestId } = await erp.createErpRequest({ requestKey, operation: operation as never });
  for (;;) {
    const status = await erp.readErpRequest({ requestId });
    if (status.state === 'missing') throw new ProcessFailure('ErpRequestMissing', 'The ERP request disappeared');
    if (status.state === 'failed') {
      await erp.deleteErpRequest({ requestId });
      throw new ProcessFailure('ErpRequestFailed', status.error ?? 'The ERP could not answer');
    }
    if (status.finished) return requestId;
    if (ctx.now() >= deadline) {
      await erp.deleteErpRequest({ requestId });
      throw new ProcessFailure('ErpDeadlineExceeded', 'The ERP did not answer in time');
    }
    await ctx.sleep(pollIntervalMs);
  }
}
