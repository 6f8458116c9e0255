import { z } from 'zod';
import { isIsoDay, storeDate } from '../common/time';
import { DATE_FILTER_WINDOW_MS } from './filters';

/**
 * Registrations, audits and their outcomes per day (the customers area's "Registros y
 * auditorías" panel): the range's rule and the counting per day of the stores' calendar.
 */

/** The longest range asked at once: a year and a day, the list's date window. */
export const ACTIVITY_MAX_DAYS = 366;

export const customerActivityRangeSchema = z.object({ from: z.string().max(10), to: z.string().max(10) });
export type CustomerActivityRange = z.output<typeof customerActivityRangeSchema>;

/** How an audit ended: decided either way, or still waiting for an auditor. */
export type AuditOutcome = 'authorize' | 'blacklist' | 'open';

export interface ActivityDay {
  day: string;
  /** Customers created that day. */
  registrations: number;
  /** Audits started that day, then split by how each one ended (so far). */
  audits: number;
  authorized: number;
  blacklisted: number;
  open: number;
}

/**
 * The range's problem, or null: both real days, none in the future nor older than the list's
 * window (365 days, spec 001), and the first not after the last (days of the stores' calendar).
 */
export function activityRangeProblem(range: CustomerActivityRange, nowMs: number): 'CUSTOMER_ACTIVITY_RANGE_INVALID' | 'CUSTOMER_ACTIVITY_RANGE_ORDER' | null {
  const today = storeDate(nowMs);
  const oldest = storeDate(nowMs - DATE_FILTER_WINDOW_MS);
  for (const day of [range.from, range.to]) if (!isIsoDay(day) || day > today || day < oldest) return 'CUSTOMER_ACTIVITY_RANGE_INVALID';
  return range.from > range.to ? 'CUSTOMER_ACTIVITY_RANGE_ORDER' : null;
}

/** Every calendar day from `from` to `to`, both included (pure calendar arithmetic, no zone). */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= last && days.length <= ACTIVITY_MAX_DAYS; at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** An audit's outcome from its record: the decision, else the blacklist flag of an ended audit, else open. */
export function auditOutcome(audit: { decision?: string | null; endAudit?: number | null; blacklist?: boolean | null }): AuditOutcome {
  if (audit.decision === 'authorize' || audit.decision === 'blacklist') return audit.decision;
  if (audit.endAudit) return audit.blacklist ? 'blacklist' : 'authorize';
  return 'open';
}

/**
 * One row per day of the range (days without activity count 0): the registrations at their
 * instants and the audits at their start, each counted on its day in the stores' calendar.
 */
export function activityPerDay(
  from: string,
  to: string,
  registrations: Iterable<number>,
  audits: Iterable<{ startMs: number; outcome: AuditOutcome }>,
): ActivityDay[] {
  const days = daysOfRange(from, to).map((day) => ({ day, registrations: 0, audits: 0, authorized: 0, blacklisted: 0, open: 0 }));
  const byDay = new Map(days.map((row) => [row.day, row]));
  for (const at of registrations) {
    const row = byDay.get(storeDate(at));
    if (row) row.registrations += 1;
  }
  for (const audit of audits) {
    const row = byDay.get(storeDate(audit.startMs));
    if (!row) continue;
    row.audits += 1;
    if (audit.outcome === 'authorize') row.authorized += 1;
    else if (audit.outcome === 'blacklist') row.blacklisted += 1;
    else row.open += 1;
  }
  return days;
}
