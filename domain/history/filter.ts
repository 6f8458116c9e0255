import { z } from 'zod';
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
export const historyCsvHeader = [
  'at',
  'actorKind',
  'actorId',
  'actorName',
  'runId',
  'area',
  'recordType',
  'recordId',
  'operation',
  'field',
  'before',
  'after',
] as const;

const formDay = z
  .string()
  .trim()
  .refine((day) => day === '' || isIsoDay(day), { message: 'HISTORY_DAY_INVALID' });

/**
 * The audit log's filter form (every field a text, '' for any): the same rules as parseHistoryFilter
 * for what a form can get wrong (a day that is not one, a backwards range, an unknown operation),
 * each message a catalogue code the dashboard reads in the user's language.
 */
export const historyFilterFormSchema = z
  .object({
    userName: z.string().trim().max(200),
    area: z.string().trim().max(200),
    recordType: z.string().trim().max(200),
    recordId: z.string().trim().max(200),
    operation: z.union([z.literal(''), z.enum(historyOperations, { message: 'HISTORY_OPERATION_UNKNOWN' })]),
    from: formDay,
    to: formDay,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: 'HISTORY_RANGE_BACKWARDS' });
