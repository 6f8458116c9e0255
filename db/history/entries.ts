import mongoose, { type Types } from 'mongoose';
import { diffRecords } from '../../domain/history/diff';
import {
  CHANGE_HISTORY_COLLECTION,
  REDACTED,
  isTrackedRecordType,
  trackedModels,
  type ChangeHistoryEntry,
  type HistoryActor,
  type HistoryOperation,
} from '../../domain/history/tracked';

/**
 * One change-history entry from a record's states before and after a write (issue 22,
 * docs/history.md): shared by the writes recorded in their own transaction (plugin.ts) and the
 * entries that ride on the record and are moved here afterwards (pending.ts).
 */

export type Lean = Record<string, unknown> & { _id?: unknown };

/** What the history knows of a tracked model: its record type, its area and its secret paths. */
export interface HistoryContext {
  recordType: string;
  area: string;
  isSecret: (path: string) => boolean;
}

/** An entry as written; one moved from its record (pending.ts) keeps the id it had there, so a move made twice inserts it once. */
export type HistoryEntry = ChangeHistoryEntry & { _id?: Types.ObjectId };

function recordIdOf(recordType: string, record: Lean): string {
  const key = isTrackedRecordType(recordType) ? (trackedModels[recordType] as { key?: readonly string[] }).key : undefined;
  if (key) return key.map((field) => String(record[field] ?? '')).join('-');
  const id = record._id as { toHexString?: () => string } | string | undefined;
  return typeof id === 'object' && id?.toHexString ? id.toHexString() : String(id ?? '');
}

/** The entry of one record's change, or null when no field a person sees changed. */
export function entryOf(
  context: HistoryContext,
  change: { before: Lean | null; after: Lean | null; touchedSecrets?: string[]; at: number; actor: HistoryActor },
): HistoryEntry | null {
  const { before, after, at, actor } = change;
  const record = after ?? before;
  if (!record) return null;
  const changes = diffRecords(before, after, { isSecret: context.isSecret });
  // A secret the reads cannot see (select: false) but the update sets: named, never its value.
  if (before && after) {
    for (const field of change.touchedSecrets ?? [])
      if (!changes.some((item) => item.field === field)) changes.push({ field, before: REDACTED, after: REDACTED });
  }
  if (changes.length === 0) return null;
  let operation: HistoryOperation = before === null ? 'create' : after === null ? 'delete' : 'update';
  // A soft deletion (the spec's `_deleted`) reads as a deletion.
  if (operation === 'update' && before?._deleted !== true && after?._deleted === true) operation = 'delete';
  return {
    at,
    recordedAt: new Date(at),
    actor: { ...actor },
    area: context.area,
    recordType: context.recordType,
    recordId: recordIdOf(context.recordType, record),
    operation,
    changes,
  };
}

/** The change-history collection through the driver: no mongoose casting of the free-form before/after values. */
export function historyCollection() {
  return mongoose.connection.collection<HistoryEntry>(CHANGE_HISTORY_COLLECTION);
}

/** Appends the entries of one write (nothing when no field changed), after `carried` (the pending ones its records held), in the write's session. */
export async function appendEntries(
  context: HistoryContext,
  pairs: { before: Lean | null; after: Lean | null }[],
  session: mongoose.ClientSession | null | undefined,
  actor: HistoryActor,
  touchedSecrets: string[] = [],
  carried: HistoryEntry[] = [],
): Promise<void> {
  const at = Date.now();
  const entries = [...carried, ...pairs.flatMap(({ before, after }) => entryOf(context, { before, after, touchedSecrets, at, actor }) ?? [])];
  if (entries.length === 0) return;
  const options = session ? { session } : {};
  // One entry: insertOne, no bulk machinery.
  if (entries.length === 1) await historyCollection().insertOne(entries[0]!, options);
  else await historyCollection().insertMany(entries, options);
}
