import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { daysBetween } from '../../domain/purchasing/dates';
import { dailyShares, forecastFromSeries } from '../../domain/purchasing/forecastMethod';
import { parseExclusions, PURCHASING_EXCLUSIONS_PARAM, storeAllowed } from '../../domain/purchasing/rules';
import { forecastStoreDays, type StoreDays } from '../../db/models/purchasing';
import { mergeForecastDays } from '../../db/models/purchasing/forecastWrite';
import {
  mongoPurchasingForecastRepository,
  type ForecastWrite,
  type PurchasingForecastRepository,
} from '../../db/models/purchasing/purchasingForecastRepository';
import type { ForecastActivities } from '../../workflows/purchasing/activities';
import { forecastRunWorkflowId } from '../../workflows/purchasing/forecastRun';

/**
 * Side effects of the forecast computation (workflows/purchasing/forecastRun.ts): the run record,
 * the stores and provider products of its scope, and per chunk of stores the forecasts computed
 * with the product's method (domain/purchasing/forecastMethod.ts) from the sales history.
 */
export interface ForecastActivityDependencies {
  /** The runs, scopes, history and forecasts; the database's by default. */
  repository?: PurchasingForecastRepository;
  now?: () => number;
}

const fail = (code: string, message: string) => ApplicationFailure.nonRetryable(message, code);

export function createForecastActivities(dependencies: ForecastActivityDependencies = {}): ForecastActivities {
  const now = dependencies.now ?? Date.now;
  const repository = dependencies.repository ?? mongoPurchasingForecastRepository;
  return {
    async planForecastRun(scope) {
      // The run is listed from the start, so a scope that cannot be computed shows as a failed run.
      await repository.openRun({
        runId: scope.runId,
        kind: 'computed',
        organizationId: scope.companyId,
        providerId: scope.providerId,
        storeIds: scope.storeIds,
        start: scope.start,
        horizonDays: scope.horizonDays,
        fileName: null,
        status: 'running',
        done: 0,
        total: 0,
        rows: 0,
        createdBy: scope.createdBy,
        createdAt: new Date(scope.startedAt),
        finishedAt: null,
        failure: null,
        workflowId: forecastRunWorkflowId(scope.runId),
      });
      if (!(await repository.companyExists(scope.companyId))) throw fail('PURCHASING_COMPANY_NOT_FOUND', `No company ${scope.companyId}`);
      if (!(await repository.providerExists(scope.companyId, scope.providerId)))
        throw fail('PURCHASING_PROVIDER_NOT_FOUND', `No provider ${scope.providerId} in company ${scope.companyId}`);
      const exclusions = parseExclusions(await repository.exclusionsSetting(PURCHASING_EXCLUSIONS_PARAM));
      const warehouses = await repository.activeStores(scope.companyId);
      const wanted = new Set(scope.storeIds);
      const storeIds = warehouses
        .filter((store) => storeAllowed(exclusions, scope.companyId, store))
        .filter((store) => wanted.size === 0 || wanted.has(store.warehouseId))
        .map((store) => store.warehouseId);
      const skus = await repository.purchasableSkus(scope.companyId, scope.providerId);
      if (storeIds.length === 0 || skus.length === 0)
        throw fail('FORECAST_NO_PRODUCTS', 'The provider has no sellable and purchasable products at those stores');
      await repository.recordRunTotal(scope.runId, storeIds.length);
      return { storeIds, skus };
    },

    async computeForecastChunk(input) {
      const histories = await repository.salesHistories(input.storeIds, input.skus);
      const existing = await repository.forecasts(input.storeIds, input.skus);
      const existingOf = new Map(existing.map((doc) => [`${doc.store}|${doc.item}`, doc]));
      const historyOf = new Map(histories.map((doc) => [`${doc.store}|${doc.item}`, doc]));
      const updatedAt = new Date(now());
      const writes: ForecastWrite[] = [];
      const weekDays: StoreDays[] = [];
      let skipped = 0;
      for (const store of input.storeIds) {
        for (const item of input.skus) {
          const history = historyOf.get(`${store}|${item}`);
          const startIndex = history ? daysBetween(history.firstDay, input.start) : -1;
          if (!history || startIndex <= 0) {
            skipped += 1;
            continue;
          }
          // Days of the history up to the day before the start (days not yet in the history count 0).
          const series = new Float64Array(startIndex);
          const cells = history.daily ? history.daily.split(',') : [];
          for (let index = 0; index < Math.min(startIndex, cells.length); index += 1) series[index] = cells[index] ? Number(cells[index]) : 0;
          const forecast = forecastFromSeries(series, startIndex, input.horizonDays);
          if (!forecast) {
            skipped += 1;
            continue;
          }
          const share = dailyShares(forecast, input.horizonDays);
          weekDays.push(...forecastStoreDays(store, item, input.start, new Array(input.horizonDays).fill(share)));
          const merged = mergeForecastDays(existingOf.get(`${store}|${item}`), input.start, new Array(input.horizonDays).fill(share));
          writes.push({ store, item, set: { organizationId: input.companyId, ...merged, runId: input.runId, updatedAt } });
        }
      }
      await repository.writeForecasts(writes);
      // The same days into the grid's store-weeks (the same values on a retry).
      await repository.writeStoreWeekDays(input.companyId, weekDays);
      const rows = writes.length * input.horizonDays;
      await repository.recordRunProgress(input.runId, input.storesDoneBefore + input.storeIds.length, input.rowsBefore + rows);
      return { pairs: writes.length, skipped, rows };
    },

    async finishForecastRun(input) {
      await repository.finishRun(input.runId, {
        status: input.status,
        done: input.storesDone,
        rows: input.rows,
        failure: input.status === 'failed' ? (input.failure ?? 'failed') : null,
        finishedAt: new Date(input.finishedAt),
      });
    },
  };
}
