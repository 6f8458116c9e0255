import { isPlainRecord } from '../common/objects';
import { bookkeepingFields, REDACTED, type FieldChange } from './tracked';

/**
 * The field-by-field difference of two states of a record, for the change history: dotted paths
 * for nested objects, arrays compared whole, values as JSON (ObjectId as hex, dates as ISO text,
 * binary data as a size only). Secret paths keep their name with the value replaced, so a change
 * of password shows as a change and the hash is never written.
 */
export interface DiffOptions {
  /** True for a dotted path whose value must never be written. */
  isSecret(path: string): boolean;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A stored value as JSON. */
export function toJsonValue(value: unknown): Json {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === 'object') {
    const tagged = value as { _bsontype?: string; toHexString?: () => string; toString(): string; length?: number; buffer?: { length: number } };
    if (tagged._bsontype === 'ObjectId' && tagged.toHexString) return tagged.toHexString();
    if (tagged._bsontype === 'Decimal128' || tagged._bsontype === 'Long' || tagged._bsontype === 'Int32' || tagged._bsontype === 'Double')
      return tagged.toString();
    if (tagged._bsontype === 'Binary' || value instanceof Uint8Array) return `[binary ${tagged.buffer?.length ?? tagged.length ?? 0} bytes]`;
    if (isPlainRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonValue(item)]));
    return tagged.toString();
  }
  return null;
}

/** Leaves of a record by dotted path (plain objects opened, arrays and empty objects kept whole). */
function flatten(value: Json, prefix: string, into: Map<string, Json>, options: DiffOptions): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0 && !(prefix && options.isSecret(prefix))) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into, options);
    return;
  }
  into.set(prefix, value);
}

function leaves(record: Record<string, unknown> | null, options: DiffOptions): Map<string, Json> {
  const into = new Map<string, Json>();
  if (!record) return into;
  for (const [key, item] of Object.entries(record)) {
    if (key === '_id' || bookkeepingFields.has(key)) continue;
    flatten(toJsonValue(item), key, into, options);
  }
  return into;
}

/** The changed fields between before (null: created) and after (null: deleted), sorted by path. */
export function diffRecords(before: Record<string, unknown> | null, after: Record<string, unknown> | null, options: DiffOptions): FieldChange[] {
  const old = leaves(before, options);
  const now = leaves(after, options);
  const paths = new Set([...old.keys(), ...now.keys()]);
  const changes: FieldChange[] = [];
  for (const path of [...paths].sort()) {
    const was = old.get(path) ?? null;
    const is = now.get(path) ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    if (options.isSecret(path)) changes.push({ field: path, before: was === null ? null : REDACTED, after: is === null ? null : REDACTED });
    else changes.push({ field: path, before: was, after: is });
  }
  return changes;
}
