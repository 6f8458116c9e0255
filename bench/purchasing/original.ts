import { forecastRange, historyRanges, daysBetween, addDays } from '../../domain/purchasing/dates';
import { fromStored } from '../../domain/common/money';
import { rowMoney, suggestedPackages, sumRowMoney, taxRatesOf } from '../../domain/purchasing/rules';
import type { PurchaseSelection } from '../../domain/purchasing/schemas';
import { ParamModel } from '../../db/models/params/param';
import { ProductModel } from '../../db/models/products/product';
import { ProviderProductModel } from '../../db/models/products/providerProduct';
import { decodeSeries, ForecastModel, SalesHistoryModel, StockModel } from '../../db/models/purchasing';
import { purchasingOptions } from '../../api/purchasing/service';
import type { PurchaseGrid, PurchaseRow } from '../../api/purchasing/grid/service';

/**
 * The original's approach, as the baseline of bench:purchasing (spec 002 section 7): the browser
 * asked the analytical store for forecast.daily_sales (date, item_id, store, p10, p50, p90) and
 * forecast.hist_daily_sales (claarti, year, sum of ctd, claun; the range and the same range a
 * year earlier) in batches of 30 products, and forecast.inventory (claarti, claun, exiact) in
 * batches of 150 products, each batch one query answered as JSON text with Items, one after the
 * other, then joined and computed the rows itself.
 *
 * Each batch here is one separate query on the same collections the product reads, shaped as the
 * analytical store answered (a row per day for the forecast, a sum per year for the history),
 * sent through JSON text as the original's answers were, and parsed; the rows are then computed
 * with the same rules as the product, so both give the same grid. Lookups of stores, products,
 * provider products and parameters are the product's (small and the same on both sides).
 */
export const FORECAST_BATCH = 30;
export const HISTORY_BATCH = 30;
export const STOCK_BATCH = 150;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** What the analytical store sends back: JSON text with Items, parsed by the browser. */
function overTheWire<T>(items: T[]): T[] {
  return (JSON.parse(JSON.stringify({ Items: items })) as { Items: T[] }).Items;
}

interface ForecastItem {
  date: string;
  item_id: string;
  store: string;
  p10: number;
  p50: number;
  p90: number;
}
interface HistoryItem {
  claarti: string;
  year: number;
  ctd: number;
  claun: string;
}
interface StockItem {
  claarti: string;
  claun: string;
  exiact: number;
}

