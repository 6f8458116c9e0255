import { Decimal128, Long, ObjectId, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';

/** Query operators: each filter's matching `_id`s, the same on MongoDB and the embedded server. */

const refId = new ObjectId('64b000000000000000000001');

const people: Document[] = [
  {
    _id: 1,
    name: 'ana',
    age: 30,
    tags: ['a', 'b'],
    score: 8.5,
    city: { name: 'Monterrey', zip: '64000' },
    active: true,
    joined: new Date('2024-01-01T00:00:00Z'),
    items: [
      { sku: 'x', qty: 2 },
      { sku: 'y', qty: 5 },
    ],
  },
  {
    _id: 2,
    name: 'beto',
    age: 25,
    tags: ['b'],
    score: 7,
    city: { name: 'CDMX', zip: '01000' },
    active: false,
    joined: new Date('2023-05-01T00:00:00Z'),
    items: [{ sku: 'x', qty: 1 }],
  },
  {
    _id: 3,
    name: 'carla',
    age: 35,
    tags: [],
    score: null,
    city: { name: 'Monterrey', zip: '64100' },
    active: true,
    joined: new Date('2022-03-01T00:00:00Z'),
    items: [],
  },
  { _id: 4, name: 'dora', age: 40, tags: ['c', 'a'], city: { name: 'Puebla' }, active: true, joined: new Date('2021-12-31T00:00:00Z'), nick: 'D' },
  { _id: 5, name: 'Eli', age: 28, tags: ['a'], score: 9, active: false, items: [{ sku: 'z', qty: 10 }], ref: refId },
  { _id: 6, name: 'fer', age: 50, tags: [['a', 'b'], 'c'], score: 6.25, matrix: [[1, 2], [3]], price: Decimal128.fromString('19.99') },
  { _id: 7, name: 'gil', big: Long.fromString('9007199254740993'), price: Decimal128.fromString('5.50'), bits: 0b1010 },
  { _id: 8, name: 'hugo', age: '30', nested: { deep: { value: 1 } }, price: 12 },
];

let database: ConformanceDatabase;
let people$: LooseCollection;

beforeAll(async () => {
  database = await openConformanceDatabase();
  people$ = database.collection('people');
  await people$.insertMany(people);
});

afterAll(async () => {
  await database?.close();
});

const cases: Array<[string, Document, number[]]> = [
  ['equality on a number', { age: 30 }, [1]],
  ['equality on a string', { name: 'dora' }, [4]],
  ['equality does not cross types', { age: '30' }, [8]],
  ['$eq explicit', { age: { $eq: 25 } }, [2]],
  ['$ne includes missing fields', { active: { $ne: true } }, [2, 5, 6, 7, 8]],
  ['$gt on numbers only', { age: { $gt: 30 } }, [3, 4, 6]],
  ['$gte', { age: { $gte: 30 } }, [1, 3, 4, 6]],
  ['$lt', { age: { $lt: 30 } }, [2, 5]],
  ['$lte', { age: { $lte: 28 } }, [2, 5]],
  ['range with both bounds', { age: { $gt: 25, $lt: 40 } }, [1, 3, 5]],
  ['$gt on strings stays within strings', { age: { $gt: '2' } }, [8]],
  ['$in', { age: { $in: [25, 40] } }, [2, 4]],
  ['$in with a regex', { name: { $in: [/^c/, 'gil'] } }, [3, 7]],
  ['$in with null matches missing', { score: { $in: [null] } }, [3, 4, 7, 8]],
  // Longer than 8 candidates: looked up by key (the same answers as the loop, types kept apart).
  [
    'a long $in over numbers of every type',
    { age: { $in: [25, Long.fromNumber(40), Decimal128.fromString('50.0'), 101, 102, 103, 104, 105, 106, '28'] } },
    [2, 4, 6],
  ],
  ['a long $in with a regex and strings', { name: { $in: [/^c/, 'gil', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 30] } }, [3, 7]],
  ['a long $in with null and an ObjectId', { ref: { $in: [null, refId, 1, 2, 3, 4, 5, 6, 7, 8] } }, [1, 2, 3, 4, 5, 6, 7, 8]],
  ['a long $in against array fields', { tags: { $in: ['c', 'z1', 'z2', 'z3', 'z4', 'z5', 'z6', 'z7', 'z8', 'z9'] } }, [4, 6]],
  ['a long $nin', { age: { $nin: [25, 30, 35, 40, 50, 1, 2, 3, 4, 5] } }, [5, 7, 8]],
  ['$nin', { age: { $nin: [25, 30, 35] } }, [4, 5, 6, 7, 8]],
  ['null matches null and missing', { score: null }, [3, 4, 7, 8]],
  ['$exists true', { score: { $exists: true } }, [1, 2, 3, 5, 6]],
  ['$exists false', { score: { $exists: false } }, [4, 7, 8]],
  ['$type null', { score: { $type: 'null' } }, [3]],
  ['$type string', { age: { $type: 'string' } }, [8]],
  ['$type objectId', { ref: { $type: 'objectId' } }, [5]],
  ['$type double', { score: { $type: 'double' } }, [1, 6]],
  ['$type int by number', { score: { $type: 16 } }, [2, 5]],
  ['$type number', { score: { $type: 'number' } }, [1, 2, 5, 6]],
  ['$type date', { joined: { $type: 'date' } }, [1, 2, 3, 4]],
  ['$type bool', { active: { $type: 'bool' } }, [1, 2, 3, 4, 5]],
  ['$type array', { tags: { $type: 'array' } }, [1, 2, 3, 4, 5, 6]],
  ['$type decimal', { price: { $type: 'decimal' } }, [6, 7]],
  ['$type with a list', { price: { $type: ['decimal', 'int'] } }, [6, 7, 8]],
  ['array contains a value', { tags: 'a' }, [1, 4, 5]],
  ['array exact match', { tags: ['a', 'b'] }, [1, 6]],
  ['empty array exact match', { tags: [] }, [3]],
  ['$all', { tags: { $all: ['a', 'b'] } }, [1]],
  ['$size', { tags: { $size: 2 } }, [1, 4, 6]],
  ['$size zero', { tags: { $size: 0 } }, [3]],
  ['$elemMatch on subdocuments', { items: { $elemMatch: { sku: 'x', qty: { $gt: 1 } } } }, [1]],
  ['$elemMatch on scalars', { matrix: { $elemMatch: { $elemMatch: { $gt: 2 } } } }, [6]],
  ['dotted path into array of subdocuments', { 'items.sku': 'x' }, [1, 2]],
  ['dotted path with a range', { 'items.qty': { $gt: 4 } }, [1, 5]],
  ['array index in a path, nested arrays matching by element', { 'tags.0': 'a' }, [1, 5, 6]],
  ['dotted path into a subdocument', { 'city.name': 'Monterrey' }, [1, 3]],
  ['exact subdocument match', { city: { name: 'Puebla' } }, [4]],
  ['a subdocument whose key looks like a JS property is data', { city: { constructor: 'x' } }, []],
  ['exact subdocument match is order sensitive', { city: { zip: '64000', name: 'Monterrey' } }, []],
  ['deep dotted path', { 'nested.deep.value': 1 }, [8]],
  ['regex literal', { name: /^[a-c]/ }, [1, 2, 3]],
  ['$regex with options', { name: { $regex: '^e', $options: 'i' } }, [5]],
  ['$not with $regex', { name: { $not: /a/ } }, [2, 5, 6, 7, 8]],
  ['$not with a comparison includes missing', { age: { $not: { $gt: 30 } } }, [1, 2, 5, 7, 8]],
  ['$or', { $or: [{ age: 25 }, { name: 'gil' }] }, [2, 7]],
  ['$and', { $and: [{ active: true }, { age: { $gte: 35 } }] }, [3, 4]],
  ['$nor', { $nor: [{ active: true }, { age: { $exists: false } }] }, [2, 5, 6, 8]],
  ['implicit and of two fields', { active: false, age: { $lt: 28 } }, [2]],
  ['dates compare in order', { joined: { $gte: new Date('2023-01-01T00:00:00Z') } }, [1, 2]],
  ['ObjectId equality', { ref: refId }, [5]],
  ['$mod matches numbers only', { age: { $mod: [10, 0] } }, [1, 4, 6]],
  ['$expr compares across types in BSON order (numbers above null)', { $expr: { $gt: ['$age', { $multiply: ['$score', 4] }] } }, [3, 4, 6, 8]],
  ['$expr with $lt matches null and missing below a number', { $expr: { $lt: ['$score', 7] } }, [3, 4, 6, 7, 8]],
  ['$expr equality of a number and a Decimal128', { $expr: { $eq: ['$price', 12] } }, [8]],
  ['Decimal128 equality', { price: Decimal128.fromString('19.99') }, [6]],
  ['Decimal128 compared with a number', { price: { $gt: 10 } }, [6, 8]],
  ['Decimal128 range against a Decimal128', { price: { $lt: Decimal128.fromString('6') } }, [7]],
  ['Long above 2^53 equality', { big: Long.fromString('9007199254740993') }, [7]],
  ['Long above 2^53 is not its neighbour', { big: Long.fromString('9007199254740992') }, []],
  ['$bitsAllSet', { bits: { $bitsAllSet: [1, 3] } }, [7]],
  ['$in over _id', { _id: { $in: [2, 4, 99] } }, [2, 4]],
  ['_id range', { _id: { $gte: 7 } }, [7, 8]],
  ['empty filter matches all', {}, [1, 2, 3, 4, 5, 6, 7, 8]],
];

describe('query operators', () => {
  it.each(cases)('%s', async (_label, filter, expected) => {
    const found = await people$.find(filter).toArray();
    expect(ids(found)).toEqual(expected);
  });
});

describe('find options', () => {
  it('sorts null and missing together, before numbers', async () => {
    const ascending = await people$
      .find({}, { projection: { _id: 1 } })
      .sort({ score: 1, _id: 1 })
      .toArray();
    expect(ascending.map((document) => document._id)).toEqual([3, 4, 7, 8, 6, 2, 1, 5]);
    const descending = await people$
      .find({ score: { $type: 'number' } })
      .sort({ score: -1 })
      .toArray();
    expect(descending.map((document) => document._id)).toEqual([5, 1, 2, 6]);
  });

  it('sorts arrays by their smallest element ascending and largest descending', async () => {
    const collection = database.collection();
    await collection.insertMany([
      { _id: 1, v: [5, 1] },
      { _id: 2, v: [3] },
      { _id: 3, v: [4, 9] },
    ]);
    expect((await collection.find().sort({ v: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
    expect((await collection.find().sort({ v: -1 }).toArray()).map((d) => d._id)).toEqual([3, 1, 2]);
  });

  it('sorts mixed types in BSON order', async () => {
    const collection = database.collection();
    await collection.insertMany([
      { _id: 1, v: 'text' },
      { _id: 2, v: 3 },
      { _id: 3, v: null },
      { _id: 4, v: new Date(0) },
      { _id: 5, v: true },
      { _id: 6, v: { a: 1 } },
      { _id: 7, v: Decimal128.fromString('2.5') },
    ]);
    const order = (await collection.find().sort({ v: 1 }).toArray()).map((d) => d._id);
    expect(order).toEqual([3, 7, 2, 1, 6, 5, 4]);
  });

  it('sorts on a compound key', async () => {
    const found = await people$
      .find({ 'city.name': { $exists: true } })
      .sort({ 'city.name': 1, age: -1 })
      .toArray();
    expect(found.map((d) => d._id)).toEqual([2, 3, 1, 4]);
  });

  it('sorts by $natural order, forwards and backwards', async () => {
    const collection = database.collection();
    await collection.insertMany([{ _id: 'c' }, { _id: 'a' }, { _id: 'b' }]);
    expect((await collection.find().sort({ $natural: 1 }).toArray()).map((d) => d._id)).toEqual(['c', 'a', 'b']);
    expect((await collection.find().sort({ $natural: -1 }).limit(2).toArray()).map((d) => d._id)).toEqual(['b', 'a']);
  });

  it('rejects a bad filter even on a collection that does not exist', async () => {
    await expect(
      database.db
        .collection('absent')
        .find({ a: { $frob: 1 } })
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
  });

  it('applies skip and limit after sorting', async () => {
    const found = await people$.find({}).sort({ _id: -1 }).skip(2).limit(3).toArray();
    expect(found.map((d) => d._id)).toEqual([6, 5, 4]);
  });

  it('projects included fields and keeps _id by default', async () => {
    const [found] = await people$.find({ _id: 1 }, { projection: { name: 1, 'city.name': 1 } }).toArray();
    expect(found).toEqual({ _id: 1, name: 'ana', city: { name: 'Monterrey' } });
  });

  it('projects with exclusion', async () => {
    const [found] = await people$.find({ _id: 2 }, { projection: { items: 0, city: 0, joined: 0, _id: 0 } }).toArray();
    expect(found).toEqual({ name: 'beto', age: 25, tags: ['b'], score: 7, active: false });
  });

  it('projects $slice and $elemMatch', async () => {
    const [sliced] = await people$.find({ _id: 1 }, { projection: { tags: { $slice: 1 }, name: 1 } }).toArray();
    expect(sliced.tags).toEqual(['a']);
    const [matched] = await people$.find({ _id: 1 }, { projection: { items: { $elemMatch: { qty: { $gt: 3 } } } } }).toArray();
    expect(matched).toEqual({ _id: 1, items: [{ sku: 'y', qty: 5 }] });
  });

  it('projects the positional element', async () => {
    const [found] = await people$.find({ 'items.sku': 'y' }, { projection: { 'items.$': 1 } }).toArray();
    expect(found).toEqual({ _id: 1, items: [{ sku: 'y', qty: 5 }] });
  });

  it('projects computed fields', async () => {
    const [found] = await people$.find({ _id: 2 }, { projection: { _id: 0, label: { $concat: ['$name', '!'] } } }).toArray();
    expect(found).toEqual({ label: 'beto!' });
  });

  it('projections leave the stored documents whole', async () => {
    await people$.find({ _id: 1 }, { projection: { 'city.zip': 0, 'items.qty': 0 } }).toArray();
    await people$.find({ 'items.sku': 'y' }, { projection: { 'items.$': 1, 'city.name': 1 } }).toArray();
    await people$.findOneAndUpdate({ _id: 1 }, { $set: { seen: true } }, { projection: { 'city.zip': 0 } });
    await people$.updateOne({ _id: 1 }, { $unset: { seen: '' } });
    expect(await people$.findOne({ _id: 1 })).toEqual(people[0]);
  });

  it('findOne returns null when nothing matches', async () => {
    expect(await people$.findOne({ name: 'nobody' })).toBeNull();
  });

  it('counts with countDocuments and estimatedDocumentCount', async () => {
    expect(await people$.countDocuments({ active: true })).toBe(3);
    expect(await people$.countDocuments({}, { skip: 2, limit: 3 })).toBe(3);
    expect(await people$.estimatedDocumentCount()).toBe(8);
  });

  it('returns distinct values, unwinding arrays', async () => {
    const tags = await people$.distinct('tags');
    expect(tags.filter((tag) => typeof tag === 'string').sort()).toEqual(['a', 'b', 'c']);
    expect(tags.some((tag) => Array.isArray(tag))).toBe(true);
    expect((await people$.distinct('city.name', { active: true })).sort()).toEqual(['Monterrey', 'Puebla']);
  });

  it('answers an $or over indexed fields like a scan', async () => {
    const collection = database.collection();
    await collection.insertMany(Array.from({ length: 40 }, (_, i) => ({ _id: i, code: `C${i}`, phone: `55${i}`, zone: i % 4 })));
    await collection.createIndex({ code: 1 });
    await collection.createIndex({ phone: 1 });
    const filter = { $or: [{ code: 'C3' }, { phone: '557' }, { code: 'C7' }, { _id: 39 }], zone: { $ne: 2 } };
    expect(ids(await collection.find(filter).toArray())).toEqual([3, 7, 39]);
    expect(ids(await collection.find(filter).hint({ $natural: 1 }).toArray())).toEqual([3, 7, 39]);
  });

  it('gives the same sorted pages through an index as through a scan', async () => {
    const collection = database.collection();
    await collection.insertMany(
      Array.from({ length: 200 }, (_, i) => ({ _id: i, at: (i * 37) % 200, kind: i % 3, tags: [(i * 11) % 200, ((i * 13) % 200) + 0.5] })),
    );
    await collection.createIndex({ at: 1 });
    await collection.createIndex({ tags: 1 });
    for (const [filter, sort] of [
      [{}, { at: -1 }],
      [{ kind: 1 }, { at: 1 }],
      [{ kind: { $ne: 2 } }, { tags: 1 }],
      [{}, { tags: -1 }],
    ] as const) {
      const viaIndex = await collection.find(filter).sort(sort).skip(5).limit(10).toArray();
      const viaScan = await collection.find(filter).sort(sort).skip(5).limit(10).hint({ $natural: 1 }).toArray();
      expect(viaIndex.map((d) => d._id)).toEqual(viaScan.map((d) => d._id));
      expect(viaIndex).toHaveLength(10);
    }
  });

  it('reads through an index and through a forced scan alike', async () => {
    const collection = database.collection();
    await collection.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i, group: i % 5, n: i })));
    await collection.createIndex({ group: 1, n: 1 });
    const byIndex = await collection.find({ group: 3, n: { $gte: 20 } }).toArray();
    const byScan = await collection
      .find({ group: 3, n: { $gte: 20 } })
      .hint({ $natural: 1 })
      .toArray();
    expect(ids(byIndex)).toEqual([23, 28, 33, 38, 43, 48]);
    expect(ids(byScan)).toEqual(ids(byIndex));
  });
});

describe('projection shapes', () => {
  it('keeps every other field with $slice alone, and the stored order with _id first', async () => {
    const shapes = database.collection('projection_shapes');
    await shapes.insertOne({ _id: 1, a: [1, 2, 3, 4], b: 'x', arr: [{ x: 1 }, { x: 2 }] });
    expect(await shapes.findOne({ _id: 1 }, { projection: { a: { $slice: 2 } } })).toEqual({ _id: 1, a: [1, 2], b: 'x', arr: [{ x: 1 }, { x: 2 }] });
    const elem = await shapes.findOne({ _id: 1 }, { projection: { arr: { $elemMatch: { x: { $gt: 1 } } } } });
    expect(Object.keys(elem ?? {})).toEqual(['_id', 'arr']);
    expect(elem?.arr).toEqual([{ x: 2 }]);
    expect(Object.keys((await shapes.findOne({ _id: 1 }, { projection: { b: 1, a: 1 } })) ?? {})).toEqual(['_id', 'a', 'b']);
  });

  it('includes and excludes top-level fields, _id either way, without touching the stored document', async () => {
    const fields = database.collection('projection_fields');
    await fields.insertOne({ _id: 1, a: 1, b: { c: [1, 2] }, d: 'x', e: null });
    expect(await fields.findOne({ _id: 1 }, { projection: { d: 1, b: true, missing: 1 } })).toEqual({ _id: 1, b: { c: [1, 2] }, d: 'x' });
    expect(Object.keys((await fields.findOne({ _id: 1 }, { projection: { e: 1, a: 1 } })) ?? {})).toEqual(['_id', 'a', 'e']);
    expect(await fields.findOne({ _id: 1 }, { projection: { _id: 0, a: 1 } })).toEqual({ a: 1 });
    expect(await fields.findOne({ _id: 1 }, { projection: { _id: 1 } })).toEqual({ _id: 1 });
    expect(await fields.findOne({ _id: 1 }, { projection: { _id: 0 } })).toEqual({ a: 1, b: { c: [1, 2] }, d: 'x', e: null });
    expect(await fields.findOne({ _id: 1 }, { projection: { b: 0, e: false } })).toEqual({ _id: 1, a: 1, d: 'x' });
    expect(await fields.findOne({ _id: 1 }, { projection: { _id: 1, a: 0 } })).toEqual({ _id: 1, b: { c: [1, 2] }, d: 'x', e: null });
    await expect(fields.findOne({ _id: 1 }, { projection: { a: 1, d: 0 } })).rejects.toThrow();
    expect(await fields.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1, b: { c: [1, 2] }, d: 'x', e: null });
  });
});
