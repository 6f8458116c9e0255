import { storeDate, storeDayStart } from '../../../domain/common/time';
import { addDays } from '../../../domain/purchasing/dates';
import { dailyShares, forecastFromSeries } from '../../../domain/purchasing/forecastMethod';
import { PURCHASING_EXCLUSIONS_PARAM, type PurchasingExclusions } from '../../../domain/purchasing/rules';
export { PURCHASING_EXCLUSIONS_PARAM };
import { ParamModel } from '../../models/params/param';
import { ProductModel } from '../../models/products/product';
import { ProviderProductModel } from '../../models/products/providerProduct';
import {
  decodeSeries,
  encodeSeries,
  ForecastModel,
  hasAny,
  markStoreWeeksBuilt,
  rebuildStoreWeeks,
  storeWeeksComplete,
  SalesHistoryModel,
  StockModel,
  StoreWeekModel,
} from '../../models/purchasing';
import { ForecastRunModel } from '../../models/purchasing/forecastRun';
import { WarehouseModel, warehouseTypes } from '../../models/stores/warehouse';
import { DEMO_EPOCH_SECONDS } from '../constants';

/**
 * Purchasing demo data, relative to the day it runs (forecasts are about the coming days): two
 * years of daily sales per store and sellable-and-purchasable product of the store's company
 * (weekday pattern, December and Semana Santa peaks, beer and soft drinks up in the hot months),
 * current stock, the zone and store exclusions of spec 002 section 9 as a parameter, and forecasts
 * computed with the product's own method for the next 16 days. Deterministic for a given day;
 * running it again only adds what is missing (new days of history, forecasts not yet there).
 */
export const DEMO_FORECAST_RUN_ID = 'demo-seed';
export const DEMO_FORECAST_DAYS = 16;
export const DEMO_HISTORY_YEARS = 2;
/** Weeks before today with the forecast the weekly run made then (the Forecast screen's accuracy reads them). */
export const DEMO_PAST_FORECAST_WEEKS = 8;
/** The provider whose own forecast file the demo imported for last week (Lácteos y Panificados Olmeca). */
export const DEMO_IMPORT_PROVIDER = 'PRV005';
export const DEMO_IMPORT_RUN_ID = 'demo-import';

/** The exclusions of spec 002 section 9 as the demo configures them (docs/purchasing.md). */
export const demoPurchasingExclusions: PurchasingExclusions = {
  /** Store records never offered for purchase orders. */
  excludedStoreIds: ['CO124', 'TC206'],
  /** Per company: zones left out, or the only zones used. Companies not listed use zoneRuleDefault. */
  zoneRules: { '01': { exclude: ['4'] } },
  zoneRuleDefault: { only: ['4'] },
};

function hash(...parts: (string | number)[]): number {
  let value = 2166136261;
  for (const part of parts) {
    const text = String(part);
    for (let index = 0; index < text.length; index += 1) {
      value ^= text.charCodeAt(index);
      value = Math.imul(value, 16777619);
    }
    value ^= 0x2c;
  }
  return (value >>> 0) / 4_294_967_296;
}

/** A uniform number in [0, 1) from a pair's seed and a day number (integer mixing, no strings in the loop). */
function mix(seed: number, day: number, salt: number): number {
  let value = (seed ^ Math.imul(day + salt * 7919, 0x9e3779b1)) >>> 0;
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b) >>> 0;
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35) >>> 0;
  return ((value ^ (value >>> 16)) >>> 0) / 4_294_967_296;
}

const weekdayFactor = [1.35, 0.85, 0.9, 0.9, 1.0, 1.2, 1.45]; // Sunday .. Saturday

function seasonFactor(family: string, month: number, dayOfMonth: number): number {
  let factor = 1;
  if (month === 11) factor *= dayOfMonth >= 15 ? 1.7 : 1.3; // December
  if (month === 3 && dayOfMonth <= 10) factor *= 1.25; // Semana Santa (early April)
  if ((family === 'CERV' || family === 'BEB') && month >= 4 && month <= 7) factor *= 1.35; // hot months
  return factor;
}

