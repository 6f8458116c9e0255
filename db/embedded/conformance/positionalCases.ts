import type { Document } from 'mongodb';

/**
 * Updates with several positional paths ($, $[], $[<identifier>]) in one statement, run by
 * update.test.ts through updateOne, updateMany (one stored document: it must answer as updateOne)
 * and findOneAndUpdate, against the embedded server or a real MongoDB (MONGODB_URI). MongoDB finds the elements a positional path stands for once, in
 * the document before the update, so every path lands even when an earlier one changes the field
 * the query or an array filter matched on. Expected documents are compared with toEqual, which
 * ignores field order (MongoDB appends new fields of one update in name order).
 */

export interface PositionalCase {
  label: string;
  /** The stored document; `base` when absent. */
  document?: Document;
  filter: Document;
  update: Document;
  arrayFilters?: Document[];
  /** The document after the update, or the error MongoDB answers (and the document is left as it was). */
  expected: Document | { error: number; message: RegExp };
}

export const base = {
  _id: 1,
  name: 'ana',
  visits: 0,
  lines: [
    { sku: 'x', qty: 1, tags: ['a'] },
    { sku: 'y', qty: 4, tags: ['b', 'c'], dim: { w: 1 } },
    { sku: 'z', qty: 9, tags: [] },
  ],
  grades: [80, 90, 95],
};

/** `base` with `lines[index]` replaced by `line` merged over it, and `rest` merged over the whole. */
function withLine(index: number, line: Document, rest: Document = {}): Document {
  const lines = base.lines.map((each, i) => (i === index ? { ...each, ...line } : each));
  return { ...base, lines, ...rest };
}

function withLines(lines: Document[], rest: Document = {}): Document {
  return { ...base, lines: base.lines.map((each, i) => ({ ...each, ...lines[i] })), ...rest };
}

const notFound = { error: 2, message: /^The positional operator did not find the match needed from the query\.$/ };

