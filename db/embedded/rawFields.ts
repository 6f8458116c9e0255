import { deserialize } from 'bson';
import type { Document } from './query';
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

function cstringEnd(bytes: Uint8Array, from: number): number {
  let i = from;
  while (bytes[i] !== 0) i++;
  return i;
}

/** The size of an element's value of BSON type `type` starting at `at`; -1 for an unknown type. */
function valueSize(bytes: Buffer, type: number, at: number): number {
  switch (type) {
    case 0x01:
    case 0x09:
    case 0x11:
    case 0x12:
      return 8;
    case 0x02:
    case 0x0d:
    case 0x0e:
      return 4 + bytes.readInt32LE(at);
    case 0x03:
    case 0x04:
    case 0x0f:
      return bytes.readInt32LE(at);
    case 0x05:
      return 5 + bytes.readInt32LE(at);
    case 0x06:
    case 0x0a:
    case 0xff:
    case 0x7f:
      return 0;
    case 0x07:
      return 12;
    case 0x08:
      return 1;
    case 0x0b: {
      const pattern = cstringEnd(bytes, at);
      return cstringEnd(bytes, pattern + 1) + 1 - at;
    }
    case 0x0c:
      return 4 + bytes.readInt32LE(at) + 12;
    case 0x10:
      return 4;
    case 0x13:
      return 16;
    default:
      return -1;
  }
}

/** A document holding only the named top-level fields of the stored bytes; null if they cannot be read so. */
/** The wanted names as bytes, once per set: element names are compared without decoding them. */
const nameBytes = new WeakMap<Set<string>, Buffer[]>();

function isWanted(bytes: Buffer, from: number, to: number, wanted: Buffer[]): boolean {
  const length = to - from;
  for (const name of wanted) if (name.length === length && bytes.compare(name, 0, length, from, to) === 0) return true;
  return false;
}

export function pickFields(bytes: Buffer, names: Set<string>): Document | null {
  let wanted = nameBytes.get(names);
  if (!wanted) {
    wanted = Array.from(names, (name) => Buffer.from(name, 'utf8'));
    nameBytes.set(names, wanted);
  }
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
