import { forecastRange, historyRanges, addDays, daysBetween, eachDay, yearEarlier } from '../../../domain/purchasing/dates';
import { fromStored, type Money } from '../../../domain/common/money';
import { rowMoney, suggestedPackages, sumRowMoney, taxRatesOf, type RowMoney } from '../../../domain/purchasing/rules';
import type { PurchaseSelection } from '../../../domain/purchasing/schemas';
import { ParamModel } from '../../../db/models/params/param';
import { ProductModel } from '../../../db/models/products/product';
import { ProviderProductModel } from '../../../db/models/products/providerProduct';
import {
  addWeekRange,
  decodeSeries,
  decodeStock,
  ForecastModel,
  SalesHistoryModel,
  StoreStockModel,
  StoreWeekModel,
  valueOn,
  weeksOf,
  type StoreWeek,
  type WeekField,
} from '../../../db/models/purchasing';
import { companyOf, providerOf, purchasingOptions } from '../service';

/** One row of the purchase grid (spec 002 section 3, purchase table row). */
export interface PurchaseRow extends RowMoney {
  sku: string;
  description: string;
  /** The product's sale unit (saleUnitName), null when it has none: a product with one shows its price with 2 decimals (spec 002 section 9). */
  saleUnit: string | null;
  storeId: string;
  storeName: string;
  warehouseRelatedId: string;
  zoneId: string;
  piecesPerPackage: number;
  packages: number;
  p10: number;
  p50: number;
  p90: number;
  minProduct: number;
  maxProduct: number;
  stock: number;
  /** The purchase price, exact (Decimal128 in providerProducts; 0 when null, spec 002 section 5). */
  price: Money;
  ivaRate: number;
  iepsRate: number;
  ivaDev: boolean;
  sales: { year: number; quantity: number }[];
}

export interface PurchaseGrid {
  rows: PurchaseRow[];
  stores: number;
  products: number;
  totals: RowMoney;
  forecastFrom: string;
  forecastToExclusive: string;
}

