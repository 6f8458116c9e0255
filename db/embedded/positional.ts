import { CommandError } from './errors';
import { compileFilter, type CompiledFilter, type Document } from './query';
import { isPlainObject } from './values';

/**
 * Positional update paths (`arr.$.x`, `arr.$[].x`, `arr.$[id].x`) turned into the concrete paths
 * of one document (`arr.1.x`) before any operator runs, as MongoDB does: the element `$` stands
 * for, and the elements `$[]` and `$[id]` select, are found once in the document as it was before
 * the update, so several paths through the same element all land (`{$set: {'arr.$.x': 2,
 * 'arr.$.y': 3}}` sets both, even though the first one changes the field the query matched on).
 * After this the update has only plain paths, which the operators apply in one pass.
 */

/** Operators that leave a path they cannot follow alone instead of failing (MongoDB's allowNonViablePath). */
const tolerantOperators = new Set(['$unset', '$pull', '$pullAll', '$pop']);

/** Query operators that do not tell which element matched: MongoDB records no position for them. */
const negations = new Set(['$ne', '$nin', '$not']);

/** `$[]` (every element) or `$[id]` (the elements array filter `id` selects). */
function isBracketPart(part: string): boolean {
  return part.startsWith('$[') && part.endsWith(']');
}

function isPositionalPart(part: string): boolean {
  return part === '$' || isBracketPart(part);
}

function hasPositional(path: string): boolean {
  return path.includes('$') && path.split('.').some(isPositionalPart);
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Checks MongoDB makes when it parses the update, before it reads any document. */
export function checkPositionalPaths(modifier: Document): void {
  for (const [operator, fields] of Object.entries(modifier)) {
    for (const [path, target] of Object.entries(fields as Document)) {
      if (operator === '$rename') {
        if (hasPositional(path)) throw new CommandError('BadValue', `The source field for $rename may not be dynamic: ${path}`);
        if (typeof target === 'string' && hasPositional(target)) {
          throw new CommandError('BadValue', `The destination field for $rename may not be dynamic: ${target}`);
        }
        continue;
      }
      if (!path.includes('$')) continue;
      if (path.split('.').filter((part) => part === '$').length > 1) {
        throw new CommandError('BadValue', `Too many positional (i.e. '$') elements found in path '${path}'`);
      }
    }
  }
}

/** The top-level identifier of an array filter (`{'e.qty': {$gt: 1}}` is `e`), looking into $and/$or/$nor. */
function identifierOf(filter: Document): string | undefined {
  for (const [key, value] of Object.entries(filter)) {
    if (!key.startsWith('$')) return key.split('.')[0];
    if (Array.isArray(value)) {
      for (const member of value) {
        const found = isPlainObject(member) ? identifierOf(member) : undefined;
        if (found) return found;
      }
    }
  }
  return undefined;
}

const compiledArrayFilters = new WeakMap<Document[], Map<string, CompiledFilter>>();

function arrayFilterTests(arrayFilters: Document[]): Map<string, CompiledFilter> {
  const cached = compiledArrayFilters.get(arrayFilters);
  if (cached) return cached;
  const tests = new Map<string, CompiledFilter>();
  for (const filter of arrayFilters) {
    if (!isPlainObject(filter)) continue;
    const identifier = identifierOf(filter);
    if (identifier === undefined) continue;
    if (tests.has(identifier)) {
      throw new CommandError('FailedToParse', `Found multiple array filters with the same top-level field name ${identifier}`);
    }
    tests.set(identifier, compileFilter(filter));
  }
  compiledArrayFilters.set(arrayFilters, tests);
  return tests;
}

/** The conditions of the filter on `arrayPath` or a path under it, top level and inside $and, in order. */
function conditionsOn(filter: Document, arrayPath: string, found: Document[] = []): Document[] {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const member of condition) if (isPlainObject(member)) conditionsOn(member, arrayPath, found);
      continue;
    }
    if (key.startsWith('$') || (key !== arrayPath && !key.startsWith(`${arrayPath}.`))) continue;
    if (isPlainObject(condition) && Object.keys(condition).some((name) => name.startsWith('$'))) {
      const kept = Object.fromEntries(Object.entries(condition).filter(([name, operand]) => !negations.has(name) && !(name === '$exists' && !operand)));
      if (Object.keys(kept).length > 0) found.push({ [key]: kept });
      continue;
    }
    found.push({ [key]: condition });
  }
  return found;
}

const compiledConditions = new WeakMap<Document, Map<string, CompiledFilter[]>>();

function conditionTests(filter: Document, arrayPath: string): CompiledFilter[] {
  let byPath = compiledConditions.get(filter);
  if (!byPath) {
    byPath = new Map();
    compiledConditions.set(filter, byPath);
  }
  let tests = byPath.get(arrayPath);
  if (!tests) {
    tests = conditionsOn(filter, arrayPath).map((condition) => compileFilter(condition));
    byPath.set(arrayPath, tests);
  }
  return tests;
}

/** A document holding `value` at `path`, to test a filter condition against one array element. */
function wrap(path: string, value: unknown): Document {
  const parts = path.split('.');
  let document: unknown = value;
  for (let i = parts.length - 1; i >= 0; i--) document = { [parts[i]]: document };
  return document as Document;
}

