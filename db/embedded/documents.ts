import { CommandError } from './errors';
import type { Document } from './query';
import type { IndexSpec } from './storage';
import { typeAlias } from './values';
import { encodeDocument, maxBsonObjectSize } from './wire';

/** What every stored document goes through: checks, its BSON bytes, `_id` first, frozen, duplicate key errors. */

export const idIndexSpec: IndexSpec = { name: '_id_', key: { _id: 1 } };

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  const alias = typeAlias(value);
  if (alias === 'objectId') return `ObjectId('${String(value)}')`;
  if (alias === 'object') {
    const fields = Object.entries(value as Document).map(([key, item]) => `${key}: ${formatValue(item)}`);
    return `{ ${fields.join(', ')} }`;
  }
  return String(value);
}

export function duplicateKeyError(namespace: string, spec: IndexSpec, values: unknown[]): CommandError {
  const paths = Object.keys(spec.key);
  const keyValue: Document = {};
  paths.forEach((path, i) => {
    keyValue[path] = values[i];
  });
  const shown = paths.map((path, i) => `${path}: ${formatValue(values[i])}`).join(', ');
  return new CommandError('DuplicateKey', `E11000 duplicate key error collection: ${namespace} index: ${spec.name} dup key: { ${shown} }`, {
    keyPattern: spec.key,
    keyValue,
  });
}

/**
 * Stored documents are shared with queries, cursors and mingo; freezing their plain objects and
 * arrays makes an in-place change impossible, so no code path can alter stored data by accident.
 */
export function freezeDocument<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const prototype = Object.getPrototypeOf(value);
  if (Array.isArray(value)) {
    for (const item of value) freezeDocument(item);
  } else if (prototype === Object.prototype || prototype === null) {
    for (const key of Object.keys(value)) freezeDocument((value as Record<string, unknown>)[key]);
  } else {
    return value;
  }
  return Object.freeze(value);
}

/** MongoDB refuses to store documents nested deeper than this (BSONDepth for user storage). */
const maxNestingDepth = 100;

function exceedsDepth(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth > maxNestingDepth) return true;
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return false;
  for (const item of Object.values(value)) if (exceedsDepth(item, depth + 1)) return true;
  return false;
}

/**
 * Checks a document before it is stored and returns its BSON bytes: `received`, the bytes the
 * document arrived as (an insert's document sequence; `_id` may come after other fields, which
 * `load` puts first again), or else the document serialized.
 */
export function encodeForStorage(document: Document, received?: Buffer): Buffer {
  const id = document._id;
  if (Array.isArray(id)) throw new CommandError('InvalidIdField', "The '_id' value cannot be of type array");
  if (id instanceof RegExp || typeAlias(id) === 'regex') throw new CommandError('InvalidIdField', "The '_id' value cannot be of type regex");
  if (id === undefined) throw new CommandError('InvalidIdField', "document is missing an '_id' field");
  for (const key of Object.keys(document)) {
    if (key.startsWith('$')) throw new CommandError('DollarPrefixedFieldName', `Document can't have $ prefixed field names: ${key}`);
  }
  if (exceedsDepth(document, 1)) {
    throw new CommandError('Overflow', `Document exceeds the maximum nesting depth of ${maxNestingDepth}`);
  }
  const bytes = received ?? encodeDocument(document);
  if (bytes.length > maxBsonObjectSize) {
    throw new CommandError('BSONObjectTooLarge', `object to insert too large. size in bytes: ${bytes.length}, max size: ${maxBsonObjectSize}`);
  }
  return bytes;
}

/** The document with `_id` as its first field, as MongoDB holds every document. */
export function idFirst(document: Document): Document {
  if (document._id === undefined) return document;
  for (const key in document) {
    if (key === '_id') return document;
    break;
  }
  const { _id, ...rest } = document;
  return { _id, ...rest };
}
