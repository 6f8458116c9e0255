import type { Binary, ObjectId, Timestamp } from 'bson';
import { numericValue, typeRank } from './values';

/**
 * Index keys as ordered bytes, so LMDB's byte order is MongoDB's value order (values.ts): a key is
 * the index's number (4 bytes), the encoded key tuple, then the record id (6 bytes), and a range
 * of values is a range of keys. Each value starts with its type bracket's byte, and every encoding
 * delimits itself, so byte-equal tuples are equal values (1, 1.0, Long(1) and Decimal128('1.0')
 * alike) and a tuple's bytes are a prefix of exactly its own entries. Strings are ordered by their
 * UTF-8 bytes, as mongod orders them. LMDB limits a key to 1,978 bytes: a longer tuple is cut
 * (`truncated`), and whoever reads a cut key checks the document itself.
 */

export const recordIdBytes = 6;
const indexIdBytes = 4;
/** Room for the tuple in a key, below LMDB's limit with the index number and the record id. */
export const maxTupleBytes = 1_900;

class KeyWriter {
  private buffer = Buffer.allocUnsafe(256);
  length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + extra));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  byte(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }

  bytes(value: Uint8Array): void {
    this.reserve(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
  }

  uint32(value: number): void {
    this.reserve(4);
    this.buffer.writeUInt32BE(value >>> 0, this.length);
    this.length += 4;
  }

  /** A double in 8 bytes whose unsigned order is numeric order; NaN first, -0 as 0. */
  number(value: number): void {
    this.reserve(8);
    if (Number.isNaN(value)) {
      this.buffer.fill(0, this.length, this.length + 8);
    } else {
      this.buffer.writeDoubleBE(value === 0 ? 0 : value, this.length);
      if (this.buffer[this.length] & 0x80) {
        for (let i = 0; i < 8; i++) this.buffer[this.length + i] ^= 0xff;
      } else {
        this.buffer[this.length] ^= 0x80;
      }
    }
    this.length += 8;
  }

  /** UTF-8 bytes, a zero byte escaped as 00 FF, ended by 00 00. */
  string(value: string): void {
    const encoded = Buffer.from(value, 'utf8');
    if (!encoded.includes(0)) {
      this.bytes(encoded);
    } else {
      for (const byte of encoded) {
        this.byte(byte);
        if (byte === 0) this.byte(0xff);
      }
    }
    this.byte(0);
    this.byte(0);
  }

  value(value: unknown): void {
    const rank = typeRank(value);
    this.byte(rank);
    switch (rank) {
      case 3: {
        const numeric = numericValue(value);
        this.number(typeof numeric === 'bigint' ? Number(numeric) : numeric);
        return;
      }
      case 4:
        this.string(typeof value === 'string' ? value : String((value as { value: string }).value));
        return;
      case 5:
        for (const [key, item] of Object.entries(value as object)) {
          this.byte(typeRank(item));
          this.string(key);
          this.value(item);
        }
        this.byte(0);
        return;
      case 6:
        for (const item of value as unknown[]) this.value(item);
        this.byte(0);
        return;
      case 7: {
        const binary = value as Binary;
        const bytes = binary.value();
        this.uint32(bytes.length);
        this.byte(binary.sub_type);
        this.bytes(bytes);
        return;
      }
      case 8:
        this.bytes((value as ObjectId).id);
        return;
      case 9:
        this.byte(value ? 1 : 0);
        return;
      case 10:
        this.number((value as Date).getTime());
        return;
      case 11: {
        const timestamp = value as Timestamp;
        this.uint32(timestamp.t);
        this.uint32(timestamp.i);
        return;
      }
      case 12: {
        const [pattern, flags] =
          value instanceof RegExp ? [value.source, value.flags] : [(value as { pattern: string }).pattern, (value as { options: string }).options];
        this.string(pattern);
        this.string(flags);
        return;
      }
      default:
        return;
    }
  }

  take(): Buffer {
    return Buffer.from(this.buffer.subarray(0, this.length));
  }
}

export interface EncodedTuple {
  bytes: Buffer;
  /** The tuple was longer than a key can hold: its bytes are a prefix of the full encoding. */
  truncated: boolean;
}

/** The index number followed by the tuple's ordered bytes. */
export function encodeTuple(indexId: number, values: unknown[]): EncodedTuple {
  const writer = new KeyWriter();
  writer.uint32(indexId);
  for (const value of values) writer.value(value);
  const bytes = writer.take();
  const limit = indexIdBytes + maxTupleBytes;
  if (bytes.length <= limit) return { bytes, truncated: false };
  return { bytes: bytes.subarray(0, limit), truncated: true };
}

/** The first byte of a type bracket after a tuple prefix: where that bracket's keys start. */
export function bracketStart(prefix: Buffer, rank: number): Buffer {
  return Buffer.concat([prefix, Buffer.from([rank])]);
}

/** The smallest key greater than every key starting with `prefix`. */
export function prefixEnd(prefix: Buffer): Buffer {
  const end = Buffer.from(prefix);
  for (let i = end.length - 1; i >= 0; i--) {
    if (end[i] < 0xff) {
      end[i] += 1;
      return end.subarray(0, i + 1);
    }
  }
  return Buffer.concat([prefix, Buffer.alloc(recordIdBytes + 1, 0xff)]);
}

export function entryKey(tuple: Buffer, recordId: number): Buffer {
  const key = Buffer.allocUnsafe(tuple.length + recordIdBytes);
  tuple.copy(key, 0);
  key.writeUIntBE(recordId, tuple.length, recordIdBytes);
  return key;
}

export function recordIdOf(key: Uint8Array): number {
  let value = 0;
  for (let i = key.length - recordIdBytes; i < key.length; i++) value = value * 256 + key[i];
  return value;
}

/** The bytes of an index's whole key range. */
export function indexRange(indexId: number): { start: Buffer; end: Buffer } {
  const start = Buffer.allocUnsafe(4);
  start.writeUInt32BE(indexId, 0);
  return { start, end: prefixEnd(start) };
}
