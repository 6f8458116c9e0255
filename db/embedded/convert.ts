import { deserialize } from 'bson';
import type { Logger } from 'pino';
import { idFirst, idIndexSpec } from './documents';
import { indexRange } from './keys';
import { SecondaryIndex } from './indexes';
import { storageFormat, storageKey, type CollectionEntry, type Storage } from './storage';
import { valueKey } from './values';
import { deserializeOptions } from './wire';

/**
 * Converts a format 1 data directory (documents under their `_id` key, indexes rebuilt in memory at
 * every start) to format 2 (records in insertion order, the `_id` index and every secondary index
 * stored) at the first start of this version. It runs collection by collection, a few thousand
 * documents per LMDB transaction, logging its progress; a collection cut by a crash is converted
 * again from the start at the next start, and the old documents are removed only once every
 * collection is converted, so no document can be lost on the way.
 */

const chunkSize = 5_000;

function convertCollection(storage: Storage, entry: CollectionEntry): number {
  const previousIds = Object.values(entry.indexIds ?? {});
  const indexIds: Record<string, number> = {};
  storage.write(() => {
    // A conversion cut short left part of this collection behind: start it again.
    storage.dropCollectionData(entry.id);
    for (const id of previousIds) storage.removeEntries(indexRange(id).start, indexRange(id).end);
    for (const spec of entry.indexes) if (spec.name !== idIndexSpec.name) indexIds[spec.name] = storage.nextCounter('indexId');
    entry.indexIds = indexIds;
    entry.multikey = {};
    storage.putCatalog(entry);
  });
  const indexes = entry.indexes
    .filter((spec) => spec.name !== idIndexSpec.name)
    .map(
      (spec) =>
        new SecondaryIndex(spec, {
          storage,
          indexId: indexIds[spec.name],
          markMultikey: (index) => (entry.multikey = { ...entry.multikey, [index.name]: true }),
        }),
    );
  const stats = { count: 0, bytes: 0 };
  let after: [number, string] | null = null;
  for (;;) {
    const chunk: Array<{ key: [number, string]; value: Buffer }> = [];
    const range = after
      ? { start: after, end: [entry.id + 1] as unknown as [number, string], exclusiveStart: true }
      : { start: [entry.id] as unknown as [number, string], end: [entry.id + 1] as unknown as [number, string] };
    for (const item of storage.legacyDocuments.getRange({ ...range, limit: chunkSize })) chunk.push({ key: item.key, value: item.value });
    if (chunk.length === 0) break;
    storage.write(() => {
      for (const { value } of chunk) {
        const document = idFirst(deserialize(value, deserializeOptions));
        const recordId = stats.count + 1;
        storage.records.put([entry.id, recordId], value);
        storage.ids.put([entry.id, storageKey(valueKey(document._id))], recordId);
        for (const index of indexes) index.add(recordId, index.keysOf(document));
        stats.count += 1;
        stats.bytes += value.length;
      }
      storage.stats.put(entry.id, stats);
    });
    after = chunk[chunk.length - 1].key;
  }
  storage.write(() => {
    storage.putCatalog(entry);
    storage.meta.put(`converted:${entry.id}`, true);
  });
  return stats.count;
}

export function convertFormat1(storage: Storage, logger?: Logger): void {
  const entries = storage.loadCatalog();
  const total = storage.legacyDocuments.getKeysCount({});
  logger?.info({ collections: entries.length, documents: total }, 'embedded database: converting the data directory to storage format 2 (stored indexes)');
  const started = Date.now();
  let done = 0;
  for (const entry of entries) {
    if (storage.meta.get(`converted:${entry.id}`) === true) {
      done += storage.stats.get(entry.id)?.count ?? 0;
      continue;
    }
    done += convertCollection(storage, entry);
    logger?.info({ collection: `${entry.db}.${entry.name}`, converted: done, of: total }, 'embedded database: collection converted');
  }
  storage.write(() => {
    for (const key of Array.from(storage.legacyDocuments.getKeys({}))) storage.legacyDocuments.remove(key);
    for (const entry of entries) storage.meta.remove(`converted:${entry.id}`);
    storage.meta.put('format', storageFormat);
  });
  logger?.info({ documents: done, seconds: Math.round((Date.now() - started) / 100) / 10 }, 'embedded database: conversion done');
}
