import { ProcessingMode } from 'mingo/core';
import { Query } from 'mingo/query';
import { Aggregator } from 'mingo/aggregator';
import { resolve } from 'mingo/util';
import { type Collation, type StringCompare } from './collation';
import { CommandError } from './errors';
import type { Document } from './document';
import { queryOptions } from './queryContext';
import { comparisonPredicates, equals, pathDepth } from './queryOperators';

export type { Document } from './document';

export interface CompiledFilter {
  test(document: Document): boolean;
}

/** A value compared as-is: no regex, array, subdocument or operator object. */
function isScalarOperand(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      if (value instanceof Date) return true;
      return '_bsontype' in value && !['BSONRegExp', 'Code', 'DBRef'].includes((value as { _bsontype: string })._bsontype);
  }
  return false;
}

/**
 * Filters made only of field comparisons against scalars (the usual lookups by code, id, status
 * or date range) are compiled directly onto the same predicates mingo is given, skipping mingo's
 * per-query setup. Anything else returns null and goes through mingo.
 */
function compileComparisons(filter: Document, strings?: StringCompare): CompiledFilter | null {
  const tests: Array<(document: Document) => boolean> = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('__proto__') || field === '') return null;
    const depth = pathDepth(field);
    const read = (document: Document) => resolve(document, field, { unwrapArray: true });
    if (isScalarOperand(condition)) {
      tests.push((document) => equals(read(document), condition, depth, strings));
      continue;
    }
    if (typeof condition !== 'object' || condition === null || Object.getPrototypeOf(condition) !== Object.prototype) return null;
    const operators = Object.entries(condition as Document);
    if (operators.length === 0) return null;
    for (const [operator, operand] of operators) {
      const predicate = Object.hasOwn(comparisonPredicates, operator) ? comparisonPredicates[operator] : undefined;
      if (!predicate) return null;
      const valid = operator === '$in' || operator === '$nin' ? Array.isArray(operand) && operand.every(isScalarOperand) : isScalarOperand(operand);
      if (!valid) return null;
      tests.push((document) => predicate(read(document), operand, depth, strings));
    }
  }
  return { test: (document) => tests.every((test) => test(document)) };
}

export function compileFilter(filter: Document | undefined, collation?: Collation | null): CompiledFilter {
  if (!filter || Object.keys(filter).length === 0) return { test: () => true };
  const direct = compileComparisons(filter, collation?.compare);
  if (direct) return direct;
  try {
    const query = new Query(filter, collation ? { ...queryOptions, collation: collation as never } : queryOptions);
    return { test: (document) => query.test(document) };
  } catch (error) {
    throw asBadValue(error);
  }
}

export function asBadValue(error: unknown): unknown {
  if (error instanceof CommandError) return error;
  return new CommandError('BadValue', error instanceof Error ? error.message : String(error));
}

export type CollectionResolver = (name: string) => Document[];

/** Stages that never write into the documents they receive (checked against mingo 7). */
const readOnlyStages = new Set(['$match', '$group', '$sort', '$limit', '$skip', '$count', '$sortByCount', '$bucket', '$bucketAuto', '$sample']);

export function runPipeline(documents: Document[], pipeline: Document[], collectionResolver: CollectionResolver, collation?: Collation | null): Document[] {
  // Stages such as $addFields, $unset and $unwind rewrite their input in place, and later stages may
  // write into subdocuments passed along by earlier ones: the stored documents are copied first
  // unless every stage only reads.
  const readOnly = pipeline.every((stage) => readOnlyStages.has(Object.keys(stage)[0]));
  try {
    const aggregator = new Aggregator(pipeline, {
      ...queryOptions,
      processingMode: readOnly ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
      collectionResolver,
      ...(collation ? { collation: collation as never } : {}),
    });
    return aggregator.run(documents) as Document[];
  } catch (error) {
    throw asBadValue(error);
  }
}
