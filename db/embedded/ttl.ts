import type { Logger } from 'pino';
import type { Engine } from './engine';
import { valuesAtPath } from './query';

/**
 * Removes documents whose TTL index field (a date, or an array holding dates) is older than
 * `expireAfterSeconds`, as mongod's TTL monitor does once a minute.
 */
export function removeExpiredDocuments(engine: Engine, now = Date.now()): number {
  let removed = 0;
  for (const collection of engine.allCollections()) {
    for (const index of collection.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== 'number' || index.paths.length !== 1) continue;
      const cutoff = now - seconds * 1000;
      const expired = Array.from(collection.documents.values()).filter((document) =>
        valuesAtPath(document, index.paths[0]).some((value) => value instanceof Date && value.getTime() <= cutoff),
      );
      if (expired.length === 0) continue;
      engine.write((tx) => {
        for (const document of expired) collection.remove(document, tx);
      });
      removed += expired.length;
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
