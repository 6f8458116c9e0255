import { calculateHeadcount, headcountStoreIds, type StoreHeadcountResult } from './calculation';

/**
 * What the daily headcount's activities (workers/activities/headcount.ts) read and write: the
 * stores a run covers and the calculation of some of them, which rewrites each store's report and
 * upserts its vacant log of the day. The activities receive it, so a test can hand them another.
 */
export interface HeadcountRepository {
  /** Active stores with a work-team template, by code. */
  storeIds(): Promise<string[]>;
  /** Computes and stores the headcount of these stores for the day; answers each store's line and how many were skipped. */
  calculate(calculationDate: string, warehouseIds: readonly string[]): Promise<{ results: StoreHeadcountResult[]; skipped: number }>;
}

/** The repository on the database's models. */
export const mongoHeadcountRepository: HeadcountRepository = {
  storeIds: headcountStoreIds,
  calculate: calculateHeadcount,
};
