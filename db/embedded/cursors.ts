import { randomInt } from 'node:crypto';
import { calculateObjectSize } from 'bson';
import { LRUCache } from 'lru-cache';
import { CommandError } from './errors';
import type { Document } from './query';
import { maxBsonObjectSize } from './wire';

/**
 * Open cursors: a query's results are handed out batch by batch through getMore. A sorted or
 * aggregated result is taken when the query runs; a plain find streams (its documents are read
 * from LMDB as each batch is taken, so a cursor over a million documents holds one batch). A cursor left idle longer than the timeout is closed, like mongod's
 * cursorTimeoutMillis (10 minutes by default), and at most MAX_OPEN_CURSORS stay open (each holds
 * its results): past that the least recently used one is closed.
 */

export const defaultBatchSize = 101;
export const MAX_OPEN_CURSORS = 5_000;

interface OpenCursor {
  id: number;
  namespace: string;
  /** What is left to hand out: the next document read ahead, then the rest of the stream. */
  next: IteratorResult<Document>;
  rest: Iterator<Document>;
  /** Applied to each batch (a find's projection). */
  project?: (batch: Document[]) => Document[];
}

export interface Batch {
  cursorId: number;
  documents: Document[];
}

export class CursorRegistry {
  private readonly cursors: LRUCache<number, OpenCursor>;
  private readonly sweeper: NodeJS.Timeout;

  /** `clock` is for tests only: the idle time is measured on it instead of performance.now(). */
  constructor(idleTimeoutMs: number, options: { max?: number; clock?: { now(): number } } = {}) {
    // A getMore (get) renews the idle time; stale cursors are dropped when touched or swept.
    this.cursors = new LRUCache<number, OpenCursor>({
      max: options.max ?? MAX_OPEN_CURSORS,
      ttl: idleTimeoutMs,
      ttlResolution: 0,
      updateAgeOnGet: true,
      perf: options.clock,
      // A cursor closed before its end (killed, idle, evicted) returns its iterator: a sort's runs on disk are removed.
      dispose: (cursor) => {
        if (!cursor.next.done) cursor.rest.return?.();
      },
    });
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, Math.max(1_000, idleTimeoutMs / 4)));
    this.sweeper.unref();
  }

  /** Returns the first batch and registers a cursor if documents remain. */
  open(
    namespace: string,
    documents: Iterable<Document>,
    batchSize: number | undefined,
    singleBatch = false,
    project?: (batch: Document[]) => Document[],
  ): Batch {
    const rest = documents[Symbol.iterator]();
    const cursor: OpenCursor = { id: 0, namespace, next: rest.next(), rest, project };
    const batch = takeBatch(cursor, batchSize ?? defaultBatchSize);
    if (!cursor.next.done && !singleBatch) {
      cursor.id = this.newId();
      this.cursors.set(cursor.id, cursor);
    }
    return { cursorId: cursor.id, documents: batch };
  }

  next(id: number, namespace: string, batchSize: number | undefined): Batch {
    const cursor = this.cursors.get(id);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.namespace !== namespace) {
      throw new CommandError('Unauthorized', `Requested getMore on namespace '${namespace}', but cursor belongs to a different namespace ${cursor.namespace}`);
    }
    const documents = takeBatch(cursor, batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER);
    if (cursor.next.done) {
      this.cursors.delete(id);
      return { cursorId: 0, documents };
    }
    return { cursorId: id, documents };
  }

  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed: number[] = [];
    const notFound: number[] = [];
    for (const id of ids) (this.cursors.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  get size(): number {
    return this.cursors.size;
  }

  /** Closes the cursors idle for longer than the timeout. */
  sweep(): void {
    this.cursors.purgeStale();
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }

  private newId(): number {
    let id: number;
    do id = randomInt(1, 2 ** 47);
    while (this.cursors.has(id));
    return id;
  }
}

/** Takes up to batchSize documents, and never more than 16 MiB of them (at least one). */
function takeBatch(cursor: OpenCursor, batchSize: number): Document[] {
  const batch: Document[] = [];
  let bytes = 0;
  while (!cursor.next.done && batch.length < batchSize) {
    const document = cursor.next.value;
    const size = calculateObjectSize(document, { ignoreUndefined: true });
    if (batch.length > 0 && bytes + size > maxBsonObjectSize) break;
    bytes += size;
    batch.push(document);
    cursor.next = cursor.rest.next();
  }
  return cursor.project ? cursor.project(batch) : batch;
}
