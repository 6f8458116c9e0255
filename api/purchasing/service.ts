import { AppError } from '../../domain/errors/catalogue';
import { forecastRange, historyRanges, addDays, daysBetween, eachDay, yearEarlier } from '../../domain/purchasing/dates';
import {
  DISTRIBUTION_CENTRE_ID,
  money2,
  parseExclusions,
  PURCHASING_EXCLUSIONS_PARAM,
  rowMoney,
  storeAllowed,
  suggestedPackages,
  sumMoney,
  taxRatesOf,
  type RowMoney,
} from '../../domain/purchasing/rules';
import type { PurchaseLine, PurchaseOrderRequest, PurchaseSelection } from '../../domain/purchasing/schemas';
import { ParamModel } from '../../db/models/params/param';
import { ProductModel } from '../../db/models/products/product';
import { ProviderModel } from '../../db/models/products/provider';
import { ProviderProductModel } from '../../db/models/products/providerProduct';
import {
  addWeekRange,
  decodeSeries,
  decodeStock,
  ForecastModel,
  replacePurchaseOrderLines,
  SalesHistoryModel,
  savePurchaseOrder,
  StoreStockModel,
  StoreWeekModel,
  valueOn,
  weeksOf,
  type StoreWeek,
  type WeekField,
  withPurchaseOrderLines,
  PurchaseOrderModel,
  type PurchaseOrder,
  type PurchaseOrderHeader,
  type PurchaseOrderLineRecord,
} from '../../db/models/purchasing';
import { OrganizationModel } from '../../db/models/stores/organization';
import { WarehouseModel, warehouseTypes } from '../../db/models/stores/warehouse';
import { ZoneModel } from '../../db/models/stores/zone';

