import { addDays, localDate } from '../../../../../domain/commissions/period';

/** Today in the stores' time zone (yyyy-MM-dd). */
export function today(now = Date.now()): string {
  return localDate(now);
}

/** Tomorrow: the default run date of a commission (spec 003 section 5). */
export function tomorrow(now = Date.now()): string {
  return addDays(today(now), 1);
}

/** The first day of the month before today (stores' calendar): a closed month to run or preview by default. */
export function lastMonthStart(now = Date.now()): string {
  const [year, month] = today(now).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
}
