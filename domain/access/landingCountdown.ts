/**
 * The landing page's countdown target (spec 000 section 2: a countdown toward a fixed date of about
 * 1 August 2020). That date has passed, so the target comes from configuration
 * (LANDING_COUNTDOWN_TARGET); unset, it is the next 1 August at midnight in central Mexico (UTC-6,
 * no summer time since 2022), so the page always counts toward a date that is coming. Once a
 * configured date has passed, the page shows zeros no more: it announces that the season began.
 */
export const countdownMonthDay = '08-01';
const centralMexicoOffset = '-06:00';

/** Midnight of the next 1 August (central Mexico) strictly after `now`. */
export function nextSeasonStart(now: Date): Date {
  const year = now.getUTCFullYear();
  for (const candidate of [year, year + 1]) {
    const start = new Date(`${candidate}-${countdownMonthDay}T00:00:00${centralMexicoOffset}`);
    if (start.getTime() > now.getTime()) return start;
  }
  return new Date(`${year + 1}-${countdownMonthDay}T00:00:00${centralMexicoOffset}`);
}

/** True when `value` is a date Date can read (the configuration's check). */
export function isReadableDate(value: string): boolean {
  return !Number.isNaN(new Date(value).getTime());
}

/** The target the landing page counts toward: the configured date, or the next season start. */
export function landingCountdownTarget(configured: string | undefined, now: Date): Date {
  if (configured && isReadableDate(configured)) return new Date(configured);
  return nextSeasonStart(now);
}
