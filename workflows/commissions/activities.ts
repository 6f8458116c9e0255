/**
 * What the commission calculation process (commissionCalculation.ts) needs: which employees and
 * which period a run covers, and the evaluation of a batch of employees with its reports.
 * workers/activities/commissions.ts implements it. Both are idempotent: a report is upserted by
 * (commission, employee, period start), so a retried batch or a second run of the same period
 * replaces reports and never duplicates them.
 */
export interface PlanCommissionRunInput {
  variableCommissionId: string;
  /** Given for a requested run; absent for a scheduled one (the period that just closed). */
  startDate?: string;
  employeeId?: string;
  /** The workflow's time when the run started (epoch ms). */
  startedAt: number;
}

export type CommissionRunPlan =
  | { status: 'ready'; startDate: string; endDate: string; employeeIds: string[]; variableCommissionName: string }
  | { status: 'missing' | 'inactive' | 'notDue' | 'employeeNotInArea'; startDate: string | null };

export interface CalculateBatchInput {
  runId: string;
  variableCommissionId: string;
  startDate: string;
  endDate: string;
  employeeIds: string[];
}

export interface BatchOutcome {
  processed: number;
  failed: number;
}

export interface CommissionActivities {
  planCommissionRun(input: PlanCommissionRunInput): Promise<CommissionRunPlan>;
  calculateCommissionBatch(input: CalculateBatchInput): Promise<BatchOutcome>;
}
