import type { SecondaryIndex } from './indexes';
import type { Document } from './query';
import { isPlainObject } from './values';

/** Regular expressions answered from an index's string keys (planner.ts). */

/** Candidates past which fetching costs more than reading a whole index's keys. */
const regexPreferredAbove = 20_000;

export function manyCandidates(ids: Iterable<number>): boolean {
  let n = 0;
  for (const _id of ids) if (++n > regexPreferredAbove) return true;
  return false;
}

/** Whether a condition is the regular expression alone (`{ $regex, $options }` or a RegExp): nothing else tested on its field. */
function isWholeRegexCondition(condition: unknown): boolean {
  return condition instanceof RegExp || (isPlainObject(condition) && Object.keys(condition).every((key) => key === '$regex' || key === '$options'));
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

const special = new Set(['.', '*', '+', '?', '^', '$', '(', ')', '[', ']', '{', '}', '|', '\\']);

/**
 * The literal text every match starts with, for a regular expression anchored at the start
 * (`^guadalupe hern`): its matches are the index keys from that prefix on, a range rather than a
 * scan, as mongod bounds an index for an anchored, case-sensitive regex. Null when it is not
 * anchored, is case-insensitive or multi-line, or has an alternation.
 */
export function literalPrefix(regex: RegExp): string | null {
  if (/[im]/.test(regex.flags)) return null;
  const source = regex.source;
  if (!source.startsWith('^') || /(^|[^\\])(\\\\)*\|/.test(source)) return null;
  let prefix = '';
  for (let i = 1; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      const next = source[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) break;
      if (/[*+?{]/.test(source[i + 2] ?? '')) return finish(prefix, source[i + 2]!, next);
      prefix += next;
      i += 1;
      continue;
    }
    if (special.has(char)) break;
    if (/[*+?{]/.test(source[i + 1] ?? '')) return finish(prefix, source[i + 1]!, char);
    prefix += char;
  }
  return finish(prefix, '', '');
}

/** A quantified last character is kept only when it must occur at least once (`+`). */
function finish(prefix: string, quantifier: string, char: string): string | null {
  // Cut well inside an index key's bytes: a longer string's key is truncated (keys.ts), and a
  // prefix longer than the stored key would start the range past it.
  const text = Array.from(quantifier === '+' ? prefix + char : prefix)
    .slice(0, 200)
    .join('');
  return text.length > 0 && !text.includes('\0') ? text : null;
}

/**
 * The index whose string keys can answer a regular expression on its field, as mongod scans an
 * index for an unanchored regex. Sparse indexes qualify (a document without the field cannot
 * match); partial and collated ones do not.
 */
export function regexIndex(
  filter: Document | undefined,
  indexes: SecondaryIndex[],
): { index: SecondaryIndex; regex: RegExp; prefix: string | null; field: string; whole: boolean } | null {
  if (!filter) return null;
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$')) continue;
    const regex = regexOf(condition);
    if (!regex) continue;
    const index = indexes.find((candidate) => candidate.paths[0] === field && !candidate.special && !candidate.partial && candidate.collation === null);
    if (index) return { index, regex, prefix: literalPrefix(regex), field, whole: isWholeRegexCondition(condition) };
  }
  return null;
}
