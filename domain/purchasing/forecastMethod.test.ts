import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { forecastHorizon, pinballLoss, weightedQuantile, withinBand } from './forecastMethod';

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Daily sales around a mean with day-to-day noise (gamma-like via a sum of exponentials). */
function generateHistory(seed: number, firstDay: string, days: number, mean: number): Map<string, number> {
  const next = random(seed);
  const sales = new Map<string, number>();
  for (let index = 0; index < days; index += 1) {
    let sum = 0;
    for (let part = 0; part < 2; part += 1) sum += -Math.log(1 - next());
    sales.set(addDays(firstDay, index), Math.round((mean * sum) / 2));
  }
  return sales;
}

describe('weighted quantiles', () => {
  it('equal weights give the plain empirical quantiles', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const weights = values.map(() => 1);
    expect(weightedQuantile(values, weights, 0.5)).toBeCloseTo(5.5);
    expect(weightedQuantile(values, weights, 0.1)).toBeCloseTo(1.5);
    expect(weightedQuantile(values, weights, 0.9)).toBeCloseTo(9.5);
  });
  it('weight pulls the quantile toward the heavy observations', () => {
    expect(weightedQuantile([1, 100], [9, 1], 0.5)).toBeLessThan(50);
  });
});

describe('the forecast method on generated history with known quantiles', () => {
  it('the P10-P90 band covers about 80 % of held-out weeks', () => {
    let inside = 0;
    let total = 0;
    for (let series = 0; series < 12; series += 1) {
      const firstDay = '2025-01-01';
      const sales = generateHistory(1000 + series, firstDay, 730, 5 + series * 3);
      // Hold out 20 weeks of the second year: forecast each from the history before it.
      for (let week = 0; week < 20; week += 1) {
        const start = addDays('2026-06-01', week * 7);
        const forecast = forecastHorizon({ sales, firstDay, start, horizonDays: 7 });
        expect(forecast).not.toBeNull();
        let actual = 0;
        for (let day = 0; day < 7; day += 1) actual += sales.get(addDays(start, day)) ?? 0;
        if (withinBand(forecast!, actual)) inside += 1;
        total += 1;
      }
    }
    const coverage = inside / total;
    expect(coverage).toBeGreaterThan(0.7);
    expect(coverage).toBeLessThan(0.9);
  });

  it('matches the known quantiles of a stationary series', () => {
    // Weekly demand = 7 days x mean 10 with gamma(2) noise: the median is close to 70.
    const sales = generateHistory(7, '2025-01-01', 730, 10);
    const forecast = forecastHorizon({ sales, firstDay: '2025-01-01', start: '2026-12-01', horizonDays: 7 })!;
    expect(forecast.p50).toBeGreaterThan(55);
    expect(forecast.p50).toBeLessThan(85);
    expect(forecast.p10).toBeLessThan(forecast.p50);
    expect(forecast.p90).toBeGreaterThan(forecast.p50);
    expect(forecast.observations).toBe(52);
  });

  it('leans toward the same season a year earlier', () => {
    const sales = generateHistory(3, '2025-01-01', 730, 10);
    // December 2025 sold triple.
    for (let day = 0; day < 31; day += 1) {
      const date = addDays('2025-12-01', day);
      sales.set(date, (sales.get(date) ?? 0) * 3);
    }
    const december = forecastHorizon({ sales, firstDay: '2025-01-01', start: '2026-12-01', horizonDays: 7 })!;
    const october = forecastHorizon({ sales, firstDay: '2025-01-01', start: '2026-10-01', horizonDays: 7 })!;
    expect(december.p90).toBeGreaterThan(october.p90);
  });

  it('has no forecast without enough history', () => {
    const sales = generateHistory(1, '2026-11-01', 20, 10);
    expect(forecastHorizon({ sales, firstDay: '2026-11-01', start: '2026-11-21', horizonDays: 7 })).toBeNull();
  });

  it('pinball loss is 0 only for a perfect forecast and grows with the miss', () => {
    expect(pinballLoss({ p10: 10, p50: 10, p90: 10 }, 10)).toBe(0);
    expect(pinballLoss({ p10: 5, p50: 10, p90: 15 }, 30)).toBeGreaterThan(pinballLoss({ p10: 5, p50: 10, p90: 15 }, 12));
  });
});
