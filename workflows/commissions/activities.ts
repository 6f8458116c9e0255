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

/**
 * What the commission statements process (commissionStatements.ts) needs:
 * workers/activities/commissionStatements.ts implements it. Each is idempotent: statements are
 * upserted by (company, period, employee), a step is applied only to statements still in the state
 * it starts from, and each e-mail goes once by its key.
 */
export interface GenerateStatementsInput {
  batchId: string;
  organizationId: string;
  periodStart: string;
  periodEnd: string;
  /** The workflow's time (epoch ms). */
  now: number;
}

export interface StatementsGenerated {
  statements: number;
  inReview: number;
}

export interface ReviewStatementsInput {
  batchId: string;
  now: number;
}

export interface StatementsReviewed {
  /** Statements of the batch not yet exported. */
  open: number;
  recalculated: number;
  reminded: number;
  escalated: number;
  /** When the next reminder or escalation is due (ms from now); null when none waits. */
  nextCheckInMs: number | null;
}

export interface StatementActivities {
  /** Statements from the period's reports (state calculated), the corrections carried to them, then each sent to its reviewer (in review). */
  generateStatements(input: GenerateStatementsInput): Promise<StatementsGenerated>;
  /** Recalculates the disputed statements whose dispute chose it, sends due reminders, escalates. */
  reviewStatements(input: ReviewStatementsInput): Promise<StatementsReviewed>;
}
