/**
 * Purchasing dates (spec 002 section 9). Days are calendar days written yyyy-MM-dd (the stores'
 * calendar); arithmetic is on whole days, no zone involved.
 */
const DAY_MS = 86_400_000;

function toUtc(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** The same calendar day a year earlier (29 Feb becomes 28 Feb). */
export function yearEarlier(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const candidate = new Date(Date.UTC(year - 1, month - 1, date));
  if (candidate.getUTCMonth() !== month - 1) return fromUtc(Date.UTC(year - 1, month, 0));
  return fromUtc(candidate.getTime());
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = toUtc(from); ms <= toUtc(to); ms += DAY_MS) days.push(fromUtc(ms));
  return days;
}

/** The end date picker's default: start plus 7 days. */
export const ORDER_HORIZON_DAYS = 7;
export function defaultEndDate(start: string): string {
  return addDays(start, ORDER_HORIZON_DAYS);
}

/** A half-open range of days: from included, to excluded. */
export interface DayRange {
  from: string;
  /** Exclusive. */
  toExclusive: string;
}

/** The forecast is read from the start to the end date plus 1 day, exclusive (so the end day counts). */
export function forecastRange(start: string, end: string): DayRange {
  return { from: start, toExclusive: addDays(end, 1) };
}

/**
 * The sales history is read for the range shifted back 1 day, and for the same range a year
 * earlier (shifted the same way): the columns 'sales' shows per year.
 */
export function historyRanges(start: string, end: string): { current: DayRange; yearBefore: DayRange } {
  const from = addDays(start, -1);
  const toExclusive = end; // end - 1 day, inclusive
  return {
    current: { from, toExclusive },
    yearBefore: { from: yearEarlier(from), toExclusive: yearEarlier(toExclusive) },
  };
}