/** One row of the purchase grid (spec 002 section 3, purchase table row). */
export interface PurchaseRow extends RowMoney {
  sku: string;
  description: string;
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
  price: number;
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

export async function purchasingExclusions() {
  const param = await ParamModel.findOne({ param: PURCHASING_EXCLUSIONS_PARAM, _deleted: { $ne: true } }).sort({ startDate: -1 }).lean();
  return parseExclusions(param?.value);
}

/** The selection cascade's sources: companies, then for a company its zones, stores and providers. */
export async function purchasingOptions(companyId: string | null) {
  const companies = await OrganizationModel.find({ active: true }).sort({ organizationId: 1 }).lean();
  if (!companyId) return { companies, zones: [], stores: [], providers: [], distributionCentre: null };
  const exclusions = await purchasingExclusions();
  const [warehouses, zones, providers] = await Promise.all([
    WarehouseModel.find({ 'organization.organizationId': companyId, active: true }).sort({ warehouseId: 1 }).lean(),
    ZoneModel.find({}).sort({ zoneId: 1 }).lean(),
    ProviderModel.find({ 'organization.organizationId': companyId, active: true }).sort({ providerName: 1 }).lean(),
  ]);
  const stores = warehouses.filter(
    (warehouse) => warehouse.warehouseType === warehouseTypes.store && storeAllowed(exclusions, companyId, { warehouseId: warehouse.warehouseId, zoneId: warehouse.zone.zoneId }),
  );
  const zoneIds = new Set(stores.map((store) => store.zone.zoneId));
  const centre = warehouses.find((warehouse) => warehouse.warehouseId === DISTRIBUTION_CENTRE_ID) ?? warehouses.find((warehouse) => warehouse.warehouseType === warehouseTypes.distributionCenter) ?? null;
  return { companies, zones: zones.filter((zone) => zoneIds.has(zone.zoneId)), stores, providers, distributionCentre: centre };
}

async function companyOf(companyId: string) {
  const company = await OrganizationModel.findOne({ organizationId: companyId }).lean();
  if (!company) throw new AppError('PURCHASING_COMPANY_NOT_FOUND', { id: companyId });
  return company;
}

async function providerOf(companyId: string, providerId: string) {
  const provider = await ProviderModel.findOne({ providerId, 'organization.organizationId': companyId }).lean();
  if (!provider) throw new AppError('PURCHASING_PROVIDER_NOT_FOUND', { id: providerId });
  return provider;
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
  const empty = { rows: [], rowCount, offset, stores: scope.stores.length, products: products.length, totals: sumMoney([]), forecastFrom: range.from, forecastToExclusive: range.toExclusive };
  if (rowCount === 0 || (page && (page.limit <= 0 || offset >= rowCount))) return empty;
  // The stores holding the page's rows (all without a page).
  const firstStore = page ? Math.floor(offset / products.length) : 0;
  const endStore = page ? Math.min(scope.stores.length, Math.ceil((offset + page.limit) / products.length)) : scope.stores.length;
  const stores = scope.stores.slice(firstStore, endStore);
  const wantedStores = new Set(stores.map((store) => store.warehouseId));
  const weeks = [...new Set([...weeksOf(range.from, range.toExclusive), ...weeksOf(history.current.from, history.current.toExclusive), ...weeksOf(history.yearBefore.from, history.yearBefore.toExclusive)])];
  // One read per source by company and week (and the page's stores): the (organizationId, week,
  // store) index bounds it; stores outside the selection are skipped here.
  const storeFilter = page ? { store: { $in: [...wantedStores] } } : {};
  const [storeWeeks, storeStock, params] = await Promise.all([
    StoreWeekModel.find({ organizationId: selection.companyId, week: { $in: weeks }, ...storeFilter }).select({ _id: 0, store: 1, week: 1, sales: 1, p10: 1, p50: 1, p90: 1 }).lean<StoreWeek[]>(),
    StoreStockModel.find({ organizationId: selection.companyId, ...storeFilter }).select({ _id: 0, store: 1, stock: 1 }).lean(),
    ParamModel.find({ paramType: 'product', param: { $in: ['display', 'minProduct', 'maxProduct'] }, _deleted: { $ne: true } }).select({ param: 1, keyFilter: 1, value: 1 }).lean(),
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
      price: offer.purchasePrice ?? 0,
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
  return { ...empty, rows: pageRows, totals: sumMoney(pageRows) };
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
    const packages = suggestedPackages({ projectionIndex: selection.projection, quantiles: row, stock: row.stock, minProduct: row.minProduct, piecesPerPackage: row.piecesPerPackage });
    return rowMoney({ packages, piecesPerPackage: row.piecesPerPackage, price: row.price, rates: { iva: row.ivaRate, ieps: row.iepsRate, ivaDev: row.ivaDev } });
  });
  return { ...sumMoney(projected), rows: rows.length };
}

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
    ? { p10: decodeSeries(forecast.firstDay, forecast.p10), p50: decodeSeries(forecast.firstDay, forecast.p50), p90: decodeSeries(forecast.firstDay, forecast.p90) }
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

export interface PurchaseOrderDraft {
  company: { organizationId: string; organizationName: string; erpCompanyId: number };
  provider: { providerId: string; providerName: string; email: string };
  consolidated: boolean;
  distributionCentre: string | null;
  lines: (PurchaseRow & { packages: number })[];
  stores: { storeId: string; storeName: string; warehouseRelatedId: string; subtotal: number; ieps: number; iva: number; total: number }[];
  totals: RowMoney;
}

/**
 * The order as it will be sent: the grid recomputed on the server with the packages the buyer
 * kept (never the client's money), rows with 0 packages dropped (spec 002 section 5).
 */
export async function draftPurchaseOrder(request: PurchaseOrderRequest): Promise<PurchaseOrderDraft> {
  const company = await companyOf(request.selection.companyId);
  const provider = await providerOf(request.selection.companyId, request.selection.providerId);
  const grid = await purchaseGrid(request.selection);
  const rowOf = new Map(grid.rows.map((row) => [`${row.storeId}|${row.sku}`, row]));
  const edited = new Map<string, PurchaseLine>();
  for (const line of request.lines) {
    const row = rowOf.get(`${line.storeId}|${line.sku}`);
    if (!row) throw new AppError('PURCHASING_LINE_UNKNOWN', { sku: line.sku, store: line.storeId });
    edited.set(`${line.storeId}|${line.sku}`, line);
  }
  const lines = grid.rows
    .map((row) => {
      const packages = edited.get(`${row.storeId}|${row.sku}`)?.packages ?? row.packages;
      const rates = { iva: row.ivaRate, ieps: row.iepsRate, ivaDev: row.ivaDev };
      return { ...row, packages, ...rowMoney({ packages, piecesPerPackage: row.piecesPerPackage, price: row.price, rates }) };
    })
    .filter((row) => row.packages !== 0);
  if (lines.length === 0) throw new AppError('PURCHASING_NO_LINES');
  const byStore = new Map<string, typeof lines>();
  for (const line of lines) byStore.set(line.storeId, [...(byStore.get(line.storeId) ?? []), line]);
  const stores = [...byStore.entries()].map(([storeId, storeLines]) => ({
    storeId,
    storeName: storeLines[0]!.storeName,
    warehouseRelatedId: storeLines[0]!.warehouseRelatedId,
    ...sumMoney(storeLines, money2),
  }));
  const options = request.selection.distributionCentre ? await purchasingOptions(request.selection.companyId) : null;
  return {
    company: { organizationId: company.organizationId, organizationName: company.organizationName, erpCompanyId: company.erpCompanyId },
    provider: { providerId: provider.providerId, providerName: provider.providerName, email: provider.email },
    consolidated: request.consolidated,
    distributionCentre: options?.distributionCentre?.warehouseId ?? null,
    lines,
    stores,
    totals: sumMoney(lines),
  };
}

export function purchaseOrderWorkflowId(erpCompanyId: number, folio: number): string {
  return `purchaseOrder-${erpCompanyId}-${folio}`;
}

/** Records the verified order under its folio, as a draft until it is sent; a folio already recorded is refused. */
export async function recordPurchaseOrder(input: {
  draft: PurchaseOrderDraft;
  folio: number;
  request: PurchaseOrderRequest;
  buyer: PurchaseOrder['buyer'];
  now: Date;
}): Promise<PurchaseOrder> {
  const { draft, folio, request } = input;
  const workflowId = purchaseOrderWorkflowId(draft.company.erpCompanyId, folio);
  const record: PurchaseOrder = {
    folio,
    organizationId: draft.company.organizationId,
    organizationName: draft.company.organizationName,
    erpCompanyId: draft.company.erpCompanyId,
    providerId: draft.provider.providerId,
    providerName: draft.provider.providerName,
    providerEmail: draft.provider.email,
    buyer: input.buyer,
    consolidated: draft.consolidated,
    distributionCentre: Boolean(draft.distributionCentre),
    from: request.selection.from,
    to: request.selection.to,
    projection: request.selection.projection,
    stores: draft.stores,
    lines: orderLines(draft),
    totals: draft.totals,
    status: 'draft',
    workflowId,
    pdfKeys: [],
    emailedAt: null,
    emailRecipients: [],
    erpInsertedAt: null,
    erpOrders: 0,
    erpLines: 0,
    failure: null,
    createdAt: input.now,
    finishedAt: null,
  };
  try {
    // The header and its lines in one transaction (db/models/purchasing/purchaseOrder.ts).
    await savePurchaseOrder(record);
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new AppError('PURCHASING_ORDER_ALREADY_SENT', { folio });
    throw error;
  }
  return record;
}

export async function listPurchaseOrders(limit = 50): Promise<PurchaseOrder[]> {
  return withPurchaseOrderLines(await PurchaseOrderModel.find({}).sort({ createdAt: -1 }).limit(limit).lean<PurchaseOrderHeader[]>());
}

export async function findPurchaseOrder(erpCompanyId: number, folio: number) {
  return PurchaseOrderModel.findOne({ erpCompanyId, folio }).lean();
}

function orderLines(draft: PurchaseOrderDraft): PurchaseOrderLineRecord[] {
  return draft.lines.map((line) => ({
    storeId: line.storeId,
    sku: line.sku,
    description: line.description,
    packages: line.packages,
    piecesPerPackage: line.piecesPerPackage,
    price: line.price,
    ivaRate: line.ivaRate,
    iepsRate: line.iepsRate,
    subtotal: line.subtotal,
    ieps: line.ieps,
    iva: line.iva,
    total: line.total,
  }));
}

/**
 * Replaces a draft's lines with the buyer's final ones and marks it as sending, header and lines
 * in one transaction; only a draft can be sent.
 */
export async function markSending(erpCompanyId: number, folio: number, draft: PurchaseOrderDraft): Promise<PurchaseOrder> {
  const lines = orderLines(draft);
  const updated = await replacePurchaseOrderLines(
    { erpCompanyId, folio },
    { status: 'draft' },
    { $set: { status: 'sending', consolidated: draft.consolidated, stores: draft.stores, totals: draft.totals } },
    lines,
  );
  if (updated) return { ...(updated as PurchaseOrderHeader), lines };
  if (await PurchaseOrderModel.exists({ erpCompanyId, folio })) throw new AppError('PURCHASING_ORDER_ALREADY_SENT', { folio });
  throw new AppError('PURCHASING_ORDER_NOT_FOUND', { folio });
}
