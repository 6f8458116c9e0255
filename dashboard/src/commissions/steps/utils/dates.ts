import { addDays, localDate } from '../../../../../domain/commissions/period';

/** Today in the stores' time zone (yyyy-MM-dd). */
export function today(now = Date.now()): string {
  return localDate(now);
}

/** Tomorrow: the default run date of a commission (spec 003 section 5). */
export function tomorrow(now = Date.now()): string {
  return addDays(today(now), 1);
}
