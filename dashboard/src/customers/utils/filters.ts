import { DATE_FILTER_WINDOW_MS } from '../../../../domain/customers/filters';
import { type CustomerFilter } from '../../../../domain/customers/filters';
import { storeDate } from '../../../../domain/common/time';

/** Days are the stores' (America/Mexico_City), as the server counts them. */
const day = storeDate;

/** The date picker's bounds: today at most, nothing older than 365 days (31536000000 ms). */
export function dateFilterBounds(nowMs: number): { min: string; max: string } {
  return { min: day(nowMs - DATE_FILTER_WINDOW_MS), max: day(nowMs) };
}

/** A typed day inside the bounds, or null (the filter is then left out). */
export function boundedDay(value: string, nowMs: number): string | null {
  const { min, max } = dateFilterBounds(nowMs);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= min && value <= max ? value : null;
}

/** The filter as sent: empty parts left out so the answer's cache key stays stable. */
export function cleanFilter(filter: CustomerFilter): CustomerFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null && value !== undefined && value !== '')) as CustomerFilter;
}
