import mongoose, { type mongo } from 'mongoose';
import { retentionSeconds, type Config, type RetentionSetting } from '../../config/config';
import { retainedCollections, type IndexKey, type RetainedCollection } from './collections';

/** The retention settings of a configuration. */
export type RetentionValues = Pick<Config, RetentionSetting>;

/** A TTL index made or changed at start: `from` is null when there was none (or the index had no TTL). */
export interface RetentionChange {
  name: string;
  collection: string;
  from: number | null;
  to: number;
}

interface IndexInfo {
  name: string;
  key: Record<string, unknown>;
  expireAfterSeconds?: number;
}

const NAMESPACE_NOT_FOUND = 26;

const sameKey = (a: Record<string, unknown>, b: IndexKey) => JSON.stringify(a) === JSON.stringify(b);

async function indexesOf(collection: mongo.Collection): Promise<IndexInfo[]> {
  try {
    return (await collection.listIndexes().toArray()) as IndexInfo[];
  } catch (error) {
    // A collection nothing was written to yet.
    if ((error as { code?: unknown }).code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}

/** The TTL index's options as the schema declares them (partial filter...), with the configured seconds. */
function ttlOptions(retained: RetainedCollection, seconds: number): mongo.CreateIndexesOptions {
  const declared = retained.model?.schema.indexes().find(([key]) => sameKey(key, retained.key))?.[1] ?? {};
  const { background: _background, ...options } = declared as mongo.CreateIndexesOptions;
  return { ...options, expireAfterSeconds: seconds };
}

/**
 * Gives each retained collection its TTL index with the configured seconds, on MongoDB and the
 * embedded server alike. The schemas declare the defaults and mongoose creates them at start
 * (autoIndex); a setting that differs from what the database holds is applied here: collMod
 * changes a TTL index's expireAfterSeconds, and an index on the same key without a TTL (an older
 * version's) is dropped and made again. Idempotent: a second call changes nothing.
 */
export async function applyRetention(values: RetentionValues): Promise<RetentionChange[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('applyRetention needs a connected database');
  const changes: RetentionChange[] = [];
  for (const retained of retainedCollections) {
    // Let mongoose's own index creation finish first; a declaration it could not apply (the
    // database holds other seconds) is what the lines below put right.
    await retained.model?.init().catch(() => undefined);
    const collection = db.collection(retained.collection);
    for (const companion of retained.companions ?? []) await collection.createIndex(companion.key, { unique: companion.unique === true });
    const seconds = retentionSeconds(retained.setting, values[retained.setting]);
    const existing = (await indexesOf(collection)).find((index) => sameKey(index.key, retained.key));
    if (existing?.expireAfterSeconds === seconds) continue;
    if (existing && typeof existing.expireAfterSeconds === 'number') {
      await db.command({ collMod: retained.collection, index: { name: existing.name, expireAfterSeconds: seconds } });
    } else {
      if (existing) await collection.dropIndex(existing.name);
      await collection.createIndex(retained.key, ttlOptions(retained, seconds));
    }
    changes.push({ name: retained.name, collection: retained.collection, from: existing?.expireAfterSeconds ?? null, to: seconds });
  }
  return changes;
}
