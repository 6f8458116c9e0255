/**
 * What the daily headcount process (dailyHeadcount.ts) needs: which day and which stores a run
 * covers, and the calculation of a batch of stores. workers/activities/headcount.ts implements
 * it. Both are idempotent: a store's report is rewritten and its vacant log of the day upserted
 * by (store, day), so a retried batch or a second run of the same day never duplicates anything.
 */
export interface PlanHeadcountInput {
  /** yyyy-mm-dd; absent for a scheduled run (the store day that just closed). */
  calculationDate?: string;
  /** The workflow's time when the run started (epoch ms). */
  startedAt: number;
}

export interface HeadcountPlan {
  calculationDate: string;
  warehouseIds: string[];
}

export interface HeadcountBatchInput {
  calculationDate: string;
  warehouseIds: string[];
}

export interface HeadcountStoreLine {
  warehouseId: string;
  warehouseName: string;
  organizationId: string;
  required: number;
  assigned: number;
  vacancies: number;
  extras: number;
  statusName: string;
}

export interface HeadcountBatchOutcome {
  stores: HeadcountStoreLine[];
  skipped: number;
}

export interface HeadcountActivities {
  planHeadcountRun(input: PlanHeadcountInput): Promise<HeadcountPlan>;
  calculateHeadcountBatch(input: HeadcountBatchInput): Promise<HeadcountBatchOutcome>;
}