interface CalendarDay {
  /** Days since 1970-01-01 (the noise's day number, the same whatever the series' start). */
  epochDay: number;
  weekday: number;
  month: number;
  date: number;
}

function calendar(firstDay: string, days: number): CalendarDay[] {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const at = new Date(start + index * 86_400_000);
    return { epochDay: Math.round(at.getTime() / 86_400_000), weekday: at.getUTCDay(), month: at.getUTCMonth(), date: at.getUTCDate() };
  });
}

/** Pieces sold of one article at one store per day of a calendar: deterministic per store, article and day. */
export function demoDailySeries(store: string, sku: string, family: string, days: readonly CalendarDay[]): number[] {
  const base = 2 + 18 * hash('base', sku) * (0.6 + 0.8 * hash('store', store));
  const seed = Math.floor(hash('pair', store, sku) * 4_294_967_296);
  return days.map((day) => {
    const mean = base * weekdayFactor[day.weekday]! * seasonFactor(family, day.month, day.date);
    // Gamma(2)-like noise from two exponentials.
    const noise = (-Math.log(1 - mix(seed, day.epochDay, 1) * 0.999) - Math.log(1 - mix(seed, day.epochDay, 2) * 0.999)) / 2;
    return Math.round(mean * noise);
  });
}

export function demoDailySales(store: string, sku: string, family: string, day: string): number {
  return demoDailySeries(store, sku, family, calendar(day, 1))[0]!;
}

export interface PurchasingSeedCounts {
  pairs: number;
  historyRecords: number;
  stockRecords: number;
  forecastRecords: number;
}

/** Days of history the demo keeps: 52 weeks for the forecast plus the same range a year earlier. */
export const DEMO_HISTORY_DAYS = 400;

