import type { Quantiles } from '../../../domain/purchasing/rules';
import { daysBetween } from '../../../domain/purchasing/dates';
import { decodeSeries, encodeSeries, writeRange, type DailySeries } from './dailySeries';
import type { Forecast } from './forecast';

/**
 * Writes days of quantiles into one forecast record's three series (p10, p50, p90), from `day`
 * on, keeping the other days; the three series keep one first day. Writing the same values twice
 * gives the same record, so a retried computation or a second import changes nothing.
 */
export function mergeForecastDays(
  existing: Pick<Forecast, 'firstDay' | 'p10' | 'p50' | 'p90'> | null | undefined,
  day: string,
  values: readonly Quantiles[],
): Pick<Forecast, 'firstDay' | 'p10' | 'p50' | 'p90'> {
  const start = existing?.firstDay ?? day;
  let p10: DailySeries = existing ? decodeSeries(start, existing.p10) : { firstDay: day, values: [] };
  let p50: DailySeries = existing ? decodeSeries(start, existing.p50) : { firstDay: day, values: [] };
  let p90: DailySeries = existing ? decodeSeries(start, existing.p90) : { firstDay: day, values: [] };
  p10 = writeRange(
    p10,
    day,
    values.map((value) => value.p10),
  );
  p50 = writeRange(
    p50,
    day,
    values.map((value) => value.p50),
  );
  p90 = writeRange(
    p90,
    day,
    values.map((value) => value.p90),
  );
  const firstDay = [p10.firstDay, p50.firstDay, p90.firstDay].sort()[0]!;
  const align = (series: DailySeries) => [...new Array<null>(daysBetween(firstDay, series.firstDay)).fill(null), ...series.values];
  return { firstDay, p10: encodeSeries(align(p10)), p50: encodeSeries(align(p50)), p90: encodeSeries(align(p90)) };
}
