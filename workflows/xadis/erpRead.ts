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
  const { requestId } = await erp.createErpRequest({ requestKey, operation: operation as never });
  await waitForErpAnswer(ctx, erp, requestId, options);
  return requestId;
}

/** Polls a written ERP request until the agent finished it (endDate); its failure or the deadline fails the process. */
export async function waitForErpAnswer(
  ctx: WorkflowContext,
  erp: ErpActivities,
  requestId: string,
  options: { pollIntervalMs?: number; deadlineMs?: number } = {},
): Promise<void> {
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_ERP_POLL_INTERVAL_MS;
  const deadline = ctx.now() + (options.deadlineMs ?? DEFAULT_ERP_DEADLINE_MS);
  for (;;) {
    const status = await erp.readErpRequest({ requestId });
    if (status.state === 'missing') throw new ProcessFailure('ErpRequestMissing', 'The ERP request disappeared');
    if (status.state === 'failed') {
      await erp.deleteErpRequest({ requestId });
      throw new ProcessFailure('ErpRequestFailed', status.error ?? 'The ERP could not answer');
    }
    if (status.finished) return;
    if (ctx.now() >= deadline) {
      await erp.deleteErpRequest({ requestId });
      throw new ProcessFailure('ErpDeadlineExceeded', 'The ERP did not answer in time');
    }
    await ctx.sleep(pollIntervalMs);
  }
}
