import { daysBetween } from './dates';
import type { Quantiles } from './rules';

/**
 * The forecast the product computes when none was imported (docs/purchasing.md, "Forecast method").
 *
 * For one product at one store, the demand over the order horizon (h days from the start day) is
 * estimated from the sales history by weighted empirical quantiles of the same horizon over the
 * last 52 weeks: the h-day window that starts k weeks before the start day (k = 1..52) is one
 * observation of the h-day demand. Each observation weighs
 *   recency  exp(-k / 26)                 (recent weeks say more about the current level)
 * + season   1.5 * exp(-(k - 52)^2 / 8)   (the weeks around the same week a year earlier)
 * so a buyer ordering for December sees last December's peak while ordinary weeks still count.
 * P10, P50 and P90 are the weighted quantiles (linear interpolation between the sorted
 * observations' cumulative weights). Windows that fall before the first day of history are left
 * out; with fewer than 4 observations there is no forecast (null).
 */
export const FORECAST_WEEKS = 52;
export const MIN_OBSERVATIONS = 4;

export function observationWeight(weeksBack: number): number {
  return Math.exp(-weeksBack / 26) + 1.5 * Math.exp(-((weeksBack - 52) ** 2) / 8);
}

/** Weighted quantile q (0..1) of values with weights; values need not be sorted. */
export function weightedQuantile(values: readonly number[], weights: readonly number[], q: number): number {
  const order = values.map((value, index) => ({ value, weight: weights[index] ?? 0 })).sort((a, b) => a.value - b.value);
  const total = order.reduce((sum, item) => sum + item.weight, 0);
  if (order.length === 0 || total <= 0) return 0;
  // Midpoint cumulative weights (the weighted analogue of the (i - 0.5) / n plotting positions).
  let cumulative = 0;
  const positions = order.map((item) => {
    const position = (cumulative + item.weight / 2) / total;
    cumulative += item.weight;
    return position;
  });
  if (q <= positions[0]!) return order[0]!.value;
  if (q >= positions[positions.length - 1]!) return order[order.length - 1]!.value;
  for (let index = 1; index < order.length; index += 1) {
    if (q <= positions[index]!) {
      const left = positions[index - 1]!;
      const right = positions[index]!;
      const share = right === left ? 0 : (q - left) / (right - left);
      return order[index - 1]!.value + share * (order[index]!.value - order[index - 1]!.value);
    }
  }
  return order[order.length - 1]!.value;
}

export interface HorizonForecast extends Quantiles {
  observations: number;
}

/**
 * Quantiles of the demand over the `horizonDays` days starting at index `startIndex` of a daily
 * series (series[i] = pieces sold on day i; indices before 0 are unknown, not zero).
 */
export function forecastFromSeries(series: ArrayLike<number>, startIndex: number, horizonDays: number, weeks = FORECAST_WEEKS): HorizonForecast | null {
  const values: number[] = [];
  const weights: number[] = [];
  for (let k = 1; k <= weeks; k += 1) {
    const windowStart = startIndex - 7 * k;
    if (windowStart < 0) break;
    let demand = 0;
    const windowEnd = Math.min(windowStart + horizonDays, startIndex);
    for (let index = windowStart; index < windowEnd; index += 1) demand += series[index] ?? 0;
    values.push(demand);
    weights.push(observationWeight(k));
  }
  if (values.length < MIN_OBSERVATIONS) return null;
  const round = (value: number) => Math.round(value * 100) / 100;
  const p10 = round(weightedQuantile(values, weights, 0.1));
  const p50 = round(Math.max(p10, weightedQuantile(values, weights, 0.5)));
  const p90 = round(Math.max(p50, weightedQuantile(values, weights, 0.9)));
  return { p10, p50, p90, observations: values.length };
}

/**
 * The same from daily sales by day (day -> pieces); `firstDay` is the first day the history covers.
 */
export function forecastHorizon(input: {
  sales: ReadonlyMap<string, number>;
  firstDay: string;
  start: string;
  horizonDays: number;
  weeks?: number;
}): HorizonForecast | null {
  const length = daysBetween(input.firstDay, input.start);
  if (length <= 0) return null;
  const series = new Float64Array(length);
  for (const [day, quantity] of input.sales) {
    const index = daysBetween(input.firstDay, day);
    if (index >= 0 && index < length) series[index] = quantity;
  }
  return forecastFromSeries(series, length, input.horizonDays, input.weeks);
}

/**
 * The forecast store holds daily rows; a horizon forecast is written as the same share per day
 * (quantile / days), so summing the rows of the horizon gives back its quantiles (docs/purchasing.md).
 */
export function dailyShares(forecast: Quantiles, horizonDays: number): Quantiles {
  const share = (value: number) => Math.round((value / horizonDays) * 10_000) / 10_000;
  return { p10: share(forecast.p10), p50: share(forecast.p50), p90: share(forecast.p90) };
}

/**
 * Pinball (quantile) loss of a quantile forecast against what happened, averaged over P10, P50
 * and P90: the accuracy figure the Forecast screen shows (lower is better, in pieces).
 */
export function pinballLoss(forecast: Quantiles, actual: number): number {
  const loss = (q: number, value: number) => (actual >= value ? q * (actual - value) : (1 - q) * (value - actual));
  return (loss(0.1, forecast.p10) + loss(0.5, forecast.p50) + loss(0.9, forecast.p90)) / 3;
}

/** True when what happened fell inside the P10-P90 band. */
export function withinBand(forecast: Quantiles, actual: number): boolean {
  return actual >= forecast.p10 && actual <= forecast.p90;
}
