import { AppError } from '../../../domain/errors/catalogue';
import type { WorkflowGateway } from '../../../workers/gateway';
import { DAILY_HEADCOUNT_WORKFLOW, dailyHeadcountProgressQuery, type DailyHeadcountResult } from '../../../workflows/headcount/dailyHeadcount';
import { viaGateway } from '../../workflows/errors';

/** The daily headcount calculation (workflows/headcount/dailyHeadcount.ts) run on demand, and its progress. */

export async function startHeadcount(gateway: WorkflowGateway, calculationDate: string | null) {
  const { workflowId } = await viaGateway('', () => gateway.start(DAILY_HEADCOUNT_WORKFLOW, calculationDate ? { calculationDate } : {}));
  return headcountRun(gateway, workflowId);
}

export async function headcountRun(gateway: WorkflowGateway, workflowId: string) {
  const run = await viaGateway(workflowId, () => gateway.describe(workflowId));
  if (run.workflowType !== DAILY_HEADCOUNT_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
  if (run.status === 'completed') {
    const result = run.result as DailyHeadcountResult;
    return {
      workflowId,
      status: run.status,
      calculationDate: result.calculationDate,
      total: result.stores.length + result.skipped,
      processed: result.stores.length + result.skipped,
      stores: result.stores,
    };
  }
  const progress =
    run.status === 'running' ? await viaGateway(workflowId, () => gateway.query(workflowId, dailyHeadcountProgressQuery)).catch(() => null) : null;
  return {
    workflowId,
    status: run.status,
    calculationDate: progress?.calculationDate ?? null,
    total: progress?.total ?? 0,
    processed: progress?.processed ?? 0,
    stores: [],
  };
}
