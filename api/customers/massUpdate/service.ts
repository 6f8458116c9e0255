import { AppError } from '../../../domain/errors/catalogue';
import type { WorkflowGateway } from '../../../workers/gateway';
import {
  CUSTOMER_MASS_UPDATE_WORKFLOW,
  customerMassUpdateProgressQuery,
  type CustomerMassUpdateInput,
  type CustomerMassUpdateProgress,
} from '../../../workflows/customers/massUpdate';
import { viaGateway } from '../../workflows/errors';
import { toCustomerQuery } from '../service';
import { customerTypeExists } from '../types/service';
import type { MassUpdateRequest } from './schemas';

/** A mass update run with its progress: counted so far while running, the result once completed. */
export async function massUpdateRun(gateway: WorkflowGateway, workflowId: string) {
  const run = await viaGateway(workflowId, () => gateway.describe(workflowId));
  if (run.workflowType !== CUSTOMER_MASS_UPDATE_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
  const empty: CustomerMassUpdateProgress = { state: 'counting', total: 0, processed: 0, updated: 0, skipped: 0, notified: 0 };
  const progress =
    run.status === 'completed'
      ? (run.result as CustomerMassUpdateProgress)
      : run.status === 'running'
        ? await viaGateway(workflowId, () => gateway.query(workflowId, customerMassUpdateProgressQuery)).catch(() => empty)
        : empty;
  return { workflowId, status: run.status, ...progress };
}

/** Starts the mass update process on the selected rows or on every customer of a filter. */
export async function startMassUpdate(gateway: WorkflowGateway, input: MassUpdateRequest) {
  if (input.action === 'setType' && !(await customerTypeExists(input.customerTypeId ?? '')))
    throw new AppError('CUSTOMER_TYPE_NOT_FOUND', { id: input.customerTypeId ?? '' });
  if (input.action === 'release' && !input.warehouseIds?.length) throw new AppError('STORE_NOT_FOUND');
  const processInput: CustomerMassUpdateInput = {
    action: input.action,
    customerRefs: input.customerIds?.length ? input.customerIds : null,
    query: input.customerIds?.length ? null : toCustomerQuery(input.filter),
    customerTypeId: input.customerTypeId ?? null,
    warehouseIds: input.warehouseIds ?? null,
    batchSize: input.batchSize ?? undefined,
  };
  const { workflowId } = await viaGateway('', () => gateway.start(CUSTOMER_MASS_UPDATE_WORKFLOW, processInput));
  return massUpdateRun(gateway, workflowId);
}
