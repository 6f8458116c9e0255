import type { Document } from './query';
import { pickFields, readScalarFields } from './rawFields';
import { inPlace, type Storage } from './storage';

/**
 * Scans that read a few fields of each record where it lies (lmdb's shared read buffer, no copy per
 * record): a scan's filter, a `$group`'s input, a count. Only a record that matches is copied and
 * decoded. Inside a write transaction (the cache's overlay holds its changes) the callers take the
 * decoding path instead (collection.ts).
 */

export interface ScanSource {
  storage: Storage;
  collectionId: number;
  /** Decodes a record's bytes (a stable copy) into its frozen document. */
  decode(recordId: number, bytes: Buffer): Document;
}

/** The record each partial document of `pickInPlace` was read from (a sorted page decodes only its winners). */
const pickedRecords = new WeakMap<Document, number>();

export function pickedRecordOf(document: Document): number | undefined {
  return pickedRecords.get(document);
}

/** The current record's named fields: the scalar reader, else the general one on a copy. */
function fieldsInPlace(names: Set<string>): Document | null {
  return readScalarFields(inPlace.bytes, inPlace.size, names) ?? pickFields(Buffer.from(inPlace.bytes.subarray(0, inPlace.size)), names);
}

function decodeInPlace(source: ScanSource, recordId: number): Document {
  return source.decode(recordId, Buffer.from(inPlace.bytes.subarray(0, inPlace.size)));
}

/** How many records pass `test`, reading only the named fields of each. */
export function countInPlace(source: ScanSource, names: Set<string>, test: (document: Document) => boolean): number {
  let n = 0;
  for (const recordId of source.storage.scanInPlace(source.collectionId)) {
    if (test(fieldsInPlace(names) ?? decodeInPlace(source, recordId))) n += 1;
  }
  return n;
}

/** The records that pass `test` (tested on their named fields), decoded. */
export function* matchInPlace(source: ScanSource, names: Set<string>, test: (document: Document) => boolean): Iterable<Document> {
  for (const recordId of source.storage.scanInPlace(source.collectionId)) {
    const partial = fieldsInPlace(names);
    if (partial && !test(partial)) continue;
    const document = decodeInPlace(source, recordId);
    if (partial || test(document)) yield document;
  }
}

/**
 * The named fields of every record that passes `test` (tested on those fields), as partial
 * documents: the input of a `$group` that reads only those (groupFast.ts). `remember`: each partial
 * document's record is kept for `pickedRecordOf` (a sorted page decodes its winners).
 */
export function* pickInPlace(source: ScanSource, names: Set<string>, test: ((document: Document) => boolean) | null, remember = false): Iterable<Document> {
  for (const recordId of source.storage.scanInPlace(source.collectionId)) {
    const partial = fieldsInPlace(names);
    if (partial) {
      if (test && !test(partial)) continue;
      // Only a sorted page needs the record back (a WeakMap entry per record costs a $group a fifth of its time).
      if (remember) pickedRecords.set(partial, recordId);
      yield partial;
      continue;
    }
    const document = decodeInPlace(source, recordId);
    if (!test || test(document)) yield document;
  }
}
