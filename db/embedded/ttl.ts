import type { Logger } from 'pino';
import type { Engine } from './engine';
import { type Document } from './query';
import { valuesAtPath } from './valuesAtPath';

/** Documents removed per write, so a large backlog never makes one huge LMDB transaction. */
const batchSize = 5_000;

/**
 * Removes documents whose TTL index field (a date, or an array holding dates) is older than
 * `expireAfterSeconds`, as mongod's TTL monitor does once a minute. The expired documents are read
 * along the TTL index (its dates up to the cutoff), never by scanning the collection. Nothing is
 * removed while a multi-document transaction is open (its own writes are not settled yet).
 */
export function removeExpiredDocuments(engine: Engine, now = Date.now()): number {
  if (engine.transactions.active) return 0;
  let removed = 0;
  for (const collection of engine.allCollections()) {
    for (const index of collection.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== 'number' || index.paths.length !== 1 || index.special) continue;
      const cutoff = new Date(now - seconds * 1000);
      for (;;) {
        const expired: Document[] = [];
        const seen = new Set<number>();
        for (const recordId of index.range([], undefined, { value: cutoff, inclusive: true })) {
          if (seen.has(recordId)) continue;
          seen.add(recordId);
          const document = collection.getRecord(recordId);
          if (document && valuesAtPath(document, index.paths[0]).some((value) => value instanceof Date && value.getTime() <= cutoff.getTime()))
            expired.push(document);
          if (expired.length >= batchSize) break;
        }
        if (expired.length === 0) break;
        engine.write((tx) => {
          for (const document of expired) collection.remove(document, tx);
        });
        removed += expired.length;
        if (expired.length < batchSize) break;
      }
    }
  }
  return removed;
}

export function startTtlMonitor(engine: Engine, intervalMs: number, logger?: Logger): () => void {
  const timer = setInterval(() => {
    try {
      const removed = removeExpiredDocuments(engine);
      if (removed > 0) logger?.debug({ removed }, 'TTL monitor removed expired documents');
    } catch (error) {
      logger?.error({ err: error }, 'TTL monitor failed');
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
