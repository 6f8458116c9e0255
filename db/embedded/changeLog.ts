import { Timestamp } from 'bson';
import type { Document } from './query';

/**
 * What the change log holds (changeStreams.ts): each committed write's changes, with the documents
 * before and after, kept for the last 20,000 changes or 16 MiB of documents, whichever is less.
 */

export type ChangeOperation = 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'rename' | 'dropDatabase';

/** What one write changed, recorded on its WriteTransaction and published at commit. */
export interface RawChange {
  op: ChangeOperation;
  db: string;
  coll?: string;
  /** rename: the new namespace. */
  to?: { db: string; coll: string };
  /** The stored document before the change (update, replace, delete). */
  previous?: Document;
  /** The stored document after the change (insert, update, replace). */
  next?: Document;
  /** The BSON bytes of the documents it holds, for the log's byte budget. */
  bytes?: number;
}

export interface LoggedChange extends RawChange {
  seq: number;
  clusterTime: Timestamp;
  wallTime: Date;
}

export interface LoggedBatch {
  /** The sequence number of the first change; the others follow it. */
  first: number;
  changes: RawChange[];
  clusterTime: Timestamp;
  wallTime: Date;
  /** The BSON bytes of its changes' documents. */
  bytes: number;
}

export const released: LoggedBatch = { first: 0, changes: [], clusterTime: new Timestamp({ t: 0, i: 0 }), wallTime: new Date(0), bytes: 0 };

/** The change log's byte budget: 16 MiB of documents, enough to resume any stream a short disconnection interrupted. */
export const DEFAULT_CHANGE_LOG_BYTES = 16 * 1024 * 1024;

export function bytesOf(changes: RawChange[]): number {
  let bytes = 0;
  for (const change of changes) bytes += change.bytes ?? 0;
  return bytes;
}

/** The in-memory oplog and the open change stream cursors of one server. */
