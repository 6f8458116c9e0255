import addDays from 'date-fns/addDays';
import subDays from 'date-fns/subDays';
import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE, inStoreZone, isIsoDay, storeDate } from '../common/time';

/**
 * The empty-container report's daily window (spec 001 section 9): it starts at about 08:55
 * yesterday, or at 09:00 today once the clock passes 09:00, in the stores' time zone, and ends at
 * the next 09:00. The spec's start moves at midnight (09:00 of D until then, 08:55 of D after), so
 * it is no key: a window is known by its business day `day` (the store day it opened on at 09:00),
 * and every record of the window (its report, its ERP stock, its reminder) is keyed by that day;
 * `opensAt` (09:00 of that day) is the one start stored with them.
 */
export const WINDOW_OPENS_AT = { hour: 9, minute: 0 } as const;
/** Before 09:00 the window reaches back to 08:55 yesterday (five minutes' tolerance). */
export const WINDOW_EARLY_START = { hour: 8, minute: 55 } as const;
/** The most days the history and the transmission pickers reach back (spec 001 section 9). */
export const DATE_RANGE_DAYS_BACK = 365;

function atTime(day: Date, time: { hour: number; minute: number }): number {
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), time.hour, time.minute, 0, 0, STORE_TIME_ZONE).getTime();
}

export interface ReportWindow {
  /** Epoch ms: the spec's start (09:00 of `day` until midnight, 08:55 of `day` after it); not a key. */
  start: number;
  /** Epoch ms: 09:00 of `day`, the same all window long (the windowStart stored with the window's records). */
  opensAt: number;
  /** Epoch ms: the next 09:00, when the window closes and the reminder goes. */
  end: number;
  /** The window's key: the store day (yyyy-MM-dd) it opened on at 09:00. */
  day: string;
}

export function reportWindow(nowMs: number): ReportWindow {
  const today = inStoreZone(nowMs);
  const opensToday = atTime(today, WINDOW_OPENS_AT);
  if (nowMs >= opensToday) {
    return { start: opensToday, opensAt: opensToday, end: atTime(addDays(today, 1), WINDOW_OPENS_AT), day: storeDate(opensToday) };
  }
  const yesterday = subDays(today, 1);
  const opensYesterday = atTime(yesterday, WINDOW_OPENS_AT);
  return { start: atTime(yesterday, WINDOW_EARLY_START), opensAt: opensYesterday, end: opensToday, day: storeDate(opensYesterday) };
}

/** 09:00 of a window's day (yyyy-MM-dd) in the stores' zone: the start stored with the window's records. */
export function windowOpensAt(day: string): number {
  if (!isIsoDay(day)) throw new RangeError(`Not a calendar date: ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, WINDOW_OPENS_AT.hour, WINDOW_OPENS_AT.minute, 0, 0, STORE_TIME_ZONE).getTime();
}

/** A picked day (yyyy-MM-dd) is today or earlier, and at most 365 days back (stores' calendar). */
export function dayWithinRange(day: string, nowMs: number): boolean {
  if (!isIsoDay(day)) return false;
  const today = storeDate(nowMs);
  const earliest = storeDate(subDays(inStoreZone(nowMs), DATE_RANGE_DAYS_BACK).getTime());
  return day <= today && day >= earliest;
}
