import { ParamModel } from '../params/param';
import { ProductModel } from '../products/product';
import { ProviderModel } from '../products/provider';
import { ProviderProductModel } from '../products/providerProduct';
import { OrganizationModel } from '../stores/organization';
import { WarehouseModel, warehouseTypes } from '../stores/warehouse';
import { ForecastModel, type Forecast } from './forecast';
import { ForecastRunModel, type ForecastRun } from './forecastRun';
import type { SalesHistory } from './salesHistory';
import { SalesHistoryModel } from './salesHistory';
import { writeStoreWeekDays, type StoreDays } from './storeWeek';

/** A store x product's forecast as the computation reads it to merge new days in. */
export type ForecastSeries = Pick<Forecast, 'store' | 'item' | 'firstDay' | 'p10' | 'p50' | 'p90'>;

/** One store x product's forecast to write (upserted by store and item). */
export interface ForecastWrite {
  store: string;
  item: string;
  set: Omit<Forecast, 'store' | 'item'>;
}

/**
 * What the forecast computation's activities (workers/activities/purchasingForecast.ts) read and
 * write: the run record, the company's stores and the provider's products of a scope, the sales
 * history, and the forecasts with the grid's store-weeks. The activities receive it, so a test can
 * hand them another.
 */
export interface PurchasingForecastRepository {
  /** Records the run the first time (a retry leaves the recorded one as it is). */
  openRun(run: ForecastRun): Promise<void>;
  companyExists(companyId: string): Promise<boolean>;
  providerExists(companyId: string, providerId: string): Promise<boolean>;
  /** The purchasing exclusions setting in force (its latest value), undefined when none. */
  exclusionsSetting(param: string): Promise<string | null | undefined>;
  /** The company's active stores, by code, with their zone. */
  activeStores(companyId: string): Promise<{ warehouseId: string; zoneId: string }[]>;
  /** The SKUs, in order, of the provider's products that the company sells and buys. */
  purchasableSkus(companyId: string, providerId: string): Promise<string[]>;
  recordRunTotal(runId: string, total: number): Promise<void>;
  salesHistories(storeIds: string[], skus: string[]): Promise<Pick<SalesHistory, 'store' | 'item' | 'firstDay' | 'daily'>[]>;
  forecasts(storeIds: string[], skus: string[]): Promise<ForecastSeries[]>;
  writeForecasts(writes: ForecastWrite[]): Promise<void>;
  /** The same days into the purchase grid's store-weeks. */
  writeStoreWeekDays(companyId: string, days: StoreDays[]): Promise<void>;
  /** Progress as absolute figures (a retried chunk records the same). */
  recordRunProgress(runId: string, done: number, rows: number): Promise<void>;
  finishRun(runId: string, end: Pick<ForecastRun, 'status' | 'done' | 'rows' | 'failure' | 'finishedAt'>): Promise<void>;
}

/** The repository on the database's models. */
export const mongoPurchasingForecastRepository: PurchasingForecastRepository = {
  async openRun(run) {
    await ForecastRunModel.updateOne({ runId: run.runId }, { $setOnInsert: run }, { upsert: true });
  },
  async companyExists(companyId) {
    return (await OrganizationModel.findOne({ organizationId: companyId }).lean()) !== null;
  },
  async providerExists(companyId, providerId) {
    return (await ProviderModel.findOne({ providerId, 'organization.organizationId': companyId }).lean()) !== null;
  },
  async exclusionsSetting(param) {
    const setting = await ParamModel.findOne({ param, _deleted: { $ne: true } })
      .sort({ startDate: -1 })
      .lean();
    return setting?.value;
  },
  async activeStores(companyId) {
    const warehouses = await WarehouseModel.find({ 'organization.organizationId': companyId, warehouseType: warehouseTypes.store, active: true })
      .select({ warehouseId: 1, zone: 1 })
      .sort({ warehouseId: 1 })
      .lean();
    return warehouses.map((store) => ({ warehouseId: store.warehouseId, zoneId: store.zone.zoneId }));
  },
  async purchasableSkus(companyId, providerId) {
    const offers = await ProviderProductModel.find({ providerId, organizationId: companyId }).select({ productId: 1 }).lean();
    const products = await ProductModel.find({
      'organization.organizationId': companyId,
      productId: { $in: offers.map((offer) => offer.productId) },
      sellable: true,
      purchable: true,
    })
      .select({ sku: 1 })
      .sort({ sku: 1 })
      .lean();
    return products.map((product) => product.sku);
  },
  async recordRunTotal(runId, total) {
    await ForecastRunModel.updateOne({ runId }, { $set: { total } });
  },
  salesHistories: (storeIds, skus) =>
    SalesHistoryModel.find({ store: { $in: storeIds }, item: { $in: skus } })
      .select({ store: 1, item: 1, firstDay: 1, daily: 1 })
      .lean(),
  forecasts: (storeIds, skus) =>
    ForecastModel.find({ store: { $in: storeIds }, item: { $in: skus } })
      .select({ store: 1, item: 1, firstDay: 1, p10: 1, p50: 1, p90: 1 })
      .lean(),
  async writeForecasts(writes) {
    const operations: Parameters<typeof ForecastModel.bulkWrite>[0] = writes.map((write) => ({
      updateOne: { filter: { store: write.store, item: write.item }, update: { $set: write.set }, upsert: true },
    }));
    for (let index = 0; index < operations.length; index += 1000) await ForecastModel.bulkWrite(operations.slice(index, index + 1000), { ordered: false });
  },
  async writeStoreWeekDays(companyId, days) {
    await writeStoreWeekDays(companyId, days);
  },
  async recordRunProgress(runId, done, rows) {
    await ForecastRunModel.updateOne({ runId }, { $set: { done, rows } });
  },
  async finishRun(runId, end) {
    await ForecastRunModel.updateOne({ runId }, { $set: end });
  },
};
