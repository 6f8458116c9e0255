import { ObjectId, Long, Decimal128 } from 'bson';
import { describe, expect, it } from 'vitest';
import { applySetPipeline } from './pipelineSet';
import { runPipeline, type Document } from './query';
import { copyValue } from './values';

const stored: Document = {
  _id: new ObjectId('6b0bf4ea97ec7e96d4723500'),
  name: 'Ana',
  count: 3,
  big: Long.fromNumber(5),
  price: Decimal128.fromString('1.50'),
  tags: ['a'],
  nested: { x: 1 },
  nothing: null,
};

/** What mingo (the general path) gives for the same pipeline. */
const general = (document: Document, stages: Document[]) => runPipeline([copyValue(document) as Document], stages, () => [])[0];

describe('update pipelines of $set and $unset without mingo', () => {
  const cases: [string, Document[]][] = [
    ['literal values and a constant', [{ $set: { name: { $literal: '$not a path' }, flag: true, at: new Date(0) } }]],
    ['a field path, missing ones left out of an object', [{ $set: { before: { name: '$name', gone: '$missing', nested: '$nested' } } }]],
    ['$ifNull on a missing and on a present array', [{ $set: { list: { $ifNull: ['$missing', []] }, tags: { $ifNull: ['$tags', []] } } }]],
    ['$concatArrays of the field and a new item', [{ $set: { tags: { $concatArrays: [{ $ifNull: ['$tags', []] }, [{ id: 1, was: '$name' }]] } } }]],
    ['$concatArrays with a null operand', [{ $set: { joined: { $concatArrays: ['$nothing', ['x']] } } }]],
    ['$add of int, long and decimal', [{ $set: { count: { $add: ['$count', 1] }, big: { $add: ['$big', 2] }, price: { $add: ['$price', 1] } } }]],
    ['$add with a missing operand', [{ $set: { sum: { $add: ['$missing', 1] } } }]],
    [
      'each stage sees the one before',
      [{ $set: { previous: '$name', name: { $literal: 'Eva' } } }, { $set: { now: '$name' } }, { $unset: ['count', 'nested'] }],
    ],
    ['$addFields and $unset of one field', [{ $addFields: { extra: 1 } }, { $unset: 'tags' }]],
    ['an array literal of values and paths', [{ $set: { pair: ['$name', 1, { $literal: '$x' }] } }]],
  ];
  it.each(cases)('%s: the same document as mingo', (_name, stages) => {
    const fast = applySetPipeline(stored, stages);
    expect(fast).not.toBeNull();
    expect(fast).toEqual(general(stored, stages));
    expect(stored.name).toBe('Ana');
  });

  const unsupported: [string, Document[]][] = [
    ['a dotted field', [{ $set: { 'nested.x': 2 } }]],
    ['a variable', [{ $set: { root: '$$ROOT' } }]],
    ['another operator', [{ $set: { upper: { $toUpper: '$name' } } }]],
    ['another stage', [{ $project: { name: 1 } }]],
    ['$_id', [{ $set: { _id: 1 } }]],
    ['a field set to a missing value', [{ $set: { name: '$missing' } }]],
    ['$concatArrays of a string', [{ $set: { joined: { $concatArrays: ['$name', ['x']] } } }]],
    ['$add of a date', [{ $set: { later: { $add: [new Date(0), 1] } } }]],
    ['a missing value in an array literal', [{ $set: { pair: ['$name', '$missing'] } }]],
  ];
  it.each(unsupported)('leaves %s to mingo', (_name, stages) => {
    expect(applySetPipeline(stored, stages)).toBeNull();
  });
});