function paramNumber(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

export interface PurchaseGridPage {
  /** First row (0-based) of the store-major order: stores as listed, products by SKU. */
  offset: number;
  limit: number;
}

/** Rows of a grid page and where it sits in the whole selection. */
export interface PurchaseGridAnswer extends PurchaseGrid {
  /** Rows of the whole selection (stores x products). */
  rowCount: number;
  offset: number;
}

async function gridScope(selection: PurchaseSelection) {
  await companyOf(selection.companyId);
  await providerOf(selection.companyId, selection.providerId);
  const options = await purchasingOptions(selection.companyId);
  let stores = options.stores;
  if (selection.zoneId) stores = stores.filter((store) => store.zone.zoneId === selection.zoneId);
  if (selection.storeIds.length > 0) {
    const wanted = new Set(selection.storeIds);
    stores = stores.filter((store) => wanted.has(store.warehouseId));
  }
  const providerProducts = await ProviderProductModel.find({ providerId: selection.providerId, organizationId: selection.companyId }).lean();
  const products = await ProductModel.find({
    'organization.organizationId': selection.companyId,
    productId: { $in: providerProducts.map((item) => item.productId) },
    sellable: true,
    purchable: true,
  })
    .sort({ sku: 1 })
    .lean();
  return { stores, products, providerProducts };
}

/** Per article, the sum of one field over [from, toExclusive) from one store's weeks (in week order). */
function sumsOver(weeks: readonly StoreWeek[], field: WeekField, window: { from: string; toExclusive: string }): Map<string, number> {
  const sums = new Map<string, number>();
  for (const week of weeks) {
    const start = Math.max(0, daysBetween(week.week, window.from));
    const end = Math.min(7, daysBetween(week.week, window.toExclusive));
    if (end > start) addWeekRange(week[field], start, end, sums);
  }
  return sums;
}

/**
 * The grid (spec 002 sections 2-5): one row per selected store (all of the zone or company when
 * none is chosen) and sellable-and-purchasable product of the provider, with the forecast (end
 * exclusive + 1 day), the history of the range and a year earlier (shifted 1 day), stock
 * (non-zero), the display / minProduct / maxProduct parameters and the packages the chosen
 * projection gives. Rows go store by store, products by SKU.
 *
 * It reads the store-weeks (db/models/purchasing/storeWeek.ts): the weeks its three ranges touch,
 * one document per store and week holding every article, and each store's stock in one document;
 * about 2,000 documents for 300 stores x 500 products (bench:purchasing). With a page, only the
 * stores of that page's rows are read, so the screen's first rows come at once.
 */
export async function purchaseGrid(selection: PurchaseSelection, page?: PurchaseGridPage): Promise<PurchaseGridAnswer> {
  const scope = await gridScope(selection);
  return gridRows(selection, scope, page);
}

type GridScope = Awaited<ReturnType<typeof gridScope>>;

async function gridRows(selection: PurchaseSelection, scope: GridScope, page?: PurchaseGridPage): Promise<PurchaseGridAnswer> {
  const { products, providerProducts } = scope;
  const range = forecastRange(selection.from, selection.to);
  const history = historyRanges(selection.from, selection.to);
  const rowCount = scope.stores.length * products.length;
  const offset = page ? Math.min(page.offset, rowCount) : 0;
  const empty = {
    rows: [],
    rowCount,
    offset,
    stores: scope.stores.length,
    products: products.length,
    totals: sumRowMoney([]),
    forecastFrom: range.from,
    forecastToExclusive: range.toExclusive,
  };
  if (rowCount === 0 || (page && (page.limit <= 0 || offset >= rowCount))) return empty;
  // The stores holding the page's rows (all without a page).
  const firstStore = page ? Math.floor(offset / products.length) : 0;
  const endStore = page ? Math.min(scope.stores.length, Math.ceil((offset + page.limit) / products.length)) : scope.stores.length;
  const stores = scope.stores.slice(firstStore, endStore);
  const wantedStores = new Set(stores.map((store) => store.warehouseId));
  const weeks = [
    ...new Set([
      ...weeksOf(range.from, range.toExclusive),
      ...weeksOf(history.current.from, history.current.toExclusive),
      ...weeksOf(history.yearBefore.from, history.yearBefore.toExclusive),
    ]),
  ];
  // One read per source by company and week (and the page's stores): the (organizationId, week,
  // store) index bounds it; stores outside the selection are skipped here.
  const storeFilter = page ? { store: { $in: [...wantedStores] } } : {};
  const [storeWeeks, storeStock, params] = await Promise.all([
    StoreWeekModel.find({ organizationId: selection.companyId, week: { $in: weeks }, ...storeFilter })
      .select({ _id: 0, store: 1, week: 1, sales: 1, p10: 1, p50: 1, p90: 1 })
      .lean<StoreWeek[]>(),
    StoreStockModel.find({ organizationId: selection.companyId, ...storeFilter })
      .select({ _id: 0, store: 1, stock: 1 })
      .lean(),
    ParamModel.find({ paramType: 'product', param: { $in: ['display', 'minProduct', 'maxProduct'] }, _deleted: { $ne: true } })
      .select({ param: 1, keyFilter: 1, value: 1 })
      .lean(),
  ]);
  const weeksOfStore = new Map<string, StoreWeek[]>();
  for (const week of storeWeeks) {
    if (!wantedStores.has(week.store)) continue;
    const list = weeksOfStore.get(week.store) ?? [];
    list.push(week);
    weeksOfStore.set(week.store, list);
  }
  const stockOfStore = new Map(storeStock.filter((row) => wantedStores.has(row.store)).map((row) => [row.store, row.stock]));
  const paramOf = new Map(params.map((row) => [`${row.param}:${row.keyFilter ?? ''}`, row.value]));
  const providerProductOf = new Map(providerProducts.map((item) => [item.productId, item]));
  const currentYear = Number(history.current.from.slice(0, 4));
  const productFacts = products.map((product) => {
    const offer = providerProductOf.get(product.productId)!;
    return {
      product,
      piecesPerPackage: Math.max(1, paramNumber(paramOf.get(`display:${product.sku}`), 1)),
      rates: taxRatesOf(offer.taxes.length > 0 ? offer.taxes : product.taxes),
      price: fromStored(offer.purchasePrice),
    };
  });
  const rows: PurchaseRow[] = [];
  for (const store of stores) {
    const ofStore = (weeksOfStore.get(store.warehouseId) ?? []).sort((a, b) => (a.week < b.week ? -1 : 1));
    const p10 = sumsOver(ofStore, 'p10', range);
    const p50 = sumsOver(ofStore, 'p50', range);
    const p90 = sumsOver(ofStore, 'p90', range);
    const soldBefore = sumsOver(ofStore, 'sales', history.yearBefore);
    const soldNow = sumsOver(ofStore, 'sales', history.current);
    const stockHere = decodeStock(stockOfStore.get(store.warehouseId) ?? '');
    for (const { product, piecesPerPackage, rates, price } of productFacts) {
      const pair = `${store.warehouseId}|${product.sku}`;
      const quantiles = { p10: round4(p10.get(product.sku) ?? 0), p50: round4(p50.get(product.sku) ?? 0), p90: round4(p90.get(product.sku) ?? 0) };
      const sales = [
        { year: currentYear - 1, quantity: soldBefore.get(product.sku) ?? 0 },
        { year: currentYear, quantity: soldNow.get(product.sku) ?? 0 },
      ];
      const minProduct = paramNumber(paramOf.get(`minProduct:${pair}`), 0);
      const maxProduct = paramNumber(paramOf.get(`maxProduct:${pair}`), 0);
      const stock = stockHere.get(product.sku) ?? 0;
      const packages = suggestedPackages({ projectionIndex: selection.projection, quantiles, stock, minProduct, piecesPerPackage });
      rows.push({
        sku: product.sku,
        description: product.productName,
        saleUnit: saleUnitOf(product),
        storeId: store.warehouseId,
        storeName: store.warehouseName,
        warehouseRelatedId: store.warehouseRelatedId,
        zoneId: store.zone.zoneId,
        piecesPerPackage,
        packages,
        ...quantiles,
        minProduct,
        maxProduct,
        stock,
        price,
        ivaRate: rates.iva,
        iepsRate: rates.ieps,
        ivaDev: rates.ivaDev,
        sales,
        ...rowMoney({ packages, piecesPerPackage, price, rates }),
      });
    }
  }
  const pageRows = page ? rows.slice(offset - firstStore * products.length, offset - firstStore * products.length + page.limit) : rows;
  return { ...empty, rows: pageRows, totals: sumRowMoney(pageRows) };
}

/**
 * The money of the whole selection with its projection (the screen's totals while the pages
 * arrive): the whole grid, computed once per selection and kept a minute so that changing the
 * projection or paging does not read it again.
 */
const totalsCache = new Map<string, { at: number; rows: PurchaseRow[] }>();
const TOTALS_CACHE_MS = 60_000;

export async function purchaseGridTotals(selection: PurchaseSelection): Promise<RowMoney & { rows: number }> {
  const key = JSON.stringify({ ...selection, projection: 0 });
  const now = Date.now();
  for (const [cached, entry] of totalsCache) if (now - entry.at > TOTALS_CACHE_MS) totalsCache.delete(cached);
  let rows = totalsCache.get(key)?.rows;
  if (!rows) {
    rows = (await purchaseGrid({ ...selection, projection: 0 })).rows;
    if (totalsCache.size >= 2) totalsCache.delete(totalsCache.keys().next().value!);
    totalsCache.set(key, { at: now, rows });
  }
  const projected = rows.map((row) => {
    const packages = suggestedPackages({
      projectionIndex: selection.projection,
      quantiles: row,
      stock: row.stock,
      minProduct: row.minProduct,
      piecesPerPackage: row.piecesPerPackage,
    });
    return rowMoney({
      packages,
      piecesPerPackage: row.piecesPerPackage,
      price: row.price,
      rates: { iva: row.ivaRate, ieps: row.iepsRate, ivaDev: row.ivaDev },
    });
  });
  return { ...sumRowMoney(projected), rows: rows.length };
}

function saleUnitOf(product: { saleUnit?: { saleUnitName?: string | null } | null }): string | null {
  return product.saleUnit?.saleUnitName?.trim() || null;
}

/** Forecast quantities (pieces, not money) are summed from float series and kept with 4 decimals. */
function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The chart of one product at one store: daily sales this year and a year earlier, and the forecast band. */
export async function forecastChart(input: { storeId: string; sku: string; from: string; to: string }) {
  const [forecast, sold] = await Promise.all([
    ForecastModel.findOne({ store: input.storeId, item: input.sku }).lean(),
    SalesHistoryModel.findOne({ store: input.storeId, item: input.sku }).lean(),
  ]);
  const series = sold ? decodeSeries(sold.firstDay, sold.daily) : null;
  const band = forecast
    ? {
        p10: decodeSeries(forecast.firstDay, forecast.p10),
        p50: decodeSeries(forecast.firstDay, forecast.p50),
        p90: decodeSeries(forecast.firstDay, forecast.p90),
      }
    : null;
  return eachDay(addDays(input.from, -21), addDays(input.to, 0)).map((day) => ({
    date: day,
    sales: series ? valueOn(series, day) : null,
    salesYearBefore: series ? valueOn(series, yearEarlier(day)) : null,
    p10: band ? valueOn(band.p10, day) : null,
    p50: band ? valueOn(band.p50, day) : null,
    p90: band ? valueOn(band.p90, day) : null,
  }));
}
