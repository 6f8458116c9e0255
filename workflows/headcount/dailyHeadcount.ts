import type { HeadcountActivities, HeadcountStoreLine } from './activities';
import { defineProcess, defineQuery } from '../context';

/**
 * The daily headcount calculation (spec 002 Headcount): for every active store with a work-team
 * template, required positions, assigned staff, vacancies, excedentes, status level and the vacant
 * log of the day with its incidents. Scheduled every morning for the day that just closed
 * (workers/schedules/headcount.ts) and started on demand from the headcount screen and
 * `cli headcount compute`. Stores go in batches, each one activity.
 */
export const DAILY_HEADCOUNT_WORKFLOW = 'dailyHeadcount';
export const HEADCOUNT_BATCH_SIZE = 200;

export interface DailyHeadcountInput {
  calculationDate?: string;
}

export interface DailyHeadcountResult {
  calculationDate: string;
  stores: HeadcountStoreLine[];
  skipped: number;
}

export interface DailyHeadcountProgress {
  state: 'planning' | 'calculating' | 'done';
  calculationDate: string | null;
  total: number;
  processed: number;
}

export const dailyHeadcountProgressQuery = defineQuery<DailyHeadcountProgress>('dailyHeadcountProgress');

export const dailyHeadcountProcess = defineProcess<DailyHeadcountInput, DailyHeadcountResult>(DAILY_HEADCOUNT_WORKFLOW, async (ctx, input) => {
  const progress: DailyHeadcountProgress = { state: 'planning', calculationDate: null, total: 0, processed: 0 };
  ctx.onQuery(dailyHeadcountProgressQuery, () => ({ ...progress }));
  const headcount = ctx.activities<HeadcountActivities>({
    startToCloseTimeoutMs: 120_000,
    retry: { initialIntervalMs: 1000, maximumIntervalMs: 30_000, maximumAttempts: 5 },
  });
  const plan = await headcount.planHeadcountRun({ calculationDate: input?.calculationDate, startedAt: ctx.now() });
  progress.state = 'calculating';
  progress.calculationDate = plan.calculationDate;
  progress.total = plan.warehouseIds.length;
  const stores: HeadcountStoreLine[] = [];
  let skipped = 0;
  for (let offset = 0; offset < plan.warehouseIds.length; offset += HEADCOUNT_BATCH_SIZE) {
    const outcome = await headcount.calculateHeadcountBatch({
      calculationDate: plan.calculationDate,
      warehouseIds: plan.warehouseIds.slice(offset, offset + HEADCOUNT_BATCH_SIZE),
    });
    stores.push(...outcome.stores);
    skipped += outcome.skipped;
    progress.processed += outcome.stores.length + outcome.skipped;
  }
  progress.state = 'done';
  return { calculationDate: plan.calculationDate, stores, skipped };
});
