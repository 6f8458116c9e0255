import { deserialize } from 'bson';
import { DocumentCache } from './cache';
import { duplicateKeyError, idFirst } from './documents';
import type { SecondaryIndex } from './indexes';
import { pickFields } from './rawFields';
import type { Document } from './query';
import type { IndexSpec, Storage } from './storage';
import { deserializeOptions } from './wire';

/**
 * Adds every stored record's keys to a new index (createIndexes); a duplicate key of a unique index
 * aborts the build. The fields the keys come from are read from each record's bytes without decoding
 * the rest (all of the document for a partial index, whose filter may read anything, or a text or geo one).
 */
/** What the build reads of its collection (collection.ts's Collection). */
export interface IndexedCollection {
  readonly entry: { readonly id: number };
  readonly storage: Storage;
  readonly cache: DocumentCache;
  readonly namespace: string;
  getRecord(recordId: number): Document | undefined;
}

export function fillIndex(collection: IndexedCollection, index: SecondaryIndex, spec: IndexSpec): void {
  const fields =
    spec.partialFilterExpression || index.special || index.paths.some((path) => path.startsWith('$'))
      ? null
      : new Set(index.paths.map((path) => path.split('.')[0]));
  const collectionId = collection.entry.id;
  for (const { recordId, bytes } of collection.storage.scanRecords(collectionId)) {
    const cached = collection.cache.get(DocumentCache.key(collectionId, recordId)) ?? undefined;
    const document = cached ?? (fields && pickFields(bytes, fields)) ?? idFirst(deserialize(bytes, deserializeOptions));
    const keys = index.keysOf(document);
    if (index.unique) {
      const conflict = index.conflicts(keys, recordId, (holder) => {
        const other = collection.getRecord(holder);
        return other ? index.keysOf(other) : [];
      });
      if (conflict) throw duplicateKeyError(collection.namespace, spec, conflict.values);
    }
    index.add(recordId, keys);
  }
}
