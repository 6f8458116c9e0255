import { ObjectId } from 'bson';
import { update as applyModifier } from 'mingo/updater';
import { addNumbers, multiplyNumbers, zeroLike } from './arithmetic';
import { CommandError } from './errors';
import { applySetPipeline } from './pipelineSet';
import { checkPositionalPaths, resolvePositional } from './positional';
import { compileFilter, runPipeline, asBadValue, type Document } from './query';
import { queryOptions } from './queryContext';
import { copyValue, isNumeric, isPlainObject, valueKey } from './values';

/**
 * Update documents: operator updates through mingo, replacements and pipeline updates, plus what
 * mingo leaves to the server: $setOnInsert, `_id` immutability, numeric checks for $inc/$mul and
 * the upsert seed document built from the filter's equality conditions.
 */

export type UpdateSpec = { kind: 'replacement'; document: Document } | { kind: 'operators'; modifier: Document } | { kind: 'pipeline'; stages: Document[] };

const updateOperators = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$rename',
  '$min',
  '$max',
  '$currentDate',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$bit',
  '$setOnInsert',
]);

const pipelineUpdateStages = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export function parseUpdate(update: unknown): UpdateSpec {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !pipelineUpdateStages.has(name)) {
        throw new CommandError('InvalidOptions', `${String(name)} is not allowed to be used within an update`);
      }
    }
    return { kind: 'pipeline', stages: update as Document[] };
  }
  if (!isPlainObject(update)) throw new CommandError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  const operatorKeys = keys.filter((key) => key.startsWith('$'));
  if (operatorKeys.length === 0) return { kind: 'replacement', document: update };
  for (const key of keys) {
    if (!key.startsWith('$') || !updateOperators.has(key)) {
      throw new CommandError(
        'UnknownUpdateOperator',
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    const operand = update[key];
    if (!isPlainObject(operand)) {
      throw new CommandError('FailedToParse', `Modifiers operate on fields but we found type ${typeof operand} instead.`);
    }
  }
  checkConflicts(update);
  checkPositionalPaths(update);
  return { kind: 'operators', modifier: update };
}

function checkConflicts(modifier: Document): void {
  const seen: string[] = [];
  for (const [operator, fields] of Object.entries(modifier)) {
    const paths = Object.keys(fields as Document);
    if (operator === '$rename') paths.push(...Object.values(fields as Document).map(String));
    for (const path of paths) {
      for (const other of seen) {
        if (path === other || path.startsWith(`${other}.`) || other.startsWith(`${path}.`)) {
          throw new CommandError('ConflictingUpdateOperators', `Updating the path '${path}' would create a conflict at '${other}'`);
        }
      }
      seen.push(path);
    }
  }
}

function readPath(document: Document, path: string): unknown {
  let value: unknown = document;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Document)[part];
  }
  return value;
}

function checkArithmetic(document: Document, modifier: Document): void {
  for (const operator of ['$inc', '$mul'] as const) {
    const fields = modifier[operator] as Document | undefined;
    if (!fields) continue;
    for (const [path, operand] of Object.entries(fields)) {
      const verb = operator === '$inc' ? 'increment' : 'multiply';
      if (!isNumeric(operand)) {
        throw new CommandError('TypeMismatch', `Cannot ${verb} with non-numeric argument: {${path}: ${JSON.stringify(operand)}}`);
      }
      if (path.includes('$')) continue;
      const current = readPath(document, path);
      if (current !== undefined && !isNumeric(current)) {
        throw new CommandError(
          'TypeMismatch',
          `Cannot apply ${operator} to a value of non-numeric type. {_id: ${JSON.stringify(String(document._id))}} has the field '${path}' of non-numeric type ${typeof current}`,
        );
      }
    }
  }
}

const arrayOperators = ['$push', '$addToSet', '$pop', '$pull', '$pullAll'] as const;

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

/**
 * Errors mingo would turn into silent no-ops, answered as MongoDB does: an array operator on a
 * field that holds something else (BadValue), `$set` through an array by a field name
 * (PathNotViable); and `$set` of `_id` to its current value is allowed (a no-op).
 */
