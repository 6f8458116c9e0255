import { addDays, subDays } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE, inStoreZone, isIsoDay, storeDate } from '../common/time';

/**
 * The empty-container report's daily window (spec 001 section 9): it starts at about 08:55
 * yesterday, or at 09:00 today once the clock passes 09:00, in the stores' time zone. The window's
 * report is the one whose startDate is after the window's start. The window ends at the next 09:00.
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
  /** Epoch ms: reports started after this belong to the window. */
  start: number;
  /** Epoch ms: the next 09:00, when the window closes and the reminder goes. */
  end: number;
  /** The store day (yyyy-MM-dd) the window opened on at 09:00. */
  day: string;
}

export function reportWindow(nowMs: number): ReportWindow {
  const today = inStoreZone(nowMs);
  const opensToday = atTime(today, WINDOW_OPENS_AT);
  if (nowMs >= opensToday) {
    return { start: opensToday, end: atTime(addDays(today, 1), WINDOW_OPENS_AT), day: storeDate(opensToday) };
  }
  const yesterday = subDays(today, 1);
  return { start: atTime(yesterday, WINDOW_EARLY_START), end: opensToday, day: storeDate(atTime(yesterday, WINDOW_OPENS_AT)) };
}

/** A picked day (yyyy-MM-dd) is today or earlier, and at most 365 days back (stores' calendar). */
export function dayWithinRange(day: string, nowMs: number): boolean {
  if (!isIsoDay(day)) return false;
  const today = storeDate(nowMs);
  const earliest = storeDate(subDays(inStoreZone(nowMs), DATE_RANGE_DAYS_BACK).getTime());
  return day <= today && day >= earliest;
}
