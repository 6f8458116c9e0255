import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { encodeSeries, sumEncodedRange } from './dailySeries';
import {
  addWeekRange,
  cellNumber,
  decodeWeek,
  encodeWeek,
  forecastStoreDays,
  storeWeeksFromSeries,
  StoreWeekModel,
  weekOf,
  weeksOf,
  writeStoreWeekDays,
} from './storeWeek';

/** The grid's store-weeks: the week arithmetic, the text codec, sums equal to the per-article sums, and merged writes. */
describe('store-weeks', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['1969-12-31', '1969-12-29'],
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(weekOf(day)).toBe(monday);
  });

  it('lists the weeks a range touches', () => {
    expect(weeksOf('2026-11-29', '2026-12-08')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(weeksOf('2026-11-23', '2026-11-30')).toEqual(['2026-11-23']);
    expect(weeksOf('2026-11-23', '2026-11-23')).toEqual([]);
  });

  it('encodes and decodes a week, leaving out articles without any figure', () => {
    const week = new Map([
      ['10002', [1, null, 3, 0, null, 2.5, 7]],
      ['10001', [null, null, null, null, null, null, null]],
      ['A:B', [4, 4, 4, 4, 4, 4, 4]],
    ]);
    const text = encodeWeek(week);
    expect(text).toBe('10002:1,,3,0,,2.5,7;A:B:4,4,4,4,4,4,4');
    expect(decodeWeek(text)).toEqual(
      new Map([
        ['10002', [1, null, 3, 0, null, 2.5, 7]],
        ['A:B', [4, 4, 4, 4, 4, 4, 4]],
      ]),
    );
  });

  it('sums any window across weeks exactly as the per-article series sums it', () => {
    const values = Array.from({ length: 40 }, (_, index) => (index % 5 === 0 ? null : Math.round(((index * 37) % 11) * 1.37 * 10_000) / 10_000));
    const firstDay = '2026-10-28';
    const weeks = storeWeeksFromSeries('01', 'CO101', { sales: [{ item: '10001', firstDay, daily: encodeSeries(values) }], forecasts: [] }).sort((a, b) =>
      a.week < b.week ? -1 : 1,
    );
    for (const [from, to] of [
      ['2026-10-28', '2026-12-07'],
      ['2026-11-03', '2026-11-12'],
      ['2026-11-02', '2026-11-03'],
      ['2026-10-01', '2026-10-30'],
      ['2026-11-30', '2026-12-20'],
    ] as const) {
      const sums = new Map<string, number>();
      for (const week of weeks) {
        const start = Math.max(0, Math.round((Date.parse(from) - Date.parse(week.week)) / 86_400_000));
        const end = Math.min(7, Math.round((Date.parse(to) - Date.parse(week.week)) / 86_400_000));
        if (end > start) addWeekRange(week.sales, start, end, sums);
      }
      expect(sums.get('10001') ?? 0).toBe(sumEncodedRange(firstDay, encodeSeries(values), from, to));
    }
  });
});

describe('writing store-weeks', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase();
    await StoreWeekModel.createIndexes();
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('merges days into existing weeks, keeps other articles and fields, and writing twice changes nothing', async () => {
    await writeStoreWeekDays('01', [{ store: 'CO101', item: '10001', field: 'sales', firstDay: '2026-11-27', values: [5, 6, 7] }]);
    await writeStoreWeekDays(
      '01',
      forecastStoreDays('CO101', '10002', '2026-11-29', [
        { p10: 1, p50: 2, p90: 3 },
        { p10: 1.5, p50: 2.5, p90: 3.5 },
      ]),
    );
    const days = forecastStoreDays('CO101', '10001', '2026-11-28', [{ p10: 0.5, p50: 1, p90: 2 }]);
    await writeStoreWeekDays('01', days);
    await writeStoreWeekDays('01', days);
    const weeks = await StoreWeekModel.find({ store: 'CO101' }).sort({ week: 1 }).lean();
    expect(weeks.map((week) => week.week)).toEqual(['2026-11-23', '2026-11-30']);
    expect(weeks[0]).toMatchObject({ sales: '10001:,,,,5,6,7', p10: '10001:,,,,,0.5,;10002:,,,,,,1', p90: '10001:,,,,,2,;10002:,,,,,,3' });
    expect(weeks[1]).toMatchObject({ sales: '', p50: '10002:2.5,,,,,,' });
    // Concurrent writers of one store-week both keep their days.
    await Promise.all(
      ['10003', '10004', '10005', '10006'].map((item) =>
        writeStoreWeekDays('01', [{ store: 'CO101', item, field: 'sales', firstDay: '2026-11-23', values: [1] }]),
      ),
    );
    const merged = await StoreWeekModel.findOne({ store: 'CO101', week: '2026-11-23' }).lean();
    expect([...decodeWeek(merged!.sales).keys()]).toEqual(['10001', '10003', '10004', '10005', '10006']);
  });
});

describe('cellNumber', () => {
  const cells = ['0', '12', '-3', '29.86', '0.1', '-0.0001', '123456789012345', '1234567890123456', '1e-7', '-1.5e3', '4.', '.5', '00012.500', '-0'];
  it.each(cells)('reads %s exactly as Number() does', (cell) => {
    const text = `SKU:${cell},9`;
    expect(Object.is(cellNumber(text, 4, 4 + cell.length), Number(cell))).toBe(true);
  });
  it('reads random decimals exactly as Number() does', () => {
    for (let index = 0; index < 20_000; index += 1) {
      const cell = String(Math.round((Math.random() * 2_000 - 1_000) * 10 ** (index % 6)) / 10 ** (index % 6));
      expect(cellNumber(cell, 0, cell.length)).toBe(Number(cell));
    }
  });
});
