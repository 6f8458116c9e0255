import { TZDate, tzOffset } from '@date-fns/tz';
import format from 'date-fns/format';

/**
 * The stores' calendar: every "today", every calendar day a date stands for (commission periods,
 * ERP days, schedules at midnight) is Mexico City's, through date-fns and @date-fns/tz with the
 * zone's rules, never a hand-written offset (Mexico City kept UTC-6 all year only since late 2022;
 * before that it had summer time).
 */
export const STORE_TIME_ZONE = 'America/Mexico_City';

/** An instant as a date in the stores' zone: date-fns functions given it work on the zone's calendar. */
export function inStoreZone(epochMs: number): TZDate {
  return new TZDate(epochMs, STORE_TIME_ZONE);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day (yyyy-MM-dd) an instant falls on in the stores' zone: the zone's offset at that
 * instant from @date-fns/tz (its Intl formatter is cached), so this stays cheap in loops.
 */
export function storeDate(epochMs: number): string {
  return new Date(epochMs + tzOffset(STORE_TIME_ZONE, new Date(epochMs)) * 60_000).toISOString().slice(0, 10);
}

/** An instant written with a date-fns pattern in the stores' zone (formatInStoreZone(now, 'dd/MM/yyyy HH:mm')). */
export function formatInStoreZone(epochMs: number, pattern: string): string {
  return format(inStoreZone(epochMs), pattern);
}

/**
 * True for a real calendar day written yyyy-MM-dd (2026-02-30 is not one). Pure calendar
 * arithmetic, no zone involved; kept off date-fns' parser, which is too slow for the period loops.
 */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a calendar day (yyyy-MM-dd) begins in the stores' zone. */
export function storeDayStart(date: string): number {
  if (!isIsoDay(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, STORE_TIME_ZONE).getTime();
}
