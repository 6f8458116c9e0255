/** Reading BSON bytes without decoding them: element sizes, and a document's `_id` moved first. */

export function cstringEnd(bytes: Uint8Array, from: number): number {
  let i = from;
  while (bytes[i] !== 0) i++;
  return i;
}

/** The size of an element's value of BSON type `type` starting at `at`; -1 for an unknown type. */
export function valueSize(bytes: Buffer, type: number, at: number): number {
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

const idName = [0x5f, 0x69, 0x64]; // "_id"

/** Whether the element name at bytes[from, to) is `_id`. */
function isIdName(bytes: Buffer, from: number, to: number): boolean {
  return to - from === 3 && bytes[from] === idName[0] && bytes[from + 1] === idName[1] && bytes[from + 2] === idName[2];
}

/**
 * A document's BSON bytes with its `_id` element first, as MongoDB stores every document (the driver
 * appends a generated `_id` after the other fields): the same bytes when `_id` is already first or
 * absent, else a copy with the `_id` element moved to the front. Null when the bytes cannot be walked
 * (an unknown type, a size out of range): the caller decodes and encodes instead.
 */
export function idFirstBytes(bytes: Buffer): Buffer | null {
  const size = bytes.length;
  if (size < 5 || bytes.readInt32LE(0) !== size || bytes[size - 1] !== 0) return null;
  let at = 4;
  let first = true;
  while (at < size - 1) {
    const start = at;
    const type = bytes[at];
    const nameEnd = cstringEnd(bytes, at + 1);
    if (nameEnd >= size) return null;
    const valueAt = nameEnd + 1;
    const length = valueSize(bytes, type, valueAt);
    if (length < 0 || valueAt + length > size - 1) return null;
    at = valueAt + length;
    if (!isIdName(bytes, start + 1, nameEnd)) {
      first = false;
      continue;
    }
    if (first) return bytes;
    const moved = Buffer.allocUnsafe(size);
    bytes.copy(moved, 0, 0, 4);
    let out = 4 + bytes.copy(moved, 4, start, at);
    out += bytes.copy(moved, out, 4, start);
    bytes.copy(moved, out, at, size);
    return moved;
  }
  return bytes;
}
