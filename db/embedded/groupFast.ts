import { resolve } from 'mingo/util';
import { addNumbers, averageNumbers, divideNumbers, isZero, multiplyNumbers, numericKind, subtractNumbers } from './arithmetic';
import { CommandError } from './errors';
import type { SpillSettings } from './externalSort';
import { GroupSpill, type Group } from './groupSpill';
import { compareValues, isPlainObject, typeAlias, valueKey } from './values';

/**
 * $group without mingo for the shapes reports use: `_id` a field path, a literal or an object of
 * those; accumulators `$sum`, `$avg`, `$min`, `$max`, `$count` over field paths, literals and
 * `$add`/`$subtract`/`$multiply`/`$divide` of those. Expressions are compiled once into closures
 * and accumulated in one pass, so a $group over 100,000 documents costs one read per field instead
 * of mingo's generic evaluation. Anything else returns null and mingo's $group (groupStage) runs;
 * the results are the same (same arithmetic, same BSON grouping and order).
 */

type Document = Record<string, unknown>;
type Compiled = (document: Document) => unknown;

const int32Min = -2147483648;
const int32Max = 2147483647;

function isNil(value: unknown): boolean {
  return value === null || value === undefined;
}

/** a + b with JS numbers when the result keeps MongoDB's type (no int32 overflow into a long). */
function add(a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') {
    const sum = a + b;
    if (!Number.isInteger(a) || !Number.isInteger(b) || (sum >= int32Min && sum <= int32Max)) return sum;
  }
  return addNumbers(a, b);
}

function multiply(a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') {
    const product = a * b;
    if (!Number.isInteger(a) || !Number.isInteger(b) || (product >= int32Min && product <= int32Max)) return product;
  }
  return multiplyNumbers(a, b);
}

function requireNumbers(name: string, values: unknown[]): void {
  for (const value of values) {
    if (typeof value !== 'number' && numericKind(value) === null) {
      throw new CommandError('TypeMismatch', `${name} only supports numeric types, not ${typeAlias(value)}`);
    }
  }
}

function compileExpression(expression: unknown): Compiled | null {
  if (typeof expression === 'string') {
    if (!expression.startsWith('$')) return () => expression;
    if (expression.startsWith('$$') || expression.length === 1) return null;
    const path = expression.slice(1);
    if (path.includes('__proto__')) return null;
    if (!path.includes('.')) return (document) => (Object.hasOwn(document, path) ? document[path] : undefined);
    return (document) => resolve(document, path);
  }
  if (expression === null || typeof expression === 'number' || typeof expression === 'boolean') return () => expression;
  if (!isPlainObject(expression)) return null;
  const keys = Object.keys(expression);
  if (keys.length === 1 && keys[0].startsWith('$')) {
    const operator = keys[0];
    const operands = expression[operator];
    if (!Array.isArray(operands)) return null;
    const compiled = operands.map(compileExpression);
    if (compiled.some((item) => item === null)) return null;
    const parts = compiled as Compiled[];
    const values = (document: Document) => parts.map((part) => part(document));
    switch (operator) {
      case '$multiply':
        return (document) => {
          const list = values(document);
          if (list.some(isNil)) return null;
          requireNumbers('$multiply', list);
          let product: unknown = 1;
          for (const value of list) product = multiply(product, value);
          return product;
        };
      case '$add':
        // Dates take the general path (mingo's $add through the server's operator).
        return (document) => {
          const list = values(document);
          if (list.some(isNil)) return null;
          if (list.some((value) => value instanceof Date)) throw new FallBack();
          requireNumbers('$add', list);
          let total: unknown = 0;
          for (const value of list) total = add(total, value);
          return total;
        };
      case '$subtract':
        if (parts.length !== 2) return null;
        return (document) => {
          const [a, b] = values(document);
          if (isNil(a) || isNil(b)) return null;
          if (a instanceof Date || b instanceof Date) throw new FallBack();
          requireNumbers('$subtract', [a, b]);
          return typeof a === 'number' && typeof b === 'number' && !(Number.isInteger(a) && Number.isInteger(b)) ? a - b : subtractNumbers(a, b);
        };
      case '$divide':
        if (parts.length !== 2) return null;
        return (document) => {
          const [a, b] = values(document);
          if (isNil(a) || isNil(b)) return null;
          requireNumbers('$divide', [a, b]);
          if (isZero(b)) throw new CommandError('BadValue', "can't $divide by zero");
          return divideNumbers(a, b);
        };
      default:
        return null;
    }
  }
  if (keys.some((key) => key.startsWith('$') || key.includes('.'))) return null;
  const fields = keys.map((key) => [key, compileExpression(expression[key])] as const);
  if (fields.some(([, compiled]) => compiled === null)) return null;
  return (document) => {
    const output: Document = {};
    for (const [key, compiled] of fields) {
      const value = (compiled as Compiled)(document);
      if (value !== undefined) output[key] = value;
    }
    return output;
  };
}

/** Thrown by a compiled expression that meets a case only the general path handles. */
class FallBack extends Error {}

