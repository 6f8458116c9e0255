import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { seedDemoData } from '../seed';
import { testSecretHashCost } from '../../models/access/secrets';
import { decodeSeries, ForecastModel, SalesHistoryModel, StockModel, sumRange } from '../../models/purchasing';
import { ParamModel } from '../../models/params/param';
import { demoDailySales, seedPurchasingDemo, PURCHASING_EXCLUSIONS_PARAM, DEMO_HISTORY_DAYS } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
  await seedDemoData({ hashCost: testSecretHashCost });
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('purchasing demo data', () => {
  it('is deterministic per day', () => {
    expect(demoDailySales('CO101', '10001', 'CERV', '2026-12-20')).toBe(demoDailySales('CO101', '10001', 'CERV', '2026-12-20'));
  });

  it('gives history, stock and forecasts for the demo stores, and a second run adds nothing', async () => {
    const now = Date.parse('2026-11-25T15:00:00Z');
    // The product's seed above ran with today's date: whatever day this runs, the run below computes every forecast afresh.
    await ForecastModel.deleteMany({});
    const first = await seedPurchasingDemo({ now });
    expect(first.pairs).toBeGreaterThan(1000);
    expect(first.forecastRecords).toBe(first.pairs);
    const history = await SalesHistoryModel.findOne({ store: 'CO101' }).lean();
    const series = decodeSeries(history!.firstDay, history!.daily);
    expect(series.values).toHaveLength(DEMO_HISTORY_DAYS);
    expect(sumRange(series, '2026-11-01', '2026-11-08')).toBeGreaterThan(0);
    expect(await StockModel.countDocuments({})).toBe(first.pairs);
    const forecast = await ForecastModel.findOne({ store: 'CO101' }).lean();
    expect(forecast!.firstDay).toBe('2026-09-30');
    expect(await ParamModel.countDocuments({ param: PURCHASING_EXCLUSIONS_PARAM })).toBe(1);
    const second = await seedPurchasingDemo({ now });
    expect(second).toMatchObject({ historyRecords: 0, stockRecords: 0, forecastRecords: 0 });
  }, 120_000);
});
