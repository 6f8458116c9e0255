import { storeDate } from '../../domain/common/time';
import { addDays } from '../../domain/purchasing/dates';
import { dailyShares, forecastFromSeries } from '../../domain/purchasing/forecastMethod';
import { ParamModel } from '../../db/models/params/param';
import { ProductModel } from '../../db/models/products/product';
import { ProviderModel } from '../../db/models/products/provider';
import { ProviderProductModel } from '../../db/models/products/providerProduct';
import {
  encodeSeries,
  encodeStock,
  ForecastModel,
  SalesHistoryModel,
  StockModel,
  StoreStockModel,
  storeWeeksFromSeries,
  StoreWeekModel,
} from '../../db/models/purchasing';
import { OrganizationModel } from '../../db/models/stores/organization';
import { WarehouseModel, warehouseTypes } from '../../db/models/stores/warehouse';
import { demoDailySeries } from '../../db/seed/purchasing/seed';

/**
 * The benchmark's chain: one company of STORES stores and one provider of PRODUCTS sellable and
 * purchasable products, with a year and a month of daily sales per pair (the demo's generator:
 * weekday pattern, December and hot-month peaks), the forecast of the coming 16 days, stock (12 %
 * of pairs at 0) and display / minProduct parameters for part of the articles. Written with
 * insertMany in batches of 5,000 into whatever database mongoose is connected to, in both shapes:
 * the per-article records the original's approach reads (one per store x product and source, as
 * its analytical store kept them) and the store-weeks and store stock the product's grid reads.
 */
export const BENCH_COMPANY = '90';
export const BENCH_PROVIDER = 'PRVBENCH';
export const BENCH_ZONE = '4';
const HISTORY_DAYS = 400;
const FORECAST_DAYS = 16;
const BATCH = 5000;

export interface BenchData {
  stores: string[];
  skus: string[];
  today: string;
  pairs: number;
}

function calendar(firstDay: string, days: number) {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const at = new Date(start + index * 86_400_000);
    return { epochDay: Math.round(at.getTime() / 86_400_000), weekday: at.getUTCDay(), month: at.getUTCMonth(), date: at.getUTCDate() };
  });
}

async function insertInBatches(model: { insertMany: (docs: unknown[], options: { lean: true; ordered: false }) => Promise<unknown> }, docs: unknown[]) {
  for (let offset = 0; offset < docs.length; offset += BATCH) await model.insertMany(docs.slice(offset, offset + BATCH), { lean: true, ordered: false });
}

