import { isPlainRecord } from '../../domain/common/objects';
import { bookkeepingFields } from '../../domain/history/tracked';

/**
 * The record after an update, computed from the record before it and the update document, when
 * the update is simple enough to apply here exactly as MongoDB applies it: only `$set` and `$unset`
 * of plain values (strings, numbers, booleans, null, dates, ObjectIds, decimals) on field paths
 * without array positions, through objects. Operators on bookkeeping fields (`updatedAt`,
 * `_version`...) are left out: the change history never compares them. Anything else answers null
 * and the history reads the record again instead. The same on MongoDB and on the embedded server:
 * the update document is the one mongoose sent (after casting).
 */

type Lean = Record<string, unknown>;

const plainTags = new Set(['ObjectId', 'Decimal128']);

function isPlainValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (value instanceof Date) return true;
  return typeof value === 'object' && plainTags.has((value as { _bsontype?: string })._bsontype ?? '');
}

/** Sets (or, with `remove`, unsets) a dotted path on a copy of the objects along it; false when the path cannot be applied here. */
function applyPath(record: Lean, path: string, value: unknown, remove: boolean): boolean {
  const parts = path.split('.');
  if (parts.some((part) => part === '' || part.startsWith('$') || /^\d+$/.test(part))) return false;
  let target = record;
  for (let i = 0; i < parts.length - 1; i++) {
    const current = target[parts[i]];
    if (current === undefined || current === null) {
      if (remove) return true;
      const created: Lean = {};
      target[parts[i]] = created;
      target = created;
      continue;
    }
    if (!isPlainRecord(current)) return false;
    const copy = { ...current };
    target[parts[i]] = copy;
    target = copy;
  }
  const last = parts[parts.length - 1];
  if (remove) delete target[last];
  else target[last] = value;
  return true;
}

export function afterImage(before: Lean, update: unknown): Lean | null {
  if (!isPlainRecord(update)) return null;
  const after: Lean = { ...before };
  for (const [operator, fields] of Object.entries(update)) {
    if (!operator.startsWith('$') || !isPlainRecord(fields)) return null;
    for (const [path, value] of Object.entries(fields)) {
      if (bookkeepingFields.has(path.split('.')[0])) continue;
      if (operator === '$set') {
        if (!isPlainValue(value) || !applyPath(after, path, value, false)) return null;
      } else if (operator === '$unset') {
        if (!applyPath(after, path, undefined, true)) return null;
      } else {
        return null;
      }
    }
  }
  return after;
}