export async function originalGrid(selection: PurchaseSelection): Promise<PurchaseGrid & { queries: number }> {
  const options = await purchasingOptions(selection.companyId);
  let stores = options.stores;
  if (selection.zoneId) stores = stores.filter((store) => store.zone.zoneId === selection.zoneId);
  if (selection.storeIds.length > 0) stores = stores.filter((store) => selection.storeIds.includes(store.warehouseId));
  const providerProducts = await ProviderProductModel.find({ providerId: selection.providerId, organizationId: selection.companyId }).lean();
  const products = await ProductModel.find({
    'organization.organizationId': selection.companyId,
    productId: { $in: providerProducts.map((item) => item.productId) },
    sellable: true,
    purchable: true,
  })
    .sort({ sku: 1 })
    .lean();
  const params = await ParamModel.find({ paramType: 'product', param: { $in: ['display', 'minProduct', 'maxProduct'] }, _deleted: { $ne: true } }).lean();
  const range = forecastRange(selection.from, selection.to);
  const history = historyRanges(selection.from, selection.to);
  const storeIds = stores.map((store) => store.warehouseId);
  const skus = products.map((product) => product.sku);
  const currentYear = Number(history.current.from.slice(0, 4));
  let queries = 0;

  const forecastItems: ForecastItem[] = [];
  for (const batch of chunks(skus, FORECAST_BATCH)) {
    queries += 1;
    const docs = await ForecastModel.find({ store: { $in: storeIds }, item: { $in: batch } }).lean();
    const items: ForecastItem[] = [];
    const days = daysBetween(range.from, range.toExclusive);
    for (const doc of docs) {
      const p10 = decodeSeries(doc.firstDay, doc.p10);
      const p50 = decodeSeries(doc.firstDay, doc.p50);
      const p90 = decodeSeries(doc.firstDay, doc.p90);
      const offset = daysBetween(doc.firstDay, range.from);
      for (let day = 0; day < days; day += 1) {
        const index = offset + day;
        if (index < 0 || index >= p50.values.length || p50.values[index] === null) continue;
        items.push({
          date: addDays(range.from, day),
          item_id: doc.item,
          store: doc.store,
          p10: p10.values[index] ?? 0,
          p50: p50.values[index] ?? 0,
          p90: p90.values[index] ?? 0,
        });
      }
    }
    forecastItems.push(...overTheWire(items));
  }
  const historyItems: HistoryItem[] = [];
  for (const batch of chunks(skus, HISTORY_BATCH)) {
    queries += 1;
    const docs = await SalesHistoryModel.find({ store: { $in: storeIds }, item: { $in: batch } }).lean();
    const items: HistoryItem[] = [];
    for (const doc of docs) {
      const series = decodeSeries(doc.firstDay, doc.daily);
      for (const [year, window] of [
        [currentYear - 1, history.yearBefore],
        [currentYear, history.current],
      ] as const) {
        const start = Math.max(0, daysBetween(series.firstDay, window.from));
        const end = Math.min(series.values.length, daysBetween(series.firstDay, window.toExclusive));
        let ctd = 0;
        for (let index = start; index < end; index += 1) ctd += series.values[index] ?? 0;
        if (end > start) items.push({ claarti: doc.item, year, ctd, claun: doc.store });
      }
    }
    historyItems.push(...overTheWire(items));
  }
  const stockItems: StockItem[] = [];
  for (const batch of chunks(skus, STOCK_BATCH)) {
    queries += 1;
    const docs = await StockModel.find({ store: { $in: storeIds }, item: { $in: batch }, stock: { $ne: 0 } }).lean();
    stockItems.push(...overTheWire(docs.map((doc) => ({ claarti: doc.item, claun: doc.store, exiact: doc.stock }))));
  }

  // The browser's join: sums per pair, then one row per store and product.
  const key = (store: string, item: string) => `${store}|${item}`;
  const quantiles = new Map<string, { p10: number; p50: number; p90: number }>();
  for (const item of forecastItems) {
    const pair = key(item.store, item.item_id);
    const sum = quantiles.get(pair) ?? { p10: 0, p50: 0, p90: 0 };
    sum.p10 += item.p10;
    sum.p50 += item.p50;
    sum.p90 += item.p90;
    quantiles.set(pair, sum);
  }
  const sold = new Map<string, Map<number, number>>();
  for (const item of historyItems) {
    const pair = key(item.claun, item.claarti);
    const years = sold.get(pair) ?? new Map<number, number>();
    years.set(item.year, (years.get(item.year) ?? 0) + item.ctd);
    sold.set(pair, years);
  }
  const stockOf = new Map(stockItems.map((item) => [key(item.claun, item.claarti), item.exiact]));
  const paramOf = new Map(params.map((row) => [`${row.param}:${row.keyFilter ?? ''}`, row.value]));
  const offerOf = new Map(providerProducts.map((item) => [item.productId, item]));
  const number = (value: string | undefined, fallback: number) => (Number.isFinite(Number(value)) ? Number(value) : fallback);
  const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
  const rows: PurchaseRow[] = [];
  for (const store of stores) {
    for (const product of products) {
      const pair = key(store.warehouseId, product.sku);
      const offer = offerOf.get(product.productId)!;
      const sum = quantiles.get(pair);
      const q = sum ? { p10: round4(sum.p10), p50: round4(sum.p50), p90: round4(sum.p90) } : { p10: 0, p50: 0, p90: 0 };
      const years = sold.get(pair);
      const piecesPerPackage = Math.max(1, number(paramOf.get(`display:${product.sku}`), 1));
      const minProduct = number(paramOf.get(`minProduct:${pair}`), 0);
      const maxProduct = number(paramOf.get(`maxProduct:${pair}`), 0);
      const stock = stockOf.get(pair) ?? 0;
      const rates = taxRatesOf(offer.taxes.length > 0 ? offer.taxes : product.taxes);
      const packages = suggestedPackages({ projectionIndex: selection.projection, quantiles: q, stock, minProduct, piecesPerPackage });
      const price = fromStored(offer.purchasePrice);
      rows.push({
        sku: product.sku,
        description: product.productName,
        saleUnit: product.saleUnit?.saleUnitName?.trim() || null,
        storeId: store.warehouseId,
        storeName: store.warehouseName,
        warehouseRelatedId: store.warehouseRelatedId,
        zoneId: store.zone.zoneId,
        piecesPerPackage,
        packages,
        ...q,
        minProduct,
        maxProduct,
        stock,
        price,
        ivaRate: rates.iva,
        iepsRate: rates.ieps,
        ivaDev: rates.ivaDev,
        sales: [
          { year: currentYear - 1, quantity: years?.get(currentYear - 1) ?? 0 },
          { year: currentYear, quantity: years?.get(currentYear) ?? 0 },
        ],
        ...rowMoney({ packages, piecesPerPackage, price, rates }),
      });
    }
  }
  return {
    rows,
    stores: stores.length,
    products: products.length,
    totals: sumRowMoney(rows),
    forecastFrom: range.from,
    forecastToExclusive: range.toExclusive,
    queries,
  };
}
