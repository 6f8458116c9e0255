import { defineProcess, defineQuery, failureOf, ProcessFailure } from '../context';
import type { ForecastActivities, ForecastRunScope } from './activities';

/**
 * The forecast computation (issue 12, docs/purchasing.md "Forecast method"): over a company, its
 * stores (all or chosen) and a provider's products, the P10/P50/P90 of the demand over the
 * horizon from the sales history, written to the forecast store per date, item and store. Stores
 * go in chunks (each one activity, at most 10 stores and 2,000 store x product pairs); the
 * progress query answers stores done of total and rows written, and the run record in the
 * forecast-runs list follows the same figures.
 */
export const FORECAST_RUN_WORKFLOW = 'forecastRun';
export const FORECAST_CHUNK_PAIRS = 2000;
export const FORECAST_CHUNK_STORES = 10;

/** One run per forecast run record. */
export function forecastRunWorkflowId(runId: string): string {
  return `forecastRun-${runId}`;
}

export type ForecastRunInput = Omit<ForecastRunScope, 'startedAt'>;

export interface ForecastRunProgress {
  state: 'planning' | 'computing' | 'done' | 'failed' | 'cancelled';
  storesDone: number;
  storesTotal: number;
  products: number;
  pairs: number;
  skipped: number;
  rows: number;
  failure: string | null;
}

export const forecastRunProgressQuery = defineQuery<ForecastRunProgress>('forecastRunProgress');

/** Stores per chunk: at most FORECAST_CHUNK_STORES stores and FORECAST_CHUNK_PAIRS pairs (at least one store). */
export function storesPerChunk(products: number): number {
  return Math.max(1, Math.min(FORECAST_CHUNK_STORES, Math.floor(FORECAST_CHUNK_PAIRS / Math.max(1, products))));
}

export const forecastRunProcess = defineProcess<ForecastRunInput, ForecastRunProgress>(FORECAST_RUN_WORKFLOW, async (ctx, input) => {
  const progress: ForecastRunProgress = { state: 'planning', storesDone: 0, storesTotal: 0, products: 0, pairs: 0, skipped: 0, rows: 0, failure: null };
  ctx.onQuery(forecastRunProgressQuery, () => ({ ...progress }));
  const forecasts = ctx.activities<ForecastActivities>({
    startToCloseTimeoutMs: 120_000,
    retry: {
      initialIntervalMs: 1000,
      maximumIntervalMs: 30_000,
      maximumAttempts: 5,
      nonRetryableErrorTypes: ['FORECAST_NO_PRODUCTS', 'PURCHASING_COMPANY_NOT_FOUND', 'PURCHASING_PROVIDER_NOT_FOUND'],
    },
  });
  try {
    const plan = await forecasts.planForecastRun({ ...input, startedAt: ctx.now() });
    progress.state = 'computing';
    progress.storesTotal = plan.storeIds.length;
    progress.products = plan.skus.length;
    const size = storesPerChunk(plan.skus.length);
    for (let offset = 0; offset < plan.storeIds.length; offset += size) {
      const storeIds = plan.storeIds.slice(offset, offset + size);
      const outcome = await forecasts.computeForecastChunk({
        runId: input.runId,
        companyId: input.companyId,
        storeIds,
        skus: plan.skus,
        start: input.start,
        horizonDays: input.horizonDays,
        storesDoneBefore: progress.storesDone,
        rowsBefore: progress.rows,
      });
      progress.storesDone += storeIds.length;
      progress.pairs += outcome.pairs;
      progress.skipped += outcome.skipped;
      progress.rows += outcome.rows;
    }
    await forecasts.finishForecastRun({ runId: input.runId, status: 'done', storesDone: progress.storesDone, rows: progress.rows, finishedAt: ctx.now() });
    progress.state = 'done';
    return { ...progress };
  } catch (error) {
    if (ctx.isCancellation(error)) {
      // Cancelled from the Forecast screen: the days already written stay, the record says cancelled.
      progress.state = 'cancelled';
      await ctx
        .nonCancellable(() =>
          forecasts.finishForecastRun({ runId: input.runId, status: 'cancelled', storesDone: progress.storesDone, rows: progress.rows, finishedAt: ctx.now() }),
        )
        .catch(() => undefined);
      throw error;
    }
    progress.state = 'failed';
    progress.failure = failureOf(error).message;
    await ctx
      .nonCancellable(() =>
        forecasts.finishForecastRun({
          runId: input.runId,
          status: 'failed',
          storesDone: progress.storesDone,
          rows: progress.rows,
          failure: progress.failure ?? 'failed',
          finishedAt: ctx.now(),
        }),
      )
      .catch(() => undefined);
    if (error instanceof ProcessFailure) throw error;
    throw new ProcessFailure(failureOf(error).type ?? 'ForecastRunFailed', progress.failure ?? 'failed');
  }
});