interface Accumulator {
  init(): unknown;
  step(state: unknown, document: Document): unknown;
  /** Two partial states of one group as one (groups spilled to disk, groupSpill.ts). */
  merge(a: unknown, b: unknown): unknown;
  result(state: unknown): unknown;
}

function compileAccumulator(spec: unknown): Accumulator | null {
  if (!isPlainObject(spec) || Object.keys(spec).length !== 1) return null;
  const [operator] = Object.keys(spec);
  const argument = spec[operator];
  if (operator === '$count') {
    if (!isPlainObject(argument) || Object.keys(argument).length !== 0) return null;
    return { init: () => 0, step: (state) => (state as number) + 1, merge: (a, b) => (a as number) + (b as number), result: (state) => state };
  }
  const read = compileExpression(argument);
  if (!read) return null;
  switch (operator) {
    case '$sum':
      return {
        init: () => 0,
        step: (state, document) => {
          const value = read(document);
          return typeof value === 'number' || numericKind(value) !== null ? add(state, value) : state;
        },
        merge: add,
        result: (state) => state,
      };
    case '$avg':
      return {
        init: () => [] as unknown[],
        step: (state, document) => {
          const value = read(document);
          if (typeof value === 'number' || numericKind(value) !== null) (state as unknown[]).push(value);
          return state;
        },
        merge: (a, b) => (a as unknown[]).concat(b as unknown[]),
        result: (state) => averageNumbers(state as unknown[]),
      };
    case '$min':
    case '$max': {
      const direction = operator === '$max' ? 1 : -1;
      return {
        init: () => null,
        step: (state, document) => {
          const value = read(document);
          if (isNil(value)) return state;
          return state === null || compareValues(value, state) * direction > 0 ? value : state;
        },
        merge: (a, b) => (isNil(a) ? b : isNil(b) ? a : compareValues(b, a) * direction > 0 ? b : a),
        result: (state) => state,
      };
    }
    default:
      return null;
  }
}

/** Bytes a group costs beyond its key: the map entry, the group object and its states. */
const groupOverheadBytes = 96;

/**
 * Groups the documents, or returns null when the specification needs the general $group. With
 * `spill`, groups past its budget are written to disk and merged at the end (groupSpill.ts).
 */
/**
 * The top-level fields a `$group` reads (its `_id` and accumulators' field paths), so its input can
 * be read from the stored bytes without decoding whole documents; null when it reads variables
 * (`$$ROOT`...) or anything this cannot list.
 */
export function groupInputFields(spec: Document): string[] | null {
  const fields = new Set<string>();
  const visit = (value: unknown): boolean => {
    if (typeof value === 'string') {
      if (value.startsWith('$$')) return false;
      if (value.startsWith('$') && value.length > 1) fields.add(value.slice(1).split('.')[0]!);
      return true;
    }
    if (Array.isArray(value)) return value.every(visit);
    if (isPlainObject(value)) return Object.values(value).every(visit);
    return true;
  };
  return visit(spec) ? [...fields] : null;
}

export function fastGroup(documents: Iterable<Document>, spec: Document, spill?: SpillSettings): Document[] | null {
  const readId = compileExpression(spec._id);
  if (!readId) return null;
  const fields: Array<[string, Accumulator]> = [];
  for (const key of Object.keys(spec)) {
    if (key === '_id') continue;
    const accumulator = compileAccumulator(spec[key]);
    if (!accumulator) return null;
    fields.push([key, accumulator]);
  }
  let groups = new Map<string, Group>();
  const spilled = spill ? new GroupSpill(spill, (a, b) => fields.map(([, accumulator], i) => accumulator.merge(a[i], b[i]))) : null;
  // An $avg keeps its values (arithmetic.ts averages them exactly): each one counts too.
  const bytesPerDocument = 16 * fields.filter(([key]) => isPlainObject(spec[key]) && '$avg' in (spec[key] as Document)).length;
  let bytes = 0;
  try {
    for (const document of documents) {
      const id = readId(document) ?? null;
      const key = typeof id === 'string' ? `s${id}` : valueKey(id);
      let group = groups.get(key);
      if (!group) {
        group = { id, states: fields.map(([, accumulator]) => accumulator.init()) };
        groups.set(key, group);
        bytes += groupOverheadBytes + 2 * key.length;
      }
      const states = group.states;
      for (let i = 0; i < fields.length; i++) states[i] = fields[i][1].step(states[i], document);
      bytes += bytesPerDocument;
      if (spilled && bytes >= spill!.budgetBytes) {
        spilled.spill(groups);
        groups = new Map();
        bytes = 0;
      }
    }
  } catch (error) {
    spilled?.close();
    if (error instanceof FallBack) return null;
    throw error;
  }
  const all = spilled && spilled.runs > 0 ? spilled.merged(groups) : groups.values();
  return Array.from(all, ({ id, states }) => {
    const output: Document = { _id: id };
    fields.forEach(([key, accumulator], i) => {
      output[key] = accumulator.result(states[i]);
    });
    return output;
  });
}
