import { AppError } from '../../domain/errors/catalogue';
import type { ErpOperation } from '../../domain/erp/operations';
import { isErpReadOperation } from '../../domain/erp/readQuery';
import type { Language } from '../../domain/i18n/language';
import type { WorkflowGateway } from '../../workers/gateway';
import { ERP_QUERY_WORKFLOW, erpQueryInput, erpQueryProgressQuery, type ErpQueryProgress } from '../../workflows/erp/erpQuery';
import { viaGateway } from '../workflows/errors';

/** An ERP query run as the operator sees it: its state while it runs, its rows once done, its error in the reader's language. */
export interface ErpQueryStatus {
  workflowId: string;
  status: string;
  state: string;
  polls?: number;
  rows?: unknown;
  rowCount?: number;
  error?: string;
}

/** Starts an ERP read through the ERP query process; an insert is refused (it runs only inside the purchase-order process). */
export async function startErpQuery(
  gateway: WorkflowGateway,
  operation: ErpOperation,
  config: { ERP_POLL_INTERVAL_MS: number; ERP_DEADLINE_MS: number },
): Promise<{ workflowId: string }> {
  // Operations a person may start by hand are reads; inserts run only inside the purchase-order process.
  if (!isErpReadOperation(operation.operation)) throw new AppError('ERP_OPERATION_NOT_ALLOWED', { operation: operation.operation });
  const { workflowId } = await viaGateway('', () => gateway.start(ERP_QUERY_WORKFLOW, erpQueryInput(operation, config)));
  return { workflowId };
}

/** One ERP query run: its progress while it runs, its rows once completed, its error once failed. */
export async function erpQueryStatus(gateway: WorkflowGateway, workflowId: string, language: Language): Promise<ErpQueryStatus> {
  const run = await viaGateway(workflowId, () => gateway.describe(workflowId));
  if (run.workflowType !== ERP_QUERY_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
  if (run.status === 'running') {
    const progress = await viaGateway(workflowId, () => gateway.query<ErpQueryProgress>(workflowId, erpQueryProgressQuery));
    // The process marks itself done just before it returns: until the run has completed (and
    // its rows are there to send) the answer says it is still reading.
    return { workflowId: run.workflowId, status: run.status, state: progress.state === 'done' ? 'reading' : progress.state, polls: progress.polls };
  }
  if (run.status === 'completed') {
    const result = run.result as { rows: unknown; polls: number };
    const rows = result.rows;
    return { workflowId: run.workflowId, status: run.status, state: 'done', polls: result.polls, rows, rowCount: Array.isArray(rows) ? rows.length : 1 };
  }
  const localized = (run.failure?.details?.[0] as { messages?: { es: string; en: string } } | undefined)?.messages;
  return { workflowId: run.workflowId, status: run.status, state: 'failed', error: localized?.[language] ?? run.failure?.message ?? run.status };
}
