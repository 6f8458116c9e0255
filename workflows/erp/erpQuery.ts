import { erpOperationSchema, type ErpOperationInput, type ErpOperationName, type ErpOperationResults } from '../../domain/erp/operations';
import type { ErpActivities } from './activities';
import { defineProcess, defineQuery, failureOf, ProcessFailure } from '../context';
import { erpQueryFailureMessages, type ErpQueryFailureCode, type ErpQueryFailureDetails } from './messages';

/**
 * ERP query polling (spec 001 sections 3 and 7, spec 002 section 7). The ERP is on premises and
 * answers through a request record: the process writes it, the ERP agent beside the ERP runs the
 * typed operation and writes the response and endDate; the process polls every interval until
 * then, reads the answer (and its chunks, in index order), deletes the request and returns rows.
 */

export const ERP_QUERY_WORKFLOW = 'erpQuery';
export const DEFAULT_ERP_POLL_INTERVAL_MS = 1000;
export const DEFAULT_ERP_DEADLINE_MS = 120_000;

export interface ErpQueryInput {
  operation: ErpOperationInput;
  /** ERP_POLL_INTERVAL_MS. */
  pollIntervalMs?: number;
  /** ERP_DEADLINE_MS. */
  deadlineMs?: number;
}

export interface ErpQueryResult<Name extends ErpOperationName = ErpOperationName> {
  operation: Name;
  rows: ErpOperationResults[Name];
  polls: number;
}

export type ErpQueryState = 'creating' | 'waiting' | 'reading' | 'done' | 'failed';

export interface ErpQueryProgress {
  state: ErpQueryState;
  polls: number;
  requestId: string | null;
  failure: string | null;
}

export const erpQueryProgressQuery = defineQuery<ErpQueryProgress>('erpQueryProgress');

/** The input of a run from the operation and the configured interval and deadline. */
export function erpQueryInput(operation: ErpOperationInput, config: { ERP_POLL_INTERVAL_MS: number; ERP_DEADLINE_MS: number }): ErpQueryInput {
  return { operation, pollIntervalMs: config.ERP_POLL_INTERVAL_MS, deadlineMs: config.ERP_DEADLINE_MS };
}

function failure(code: ErpQueryFailureCode, values: Parameters<typeof erpQueryFailureMessages>[1] = {}): ProcessFailure {
  const messages = erpQueryFailureMessages(code, values);
  const details: ErpQueryFailureDetails = { code, messages, seconds: values.seconds, erpError: values.erpError };
  return new ProcessFailure(code, messages.en, [details]);
}

export const erpQueryProcess = defineProcess<ErpQueryInput, ErpQueryResult>(ERP_QUERY_WORKFLOW, async (ctx, input) => {
  const progress: ErpQueryProgress = { state: 'creating', polls: 0, requestId: null, failure: null };
  ctx.onQuery(erpQueryProgressQuery, () => ({ ...progress }));

  const fail = (error: ProcessFailure): ProcessFailure => {
    progress.state = 'failed';
    progress.failure = error.message;
    return error;
  };

  const parsed = erpOperationSchema.safeParse(input?.operation);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'operation'}: ${issue.message}`).join('; ');
    throw fail(failure('ErpOperationInvalid', { problems }));
  }
  const operation = parsed.data;
  const pollIntervalMs = Math.max(1, input.pollIntervalMs ?? DEFAULT_ERP_POLL_INTERVAL_MS);
  const deadlineMs = Math.max(pollIntervalMs, input.deadlineMs ?? DEFAULT_ERP_DEADLINE_MS);
  const deadlineSeconds = Math.round(deadlineMs / 1000);

  const erp = ctx.activities<ErpActivities>({
    startToCloseTimeoutMs: 30_000,
    retry: { initialIntervalMs: 1000, maximumIntervalMs: 10_000, maximumAttempts: 5 },
  });

  let requestId: string;
  try {
    ({ requestId } = await erp.createErpRequest({ requestKey: `${ctx.info.workflowId}:request`, operation }));
  } catch (error) {
    if (ctx.isCancellation(error)) throw error;
    throw fail(failure('ErpRequestFailed', { operation: operation.operation, erpError: failureOf(error).message }));
  }
  progress.requestId = requestId;
  progress.state = 'waiting';

  const removeRequest = () => ctx.nonCancellable(() => erp.deleteErpRequest({ requestId }));

  let expired = false;
  // The deadline is a durable timer of its own, so it holds across restarts and time skipping.
  ctx.sleep(deadlineMs).then(
    () => {
      expired = true;
    },
    () => undefined,
  );

  try {
    for (;;) {
      const status = await erp.readErpRequest({ requestId });
      progress.polls += 1;
      if (status.state === 'missing') throw fail(failure('ErpRequestMissing'));
      if (status.state === 'failed') {
        await removeRequest();
        throw fail(failure('ErpRequestFailed', { operation: operation.operation, erpError: status.error ?? undefined }));
      }
      if (status.finished) break;
      if (expired) {
        await removeRequest();
        throw fail(failure('ErpDeadlineExceeded', { seconds: deadlineSeconds }));
      }
      await ctx.sleep(pollIntervalMs);
    }

    progress.state = 'reading';
    const rows = await erp.readErpResponse({ requestId });
    await removeRequest();
    progress.state = 'done';
    return { operation: operation.operation, rows: rows as ErpOperationResults[ErpOperationName], polls: progress.polls };
  } catch (error) {
    if (error instanceof ProcessFailure) throw error;
    // An activity gave up (database unreachable, unreadable answer) or the run was cancelled:
    // the request must not stay behind for the agent.
    const cancelled = ctx.isCancellation(error);
    progress.state = 'failed';
    progress.failure = cancelled ? 'cancelled' : failureOf(error).message;
    await removeRequest().catch(() => undefined);
    if (cancelled) throw error;
    throw fail(failure('ErpRequestFailed', { operation: operation.operation, erpError: failureOf(error).message }));
  }
});