/**
 * The element of the array at `arrayPath` that `$` stands for: the first one that satisfies the
 * query's condition on that array (`{'arr.x': 1}`, `{arr: {$elemMatch: ...}}`, `{arr: 5}`). The
 * array must appear in the query, as MongoDB's documentation requires; with several conditions on
 * the same array the last one that matched an element decides, as MongoDB's matcher records the
 * position of the last condition it evaluated (its documentation calls this case ambiguous and
 * recommends $elemMatch). Negations ($ne, $nin, $not) record no position.
 */
function matchedIndex(filter: Document | undefined, arrayPath: string, array: unknown): number | null {
  if (!filter || !Array.isArray(array)) return null;
  let index: number | null = null;
  for (const test of conditionTests(filter, arrayPath)) {
    const found = array.findIndex((element) => test.test(wrap(arrayPath, [element])));
    if (found >= 0) index = found;
  }
  return index;
}

export interface PositionalOptions {
  filter?: Document;
  arrayFilters?: Document[];
}

function notViable(part: string, parentName: string | undefined, parent: unknown): CommandError {
  return new CommandError('PathNotViable', `Cannot create field '${part}' in element {${parentName ?? ''}: ${describeValue(parent)}}`);
}

/** The concrete paths one positional path stands for in `document`. */
function expandPath(document: Document, path: string, operator: string, options: PositionalOptions): string[] {
  const parts = path.split('.');
  const paths: string[] = [];
  const creates = !tolerantOperators.has(operator);
  // `missingFrom` is where the part of the path absent from the document starts, -1 while it exists.
  const walk = (value: unknown, prefix: string[], missingFrom: number, i: number): void => {
    if (i === parts.length) {
      paths.push(prefix.join('.'));
      return;
    }
    const part = parts[i];
    if (part === '$') {
      const index = matchedIndex(options.filter, prefix.join('.'), value);
      if (index === null) throw new CommandError('BadValue', 'The positional operator did not find the match needed from the query.');
      walk((value as unknown[])[index], [...prefix, String(index)], -1, i + 1);
      return;
    }
    if (isBracketPart(part)) {
      if (value === undefined) {
        const missing = prefix.slice(missingFrom < 0 ? prefix.length - 1 : missingFrom).join('.');
        throw new CommandError('BadValue', `The path '${missing}' must exist in the document in order to apply array updates.`);
      }
      if (!Array.isArray(value)) {
        throw new CommandError('BadValue', `Cannot apply array updates to non-array element ${prefix[prefix.length - 1]}: ${describeValue(value)}`);
      }
      const identifier = part.slice(2, -1);
      let test: CompiledFilter | undefined;
      if (identifier !== '') {
        test = arrayFilterTests(options.arrayFilters ?? []).get(identifier);
        if (!test) throw new CommandError('BadValue', `No array filter found for identifier '${identifier}' in path '${path}'`);
      }
      value.forEach((element, index) => {
        if (!test || test.test({ [identifier]: element })) walk(element, [...prefix, String(index)], -1, i + 1);
      });
      return;
    }
    let next: unknown;
    if (Array.isArray(value)) {
      if (/^\d+$/.test(part)) next = value[Number(part)];
      else if (creates) throw notViable(part, prefix[prefix.length - 1], value);
    } else if (isPlainObject(value)) {
      next = value[part];
    } else if (value !== undefined && creates) {
      throw notViable(part, prefix[prefix.length - 1], value);
    }
    walk(next, [...prefix, part], next === undefined && missingFrom < 0 ? prefix.length : missingFrom, i + 1);
  };
  walk(document, [], -1, 0);
  return paths;
}

/** Two resolved paths that meet (`arr.1.x` from `arr.$.x` and `arr.1.x` given as is): MongoDB's conflict. */
function checkResolvedConflicts(modifier: Document): void {
  const paths = new Set<string>();
  const prefixes = new Set<string>();
  for (const [operator, fields] of Object.entries(modifier)) {
    const all = Object.keys(fields as Document);
    if (operator === '$rename') all.push(...Object.values(fields as Document).map(String));
    for (const path of all) {
      const parts = path.split('.');
      for (let end = 1; end <= parts.length; end++) {
        const prefix = parts.slice(0, end).join('.');
        if (paths.has(prefix) || (end === parts.length && prefixes.has(prefix))) {
          throw new CommandError('ConflictingUpdateOperators', `Update created a conflict at '${prefix}'`);
        }
        prefixes.add(prefix);
      }
      paths.add(path);
    }
  }
}

/**
 * The update with every positional path replaced by the concrete paths it stands for in
 * `document` (the document before the update); an update without one is returned as it is.
 */
export function resolvePositional(document: Document, modifier: Document, options: PositionalOptions): Document {
  const positional = Object.values(modifier).some((fields) => Object.keys(fields as Document).some(hasPositional));
  if (!positional) return modifier;
  const resolved: Document = {};
  for (const [operator, fields] of Object.entries(modifier)) {
    const concrete: Document = {};
    for (const [path, operand] of Object.entries(fields as Document)) {
      const paths = hasPositional(path) ? expandPath(document, path, operator, options) : [path];
      for (const each of paths) {
        // Two paths of one operator that became the same ('arr.$.x' and 'arr.1.x'): the object cannot hold both.
        if (Object.hasOwn(concrete, each)) throw new CommandError('ConflictingUpdateOperators', `Update created a conflict at '${each}'`);
        concrete[each] = operand;
      }
    }
    if (Object.keys(concrete).length > 0) resolved[operator] = concrete;
  }
  checkResolvedConflicts(resolved);
  return resolved;
}
