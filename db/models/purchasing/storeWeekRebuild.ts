import { isDuplicateKeyError } from '../common';
import { MetaRecordModel } from '../meta/metaRecord';
import { ForecastModel } from './forecast';
import { SalesHistoryModel } from './salesHistory';
import { StockModel } from './stock';
import { encodeStock, StoreStockModel, storeWeeksFromSeries, StoreWeekModel } from './storeWeek';

/**
 * Rebuilds the grid's store-weeks and store stock of some stores (all when none are given) from
 * their per-article records: what the seed calls after writing them, and the way to bring the
 * reading shape back in line if it were ever doubted. Store by store, replacing what was there.
 */
export async function rebuildStoreWeeks(stores?: readonly string[]): Promise<{ stores: number; weeks: number }> {
  await Promise.all([StoreWeekModel.createIndexes(), StoreStockModel.createIndexes()]);
  const storeIds = stores ?? (await storesWithRecords());
  let weeks = 0;
  for (const store of storeIds) {
    const [sales, forecasts, stock] = await Promise.all([
      SalesHistoryModel.find({ store }).select({ _id: 0, organizationId: 1, item: 1, firstDay: 1, daily: 1 }).lean(),
      ForecastModel.find({ store }).select({ _id: 0, organizationId: 1, item: 1, firstDay: 1, p10: 1, p50: 1, p90: 1 }).lean(),
      StockModel.find({ store }).select({ _id: 0, organizationId: 1, item: 1, stock: 1, asOf: 1 }).lean(),
    ]);
    const organizationId = sales[0]?.organizationId ?? forecasts[0]?.organizationId ?? stock[0]?.organizationId;
    if (!organizationId) {
      await Promise.all([StoreWeekModel.deleteMany({ store }), StoreStockModel.deleteMany({ store })]);
      continue;
    }
    // Replaced in place by their keys (never deleted first): two rebuilds at once (two seedings,
    // a start beside a seed) write the same derived documents instead of colliding.
    const docs = storeWeeksFromSeries(organizationId, store, { sales, forecasts }).map((doc) => ({ ...doc, rev: 1 }));
    if (docs.length > 0) {
      const upserts = docs.map((doc) => ({ replaceOne: { filter: { organizationId, week: doc.week, store }, replacement: doc, upsert: true } }));
      await againOnDuplicateKey(() => StoreWeekModel.bulkWrite(upserts, { ordered: false }));
    }
    await StoreWeekModel.deleteMany({ store, week: { $nin: docs.map((doc) => doc.week) } });
    weeks += docs.length;
    if (stock.length > 0) {
      const asOf = stock.reduce((latest, row) => (row.asOf > latest ? row.asOf : latest), stock[0]!.asOf);
      const replacement = { organizationId, store, stock: encodeStock(new Map(stock.map((row) => [row.item, row.stock]))), asOf };
      await againOnDuplicateKey(() => StoreStockModel.replaceOne({ organizationId, store }, replacement, { upsert: true }));
    } else {
      await StoreStockModel.deleteMany({ store });
    }
  }
  return { stores: storeIds.length, weeks };
}

/**
 * An upsert by a unique key, tried again on a duplicate key: of two writers upserting the same new
 * key at once, one inserts and the other is refused (MongoDB retries that itself; the embedded
 * server does not); the second try replaces the document the first one wrote.
 */
async function againOnDuplicateKey(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
    }
  }
}

/** Every store with a per-article record (sales, forecast or stock), sorted. */
async function storesWithRecords(): Promise<string[]> {
  const lists = await Promise.all([SalesHistoryModel.distinct('store'), ForecastModel.distinct('store'), StockModel.distinct('store')]);
  return [...new Set(lists.flat() as string[])].sort();
}

/** Marks the grid storage as complete for every store (what ensureStoreWeeks checks). */
export const GRID_STORAGE_META_KEY = 'purchasing.gridStorage';
const GRID_STORAGE_VERSION = 1;

/** True once every store's grid storage was built (by the seed or at start). */
export async function storeWeeksComplete(): Promise<boolean> {
  const record = await MetaRecordModel.findOne({ key: GRID_STORAGE_META_KEY }).lean();
  return (record?.value as { version?: number } | undefined)?.version === GRID_STORAGE_VERSION;
}

export async function markStoreWeeksBuilt(): Promise<void> {
  await MetaRecordModel.updateOne(
    { key: GRID_STORAGE_META_KEY },
    { $set: { value: { version: GRID_STORAGE_VERSION, builtAt: new Date().toISOString() } } },
    { upsert: true },
  );
}

/**
 * At start (platform/product.ts): a data directory written before the grid read store-weeks has
 * per-article records but no store-weeks or store stock, or only the weeks that a forecast run or
 * an import wrote since; the seed does not run again on it. Until the storage is marked complete
 * (by the seed after building it, or here), every store is rebuilt once from its records. Null
 * when nothing had to be built.
 */
export async function ensureStoreWeeks(): Promise<{ stores: number; weeks: number } | null> {
  if (await storeWeeksComplete()) return null;
  const sources = await Promise.all([SalesHistoryModel.exists({}), ForecastModel.exists({}), StockModel.exists({})]);
  const built = sources.some(Boolean) ? await rebuildStoreWeeks() : null;
  await markStoreWeeksBuilt();
  return built;
}
