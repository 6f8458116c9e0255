import type { SecondaryIndex } from './indexes';
import type { Document } from './query';

/** Regular expressions answered from an index's string keys (planner.ts). */

function isPlainObject(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Candidates past which fetching costs more than reading a whole index's keys. */
const regexPreferredAbove = 20_000;

export function manyCandidates(ids: Iterable<number>): boolean {
  let n = 0;
  for (const _id of ids) if (++n > regexPreferredAbove) return true;
  return false;
}

/** A top-level `$regex` condition (or a regular expression as the value) as a JS RegExp. */
function regexOf(condition: unknown): RegExp | null {
  if (condition instanceof RegExp) return new RegExp(condition.source, condition.flags.replace(/[gy]/g, ''));
  if (!isPlainObject(condition) || !('$regex' in condition)) return null;
  const pattern = condition.$regex;
  const options = typeof condition.$options === 'string' ? condition.$options : '';
  if (/[^ims]/.test(options)) return null;
  try {
    if (pattern instanceof RegExp) return options ? new RegExp(pattern.source, options) : pattern;
    if (typeof pattern === 'string') return new RegExp(pattern, options);
  } catch {
    return null;
  }
  return null;
}

/**
 * The index whose string keys can answer a regular expression on its field, as mongod scans an
 * index for an unanchored regex. Sparse indexes qualify (a document without the field cannot
 * match); partial and collated ones do not.
 */
export function regexIndex(filter: Document | undefined, indexes: SecondaryIndex[]): { index: SecondaryIndex; regex: RegExp } | null {
  if (!filter) return null;
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$')) continue;
    const regex = regexOf(condition);
    if (!regex) continue;
    const index = indexes.find((candidate) => candidate.paths[0] === field && !candidate.special && !candidate.partial && candidate.collation === null);
    if (index) return { index, regex };
  }
  return null;
}

