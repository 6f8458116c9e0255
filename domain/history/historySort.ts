import { listSortSchema, type ListSort } from '../common/listSort';

/**
 * The audit log's sortable columns, each served by an index of changeHistoryEntries
 * (db/models/history/changeHistoryEntry.ts): when, who, area, record (type then id) and operation.
 * Without a sort, and inside each value of the others, newest first.
 */
export const historySortKeys = ['at', 'actorName', 'area', 'record', 'operation'] as const;
export type HistorySortKey = (typeof historySortKeys)[number];
export const historySortSchema = listSortSchema(historySortKeys);

const fields: Record<Exclude<HistorySortKey, 'at'>, readonly string[]> = {
  actorName: ['actor.name'],
  area: ['area'],
  record: ['recordType', 'recordId'],
  operation: ['operation'],
};

/**
 * The database sort of a checked audit-log sort: the column's fields in the asked direction, then
 * newest first, `_id` breaking ties, so pages never repeat or skip an entry (the index
 * `{<field>: 1, at: -1}` reads it in order either way).
 */
export function historyMongoSort(asked: ListSort<HistorySortKey>): Record<string, 1 | -1> {
  const way = asked.direction === 'desc' ? -1 : 1;
  if (asked.sort === 'at') return { at: way, _id: way };
  const sort: Record<string, 1 | -1> = {};
  if (asked.sort) for (const field of fields[asked.sort]) sort[field] = way;
  return { ...sort, at: -1, _id: -1 };
}
