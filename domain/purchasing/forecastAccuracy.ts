import { z } from 'zod';
import { addDays, daysBetween } from './dates';
import { pinballLoss, withinBand } from './forecastMethod';
import type { Quantiles } from './rules';
import { isoDaySchema } from './schemas';

/**
 * How far to trust the forecasts (the Forecast screen's accuracy panel, docs/purchasing.md): the
 * forecasts that were stored for a past range are set against the sales that then happened. The
 * range is cut into windows of ACCURACY_WINDOW_DAYS days from its first day (the horizon the
 * weekly runs use); each window of one product at one store whose every day has a forecast is
 * one observation: its P10/P50/P90 are the sums of the daily rows (a horizon forecast is stored as
 * equal daily shares, so the sum gives back its quantiles) and its actual is the pieces sold.
 * Coverage is the share of observations inside the P10-P90 band (a calibrated forecast covers
 * about 80 %); the pinball loss is the mean of the P10, P50 and P90 quantile losses, in pieces.
 */
export const ACCURACY_WINDOW_DAYS = 7;
export const MAX_ACCURACY_RANGE_DAYS = 182;
/** Coverage between these bounds reads as calibrated; below, the band is too narrow; above, too wide. */
export const CALIBRATED_COVERAGE = { low: 0.7, high: 0.9 } as const;

export const forecastAccuracyRequestSchema = z
  .object({
    companyId: z.string().regex(/^\d{2}$/, 'FORECAST_COMPANY_REQUIRED'),
    providerId: z.string().min(1, 'FORECAST_PROVIDER_REQUIRED').max(30),
    storeIds: z
      .array(z.string().regex(/^[A-Z0-9_]{1,20}$/))
      .max(500)
      .default([]),
    from: isoDaySchema,
    to: isoDaySchema,
  })
  .refine((value) => daysBetween(value.from, value.to) >= ACCURACY_WINDOW_DAYS - 1 && daysBetween(value.from, value.to) <= MAX_ACCURACY_RANGE_DAYS, {
    message: 'FORECAST_ACCURACY_RANGE_INVALID',
    path: ['to'],
  });
export type ForecastAccuracyRequest = z.output<typeof forecastAccuracyRequestSchema>;

/** The windows [from, toExclusive) of a range (to inclusive); a last partial window is left out. */
export function accuracyWindows(from: string, to: string, windowDays = ACCURACY_WINDOW_DAYS): { from: string; toExclusive: string }[] {
  const windows: { from: string; toExclusive: string }[] = [];
  const end = addDays(to, 1);
  for (let start = from; daysBetween(start, end) >= windowDays; start = addDays(start, windowDays)) {
    windows.push({ from: start, toExclusive: addDays(start, windowDays) });
  }
  return windows;
}

export interface AccuracyObservation {
  item: string;
  forecast: Quantiles;
  actual: number;
}

export interface AccuracyFigures {
  observations: number;
  /** Share (0..1) of observations inside the P10-P90 band; null without observations. */
  coverage: number | null;
  /** Mean pinball loss in pieces; null without observations. */
  pinballLoss: number | null;
  /** Mean pieces sold per observation (to read the loss against). */
  meanActual: number | null;
  /** Share of observations below P10 and above P90. */
  below: number | null;
  above: number | null;
}

export function accuracyFigures(observations: readonly AccuracyObservation[]): AccuracyFigures {
  if (observations.length === 0) return { observations: 0, coverage: null, pinballLoss: null, meanActual: null, below: null, above: null };
  let inside = 0;
  let below = 0;
  let above = 0;
  let loss = 0;
  let actual = 0;
  for (const observation of observations) {
    if (withinBand(observation.forecast, observation.actual)) inside += 1;
    else if (observation.actual < observation.forecast.p10) below += 1;
    else above += 1;
    loss += pinballLoss(observation.forecast, observation.actual);
    actual += observation.actual;
  }
  const n = observations.length;
  const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  return {
    observations: n,
    coverage: round(inside / n, 4),
    pinballLoss: round(loss / n, 4),
    meanActual: round(actual / n, 4),
    below: round(below / n, 4),
    above: round(above / n, 4),
  };
}

/** Per product and overall. */
export function accuracyByItem(observations: readonly AccuracyObservation[]): { overall: AccuracyFigures; items: (AccuracyFigures & { item: string })[] } {
  const byItem = new Map<string, AccuracyObservation[]>();
  for (const observation of observations) byItem.set(observation.item, [...(byItem.get(observation.item) ?? []), observation]);
  const items = [...byItem.entries()].map(([item, group]) => ({ item, ...accuracyFigures(group) })).sort((a, b) => a.item.localeCompare(b.item));
  return { overall: accuracyFigures(observations), items };
}

/** 'calibrated', 'narrow' (the band misses too often) or 'wide' (it covers more than it should). */
export function calibrationOf(coverage: number | null): 'calibrated' | 'narrow' | 'wide' | null {
  if (coverage === null) return null;
  if (coverage < CALIBRATED_COVERAGE.low) return 'narrow';
  if (coverage > CALIBRATED_COVERAGE.high) return 'wide';
  return 'calibrated';
}