export async function seedBenchChain(options: { stores: number; products: number; now?: number }): Promise<BenchData> {
  const today = storeDate(options.now ?? Date.now());
  const company = await OrganizationModel.findOne({ organizationId: '01' }).lean();
  const store = await WarehouseModel.findOne({ warehouseType: warehouseTypes.store }).lean();
  const provider = await ProviderModel.findOne({}).lean();
  const product = await ProductModel.findOne({ sellable: true, purchable: true }).lean();
  if (!company || !store || !provider || !product) throw new Error('The demo data is missing (organization, store, provider or product)');
  const organization = { organizationId: BENCH_COMPANY, organizationName: 'Cadena de prueba de carga' };
  const strip = <T extends { _id?: unknown }>(doc: T): Omit<T, '_id'> => {
    const { _id: _ignored, ...rest } = structuredClone(doc);
    return rest;
  };
  await OrganizationModel.create({ ...strip(company), organizationId: BENCH_COMPANY, organizationName: organization.organizationName, erpCompanyId: 90 });
  await ProviderModel.create({ ...strip(provider), providerId: BENCH_PROVIDER, providerName: 'Distribuidora de Carga del Norte', organization });

  const stores = Array.from({ length: options.stores }, (_, index) => `BN${String(index + 1).padStart(4, '0')}`);
  const skus = Array.from({ length: options.products }, (_, index) => `BP${String(index + 1).padStart(5, '0')}`);
  const families = ['CERV', 'BEB', 'ABAR', 'BOT', 'LIMP'];
  await insertInBatches(
    WarehouseModel as never,
    stores.map((warehouseId, index) => ({
      ...strip(store),
      warehouseId,
      warehouseName: `Sucursal ${index + 1}`,
      warehouseRelatedId: String(9000 + index),
      warehouseType: warehouseTypes.store,
      zone: { ...store.zone, zoneId: BENCH_ZONE },
      organization,
      active: true,
    })),
  );
  await insertInBatches(
    ProductModel as never,
    skus.map((sku, index) => ({
      ...strip(product),
      productId: `BENCH-${sku}`,
      productName: `Artículo de carga ${index + 1}`,
      sku,
      barcodes: [],
      familyKey: families[index % families.length],
      organization,
      sellable: true,
      purchable: true,
    })),
  );
  const taxes = [
    { taxName: 'IVA 16%', taxId: 'IVA16', rate: 16 },
    { taxName: 'IEPS 26.5%', taxId: 'IEPS265', rate: 26.5 },
  ];
  await insertInBatches(
    ProviderProductModel as never,
    skus.map((sku, index) => ({
      providerId: BENCH_PROVIDER,
      productId: `BENCH-${sku}`,
      sku,
      organizationId: BENCH_COMPANY,
      unitsPerPackage: 12,
      purchasePrice: 8 + (index % 40) * 1.75,
      taxes: index % 3 === 0 ? taxes : [taxes[0]],
    })),
  );
  const params = skus.flatMap((sku, index) =>
    index % 2 === 0 ? [{ param: 'display', paramType: 'product', keyFilter: sku, value: String(6 * (1 + (index % 4))), startDate: 0, endDate: null }] : [],
  );
  params.push(
    ...stores
      .slice(0, 20)
      .flatMap((storeId) =>
        skus
          .slice(0, 25)
          .map((sku) => ({ param: 'minProduct', paramType: 'product', keyFilter: `${storeId}|${sku}`, value: '12', startDate: 0, endDate: null })),
      ),
  );
  await insertInBatches(ParamModel as never, params);

  const firstDay = addDays(today, -HISTORY_DAYS);
  const days = calendar(firstDay, HISTORY_DAYS);
  const now = new Date();
  const pending = { histories: [] as unknown[], forecasts: [] as unknown[], stock: [] as unknown[], weeks: [] as unknown[], storeStock: [] as unknown[] };
  const forecastOf = new Map<string, { p10: string; p50: string; p90: string } | null>();
  for (const storeId of stores) {
    const histories = [];
    const forecasts = [];
    const stock = [];
    for (let index = 0; index < skus.length; index += 1) {
      const sku = skus[index]!;
      const series = demoDailySeries(storeId, sku, families[index % families.length]!, days);
      histories.push({ organizationId: BENCH_COMPANY, store: storeId, item: sku, firstDay, daily: encodeSeries(series) });
      // The forecast method runs once per article (on its first store's history) and is reused at every store: the bench measures reading, not forecasting.
      let forecast = forecastOf.get(sku);
      if (forecast === undefined) {
        const computed = forecastFromSeries(series, series.length, 8);
        const share = computed ? dailyShares(computed, 8) : null;
        const repeat = (value: number) => encodeSeries(new Array<number>(FORECAST_DAYS).fill(value));
        forecast = share ? { p10: repeat(share.p10), p50: repeat(share.p50), p90: repeat(share.p90) } : null;
        forecastOf.set(sku, forecast);
      }
      if (forecast) forecasts.push({ organizationId: BENCH_COMPANY, store: storeId, item: sku, firstDay: today, ...forecast, runId: 'bench', updatedAt: now });
      const level = series[series.length - 1]! + series[series.length - 2]!;
      stock.push({ organizationId: BENCH_COMPANY, store: storeId, item: sku, stock: (index + storeId.length) % 8 === 0 ? 0 : level * 2, asOf: now });
    }
    // The product's reading shape of the same figures, as the feeds keep it: the store's weeks and its stock in one document.
    pending.weeks.push(...storeWeeksFromSeries(BENCH_COMPANY, storeId, { sales: histories, forecasts }).map((week) => ({ ...week, rev: 1 })));
    pending.storeStock.push({
      organizationId: BENCH_COMPANY,
      store: storeId,
      stock: encodeStock(new Map(stock.map((row) => [row.item, row.stock]))),
      asOf: now,
    });
    pending.histories.push(...histories);
    pending.forecasts.push(...forecasts);
    pending.stock.push(...stock);
    if (pending.histories.length >= BATCH || storeId === stores[stores.length - 1]) {
      await Promise.all([
        insertInBatches(SalesHistoryModel as never, pending.histories.splice(0)),
        insertInBatches(ForecastModel as never, pending.forecasts.splice(0)),
        insertInBatches(StockModel as never, pending.stock.splice(0)),
        insertInBatches(StoreWeekModel as never, pending.weeks.splice(0)),
        insertInBatches(StoreStockModel as never, pending.storeStock.splice(0)),
      ]);
    }
  }
  return { stores, skus, today, pairs: stores.length * skus.length };
}