function checkPaths(document: Document, modifier: Document): void {
  for (const operator of arrayOperators) {
    const fields = modifier[operator] as Document | undefined;
    if (!fields) continue;
    for (const path of Object.keys(fields)) {
      if (path.includes('$')) continue;
      const current = readPath(document, path);
      if (current === undefined || Array.isArray(current)) continue;
      const message =
        operator === '$push' || operator === '$addToSet'
          ? `The field '${path}' must be an array but is of type ${describeType(current)} in document {_id: ${JSON.stringify(document._id)}}`
          : `Cannot apply ${operator} to a non-array value`;
      throw new CommandError('BadValue', message);
    }
  }
  const set = modifier.$set as Document | undefined;
  if (!set) return;
  if (Object.hasOwn(set, '_id') && document._id !== undefined && valueKey(set._id) === valueKey(document._id)) {
    const { _id: _same, ...rest } = set;
    if (Object.keys(rest).length > 0) modifier.$set = rest;
    else delete modifier.$set;
  }
  for (const path of Object.keys((modifier.$set as Document | undefined) ?? {})) {
    if (path.includes('$')) continue;
    const parts = path.split('.');
    let value: unknown = document;
    for (let i = 0; i < parts.length - 1; i++) {
      if (Array.isArray(value)) break;
      if (typeof value !== 'object' || value === null) break;
      value = (value as Document)[parts[i]];
      const next = parts[i + 1];
      if (Array.isArray(value) && !/^\d+$/.test(next)) {
        throw new CommandError('PathNotViable', `Cannot create field '${next}' in element {${parts[i]}: ${JSON.stringify(value)}}`);
      }
    }
  }
}

/**
 * $inc and $mul on plain paths are computed here with MongoDB's numeric promotion (int overflow to
 * long, Long and Decimal128 kept exact) and handed to mingo as $set; mingo's own versions only add
 * JS numbers. Positional paths ($, $[], $[name]) arrive here already resolved to plain ones.
 */
function computeArithmetic(document: Document, modifier: Document): void {
  for (const operator of ['$inc', '$mul'] as const) {
    const fields = modifier[operator] as Document | undefined;
    if (!fields) continue;
    const remaining: Document = {};
    const computed: Document = {};
    for (const [path, operand] of Object.entries(fields)) {
      if (path.includes('$')) {
        remaining[path] = operand;
        continue;
      }
      const current = readPath(document, path);
      if (operator === '$inc') computed[path] = current === undefined ? operand : addNumbers(current, operand);
      else computed[path] = current === undefined ? zeroLike(operand) : multiplyNumbers(current, operand);
    }
    if (Object.keys(remaining).length > 0) modifier[operator] = remaining;
    else delete modifier[operator];
    if (Object.keys(computed).length > 0) modifier.$set = { ...((modifier.$set as Document | undefined) ?? {}), ...computed };
  }
}

/**
 * $pull with a condition made of logical operators ({ $or: [...] }, $and, $nor) on an array of
 * subdocuments removes the elements that match it as a query, as MongoDB does (mingo removes none):
 * computed here and handed to mingo as $set.
 */
function computeLogicalPulls(document: Document, modifier: Document): void {
  const fields = modifier.$pull as Document | undefined;
  if (!fields) return;
  const remaining: Document = {};
  for (const [path, condition] of Object.entries(fields)) {
    const logical = isPlainObject(condition) && Object.keys(condition).some((key) => key === '$or' || key === '$and' || key === '$nor');
    const current = path.includes('$') ? undefined : readPath(document, path);
    if (!logical || !Array.isArray(current)) {
      remaining[path] = condition;
      continue;
    }
    const compiled = compileFilter(condition as Document);
    modifier.$set = { ...((modifier.$set as Document | undefined) ?? {}), [path]: current.filter((item) => !(isPlainObject(item) && compiled.test(item))) };
  }
  if (Object.keys(remaining).length > 0) modifier.$pull = remaining;
  else delete modifier.$pull;
}

export interface UpdateOptions {
  arrayFilters?: Document[];
  filter?: Document;
  /** True when the document is being created by an upsert: $setOnInsert applies. */
  inserting?: boolean;
}

/** Copies a stored document so an update can change it without touching the stored one. */
export function copyDocument(document: Document): Document {
  return copyValue(document);
}

function withIdFirst(document: Document, id: unknown): Document {
  const { _id: _ignored, ...rest } = document;
  return { _id: id, ...rest };
}

