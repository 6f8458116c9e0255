import type { CommissionActivities } from './activities';
import { defineProcess, defineQuery } from '../context';

/**
 * One calculation run of a variable commission (spec 003 sections 4 and 7.2): started by
 * POST /variable-commission/calculate (a period, optionally one employee for a retry) or by the
 * commission's schedule (no period: the one that just closed). The run plans the employees and
 * the period, then evaluates them in batches; each batch upserts its reports, so the run can be
 * retried or repeated and the period keeps one report per employee.
 */
export const COMMISSION_CALCULATION_WORKFLOW = 'commissionCalculation';
export const COMMISSION_BATCH_SIZE = 500;

export interface CommissionCalculationInput {
  variableCommissionId: string;
  startDate?: string;
  employeeId?: string;
}

export interface CommissionCalculationResult {
  status: 'completed' | 'missing' | 'inactive' | 'notDue' | 'employeeNotInArea';
  startDate: string | null;
  endDate: string | null;
  employees: number;
  failed: number;
}

export interface CommissionCalculationProgress {
  state: 'planning' | 'calculating' | 'done';
  total: number;
  processed: number;
  failed: number;
}

export const commissionCalculationProgressQuery = defineQuery<CommissionCalculationProgress>('commissionCalculationProgress');

export const commissionCalculationProcess = defineProcess<CommissionCalculationInput, CommissionCalculationResult>(
  COMMISSION_CALCULATION_WORKFLOW,
  async (ctx, input) => {
    const progress: CommissionCalculationProgress = { state: 'planning', total: 0, processed: 0, failed: 0 };
    ctx.onQuery(commissionCalculationProgressQuery, () => ({ ...progress }));
    const commissions = ctx.activities<CommissionActivities>({
      startToCloseTimeoutMs: 120_000,
      retry: { initialIntervalMs: 1000, maximumIntervalMs: 30_000, maximumAttempts: 5 },
    });
    const plan = await commissions.planCommissionRun({
      variableCommissionId: input.variableCommissionId,
      startDate: input.startDate,
      employeeId: input.employeeId,
      startedAt: ctx.now(),
    });
    if (plan.status !== 'ready') {
      progress.state = 'done';
      return { status: plan.status, startDate: plan.startDate, endDate: null, employees: 0, failed: 0 };
    }
    progress.state = 'calculating';
    progress.total = plan.employeeIds.length;
    for (let offset = 0; offset < plan.employeeIds.length; offset += COMMISSION_BATCH_SIZE) {
      const outcome = await commissions.calculateCommissionBatch({
        runId: ctx.info.workflowId,
        variableCommissionId: input.variableCommissionId,
        startDate: plan.startDate,
        endDate: plan.endDate,
        employeeIds: plan.employeeIds.slice(offset, offset + COMMISSION_BATCH_SIZE),
      });
      progress.processed += outcome.processed;
      progress.failed += outcome.failed;
    }
    progress.state = 'done';
    return { status: 'completed', startDate: plan.startDate, endDate: plan.endDate, employees: progress.processed, failed: progress.failed };
  },
);
