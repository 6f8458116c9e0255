import type { ErpActivities } from '../erp/activities';
import type { InsertPurchaseOrderResult } from '../../domain/erp/operations';
import { defineProcess, defineQuery, failureOf, ProcessFailure } from '../context';
import type { PurchaseOrderRef, PurchasingActivities } from './activities';

/**
 * The purchase-order process, one run per folio (spec 002 section 4, step 6): the PDF, stored;
 * the e-mail with it attached to the provider and the buyer; the OC, OCDet and OCAutomatica rows
 * into the ERP through the ERP agent (a request record, polled until the agent answers). Each step
 * is an idempotent activity, so a retried step or a restarted run does each thing once.
 */
export const PURCHASE_ORDER_WORKFLOW = 'purchaseOrder';

export interface PurchaseOrderInput extends PurchaseOrderRef {
  pollIntervalMs?: number;
  deadlineMs?: number;
}

export type PurchaseOrderStep = 'pdf' | 'email' | 'erp' | 'done' | 'failed';

export interface PurchaseOrderProgress {
  step: PurchaseOrderStep;
  pdfKeys: string[];
  recipients: string[];
  erpPolls: number;
  erp: InsertPurchaseOrderResult | null;
  failure: string | null;
}

export const purchaseOrderProgressQuery = defineQuery<PurchaseOrderProgress>('purchaseOrderProgress');

export const purchaseOrderProcess = defineProcess<PurchaseOrderInput, PurchaseOrderProgress>(PURCHASE_ORDER_WORKFLOW, async (ctx, input) => {
  const progress: PurchaseOrderProgress = { step: 'pdf', pdfKeys: [], recipients: [], erpPolls: 0, erp: null, failure: null };
  ctx.onQuery(purchaseOrderProgressQuery, () => ({ ...progress }));
  const ref: PurchaseOrderRef = { erpCompanyId: input.erpCompanyId, folio: input.folio };
  // Keyed by the folio, not the run: a second run for the same order (a buyer's retry) never e-mails it twice.
  const retry = { initialIntervalMs: 1000, maximumIntervalMs: 30_000, maximumAttempts: 10, nonRetryableErrorTypes: ['PurchaseOrderNotFound'] };
  const purchasing = ctx.activities<PurchasingActivities>({ startToCloseTimeoutMs: 60_000, retry });
  const erp = ctx.activities<ErpActivities>({
    startToCloseTimeoutMs: 30_000,
    retry: { initialIntervalMs: 1000, maximumIntervalMs: 10_000, maximumAttempts: 5 },
  });
  const pollIntervalMs = Math.max(1, input.pollIntervalMs ?? 1000);
  const deadlineMs = Math.max(pollIntervalMs, input.deadlineMs ?? 120_000);

  try {
    progress.pdfKeys = (await purchasing.makePurchaseOrderPdfs(ref)).keys;
    progress.step = 'email';
    progress.recipients = (await purchasing.emailPurchaseOrder({ ...ref, idempotencyKey: `purchaseOrder:${ref.erpCompanyId}:${ref.folio}:email` })).recipients;
    progress.step = 'erp';
    const operation = await purchasing.purchaseOrderErpOperation(ref);
    const { requestId } = await erp.createErpRequest({ requestKey: `${ctx.info.workflowId}:insert`, operation });
    const startedAt = ctx.now();
    for (;;) {
      const status = await erp.readErpRequest({ requestId });
      progress.erpPolls += 1;
      if (status.state === 'missing') throw new ProcessFailure('ErpRequestMissing', 'The ERP request disappeared');
      if (status.state === 'failed') {
        await erp.deleteErpRequest({ requestId });
        throw new ProcessFailure('ErpInsertFailed', status.error ?? 'The ERP refused the purchase order');
      }
      if (status.finished) break;
      if (ctx.now() - startedAt >= deadlineMs) {
        await erp.deleteErpRequest({ requestId });
        throw new ProcessFailure('ErpDeadlineExceeded', `The ERP did not answer within ${Math.round(deadlineMs / 1000)} s`);
      }
      await ctx.sleep(pollIntervalMs);
    }
    progress.erp = (await erp.readErpResponse({ requestId })) as InsertPurchaseOrderResult;
    await erp.deleteErpRequest({ requestId });
    await purchasing.finishPurchaseOrder({ ...ref, status: 'sent', erpOrders: progress.erp.ordersInserted, erpLines: progress.erp.linesInserted });
    progress.step = 'done';
    return { ...progress };
  } catch (error) {
    if (ctx.isCancellation(error)) throw error;
    progress.step = 'failed';
    progress.failure = failureOf(error).message;
    await ctx.nonCancellable(() => purchasing.finishPurchaseOrder({ ...ref, status: 'failed', failure: progress.failure ?? 'failed' })).catch(() => undefined);
    if (error instanceof ProcessFailure) throw error;
    throw new ProcessFailure('PurchaseOrderFailed', progress.failure ?? 'failed');
  }
});
