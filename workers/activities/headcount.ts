import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { storeDate } from '../../domain/common/time';
import { calculationDateSchema, previousDay } from '../../domain/headcount/rules';
import { mongoHeadcountRepository, type HeadcountRepository } from '../../db/models/headcount/headcountRepository';
import type { HeadcountActivities, HeadcountBatchInput, HeadcountBatchOutcome, HeadcountPlan, PlanHeadcountInput } from '../../workflows/headcount/activities';

/**
 * Side effects of the daily headcount process (its contract: workflows/headcount/activities.ts).
 * Idempotent: a store's report is rewritten and its vacant log upserted by (store, day)
 * (db/models/headcount/calculation.ts), so a retried batch or a repeated day changes nothing more.
 */
export interface HeadcountActivityDependencies {
  /** The stores and their calculation; the database's by default. */
  repository?: HeadcountRepository;
  now?: () => number;
}

export function createHeadcountActivities(dependencies: HeadcountActivityDependencies = {}): HeadcountActivities {
  const now = dependencies.now ?? Date.now;
  const repository = dependencies.repository ?? mongoHeadcountRepository;
  return {
    async planHeadcountRun(input: PlanHeadcountInput): Promise<HeadcountPlan> {
      let calculationDate = input.calculationDate;
      if (calculationDate === undefined || calculationDate === null) {
        // A scheduled run counts the store day that just closed (Mexico City).
        calculationDate = previousDay(storeDate(input.startedAt ?? now()));
      } else if (!calculationDateSchema.safeParse(calculationDate).success) {
        throw ApplicationFailure.nonRetryable(`not a calculation day: ${String(calculationDate).slice(0, 20)}`, 'HEADCOUNT_DATE_INVALID');
      }
      return { calculationDate, warehouseIds: await repository.storeIds() };
    },
    async calculateHeadcountBatch(input: HeadcountBatchInput): Promise<HeadcountBatchOutcome> {
      const { results, skipped } = await repository.calculate(input.calculationDate, input.warehouseIds);
      return { stores: results, skipped };
    },
  };
}
