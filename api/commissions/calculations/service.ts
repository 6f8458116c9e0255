import type { Logger } from '../../../config/logger';
import { calculationRunId } from '../../../domain/commissions/rules';
import { AppError } from '../../../domain/errors/catalogue';
import { CommissionEmployeeModel, type VariableCommission } from '../../../db/models/commissions';
import type { WorkflowGateway, WorkflowRunDetails } from '../../../workers/gateway';
import {
  COMMISSION_CALCULATION_WORKFLOW,
  commissionCalculationProgressQuery,
  type CommissionCalculationResult,
} from '../../../workflows/commissions/commissionCalculation';
import { found } from '../records';
import { commissionCompany } from '../variableCommissions/service';

function requireGateway(gateway: WorkflowGateway | undefined): WorkflowGateway {
  if (!gateway) throw new AppError('COMMISSION_RUN_UNAVAILABLE');
  return gateway;
}

/**
 * Starts a calculation run of a commission over the period that starts on `startDate` (for one
 * employee of its position when given): one run per commission, period start and employee at a
 * time. Answers the run's workflow id.
 */
export async function startCalculation(
  gateway: WorkflowGateway | undefined,
  logger: Logger,
  commission: VariableCommission,
  startDate: string,
  employeeId?: string,
): Promise<string> {
  const workflows = requireGateway(gateway);
  if (employeeId)
    await found(CommissionEmployeeModel.findOne({ id: employeeId, areaId: commission.areaId }).lean(), 'COMMISSION_EMPLOYEE_NOT_FOUND', employeeId);
  const workflowId = calculationRunId(COMMISSION_CALCULATION_WORKFLOW, commission.id, startDate, employeeId);
  try {
    await workflows.start('commissionCalculation', { variableCommissionId: commission.id, startDate, employeeId }, { workflowId });
  } catch (error) {
    if ((error as { code?: string }).code === 'WorkflowAlreadyRunning') throw new AppError('COMMISSION_RUN_IN_PROGRESS');
    logger.error({ err: error, workflowId }, 'could not start a commission calculation');
    throw new AppError('COMMISSION_RUN_UNAVAILABLE');
  }
  return workflowId;
}

export interface CalculationRun {
  run: WorkflowRunDetails;
  /** The company of the run's commission; null once the commission is deleted. */
  organizationId: string | null;
}

/**
 * A calculation run, requested (commissionCalculation:<id>:<date>) or scheduled
 * (variable-commission:<id>-<time>) alike, with its commission's company; any other run is not
 * found.
 */
export async function findCalculation(gateway: WorkflowGateway | undefined, workflowId: string): Promise<CalculationRun> {
  const workflows = requireGateway(gateway);
  let run: WorkflowRunDetails;
  try {
    run = await workflows.describe(workflowId);
  } catch {
    throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
  }
  if (run.workflowType !== COMMISSION_CALCULATION_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
  const commissionId = (run.input as { variableCommissionId?: unknown } | undefined)?.variableCommissionId;
  return { run, organizationId: typeof commissionId === 'string' ? await commissionCompany(commissionId) : null };
}

/** A run's state, progress (null when it cannot answer), result and failure. */
export async function calculationState(gateway: WorkflowGateway | undefined, { run }: CalculationRun) {
  const progress = await requireGateway(gateway)
    .query(run.workflowId, commissionCalculationProgressQuery)
    .catch(() => null);
  // The run's result is what the commissionCalculation process returns.
  const result = (run.result ?? null) as CommissionCalculationResult | null;
  return { workflow_id: run.workflowId, status: run.status, progress, result, failure: run.failure?.message ?? null };
}
