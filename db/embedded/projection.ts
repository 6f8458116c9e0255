import { Query } from 'mingo/query';
import { textScoreOf } from './text';
import { copyValue } from './values';
import type { Document } from './document';
import { asBadValue, compileFilter } from './query';
import { queryOptions } from './queryContext';

/** Applies a find projection (inclusion, exclusion, $slice, $elemMatch, positional). */
export function projectDocuments(documents: Document[], projection: Document | undefined, filter: Document | undefined): Document[] {
  if (!projection || Object.keys(projection).length === 0) return documents;
  const simple = topLevelProjection(projection);
  if (simple) return documents.map((document) => pickFields(document, simple));
  // { nums: { $elemMatch: { $gt: 4 } } }: a condition on the elements themselves (mingo reads only
  // subdocument queries): the field is projected as an inclusion, then given its first match.
  const onValues = Object.keys(projection).filter((key) => isValueElemMatch(projection[key]));
  if (onValues.length > 0) {
    const included = projectDocuments(documents, { ...projection, ...Object.fromEntries(onValues.map((key) => [key, 1])) }, filter);
    return included.map((output, i) => {
      for (const key of onValues) {
        const condition = compileFilter({ v: (projection[key] as Document).$elemMatch as Document });
        const values = documents[i]?.[key];
        const first = Array.isArray(values) ? values.find((value) => condition.test({ v: value })) : undefined;
        if (first === undefined) delete output[key];
        else output[key] = [copyValue(first)];
      }
      return output;
    });
  }
  // { field: { $meta: "textScore" } }: the $text score, added after the rest of the projection.
  const metaFields = Object.keys(projection).filter((key) => isTextScoreMeta(projection[key]));
  if (metaFields.length > 0) {
    const rest = Object.fromEntries(Object.entries(projection).filter(([key]) => !metaFields.includes(key)));
    const projected = Object.keys(rest).length > 0 ? projectDocuments(documents, rest, filter) : documents.map(copyValue);
    return projected.map((output, i) => {
      const withScore: Document = { ...output };
      for (const key of metaFields) withScore[key] = textScoreOf(documents[i]) ?? 0;
      return withScore;
    });
  }
  try {
    const usesPositional = Object.keys(projection).some((key) => key.endsWith('.$'));
    const query = new Query(usesPositional && filter ? filter : {}, queryOptions);
    // A projection of only $slice fields (and exclusions) keeps every other field, as on MongoDB;
    // mingo would treat it as an inclusion.
    const sliceOnly = Object.entries(projection).every(([key, value]) => !key.includes('.') && (isSliceSpec(value) || value === 0 || value === false));
    if (sliceOnly && Object.values(projection).some(isSliceSpec)) {
      const slices = Object.fromEntries(Object.entries(projection).filter(([, value]) => isSliceSpec(value)));
      const excluded = new Set(Object.keys(projection).filter((key) => !isSliceSpec(projection[key])));
      const sliced = query.find<Document>(documents.map(copyValue), { ...slices, _id: 1 }).all();
      return documents.map((document, i) => {
        const output: Document = {};
        for (const key of Object.keys(document)) {
          if (excluded.has(key)) continue;
          output[key] = Object.hasOwn(slices, key) && Array.isArray(document[key]) ? sliced[i][key] : copyValue(document[key]);
        }
        return output;
      });
    }
    // mingo's projection removes excluded nested fields from its input: project copies.
    const projected = query.find<Document>(documents.map(copyValue), projection).all();
    return projected.length === documents.length ? projected.map((output, i) => inDocumentOrder(output, documents[i])) : projected;
  } catch (error) {
    throw asBadValue(error);
  }
}

interface TopLevelProjection {
  include: boolean;
  fields: Set<string>;
  keepId: boolean;
}

/**
 * A projection of top-level field names only, all included or all excluded (`_id` either way),
 * with 1/0/true/false: the usual `{ name: 1, phones: 1 }` or `{ _id: 1 }`. It is answered by
 * picking fields from the stored document (frozen, so its values are shared as an unprojected
 * find shares them) instead of copying every document for mingo: a find returning thousands of
 * documents with a projection cost several times the same find without one. Anything else
 * (paths, operators, mixed inclusion and exclusion, other values) takes mingo's path.
 */
function topLevelProjection(projection: Document): TopLevelProjection | null {
  let include: boolean | null = null;
  let keepId = true;
  const fields = new Set<string>();
  for (const key of Object.keys(projection)) {
    const value = projection[key];
    if (key.length === 0 || key.includes('.') || key.startsWith('$')) return null;
    const on = value === 1 || value === true ? true : value === 0 || value === false ? false : null;
    if (on === null) return null;
    if (key === '_id') {
      keepId = on;
      continue;
    }
    if (include !== null && include !== on) return null;
    include = on;
    fields.add(key);
  }
  // { _id: 0 } alone excludes only _id; { _id: 1 } alone keeps only _id.
  return { include: include ?? keepId, fields, keepId };
}

/** The projected document: `_id` first, then the kept fields in the stored order (MongoDB's order). */
function pickFields(document: Document, projection: TopLevelProjection): Document {
  const output: Document = {};
  if (projection.keepId && Object.hasOwn(document, '_id')) output._id = document._id;
  for (const key of Object.keys(document)) {
    if (key === '_id') continue;
    if (projection.fields.has(key) === projection.include) output[key] = document[key];
  }
  return output;
}

function isTextScoreMeta(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as Document).$meta === 'textScore';
}

function isValueElemMatch(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length !== 1) return false;
  const condition = (value as Document).$elemMatch;
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return false;
  const keys = Object.keys(condition);
  return keys.length > 0 && keys.every((key) => key.startsWith('$') && !['$and', '$or', '$nor', '$where', '$expr', '$text'].includes(key));
}

function isSliceSpec(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && '$slice' in value;
}

/** The projected fields in the stored document's order, `_id` first, computed fields last (MongoDB's order). */
function inDocumentOrder(output: Document | undefined, source: Document | undefined): Document {
  if (!output || !source) return output as Document;
  const keys = Object.keys(output);
  const ordered: Document = {};
  if (Object.hasOwn(output, '_id')) ordered._id = output._id;
  for (const key of Object.keys(source)) if (key !== '_id' && Object.hasOwn(output, key)) ordered[key] = output[key];
  for (const key of keys) if (!Object.hasOwn(ordered, key)) ordered[key] = output[key];
  return ordered;
}
