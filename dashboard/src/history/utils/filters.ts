import { isIsoDay } from '../../../../domain/common/time';

/** The audit log's filters as the form holds them (every one optional, empty means any). */
export interface AuditLogFilters {
  userName: string;
  area: string;
  recordType: string;
  recordId: string;
  operation: string;
  from: string;
  to: string;
}

export const filterNames = ['userName', 'area', 'recordType', 'recordId', 'operation', 'from', 'to'] as const satisfies readonly (keyof AuditLogFilters)[];

export const emptyFilters: AuditLogFilters = { userName: '', area: '', recordType: '', recordId: '', operation: '', from: '', to: '' };

export const operations = ['create', 'update', 'delete'] as const;
export type Operation = (typeof operations)[number];

export function isOperation(value: string): value is Operation {
  return (operations as readonly string[]).includes(value);
}

/** The filters the server is asked for: trimmed, the empty ones left out. */
export function toServerFilter(filters: AuditLogFilters): Partial<AuditLogFilters> {
  const filter: Partial<AuditLogFilters> = {};
  for (const name of filterNames) {
    const value = filters[name].trim();
    if (value) filter[name] = value;
  }
  return filter;
}

/** Why a date range cannot be asked for: a day that is not a day, or the start after the end. */
export type DateRangeProblem = 'fromInvalid' | 'toInvalid' | 'inverted';

export function dateRangeProblem(from: string, to: string): DateRangeProblem | null {
  const start = from.trim();
  const end = to.trim();
  if (start && !isIsoDay(start)) return 'fromInvalid';
  if (end && !isIsoDay(end)) return 'toInvalid';
  if (start && end && start > end) return 'inverted';
  return null;
}
