import type { ErpOperationInput, ErpOperationName } from '../../domain/erp/operations';
import { ERP_QUERY_WORKFLOW, erpQueryInput, type ErpQueryResult } from '../../workflows/erp/erpQuery';
import type { WorkflowGateway } from './types';

/**
 * Runs one ERP query through the workflow gateway and waits for its rows: what the API and other
 * processes' callers use to read the ERP. A failure rejects with WorkflowRunFailedError whose
 * details carry the es/en texts (workflows/erp/messages.ts).
 */
export async function queryErp<Name extends ErpOperationName>(
  gateway: WorkflowGateway,
  operation: ErpOperationInput & { operation: Name },
  config: { ERP_POLL_INTERVAL_MS: number; ERP_DEADLINE_MS: number },
  options: { workflowId?: string } = {},
): Promise<ErpQueryResult<Name>> {
  const { workflowId } = await gateway.start(ERP_QUERY_WORKFLOW, erpQueryInput(operation, config), options);
  // The process fails by itself at its deadline; the extra minute covers the clean-up steps.
  return gateway.result<ErpQueryResult<Name>>(workflowId, { timeoutMs: config.ERP_DEADLINE_MS + 60_000 });
}
