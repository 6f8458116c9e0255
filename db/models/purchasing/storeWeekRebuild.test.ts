import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { encodeSeries } from './dailySeries';
import { ForecastModel } from './forecast';
import { SalesHistoryModel } from './salesHistory';
import { StockModel } from './stock';
import { MetaRecordModel } from '../meta/metaRecord';
import { decodeStock, decodeWeek, forecastStoreDays, StoreStockModel, StoreWeekModel, writeStoreWeekDays } from './storeWeek';
import { ensureStoreWeeks, GRID_STORAGE_META_KEY, markStoreWeeksBuilt, rebuildStoreWeeks } from './storeWeekRebuild';

/**
 * A data directory seeded before the grid read store-weeks has only the per-article records (and
 * perhaps the weeks a forecast run wrote since): at start every store is built once
 * (platform/product.ts), the same as the seed builds them, and the storage is marked complete.
 */
describe('grid storage of an older data directory', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase();
    await Promise.all([SalesHistoryModel.createIndexes(), ForecastModel.createIndexes(), StockModel.createIndexes()]);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('builds nothing on an empty database', async () => {
    expect(await ensureStoreWeeks()).toBeNull();
    expect(await StoreWeekModel.countDocuments({})).toBe(0);
    await MetaRecordModel.deleteMany({ key: GRID_STORAGE_META_KEY });
  });

  it("builds store-weeks and store stock once from the per-article records, a store with only a run's weeks included, as the seed would", async () => {
    await SalesHistoryModel.insertMany([
      { organizationId: '01', store: 'CO101', item: '10001', firstDay: '2026-11-23', daily: encodeSeries([1, 2, 3, 4, 5, 6, 7, 8]) },
      { organizationId: '01', store: 'CO102', item: '10001', firstDay: '2026-11-25', daily: encodeSeries([9]) },
    ]);
    await ForecastModel.create({
      organizationId: '01',
      store: 'CO101',
      item: '10002',
      firstDay: '2026-11-30',
      p10: encodeSeries([1]),
      p50: encodeSeries([2]),
      p90: encodeSeries([3]),
      runId: 'old',
      updatedAt: new Date(),
    });
    // A store with stock only (no sales, no forecast yet) gets its stock document too.
    await StockModel.insertMany([
      { organizationId: '01', store: 'CO101', item: '10001', stock: 12, asOf: new Date() },
      { organizationId: '01', store: 'CO110', item: '10003', stock: 4, asOf: new Date() },
    ]);

    // Since the upgrade, a forecast run wrote CO101's forecast week (not its sales).
    await writeStoreWeekDays('01', forecastStoreDays('CO101', '10002', '2026-11-30', [{ p10: 1, p50: 2, p90: 3 }]));

    expect(await ensureStoreWeeks()).toEqual({ stores: 3, weeks: 3 });
    const weeks = await StoreWeekModel.find({}).sort({ store: 1, week: 1 }).lean();
    expect(weeks.map((week) => `${week.store} ${week.week}`)).toEqual(['CO101 2026-11-23', 'CO101 2026-11-30', 'CO102 2026-11-23']);
    expect(decodeWeek(weeks[0]!.sales).get('10001')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(decodeWeek(weeks[1]!.p50).get('10002')).toEqual([2, null, null, null, null, null, null]);
    const stock = await StoreStockModel.find({}).sort({ store: 1 }).lean();
    expect(stock.map((row) => [row.store, [...decodeStock(row.stock)]])).toEqual([
      ['CO101', [['10001', 12]]],
      ['CO110', [['10003', 4]]],
    ]);

    // The next start finds them and builds nothing; what it built is what a full rebuild gives.
    expect(await ensureStoreWeeks()).toBeNull();
    const built = await StoreWeekModel.find({}).select({ _id: 0 }).sort({ store: 1, week: 1 }).lean();
    await rebuildStoreWeeks();
    expect(await StoreWeekModel.find({}).select({ _id: 0 }).sort({ store: 1, week: 1 }).lean()).toEqual(built);
  });

  it('once marked complete (by the seed or a start), a start builds nothing', async () => {
    await StoreStockModel.deleteMany({});
    await markStoreWeeksBuilt();
    expect(await ensureStoreWeeks()).toBeNull();
    expect(await StoreStockModel.countDocuments({})).toBe(0);
  });
});
