import type { Document } from './document';

/** Values of a dotted path, arrays along the way fanned out, as MongoDB sorts and indexes them. */
export function valuesAtPath(document: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (value: unknown, index: number): void => {
    if (index === parts.length) {
      if (Array.isArray(value)) {
        if (value.length === 0) out.push(undefined);
        else out.push(...value);
      } else {
        out.push(value);
      }
      return;
    }
    if (Array.isArray(value)) {
      const part = parts[index];
      if (/^\d+$/.test(part)) {
        walk(value[Number(part)], index + 1);
        return;
      }
      if (value.length === 0) {
        out.push(undefined);
        return;
      }
      for (const item of value) walk(item, index);
      return;
    }
    if (value === null || typeof value !== 'object' || value instanceof Date) {
      out.push(undefined);
      return;
    }
    walk((value as Document)[parts[index]], index + 1);
  };
  walk(document, 0);
  return out;
}
