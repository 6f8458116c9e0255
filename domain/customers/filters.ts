import { z } from 'zod';
import { singleLineText } from '../common/text';
import { isIsoDay, storeDate, storeDayStart } from '../common/time';
import { customerClasses } from './classification';

/** The list's date picker: no future dates, nothing older than 365 days (31536000000 ms, spec 001). */
export const DATE_FILTER_WINDOW_MS = 31_536_000_000;
export const LIST_PAGE_SIZES = [5, 10, 20] as const;
/** 'all' rows, bounded so one answer stays reasonable. */
export const MAX_PAGE_SIZE = 1000;

/**
 * Accepts a yyyy-mm-dd day inside the window ending today, both in the stores' calendar
 * (America/Mexico_City); the filter starts at that day's midnight there.
 */
export function checkDateFilter(day: string, nowMs: number): { ok: true; fromMs: number } | { ok: false } {
  if (!isIsoDay(day)) return { ok: false };
  if (day > storeDate(nowMs) || day < storeDate(nowMs - DATE_FILTER_WINDOW_MS)) return { ok: false };
  return { ok: true, fromMs: storeDayStart(day) };
}

export const customerFilterSchema = z.object({
  class: z.enum(customerClasses).nullish(),
  customerTypeId: singleLineText()
    .regex(/^[A-Z0-9]{2,10}$/)
    .nullish(),
  /** Changed on or after this day (yyyy-mm-dd). */
  changedSince: singleLineText().nullish(),
  /** Free text on name, code, phone or e-mail (matched literally). */
  search: singleLineText().max(80).nullish(),
});
export type CustomerFilter = z.output<typeof customerFilterSchema>;

export const customerPageSchema = z.object({
  /** 5, 10, 20, or 0 for all rows (up to MAX_PAGE_SIZE). */
  pageSize: z.union([z.literal(5), z.literal(10), z.literal(20), z.literal(0)]).default(20),
  page: z.number().int().min(0).max(1_000_000).default(0),
});