export const positionalCases: PositionalCase[] = [
  // The defect of issue 21: 'arr.$.y' was dropped once 'arr.$.x' no longer matched the query.
  {
    label: '$set of two $ paths, the first changing the matched field',
    document: { _id: 1, arr: [{ x: 0 }, { x: 1 }, { x: 5 }] },
    filter: { _id: 1, 'arr.x': 1 },
    update: { $set: { 'arr.$.x': 2, 'arr.$.y': 3 } },
    expected: { _id: 1, arr: [{ x: 0 }, { x: 2, y: 3 }, { x: 5 }] },
  },
  {
    label: '$set of two $ paths, the second changing the matched field',
    document: { _id: 1, arr: [{ x: 0 }, { x: 1 }] },
    filter: { _id: 1, 'arr.x': 1 },
    update: { $set: { 'arr.$.y': 3, 'arr.$.x': 2 } },
    expected: { _id: 1, arr: [{ x: 0 }, { x: 2, y: 3 }] },
  },
  {
    label: '$set of three $ paths, existing and new fields',
    filter: { 'lines.sku': 'y' },
    update: { $set: { 'lines.$.sku': 'Y', 'lines.$.qty': 40, 'lines.$.note': 'n' } },
    expected: withLine(1, { sku: 'Y', qty: 40, note: 'n' }),
  },
  {
    label: '$ with $set and $inc',
    filter: { 'lines.sku': 'y' },
    update: { $set: { 'lines.$.sku': 'Y' }, $inc: { 'lines.$.qty': 2, 'lines.$.picked': 1 } },
    expected: withLine(1, { sku: 'Y', qty: 6, picked: 1 }),
  },
  {
    label: '$ with $unset of two fields',
    filter: { 'lines.sku': 'y' },
    update: { $unset: { 'lines.$.sku': '', 'lines.$.dim': '' } },
    expected: { ...base, lines: [base.lines[0], { qty: 4, tags: ['b', 'c'] }, base.lines[2]] },
  },
  {
    label: '$ with $mul of two fields (a missing one becomes 0)',
    filter: { 'lines.qty': 4 },
    update: { $mul: { 'lines.$.qty': 3, 'lines.$.weight': 2 } },
    expected: withLine(1, { qty: 12, weight: 0 }),
  },
  {
    label: '$ with $min and $max on one element',
    filter: { 'lines.sku': 'z' },
    update: { $min: { 'lines.$.qty': 2 }, $max: { 'lines.$.floor': 5, 'lines.$.sku': 'a' } },
    expected: withLine(2, { qty: 2, floor: 5 }),
  },
  {
    label: '$ with $push, $addToSet and $set of the matched field',
    filter: { 'lines.sku': 'y' },
    update: { $push: { 'lines.$.tags': 'd' }, $addToSet: { 'lines.$.labels': 'l' }, $set: { 'lines.$.sku': 'Y' } },
    expected: withLine(1, { tags: ['b', 'c', 'd'], labels: ['l'], sku: 'Y' }),
  },
  {
    label: '$ with $pull and $set of the matched field',
    filter: { 'lines.sku': 'y' },
    update: { $pull: { 'lines.$.tags': 'b' }, $set: { 'lines.$.sku': 'Y' } },
    expected: withLine(1, { tags: ['c'], sku: 'Y' }),
  },
  {
    label: '$ with $pop and $inc',
    filter: { 'lines.sku': 'y' },
    update: { $pop: { 'lines.$.tags': -1 }, $inc: { 'lines.$.qty': -4 } },
    expected: withLine(1, { tags: ['c'], qty: 0 }),
  },
  // MongoDB refuses $rename through a positional path when it parses the update (BadValue).
  {
    label: '$rename from a $ path is refused',
    filter: { 'lines.sku': 'y' },
    update: { $rename: { 'lines.$.sku': 'lines.$.code' } },
    expected: { error: 2, message: /^The source field for \$rename may not be dynamic: lines\.\$\.sku$/ },
  },
  {
    label: '$rename to a $ path is refused',
    filter: { 'lines.sku': 'y' },
    update: { $rename: { name: 'lines.$.name' } },
    expected: { error: 2, message: /^The destination field for \$rename may not be dynamic: lines\.\$\.name$/ },
  },
  {
    label: '$ paths with non-positional paths',
    filter: { _id: 1, 'lines.sku': 'z' },
    update: { $set: { 'lines.$.qty': 0, name: 'eva', 'lines.$.sku': 'Z' }, $inc: { visits: 1 } },
    expected: withLine(2, { qty: 0, sku: 'Z' }, { name: 'eva', visits: 1 }),
  },
  {
    label: '$ with a plain index path to another element',
    filter: { 'lines.sku': 'y' },
    update: { $set: { 'lines.$.qty': 0, 'lines.0.qty': 7 } },
    expected: withLines([{ qty: 7 }, { qty: 0 }]),
  },
  {
    label: '$ into a subdocument of the element, two fields',
    filter: { 'lines.sku': 'y' },
    update: { $set: { 'lines.$.dim.w': 2, 'lines.$.dim.h': 3 }, $inc: { 'lines.$.qty': 1 } },
    expected: withLine(1, { dim: { w: 2, h: 3 }, qty: 5 }),
  },
  {
    label: '$ creates a subdocument in the element',
    filter: { 'lines.sku': 'x' },
    update: { $set: { 'lines.$.dim.w': 5, 'lines.$.dim.h': 6 } },
    expected: withLine(0, { dim: { w: 5, h: 6 } }),
  },
  {
    label: '$ matched through $elemMatch, changing both matched fields',
    filter: { lines: { $elemMatch: { qty: { $gt: 3 }, tags: 'c' } } },
    update: { $set: { 'lines.$.qty': 0, 'lines.$.tags': [] } },
    expected: withLine(1, { qty: 0, tags: [] }),
  },
  {
    label: '$ matched through $elemMatch inside $and',
    filter: { $and: [{ _id: 1 }, { lines: { $elemMatch: { qty: { $gte: 5 } } } }] },
    update: { $set: { 'lines.$.qty': 1, 'lines.$.sku': 'w' } },
    expected: withLine(2, { qty: 1, sku: 'w' }),
  },
  {
    label: '$ of a scalar array with another path',
    filter: { grades: 90 },
    update: { $set: { 'grades.$': 91, name: 'eva' } },
    expected: { ...base, grades: [80, 91, 95], name: 'eva' },
  },
  {
    label: '$ of a scalar array with $unset (the element becomes null)',
    filter: { grades: { $gte: 90 } },
    update: { $unset: { 'grades.$': '' }, $inc: { visits: 1 } },
    expected: { ...base, grades: [80, null, 95], visits: 1 },
  },
  {
    label: '$[] with several paths and operators',
    filter: { _id: 1 },
    update: { $inc: { 'lines.$[].qty': 1 }, $set: { 'lines.$[].seen': true, 'lines.$[].sku': 's' } },
    expected: withLines([
      { qty: 2, seen: true, sku: 's' },
      { qty: 5, seen: true, sku: 's' },
      { qty: 10, seen: true, sku: 's' },
    ]),
  },
  {
    label: '$[] with $push and a plain path',
    filter: { _id: 1 },
    update: { $push: { 'lines.$[].tags': 'n' }, $set: { name: 'eva' } },
    expected: withLines([{ tags: ['a', 'n'] }, { tags: ['b', 'c', 'n'] }, { tags: ['n'] }], { name: 'eva' }),
  },
  {
    label: '$[id] with several paths, the first changing the filtered field',
    filter: { _id: 1 },
    update: { $set: { 'lines.$[big].qty': 0, 'lines.$[big].big': true } },
    arrayFilters: [{ 'big.qty': { $gte: 4 } }],
    expected: withLines([{}, { qty: 0, big: true }, { qty: 0, big: true }]),
  },
  {
    label: 'two identifiers in one update',
    filter: { _id: 1 },
    update: { $set: { 'lines.$[lo].size': 'S', 'lines.$[hi].size': 'L' }, $inc: { 'lines.$[hi].qty': 1 } },
    arrayFilters: [{ 'lo.qty': { $lt: 4 } }, { 'hi.qty': { $gte: 4 } }],
    expected: withLines([{ size: 'S' }, { size: 'L', qty: 5 }, { size: 'L', qty: 10 }]),
  },
  {
    label: '$[id] on a scalar array with other paths',
    filter: { _id: 1 },
    update: { $inc: { 'grades.$[g]': 5 }, $set: { name: 'eva', 'lines.$[].seen': true } },
    arrayFilters: [{ g: { $gte: 90 } }],
    expected: withLines([{ seen: true }, { seen: true }, { seen: true }], { name: 'eva', grades: [80, 95, 100] }),
  },
  {
    label: '$[] and $[id] nested, two paths',
    filter: { _id: 1 },
    update: { $set: { 'lines.$[].tags.$[t]': 'T', 'lines.$[].checked': true } },
    arrayFilters: [{ t: { $in: ['a', 'c'] } }],
    expected: withLines([{ tags: ['T'], checked: true }, { tags: ['b', 'T'], checked: true }, { checked: true }]),
  },
  {
    label: '$[] and $[id] on different fields of one element',
    filter: { _id: 1 },
    update: { $set: { 'lines.$[].a': 1, 'lines.$[one].b': 2 } },
    arrayFilters: [{ 'one.sku': 'x' }],
    expected: withLines([{ a: 1, b: 2 }, { a: 1 }, { a: 1 }]),
  },
  // Errors. The document must be left exactly as it was: no path of the update applied.
  { label: '$ when the query has no condition on the array', filter: { _id: 1 }, update: { $set: { 'lines.$.qty': 0, name: 'eva' } }, expected: notFound },
  // MongoDB's documentation: a query that matches the array with a negation ($ne, $not, $nin) gives $ no element.
  { label: '$ when the query matches the array with $ne', filter: { 'lines.sku': { $ne: 'q' } }, update: { $set: { 'lines.$.qty': 0 } }, expected: notFound },
  {
    label: 'two $ in one path',
    filter: { 'lines.tags': 'b' },
    update: { $set: { 'lines.$.tags.$': 'B' } },
    expected: { error: 2, message: /^Too many positional \(i\.e\. '\$'\) elements found in path 'lines\.\$\.tags\.\$'$/ },
  },
  // MongoDB meets both paths at one element and cannot merge them (ConflictingUpdateOperators); the
  // path its message names depends on how its update tree merged them, so only the start is compared.
  {
    label: '$ and a plain path to the same field',
    filter: { 'lines.sku': 'y' },
    update: { $set: { 'lines.$.qty': 0, 'lines.1.qty': 7 } },
    expected: { error: 40, message: /^Update created a conflict at '/ },
  },
  {
    label: '$[] and $[id] on the same field of one element',
    filter: { _id: 1 },
    update: { $set: { 'lines.$[].qty': 0, 'lines.$[one].qty': 1 } },
    arrayFilters: [{ 'one.sku': 'x' }],
    expected: { error: 40, message: /^Update created a conflict at '/ },
  },
  {
    label: '$[id] without its array filter',
    filter: { _id: 1 },
    update: { $set: { 'lines.$[big].qty': 0, 'lines.$[].a': 1 } },
    expected: { error: 2, message: /^No array filter found for identifier 'big' in path 'lines\.\$\[big\]\.qty'$/ },
  },
  {
    label: '$[] on a missing field',
    filter: { _id: 1 },
    update: { $set: { 'missing.$[].a': 1, name: 'eva' } },
    expected: { error: 2, message: /^The path 'missing' must exist in the document in order to apply array updates\.$/ },
  },
  {
    label: '$[] on a field that is not an array',
    filter: { _id: 1 },
    update: { $set: { 'name.$[].a': 1 } },
    expected: { error: 2, message: /^Cannot apply array updates to non-array element name: / },
  },
  {
    label: '$[] through scalar elements',
    filter: { _id: 1 },
    update: { $set: { 'grades.$[].a': 1 } },
    expected: { error: 28, message: /^Cannot create field 'a' in element \{0: 80\}$/ },
  },
];

/** updateMany: each matched document gets its own `$` and `$[id]` elements. */
export const positionalManyDocuments = [
  { _id: 1, arr: [{ x: 1 }, { x: 2 }] },
  { _id: 2, arr: [{ x: 2 }, { x: 1 }, { x: 1 }] },
  { _id: 3, arr: [{ x: 3 }] },
];

export const positionalManyCases: Array<{
  label: string;
  filter: Document;
  update: Document;
  arrayFilters?: Document[];
  expected: Document[];
  matched: number;
  modified: number;
}> = [
  {
    label: 'two $ paths, the first changing the matched field',
    filter: { 'arr.x': 1 },
    update: { $set: { 'arr.$.x': 10, 'arr.$.y': 1 } },
    expected: [{ _id: 1, arr: [{ x: 10, y: 1 }, { x: 2 }] }, { _id: 2, arr: [{ x: 2 }, { x: 10, y: 1 }, { x: 1 }] }, positionalManyDocuments[2]],
    matched: 2,
    modified: 2,
  },
  {
    label: '$ with $inc and $push',
    filter: { arr: { $elemMatch: { x: 2 } } },
    update: { $inc: { 'arr.$.x': 1 }, $push: { 'arr.$.log': 'inc' } },
    expected: [{ _id: 1, arr: [{ x: 1 }, { x: 3, log: ['inc'] }] }, { _id: 2, arr: [{ x: 3, log: ['inc'] }, { x: 1 }, { x: 1 }] }, positionalManyDocuments[2]],
    matched: 2,
    modified: 2,
  },
  {
    label: '$[id] with several paths',
    filter: {},
    update: { $set: { 'arr.$[one].x': 0, 'arr.$[one].was': 1 } },
    arrayFilters: [{ 'one.x': 1 }],
    expected: [{ _id: 1, arr: [{ x: 0, was: 1 }, { x: 2 }] }, { _id: 2, arr: [{ x: 2 }, { x: 0, was: 1 }, { x: 0, was: 1 }] }, positionalManyDocuments[2]],
    matched: 3,
    modified: 2,
  },
];