export async function seedPurchasingDemo(options: { now?: number; stores?: string[] } = {}): Promise<PurchasingSeedCounts> {
  const now = options.now ?? Date.now();
  const today = storeDate(now);
  await Promise.all([ForecastModel.createIndexes(), SalesHistoryModel.createIndexes(), StockModel.createIndexes(), ForecastRunModel.createIndexes()]);
  await ParamModel.updateOne(
    { param: PURCHASING_EXCLUSIONS_PARAM, keyFilter: null, startDate: DEMO_EPOCH_SECONDS },
    {
      $setOnInsert: {
        param: PURCHASING_EXCLUSIONS_PARAM,
        value: JSON.stringify(demoPurchasingExclusions),
        paramType: 'cloud',
        keyFilter: null,
        startDate: DEMO_EPOCH_SECONDS,
        endDate: null,
      },
    },
    { upsert: true },
  );
  const stores = await WarehouseModel.find({ warehouseType: warehouseTypes.store, ...(options.stores ? { warehouseId: { $in: options.stores } } : {}) })
    .select({ warehouseId: 1, organization: 1 })
    .lean();
  const products = await ProductModel.find({ sellable: true, purchable: true }).select({ sku: 1, familyKey: 1, organization: 1 }).lean();
  const firstDay = addDays(today, -DEMO_HISTORY_DAYS);
  const days = calendar(firstDay, DEMO_HISTORY_DAYS);
  const [histories, forecasts, stocks] = await Promise.all([
    SalesHistoryModel.find({}).select({ store: 1, item: 1, firstDay: 1, daily: 1 }).lean(),
    ForecastModel.find({}).select({ store: 1, item: 1, firstDay: 1, p10: 1 }).lean(),
    StockModel.find({}).select({ store: 1, item: 1 }).lean(),
  ]);
  const key = (store: string, item: string) => `${store}|${item}`;
  const historyUpToDate = new Set(histories.filter((row) => row.firstDay === firstDay).map((row) => key(row.store, row.item)));
  const forecastCovers = new Set(
    forecasts.filter((row) => hasAny(decodeSeries(row.firstDay, row.p10), today, addDays(today, 1))).map((row) => key(row.store, row.item)),
  );
  const stockKnown = new Set(stocks.map((row) => key(row.store, row.item)));

  const importOffers = await ProviderProductModel.find({ providerId: DEMO_IMPORT_PROVIDER }).select({ organizationId: 1, sku: 1 }).lean();
  const importedSkus = new Set(importOffers.map((offer) => `${offer.organizationId}|${offer.sku}`));
  const pastRows = new Array<number>(DEMO_PAST_FORECAST_WEEKS).fill(0);
  const importRows: string[] = [];
  const historyOps: Parameters<typeof SalesHistoryModel.bulkWrite>[0] = [];
  const stockOps: Parameters<typeof StockModel.bulkWrite>[0] = [];
  const forecastOps: Parameters<typeof ForecastModel.bulkWrite>[0] = [];
  let pairs = 0;
  for (const store of stores) {
    const organizationId = store.organization.organizationId;
    for (const product of products) {
      if (product.organization.organizationId !== organizationId) continue;
      pairs += 1;
      const pair = key(store.warehouseId, product.sku);
      const filter = { store: store.warehouseId, item: product.sku };
      const needsHistory = !historyUpToDate.has(pair);
      const needsForecast = !forecastCovers.has(pair);
      if (!needsHistory && !needsForecast && stockKnown.has(pair)) continue;
      const series = demoDailySeries(store.warehouseId, product.sku, product.familyKey, days);
      if (needsHistory) {
        historyOps.push({ updateOne: { filter, update: { $set: { organizationId, firstDay, daily: encodeSeries(series) } }, upsert: true } });
      }
      if (!stockKnown.has(pair)) {
        const level = hash('level', store.warehouseId, product.sku);
        const stock = hash('stock', store.warehouseId, product.sku) < 0.12 ? 0 : Math.round(6 + 60 * level);
        stockOps.push({ updateOne: { filter, update: { $set: { organizationId, stock, asOf: new Date(now) } }, upsert: true } });
      }
      if (needsForecast) {
        // The past weeks as the weekly run computed them then (7-day horizons from the history
        // known each week), then the next 16 days as two 8-day horizons from the history known
        // today, in daily shares; the provider's own file replaces last week of its products.
        const p10: (number | null)[] = [];
        const p50: (number | null)[] = [];
        const p90: (number | null)[] = [];
        const push = (share: { p10: number; p50: number; p90: number } | null, days: number, factor = 1) => {
          for (let day = 0; day < days; day += 1) {
            p10.push(share ? Math.round(share.p10 * factor * 10_000) / 10_000 : null);
            p50.push(share ? Math.round(share.p50 * factor * 10_000) / 10_000 : null);
            p90.push(share ? Math.round(share.p90 * factor * 10_000) / 10_000 : null);
          }
        };
        const imported = importedSkus.has(`${organizationId}|${product.sku}`);
        for (let week = DEMO_PAST_FORECAST_WEEKS; week >= 1; week -= 1) {
          const past = forecastFromSeries(series, series.length - 7 * week, 7);
          push(past ? dailyShares(past, 7) : null, 7, imported && week === 1 ? 1.15 : 1);
          if (past) pastRows[DEMO_PAST_FORECAST_WEEKS - week]! += 7;
          if (past && imported && week === 1) importRows.push(`${store.warehouseId}|${product.sku}`);
        }
        const forecast = forecastFromSeries(series, series.length, 8);
        if (!forecast) continue;
        push(dailyShares(forecast, 8), DEMO_FORECAST_DAYS);
        forecastOps.push({
          updateOne: {
            filter,
            update: {
              $set: {
                organizationId,
                firstDay: addDays(today, -7 * DEMO_PAST_FORECAST_WEEKS),
                p10: encodeSeries(p10),
                p50: encodeSeries(p50),
                p90: encodeSeries(p90),
                runId: DEMO_FORECAST_RUN_ID,
                updatedAt: new Date(now),
              },
            },
            upsert: true,
          },
        });
      }
    }
  }
  const write = async (model: { bulkWrite: (ops: never[], options: { ordered: boolean }) => Promise<unknown> }, ops: unknown[]) => {
    for (let index = 0; index < ops.length; index += 1000) await model.bulkWrite(ops.slice(index, index + 1000) as never[], { ordered: false });
  };
  await write(SalesHistoryModel as never, historyOps);
  await write(StockModel as never, stockOps);
  await write(ForecastModel as never, forecastOps);
  // The grid's reading shape (store-weeks and store stock) of the stores whose records changed, or
  // that do not have it yet (a data directory seeded before it existed).
  const withWeeks = new Set((await StoreWeekModel.distinct('store')) as string[]);
  const changed = new Set<string>();
  for (const op of [...historyOps, ...stockOps, ...forecastOps])
    changed.add((op as unknown as { updateOne: { filter: { store: string } } }).updateOne.filter.store);
  // Until the storage is marked complete, every store (a store may hold only the weeks a run wrote).
  const complete = !options.stores && (await storeWeeksComplete());
  const rebuild = stores.map((store) => store.warehouseId).filter((store) => !complete || changed.has(store) || !withWeeks.has(store));
  if (rebuild.length > 0) await rebuildStoreWeeks(rebuild);
  // Every seeded store's grid storage is now in line with its records: nothing to rebuild at start.
  if (!options.stores) await markStoreWeeksBuilt();
  if (forecastOps.length > 0) {
    const system = { userName: 'sistema', fullName: 'Cálculo semanal' };
    const record = (runId: string, fields: Record<string, unknown>, insert: Record<string, unknown>) =>
      ForecastRunModel.updateOne(
        { runId },
        {
          $set: { status: 'done', ...fields },
          $setOnInsert: {
            kind: 'computed',
            organizationId: null,
            providerId: null,
            storeIds: [],
            fileName: null,
            createdBy: system,
            failure: null,
            workflowId: null,
            ...insert,
          },
        },
        { upsert: true },
      );
    for (let week = DEMO_PAST_FORECAST_WEEKS; week >= 1; week -= 1) {
      const start = addDays(today, -7 * week);
      const at = new Date(storeDayStart(start) - 6 * 3_600_000);
      await record(
        `demo-week-${start}`,
        { done: stores.length, total: stores.length, rows: pastRows[DEMO_PAST_FORECAST_WEEKS - week]!, finishedAt: at, start, horizonDays: 7 },
        { createdAt: at },
      );
    }
    if (importRows.length > 0) {
      const start = addDays(today, -7);
      const at = new Date(storeDayStart(start) - 24 * 3_600_000);
      await record(
        DEMO_IMPORT_RUN_ID,
        { done: importRows.length, total: importRows.length, rows: importRows.length * 7, finishedAt: at, start },
        {
          createdAt: at,
          kind: 'imported',
          fileName: 'pronostico_olmeca_semana.csv',
          createdBy: { userName: 'compras', fullName: 'Jorge Ramírez Cruz' },
          providerId: DEMO_IMPORT_PROVIDER,
          storeIds: [...new Set(importRows.map((pair) => pair.split('|')[0]!))].sort(),
        },
      );
    }
    await record(
      DEMO_FORECAST_RUN_ID,
      { done: pairs, total: pairs, rows: forecastOps.length * DEMO_FORECAST_DAYS, finishedAt: new Date(now), start: today, horizonDays: DEMO_FORECAST_DAYS },
      { createdBy: { userName: 'sistema', fullName: 'Datos de demostración' }, createdAt: new Date(now) },
    );
  }
  return { pairs, historyRecords: historyOps.length, stockRecords: stockOps.length, forecastRecords: forecastOps.length };
}
