import { describe, expect, it } from 'vitest';
import { accuracyByItem, accuracyFigures, accuracyWindows, calibrationOf, forecastAccuracyRequestSchema } from './forecastAccuracy';

describe('forecast accuracy', () => {
  it('cuts the range into whole 7-day windows from its first day', () => {
    expect(accuracyWindows('2026-09-30', '2026-11-24')).toHaveLength(8);
    expect(accuracyWindows('2026-11-01', '2026-11-07')).toEqual([{ from: '2026-11-01', toExclusive: '2026-11-08' }]);
    expect(accuracyWindows('2026-11-01', '2026-11-12')).toEqual([{ from: '2026-11-01', toExclusive: '2026-11-08' }]);
  });

  it.each([
    // [actual, inside, below, above]
    [5, 1, 0, 0],
    [10, 1, 0, 0],
    [2, 0, 1, 0],
    [40, 0, 0, 1],
  ])('actual %d against the band 4-20: inside %d, below %d, above %d', (actual, inside, below, above) => {
    const figures = accuracyFigures([{ item: 'A', forecast: { p10: 4, p50: 10, p90: 20 }, actual }]);
    expect(figures).toMatchObject({ observations: 1, coverage: inside, below, above, meanActual: actual });
  });

  it('pinball loss is the mean of the three quantile losses', () => {
    // actual 10: P10 4 -> 0.1 * 6 = 0.6; P50 10 -> 0; P90 20 -> 0.1 * 10 = 1; mean 0.5333
    expect(accuracyFigures([{ item: 'A', forecast: { p10: 4, p50: 10, p90: 20 }, actual: 10 }]).pinballLoss).toBeCloseTo(0.5333, 4);
  });

  it('per product and overall, and the reading of the coverage', () => {
    const band = { p10: 4, p50: 10, p90: 20 };
    const result = accuracyByItem([
      { item: 'B', forecast: band, actual: 10 },
      { item: 'A', forecast: band, actual: 30 },
      { item: 'A', forecast: band, actual: 8 },
    ]);
    expect(result.items.map((item) => [item.item, item.observations, item.coverage])).toEqual([
      ['A', 2, 0.5],
      ['B', 1, 1],
    ]);
    expect(result.overall).toMatchObject({ observations: 3, coverage: 0.6667 });
    expect(accuracyFigures([]).coverage).toBeNull();
    expect([calibrationOf(0.8), calibrationOf(0.5), calibrationOf(0.95), calibrationOf(null)]).toEqual(['calibrated', 'narrow', 'wide', null]);
  });

  it('refuses a range shorter than a week or longer than 183 days, with the catalogue code', () => {
    const base = { companyId: '01', providerId: 'PRV001' };
    expect(forecastAccuracyRequestSchema.safeParse({ ...base, from: '2026-09-30', to: '2026-11-24' }).success).toBe(true);
    const short = forecastAccuracyRequestSchema.safeParse({ ...base, from: '2026-11-20', to: '2026-11-22' });
    expect(short.error?.issues[0]?.message).toBe('FORECAST_ACCURACY_RANGE_INVALID');
    expect(forecastAccuracyRequestSchema.safeParse({ ...base, from: '2026-01-01', to: '2026-11-22' }).success).toBe(false);
    expect(forecastAccuracyRequestSchema.safeParse({ ...base, providerId: '', from: '2026-09-30', to: '2026-11-24' }).error?.issues[0]?.message).toBe(
      'FORECAST_PROVIDER_REQUIRED',
    );
  });
});
