import { deserialize } from 'bson';
import type { Document } from './query';
import { cstringEnd, valueSize } from './bsonBytes';
import { deserializeOptions } from './wire';

/**
 * Top-level fields read straight from a stored document's BSON bytes, without decoding the rest:
 * a scan tests its filter on these few fields and decodes only the documents that match.
 */

/** The top-level fields a filter reads, or null when it may read anything ($expr, $where, $text...). */
export function filterFields(filter: Document | undefined): string[] | null {
  if (!filter) return [];
  const fields = new Set<string>();
  const visit = (part: unknown): boolean => {
    if (typeof part !== 'object' || part === null || Array.isArray(part)) return false;
    for (const [key, condition] of Object.entries(part as Document)) {
      if (key === '$and' || key === '$or' || key === '$nor') {
        if (!Array.isArray(condition) || !condition.every(visit)) return false;
        continue;
      }
      if (key.startsWith('$')) return false;
      fields.add(key.split('.')[0]);
    }
    return true;
  };
  return visit(filter) ? Array.from(fields) : null;
}

/** The wanted names as bytes, once per set: element names are compared without decoding them. */
const nameBytes = new WeakMap<Set<string>, Buffer[]>();

function wantedBytes(names: Set<string>): Buffer[] {
  let wanted = nameBytes.get(names);
  if (!wanted) {
    wanted = Array.from(names, (name) => Buffer.from(name, 'utf8'));
    nameBytes.set(names, wanted);
  }
  return wanted;
}

/** The wanted names in the order of `wantedBytes`. */
const nameStrings = new WeakMap<Set<string>, string[]>();

function wantedStrings(names: Set<string>): string[] {
  let strings = nameStrings.get(names);
  if (!strings) {
    strings = Array.from(names);
    nameStrings.set(names, strings);
  }
  return strings;
}

/** The index in `wanted` of the element name at bytes[from, to), or -1. */
function wantedIndex(bytes: Buffer, from: number, to: number, wanted: Buffer[]): number {
  const length = to - from;
  next: for (let w = 0; w < wanted.length; w++) {
    const name = wanted[w];
    if (name.length !== length) continue;
    for (let i = 0; i < length; i++) if (name[i] !== bytes[from + i]) continue next;
    return w;
  }
  return -1;
}

function isWanted(bytes: Buffer, from: number, to: number, wanted: Buffer[]): boolean {
  return wantedIndex(bytes, from, to, wanted) >= 0;
}

/** What `readValue` answers for a value it does not read (pickFields decodes those). */
const unread = Symbol('unread');

/**
 * A plain value read straight from its bytes: a scalar (double, string, int32, boolean, date, null)
 * or an array of them (a customer's `classes`), or `unread` for any other type.
 */
function readValue(bytes: Buffer, type: number, valueAt: number, length: number): unknown {
  switch (type) {
    case 0x01:
      return bytes.readDoubleLE(valueAt);
    case 0x02:
      return bytes.toString('utf8', valueAt + 4, valueAt + length - 1);
    case 0x04: {
      const items: unknown[] = [];
      let at = valueAt + 4;
      const end = valueAt + length - 1;
      while (at < end) {
        const itemType = bytes[at];
        const itemAt = cstringEnd(bytes, at + 1) + 1;
        const itemLength = valueSize(bytes, itemType, itemAt);
        if (itemLength < 0 || itemType === 0x04) return unread;
        const item = readValue(bytes, itemType, itemAt, itemLength);
        if (item === unread) return unread;
        items.push(item);
        at = itemAt + itemLength;
      }
      return items;
    }
    case 0x08:
      return bytes[valueAt] === 1;
    case 0x09:
      return new Date(bytes.readInt32LE(valueAt + 4) * 4294967296 + bytes.readUInt32LE(valueAt));
    case 0x0a:
      return null;
    case 0x10:
      return bytes.readInt32LE(valueAt);
    default:
      return unread;
  }
}

/**
 * The named top-level fields of a stored document whose values are plain scalars (double, string,
 * int32, boolean, date, null) or arrays of them, read straight from its bytes `[0, size)` without
 * building a BSON document: the per-record read of a scan or a `$group`. Null when a named field
 * holds any other type (pickFields reads those). The bytes may be lmdb's shared read buffer:
 * nothing refers to them.
 */
export function readScalarFields(bytes: Buffer, size: number, names: Set<string>): Document | null {
  if (names.has('__proto__')) return null;
  const wanted = wantedBytes(names);
  const strings = wantedStrings(names);
  const document: Document = {};
  let found = 0;
  let at = 4;
  const end = size - 1;
  while (at < end && found < wanted.length) {
    const type = bytes[at];
    const nameEnd = cstringEnd(bytes, at + 1);
    const valueAt = nameEnd + 1;
    const length = valueSize(bytes, type, valueAt);
    if (length < 0) return null;
    const w = wantedIndex(bytes, at + 1, nameEnd, wanted);
    if (w >= 0) {
      const value = readValue(bytes, type, valueAt, length);
      if (value === unread) return null;
      document[strings[w]] = value;
      found += 1;
    }
    at = valueAt + length;
  }
  return document;
}

/** A document holding only the named top-level fields of the stored bytes; null if they cannot be read so. */
export function pickFields(bytes: Buffer, names: Set<string>): Document | null {
  const plain = readScalarFields(bytes, bytes.length, names);
  if (plain) return plain;
  const wanted = wantedBytes(names);
  const parts: Buffer[] = [];
  let size = 5;
  let at = 4;
  const end = bytes.length - 1;
  while (at < end) {
    const type = bytes[at];
    const nameEnd = cstringEnd(bytes, at + 1);
    const valueAt = nameEnd + 1;
    const length = valueSize(bytes, type, valueAt);
    if (length < 0) return null;
    const next = valueAt + length;
    if (isWanted(bytes, at + 1, nameEnd, wanted)) {
      parts.push(bytes.subarray(at, next));
      size += next - at;
    }
    at = next;
  }
  const document = Buffer.allocUnsafe(size);
  document.writeInt32LE(size, 0);
  let offset = 4;
  for (const part of parts) offset += part.copy(document, offset);
  document[offset] = 0;
  return deserialize(document, deserializeOptions);
}
