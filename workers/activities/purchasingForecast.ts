import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { daysBetween } from '../../domain/purchasing/dates';
import { dailyShares, forecastFromSeries } from '../../domain/purchasing/forecastMethod';
import { parseExclusions, PURCHASING_EXCLUSIONS_PARAM, storeAllowed } from '../../domain/purchasing/rules';
import { ParamModel } from '../../db/models/params/param';
import { ProductModel } from '../../db/models/products/product';
import { ProviderModel } from '../../db/models/products/provider';
import { ProviderProductModel } from '../../db/models/products/providerProduct';
import { ForecastModel, ForecastRunModel, forecastStoreDays, SalesHistoryModel, writeStoreWeekDays, type StoreDays } from '../../db/models/purchasing';
import { mergeForecastDays } from '../../db/models/purchasing/forecastWrite';
import { OrganizationModel } from '../../db/models/stores/organization';
import { WarehouseModel, warehouseTypes } from '../../db/models/stores/warehouse';
import type { ForecastActivities } from '../../workflows/purchasing/activities';
import { forecastRunWorkflowId } from '../../workflows/purchasing/forecastRun';

/**
 * Side effects of the forecast computation (workflows/purchasing/forecastRun.ts): the run record,
 * the stores and provider products of its scope, and per chunk of stores the forecasts computed
 * with the product's method (domain/purchasing/forecastMethod.ts) from the sales history.
 */
export interface ForecastActivityDependencies {
  now?: () => number;
}

const fail = (code: string, message: string) => ApplicationFailure.nonRetryable(message, code);

export function createForecastActivities(dependencies: ForecastActivityDependencies = {}): ForecastActivities {
  const now = dependencies.now ?? Date.now;
  return {
    async planForecastRun(scope) {
      // The run is listed from the start, so a scope that cannot be computed shows as a failed run.
      await ForecastRunModel.updateOne(
        { runId: scope.runId },
        {
          $setOnInsert: {
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
          },
        },
        { upsert: true },
      );
      const company = await OrganizationModel.findOne({ organizationId: scope.companyId }).lean();
      if (!company) throw fail('PURCHASING_COMPANY_NOT_FOUND', `No company ${scope.companyId}`);
      const provider = await ProviderModel.findOne({ providerId: scope.providerId, 'organization.organizationId': scope.companyId }).lean();
      if (!provider) throw fail('PURCHASING_PROVIDER_NOT_FOUND', `No provider ${scope.providerId} in company ${scope.companyId}`);
      const param = await ParamModel.findOne({ param: PURCHASING_EXCLUSIONS_PARAM, _deleted: { $ne: true } })
        .sort({ startDate: -1 })
        .lean();
      const exclusions = parseExclusions(param?.value);
      const warehouses = await WarehouseModel.find({ 'organization.organizationId': scope.companyId, warehouseType: warehouseTypes.store, active: true })
        .select({ warehouseId: 1, zone: 1 })
        .sort({ warehouseId: 1 })
        .lean();
      const wanted = new Set(scope.storeIds);
      const storeIds = warehouses
        .filter((store) => storeAllowed(exclusions, scope.companyId, { warehouseId: store.warehouseId, zoneId: store.zone.zoneId }))
        .filter((store) => wanted.size === 0 || wanted.has(store.warehouseId))
        .map((store) => store.warehouseId);
      const offers = await ProviderProductModel.find({ providerId: scope.providerId, organizationId: scope.companyId }).select({ productId: 1 }).lean();
      const products = await ProductModel.find({
        'organization.organizationId': scope.companyId,
        productId: { $in: offers.map((offer) => offer.productId) },
        sellable: true,
        purchable: true,
      })
        .select({ sku: 1 })
        .sort({ sku: 1 })
        .lean();
      const skus = products.map((product) => product.sku);
      if (storeIds.length === 0 || skus.length === 0)
        throw fail('FORECAST_NO_PRODUCTS', 'The provider has no sellable and purchasable products at those stores');
      await ForecastRunModel.updateOne({ runId: scope.runId }, { $set: { total: storeIds.length } });
      return { storeIds, skus };
    },

    async computeForecastChunk(input) {
      const histories = await SalesHistoryModel.find({ store: { $in: input.storeIds }, item: { $in: input.skus } })
        .select({ store: 1, item: 1, firstDay: 1, daily: 1 })
        .lean();
      const existing = await ForecastModel.find({ store: { $in: input.storeIds }, item: { $in: input.skus } })
        .select({ store: 1, item: 1, firstDay: 1, p10: 1, p50: 1, p90: 1 })
        .lean();
      const existingOf = new Map(existing.map((doc) => [`${doc.store}|${doc.item}`, doc]));
      const historyOf = new Map(histories.map((doc) => [`${doc.store}|${doc.item}`, doc]));
      const updatedAt = new Date(now());
      const operations: Parameters<typeof ForecastModel.bulkWrite>[0] = [];
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
          operations.push({
            updateOne: {
              filter: { store, item },
              update: { $set: { organizationId: input.companyId, ...merged, runId: input.runId, updatedAt } },
              upsert: true,
            },
          });
        }
      }
      for (let index = 0; index < operations.length; index += 1000) await ForecastModel.bulkWrite(operations.slice(index, index + 1000), { ordered: false });
      // The same days into the grid's store-weeks (the same values on a retry).
      await writeStoreWeekDays(input.companyId, weekDays);
      const rows = operations.length * input.horizonDays;
      await ForecastRunModel.updateOne(
        { runId: input.runId },
        { $set: { done: input.storesDoneBefore + input.storeIds.length, rows: input.rowsBefore + rows } },
      );
      return { pairs: operations.length, skipped, rows };
    },

    async finishForecastRun(input) {
      await ForecastRunModel.updateOne(
        { runId: input.runId },
        {
          $set: {
            status: input.status,
            done: input.storesDone,
            rows: input.rows,
            failure: input.status === 'failed' ? (input.failure ?? 'failed') : null,
            finishedAt: new Date(input.finishedAt),
          },
        },
      );
    },
  };
}
