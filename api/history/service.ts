import type { QueryFilter } from 'mongoose';
import { ChangeHistoryEntryModel, type ChangeHistoryEntry } from '../../db/models/history/changeHistoryEntry';
import { historyAreas, trackedModels } from '../../domain/history/tracked';
import { type ChangeHistoryQuery } from '../../domain/history/filter';
import { historyMongoSort, type HistorySortKey } from '../../domain/history/historySort';
import type { ListSort } from '../../domain/common/listSort';

type StoredEntry = ChangeHistoryEntry & { _id: { toString(): string } };

/** The mongo filter of a checked audit-log query (each part uses one of the model's indexes). */
export function historyMongoFilter(query: ChangeHistoryQuery): QueryFilter<ChangeHistoryEntry> {
  const filter: QueryFilter<ChangeHistoryEntry> = {};
  if (query.recordType) filter.recordType = query.recordType;
  if (query.recordId) filter.recordId = query.recordId;
  if (query.userName) filter['actor.name'] = query.userName;
  if (query.area) filter.area = query.area;
  if (query.operation) filter.operation = query.operation;
  if (query.fromMs !== undefined || query.toMs !== undefined) {
    filter.at = { ...(query.fromMs !== undefined ? { $gte: query.fromMs } : {}), ...(query.toMs !== undefined ? { $lt: query.toMs } : {}) };
  }
  return filter;
}

function entryView(entry: StoredEntry) {
  return {
    id: entry._id.toString(),
    at: entry.at,
    actor: { kind: entry.actor.kind, id: entry.actor.id, name: entry.actor.name, runId: entry.actor.runId ?? null },
    area: entry.area,
    recordType: entry.recordType,
    recordId: entry.recordId,
    operation: entry.operation,
    changes: (entry.changes ?? []).map((change) => ({ field: change.field, before: change.before ?? null, after: change.after ?? null })),
  };
}

/** One page of entries in the asked sort (newest first without one), with the total that match. */
export async function searchHistory(query: ChangeHistoryQuery, page: number, pageSize: number, sort: ListSort<HistorySortKey> = {}) {
  const filter = historyMongoFilter(query);
  const [entries, total] = await Promise.all([
    ChangeHistoryEntryModel.find(filter)
      .sort(historyMongoSort(sort))
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<StoredEntry[]>(),
    Object.keys(filter).length === 0 ? ChangeHistoryEntryModel.estimatedDocumentCount() : ChangeHistoryEntryModel.countDocuments(filter),
  ]);
  return { page, pageSize, total, entries: entries.map(entryView) };
}

/** The areas, then each record type as "area/RecordType", for the audit log's filters. */
export function historyAreaNames(): string[] {
  const types = Object.entries(trackedModels).map(([recordType, model]) => `${model.area}/${recordType}`);
  return [...[...historyAreas].sort(), ...types.sort()];
}

/**
 * The whole filtered log as CSV rows in the asked sort (one row per changed field; an entry without
 * fields is one row), read from a cursor so a large log never sits in memory. The export route
 * (api/exports) makes each cell formula-safe.
 */
export async function* historyCsvRows(query: ChangeHistoryQuery, sort: ListSort<HistorySortKey> = {}): AsyncGenerator<unknown[]> {
  const cursor = ChangeHistoryEntryModel.find(historyMongoFilter(query)).sort(historyMongoSort(sort)).lean<StoredEntry[]>().cursor();
  for await (const entry of cursor as AsyncIterable<StoredEntry>) {
    const head = [
      new Date(entry.at).toISOString(),
      entry.actor.kind,
      entry.actor.id,
      entry.actor.name,
      entry.actor.runId ?? '',
      entry.area,
      entry.recordType,
      entry.recordId,
      entry.operation,
    ];
    const changes = entry.changes?.length ? entry.changes : [{ field: '', before: null, after: null }];
    for (const change of changes) yield [...head, change.field, change.before ?? null, change.after ?? null];
  }
}
