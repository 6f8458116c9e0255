import { addNumbers } from './arithmetic';
import type { Document } from './query';
import { copyValue, isNumeric, isPlainObject } from './values';

/**
 * Update pipelines of `$set`/`$addFields` and `$unset` stages on top-level fields, without mingo or
 * a deep copy of the document: the shape the change history sends with every staff edit
 * (db/history/pending.ts: append to an array built from the fields' values before, then set the
 * new values). Expressions: a top-level field path (`'$name'`), `$literal`, `$ifNull`,
 * `$concatArrays`, `$add` of numbers, object and array literals of those, and constants. Each
 * stage's expressions see the document as the stage received it, as on MongoDB. Anything else
 * (dotted fields, variables, other operators, other stages) answers null and mingo runs the
 * pipeline (updates.ts); the result is the same either way (pipelineSet.test.ts).
 */

const MISSING = Symbol('missing');
const UNSUPPORTED = Symbol('unsupported');
type Value = unknown;

const topLevelField = (name: string) => name !== '' && !name.includes('.') && !name.startsWith('$');

function evaluate(expression: unknown, document: Document): Value {
  if (typeof expression === 'string') {
    if (!expression.startsWith('$')) return expression;
    const field = expression.slice(1);
    if (!topLevelField(field)) return UNSUPPORTED;
    return Object.hasOwn(document, field) ? document[field] : MISSING;
  }
  if (Array.isArray(expression)) {
    const values = expression.map((item) => evaluate(item, document));
    // A missing value inside an array literal: mingo decides (null on MongoDB, undefined in mingo until stored).
    if (values.includes(UNSUPPORTED) || values.includes(MISSING)) return UNSUPPORTED;
    return values;
  }
  if (!isPlainObject(expression)) return expression;
  const keys = Object.keys(expression);
  if (keys.length === 1 && keys[0]!.startsWith('$')) return operator(keys[0]!, expression[keys[0]!], document);
  const result: Document = {};
  for (const key of keys) {
    if (!topLevelField(key)) return UNSUPPORTED;
    const value = evaluate(expression[key], document);
    if (value === UNSUPPORTED) return UNSUPPORTED;
    // A field whose expression is missing is left out of the object (MongoDB).
    if (value !== MISSING) result[key] = value;
  }
  return result;
}

const isNullish = (value: Value) => value === null || value === undefined || value === MISSING;

function operator(name: string, operand: unknown, document: Document): Value {
  if (name === '$literal') return operand;
  if (!Array.isArray(operand)) return UNSUPPORTED;
  const values = operand.map((item) => evaluate(item, document));
  if (values.includes(UNSUPPORTED)) return UNSUPPORTED;
  if (name === '$ifNull') {
    if (values.length < 2) return UNSUPPORTED;
    const found = values.slice(0, -1).find((value) => !isNullish(value));
    return found ?? values[values.length - 1];
  }
  if (name === '$concatArrays') {
    if (values.some(isNullish)) return null;
    if (!values.every(Array.isArray)) return UNSUPPORTED;
    return (values as unknown[][]).flat(1);
  }
  if (name === '$add') {
    if (values.some(isNullish)) return null;
    if (!values.every((value) => typeof value === 'number' || isNumeric(value))) return UNSUPPORTED;
    return values.reduce((sum, value) => addNumbers(sum, value), 0);
  }
  return UNSUPPORTED;
}

/** The pipeline applied to `document` (a new object; the input is never modified), or null when mingo must run it. */
export function applySetPipeline(document: Document, stages: Document[]): Document | null {
  let current = document;
  for (const stage of stages) {
    const [name, spec] = Object.entries(stage)[0] ?? [];
    if (Object.keys(stage).length !== 1) return null;
    if (name === '$set' || name === '$addFields') {
      if (!isPlainObject(spec)) return null;
      const next: Document = { ...current };
      for (const [field, expression] of Object.entries(spec)) {
        if (!topLevelField(field) || field === '_id') return null;
        const value = evaluate(expression, current);
        // A field set to a missing value: mingo decides (MongoDB's rule differs by version).
        if (value === UNSUPPORTED || value === MISSING) return null;
        next[field] = copyValue(value);
      }
      current = next;
    } else if (name === '$unset') {
      const fields = typeof spec === 'string' ? [spec] : spec;
      if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string' && topLevelField(field) && field !== '_id')) return null;
      current = { ...current };
      for (const field of fields as string[]) delete current[field];
    } else {
      return null;
    }
  }
  return current;
}
