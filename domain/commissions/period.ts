import { isIsoDay, storeDate } from '../common/time';

/**
 * Commission periods (spec 003 sections 3.2 and 9): diario 1 day, semana 7, quincenal 15,
 * mensual calendar months (the same day N months later, clamped to the month's last day); each
 * times a multiple from 1 to 10. Dates
 * are calendar days `yyyy-MM-dd`; a period is [startDate, endDate) with endDate exclusive.
 * Calendar days are those of the stores' zone, Mexico City (domain/common/time.ts); the day
 * arithmetic below is pure calendar counting and never depends on an offset.
 */
export const frequencies = ['diario', 'semana', 'quincenal', 'mensual'] as const;
export type Frequency = (typeof frequencies)[number];
const DAY_MS = 86_400_000;
const fixedDays = { quincenal: 15, semana: 7, diario: 1 } as const;

export function isCalendarDate(text: string): boolean {
  return isIsoDay(text);
}

export function dayNumber(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** The calendar day (the stores' zone, Mexico City) of an instant. */
export function localDate(epochMs: number): string {
  return storeDate(epochMs);
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `months` calendar months after `date`, on `day` (default: date's own), clamped to the month's last day. */
function addMonths(date: string, months: number, day?: number): string {
  const [year, month, ownDay] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  target.setUTCDate(Math.min(day ?? ownDay, lastDayOfMonth(target.getUTCFullYear(), target.getUTCMonth() + 1)));
  return target.toISOString().slice(0, 10);
}

const dayOfMonth = (date: string): number => Number(date.slice(8, 10));

/**
 * The exclusive end of the period that starts on `startDate`. A mensual period ends on the same
 * day `multiple` calendar months later, clamped to that month's last day. `anchorDay` is the day
 * of month the commission's periods follow (its run_date's): a period starting on a clamped day
 * (February 28 for the 31st) ends on the anchor day again (March 31), so periods chain without
 * drifting to the 28th.
 */
export function periodEnd(startDate: string, frequency: Frequency, multiple: number, anchorDay?: number): string {
  switch (frequency) {
    case 'diario':
      return addDays(startDate, multiple);
    case 'semana':
      return addDays(startDate, 7 * multiple);
    case 'quincenal':
      return addDays(startDate, 15 * multiple);
    case 'mensual': {
      const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
      const clamped = anchorDay !== undefined && anchorDay > day && day === lastDayOfMonth(year, month);
      return addMonths(startDate, multiple, clamped ? anchorDay : day);
    }
  }
}

/**
 * Boundary k of a commission's periods: run_date plus k periods (k may be negative). Every
 * boundary is computed from run_date itself, so periods chain (each starts where the previous
 * ended), never overlap and never skip days, whatever the month lengths or the multiple.
 */
export function periodBoundary(runDate: string, index: number, frequency: Frequency, multiple: number): string {
  if (frequency === 'mensual') return addMonths(runDate, index * multiple, dayOfMonth(runDate));
  return addDays(runDate, index * fixedDays[frequency] * multiple);
}

export interface CommissionPeriod {
  startDate: string;
  endDate: string;
}

/**
 * The latest period of a commission that has closed on `today` (its end, exclusive, is today or
 * earlier), or null before run_date. The first scheduled run, on run_date, calculates the period
 * that ends on run_date.
 */
export function closedPeriodOn(runDate: string, today: string, frequency: Frequency, multiple: number): CommissionPeriod | null {
  if (today < runDate) return null;
  let index: number;
  if (frequency === 'mensual') {
    const [runYear, runMonth] = runDate.split('-').map(Number) as [number, number];
    const [year, month] = today.split('-').map(Number) as [number, number];
    index = Math.floor(((year - runYear) * 12 + (month - runMonth)) / multiple);
    while (periodBoundary(runDate, index, frequency, multiple) > today) index -= 1;
  } else {
    index = Math.floor((dayNumber(today) - dayNumber(runDate)) / (fixedDays[frequency] * multiple));
  }
  return { startDate: periodBoundary(runDate, index - 1, frequency, multiple), endDate: periodBoundary(runDate, index, frequency, multiple) };
}

/** Days in one period (for mensual: the days from startDate to the same day months later). */
export function periodDays(frequency: Frequency, multiple: number, startDate: string): number {
  return dayNumber(periodEnd(startDate, frequency, multiple)) - dayNumber(startDate);
}

export const MAX_MULTIPLE = 10;

/** The day counts a mensual period of `multiple` months can have (over every start day of 4 years). */
function monthlySpanRange(multiple: number): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  const first = dayNumber('2024-01-01');
  for (let day = first; day < first + 4 * 366; day += 1) {
    const span = periodDays('mensual', multiple, dateOfDay(day));
    min = Math.min(min, span);
    max = Math.max(max, span);
  }
  return [min, max];
}
/** Computed on first use (about 15,000 date computations): importing this module costs every process nothing. */
let monthlySpans: [number, number][] | null = null;

/**
 * The frequency and multiple of a period given in days (spec 003 3.2: the client sends the loaded
 * period_span_days back as `period`). A whole number of fixed periods wins, the longest unit
 * first (7 is semana x1, 14 semana x2, 15 quincenal x1, 30 quincenal x2); otherwise a day count
 * some mensual period can span (29 or 31 is mensual x1, 89 to 92 mensual x3). Null when none.
 */
export function periodFromDays(days: number): { frequency: Frequency; multiple: number } | null {
  if (!Number.isInteger(days) || days < 1) return null;
  for (const frequency of ['quincenal', 'semana', 'diario'] as const) {
    const unit = fixedDays[frequency];
    if (days % unit === 0 && days / unit <= MAX_MULTIPLE) return { frequency, multiple: days / unit };
  }
  monthlySpans ??= Array.from({ length: MAX_MULTIPLE }, (_, multiple) => monthlySpanRange(multiple + 1));
  const index = monthlySpans.findIndex(([min, max]) => days >= min && days <= max);
  return index === -1 ? null : { frequency: 'mensual', multiple: index + 1 };
}

/** A report search's one date rule, on the API (reportCriteria) and in its form (reportSearchFormSchema): the start is not after the end. */
export function reportDatesInverted(startDate: string, endDate: string): boolean {
  return startDate > endDate;
}