/** Returns the updated copy of `document`; the input is never modified. */
export function applyUpdate(document: Document, spec: UpdateSpec, options: UpdateOptions = {}): Document {
  const id = document._id;
  let next: Document;
  if (spec.kind === 'replacement') {
    next = { ...copyDocument(spec.document) };
    if (next._id === undefined) next = withIdFirst(next, id);
  } else if (spec.kind === 'pipeline') {
    const result = applySetPipeline(document, spec.stages) ?? runPipeline([copyDocument(document)], spec.stages, () => [])[0];
    if (!result) throw new CommandError('BadValue', 'pipeline update produced no document');
    next = result;
  } else {
    const { $setOnInsert, ...rest } = spec.modifier;
    let modifier: Document = { ...rest };
    if (options.inserting && $setOnInsert) {
      modifier.$set = { ...((rest.$set as Document | undefined) ?? {}), ...($setOnInsert as Document) };
    }
    // An upsert's new document takes the _id the update gives it ($set or $setOnInsert), as on MongoDB.
    let givenId: { value: unknown } | null = null;
    const setFields = modifier.$set as Document | undefined;
    if (options.inserting && document._id === undefined && setFields && Object.hasOwn(setFields, '_id')) {
      const { _id: given, ...others } = setFields;
      givenId = { value: given };
      modifier.$set = others;
    }
    // Positional paths ($, $[], $[id]) become the concrete paths they stand for in the document as
    // it is before the update, all at once: the operators below see plain paths only.
    modifier = resolvePositional(document, modifier, options);
    // The checks and computations below only read the document.
    checkArithmetic(document, modifier);
    checkPaths(document, modifier);
    computeArithmetic(document, modifier);
    computeLogicalPulls(document, modifier);
    next = topLevelOnly(modifier) ? setTopLevel(document, modifier) : applyWithMingo(document, modifier);
    if (givenId) next = withIdFirst(next, copyValue(givenId.value));
  }
  if (id !== undefined && (next._id === undefined || valueKey(next._id) !== valueKey(id))) {
    if (next._id === undefined && spec.kind !== 'replacement') {
      next = withIdFirst(next, id);
    } else if (!options.inserting) {
      throw new CommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
  }
  return next;
}

/** Whether the update only sets or removes top-level fields (most of the product's updates): no path, no operator but $set and $unset. */
function topLevelOnly(modifier: Document): boolean {
  for (const [operator, fields] of Object.entries(modifier)) {
    if (operator !== '$set' && operator !== '$unset') return false;
    for (const path of Object.keys(fields as Document)) {
      if (path === '' || path.includes('.') || path.startsWith('$')) return false;
    }
  }
  return true;
}

/**
 * $set and $unset of top-level fields without mingo or a deep copy: the stored document is frozen,
 * so the new one shares its unchanged values and copies only the values it sets. A new field goes
 * last, an existing one keeps its place, as mingo and MongoDB do.
 */
function setTopLevel(document: Document, modifier: Document): Document {
  const next: Document = { ...document };
  for (const [path, operand] of Object.entries((modifier.$set as Document | undefined) ?? {})) next[path] = copyValue(operand);
  for (const path of Object.keys((modifier.$unset as Document | undefined) ?? {})) delete next[path];
  return next;
}

function applyWithMingo(document: Document, modifier: Document): Document {
  const next = copyDocument(document);
  try {
    // Positional paths were resolved to plain ones (resolvePositional): no query or arrayFilters needed.
    applyModifier(next, modifier, undefined, undefined, { cloneMode: 'deep', queryOptions });
  } catch (error) {
    if (error instanceof Error && error.message.includes("immutable field '_id'")) {
      throw new CommandError('ImmutableField', error.message.replace(/\.$/, ''));
    }
    throw asBadValue(error);
  }
  return next;
}

function setPath(document: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = document;
  for (const part of parts.slice(0, -1)) {
    const existing = target[part];
    if (!isPlainObject(existing)) target[part] = {};
    target = target[part] as Document;
  }
  target[parts[parts.length - 1]] = value;
}

function seedFrom(filter: Document, seed: Document): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) seedFrom(part, seed);
      continue;
    }
    if (field.startsWith('$')) continue;
    if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      if ('$eq' in condition) setPath(seed, field, copyValue(condition.$eq));
      else if (Array.isArray(condition.$in) && condition.$in.length === 1) setPath(seed, field, copyValue(condition.$in[0]));
      continue;
    }
    if (condition instanceof RegExp) continue;
    setPath(seed, field, copyValue(condition));
  }
}

/** The document an upsert inserts: filter equalities, then the update, then a server `_id`. */
export function buildUpsertDocument(filter: Document, spec: UpdateSpec, arrayFilters?: Document[]): Document {
  const seed: Document = {};
  seedFrom(filter, seed);
  let document: Document;
  if (spec.kind === 'replacement') {
    document = copyDocument(spec.document);
    if (document._id === undefined && seed._id !== undefined) document = withIdFirst(document, seed._id);
  } else {
    document = applyUpdate(seed, spec, { arrayFilters, filter, inserting: true });
  }
  if (document._id === undefined) document = withIdFirst(document, new ObjectId());
  else if (Object.keys(document)[0] !== '_id') document = withIdFirst(document, document._id);
  return document;
}
