import { AppError } from '../errors/catalogue';
import { isIsoDay, storeDayStart } from '../common/time';
import { historyAreas, historyOperations, isTrackedRecordType, type HistoryOperation } from './tracked';

/** The audit log's filter as the API and the CLI take it: every part optional, days yyyy-MM-dd in the stores' calendar. */
export interface ChangeHistoryFilterInput {
  userName?: string | null;
  area?: string | null;
  recordType?: string | null;
  recordId?: string | null;
  operation?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The filter checked: instants in epoch ms, `toMs` exclusive (the start of the day after `to`). */
export interface ChangeHistoryQuery {
  userName?: string;
  area?: string;
  recordType?: string;
  recordId?: string;
  operation?: HistoryOperation;
  fromMs?: number;
  toMs?: number;
}

export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_MAX_PAGE_SIZE = 500;

const given = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Checks a filter; a bad part is a catalogue error (validation), never a server error. */
export function parseHistoryFilter(input: ChangeHistoryFilterInput | null | undefined): ChangeHistoryQuery {
  const query: ChangeHistoryQuery = {};
  const userName = given(input?.userName);
  if (userName) query.userName = userName;
  const area = given(input?.area);
  if (area) {
    if (!(historyAreas as readonly string[]).includes(area)) throw new AppError('HISTORY_AREA_UNKNOWN', { value: area });
    query.area = area;
  }
  const recordType = given(input?.recordType);
  if (recordType) {
    if (!isTrackedRecordType(recordType)) throw new AppError('HISTORY_AREA_UNKNOWN', { value: recordType });
    query.recordType = recordType;
  }
  const recordId = given(input?.recordId);
  if (recordId) query.recordId = recordId;
  const operation = given(input?.operation);
  if (operation) {
    if (!(historyOperations as readonly string[]).includes(operation)) throw new AppError('HISTORY_OPERATION_UNKNOWN', { value: operation });
    query.operation = operation as HistoryOperation;
  }
  const from = given(input?.from);
  const to = given(input?.to);
  for (const day of [from, to]) if (day && !isIsoDay(day)) throw new AppError('HISTORY_DATE_INVALID', { value: day });
  if (from && to && from > to) throw new AppError('HISTORY_RANGE_INVERTED', { from, to });
  if (from) query.fromMs = storeDayStart(from);
  if (to) query.toMs = storeDayStart(nextDay(to));
  return query;
}

/** Page and page size checked (1-based page; size 1..HISTORY_MAX_PAGE_SIZE, default HISTORY_PAGE_SIZE). */
export function parseHistoryPage(page: number | null | undefined, pageSize: number | null | undefined): { page: number; pageSize: number } {
  const p = page ?? 1;
  const size = pageSize ?? HISTORY_PAGE_SIZE;
  if (!Number.isInteger(p) || p < 1 || !Number.isInteger(size) || size < 1 || size > HISTORY_MAX_PAGE_SIZE) {
    throw new AppError('HISTORY_PAGE_INVALID', { max: HISTORY_MAX_PAGE_SIZE });
  }
  return { page: p, pageSize: size };
}

/** The CSV's columns, in order. */
export const historyCsvHeader = ['at', 'actorKind', 'actorId', 'actorName', 'runId', 'area', 'recordType', 'recordId', 'operation', 'field', 'before', 'after'] as const;
