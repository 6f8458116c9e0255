import { type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase } from './client';

/** Update operators, upserts and bulk writes (findAndModify.test.ts: findAndModify). */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

const base = {
  _id: 1,
  name: 'ana',
  qty: 5,
  price: 2.5,
  tags: ['a', 'b', 'c'],
  stock: { store: 3, warehouse: 10 },
  lines: [
    { sku: 'x', qty: 1 },
    { sku: 'y', qty: 4 },
    { sku: 'z', qty: 9 },
  ],
};

const operatorCases: Array<[string, Document, Document]> = [
  ['$set a top-level field', { $set: { name: 'eva' } }, { ...base, name: 'eva' }],
  ['$set creates nested paths', { $set: { 'meta.origin.code': 'MX' } }, { ...base, meta: { origin: { code: 'MX' } } }],
  ['$set an array element by index', { $set: { 'tags.1': 'B' } }, { ...base, tags: ['a', 'B', 'c'] }],
  ['$set a field inside an array element', { $set: { 'lines.0.qty': 7 } }, { ...base, lines: [{ sku: 'x', qty: 7 }, base.lines[1], base.lines[2]] }],
  [
    '$unset removes fields',
    { $unset: { price: '', 'stock.store': '' } },
    { _id: 1, name: 'ana', qty: 5, tags: base.tags, stock: { warehouse: 10 }, lines: base.lines },
  ],
  ['$inc an existing number', { $inc: { qty: 3, 'stock.store': -1 } }, { ...base, qty: 8, stock: { store: 2, warehouse: 10 } }],
  ['$inc creates a missing field', { $inc: { visits: 1 } }, { ...base, visits: 1 }],
  ['$inc with a fraction', { $inc: { price: 0.25 } }, { ...base, price: 2.75 }],
  ['$mul', { $mul: { qty: 2, missing: 4 } }, { ...base, qty: 10, missing: 0 }],
  [
    '$rename',
    { $rename: { name: 'fullName' } },
    (() => {
      const { name, ...rest } = base;
      return { ...rest, fullName: name };
    })(),
  ],
  ['$min lowers only', { $min: { qty: 3, price: 9 } }, { ...base, qty: 3 }],
  ['$max raises only', { $max: { qty: 3, price: 9 } }, { ...base, price: 9 }],
  ['$push appends', { $push: { tags: 'd' } }, { ...base, tags: ['a', 'b', 'c', 'd'] }],
  ['$push creates the array', { $push: { notes: 'first' } }, { ...base, notes: ['first'] }],
  ['$push with $each and $position', { $push: { tags: { $each: ['x', 'y'], $position: 0 } } }, { ...base, tags: ['x', 'y', 'a', 'b', 'c'] }],
  [
    '$push with $each, $sort and $slice',
    { $push: { lines: { $each: [{ sku: 'w', qty: 20 }], $sort: { qty: -1 }, $slice: 2 } } },
    {
      ...base,
      lines: [
        { sku: 'w', qty: 20 },
        { sku: 'z', qty: 9 },
      ],
    },
  ],
  ['$addToSet skips an existing value', { $addToSet: { tags: 'a' } }, base],
  ['$addToSet with $each', { $addToSet: { tags: { $each: ['c', 'd', 'd'] } } }, { ...base, tags: ['a', 'b', 'c', 'd'] }],
  ['$pop last', { $pop: { tags: 1 } }, { ...base, tags: ['a', 'b'] }],
  ['$pop first', { $pop: { tags: -1 } }, { ...base, tags: ['b', 'c'] }],
  ['$pull a value', { $pull: { tags: 'b' } }, { ...base, tags: ['a', 'c'] }],
  ['$pull with a condition', { $pull: { lines: { qty: { $gte: 4 } } } }, { ...base, lines: [{ sku: 'x', qty: 1 }] }],
  ['$pullAll', { $pullAll: { tags: ['a', 'c'] } }, { ...base, tags: ['b'] }],
  ['$bit', { $bit: { qty: { and: 4 } } }, { ...base, qty: 4 }],
  [
    '$[] updates every element',
    { $inc: { 'lines.$[].qty': 1 } },
    {
      ...base,
      lines: [
        { sku: 'x', qty: 2 },
        { sku: 'y', qty: 5 },
        { sku: 'z', qty: 10 },
      ],
    },
  ],
  ['$setOnInsert is ignored when the document exists', { $set: { qty: 6 }, $setOnInsert: { created: true } }, { ...base, qty: 6 }],
  [
    'several operators at once',
    { $set: { name: 'ivo' }, $inc: { qty: 1 }, $push: { tags: 'z' } },
    { ...base, name: 'ivo', qty: 6, tags: ['a', 'b', 'c', 'z'] },
  ],
];

describe('update operators', () => {
  it.each(operatorCases)('%s', async (_label, update, expected) => {
    const collection = database.collection();
    await collection.insertOne(structuredClone(base));
    const result = await collection.updateOne({ _id: 1 }, update);
    expect(result.matchedCount).toBe(1);
    expect(await collection.findOne({ _id: 1 })).toEqual(expected);
  });

  it('$currentDate sets a date', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1 });
    const before = Date.now();
    await collection.updateOne({ _id: 1 }, { $currentDate: { touchedAt: true } });
    const found = await collection.findOne({ _id: 1 });
    expect(found?.touchedAt).toBeInstanceOf(Date);
    expect((found?.touchedAt as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('the positional $ updates the first matching element', async () => {
    const collection = database.collection();
    await collection.insertOne(structuredClone(base));
    await collection.updateOne({ _id: 1, 'lines.sku': 'y' }, { $set: { 'lines.$.qty': 40 } });
    expect((await collection.findOne({ _id: 1 }))?.lines[1]).toEqual({ sku: 'y', qty: 40 });
  });

  it('arrayFilters select the elements to update', async () => {
    const collection = database.collection();
    await collection.insertOne(structuredClone(base));
    await collection.updateOne({ _id: 1 }, { $set: { 'lines.$[big].flag': true } }, { arrayFilters: [{ 'big.qty': { $gt: 3 } }] });
    const found = await collection.findOne({ _id: 1 });
    expect(found?.lines).toEqual([
      { sku: 'x', qty: 1 },
      { sku: 'y', qty: 4, flag: true },
      { sku: 'z', qty: 9, flag: true },
    ]);
  });

  it('arrayFilters on scalar arrays', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, grades: [95, 102, 90, 150] });
    await collection.updateOne({ _id: 1 }, { $set: { 'grades.$[g]': 100 } }, { arrayFilters: [{ g: { $gte: 100 } }] });
    expect((await collection.findOne({ _id: 1 }))?.grades).toEqual([95, 100, 90, 100]);
  });

  it('replaces a whole document and keeps its _id', async () => {
    const collection = database.collection();
    await collection.insertOne(structuredClone(base));
    const result = await collection.replaceOne({ _id: 1 }, { name: 'new', qty: 0 });
    expect(result.modifiedCount).toBe(1);
    expect(await collection.findOne({ _id: 1 })).toEqual({ _id: 1, name: 'new', qty: 0 });
  });

  it('applies a pipeline update', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, qty: 5, price: 3 });
    await collection.updateOne({ _id: 1 }, [{ $set: { total: { $multiply: ['$qty', '$price'] } } }, { $unset: 'price' }]);
    expect(await collection.findOne({ _id: 1 })).toEqual({ _id: 1, qty: 5, total: 15 });
  });

  it('updateMany reports matched and modified counts', async () => {
    const collection = database.collection();
    await collection.insertMany([
      { _id: 1, s: 'a' },
      { _id: 2, s: 'b' },
      { _id: 3, s: 'a' },
      { _id: 4, s: 'c' },
    ]);
    const result = await collection.updateMany({ s: { $in: ['a', 'b'] } }, { $set: { s: 'a' } });
    expect(result.matchedCount).toBe(3);
    expect(result.modifiedCount).toBe(1);
  });

  it('an update that changes nothing is matched but not modified', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, v: 1 });
    const result = await collection.updateOne({ _id: 1 }, { $set: { v: 1 } });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it('updateOne without a match changes nothing', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, v: 1 });
    const result = await collection.updateOne({ _id: 2 }, { $set: { v: 2 } });
    expect(result).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0 });
  });
});

describe('upserts', () => {
  it('inserts from the filter equalities, applies $set and $setOnInsert, assigns an ObjectId', async () => {
    const collection = database.collection();
    const result = await collection.updateOne(
      { code: 'A1', 'meta.zone': 'norte', qty: { $gt: 3 } },
      { $set: { name: 'x' }, $setOnInsert: { createdBy: 'import' } },
      { upsert: true },
    );
    expect(result.upsertedCount).toBe(1);
    expect(result.upsertedId?.constructor.name).toBe('ObjectId');
    const found = await collection.findOne({ _id: result.upsertedId as never });
    expect(found).toEqual({ _id: result.upsertedId, code: 'A1', meta: { zone: 'norte' }, name: 'x', createdBy: 'import' });
  });

  it('uses the _id from the filter', async () => {
    const collection = database.collection();
    const result = await collection.updateOne({ _id: 'custom' as never }, { $inc: { n: 1 } }, { upsert: true });
    expect(result.upsertedId).toBe('custom');
    expect(await collection.findOne({ _id: 'custom' as never })).toEqual({ _id: 'custom', n: 1 });
  });

  it('takes $eq and $and members of the filter', async () => {
    const collection = database.collection();
    await collection.updateOne({ $and: [{ a: 1 }, { b: { $eq: 2 } }] }, { $set: { c: 3 } }, { upsert: true });
    const found = await collection.findOne({}, { projection: { _id: 0 } });
    expect(found).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('takes the _id of $setOnInsert when inserting, and ignores it when a document matches', async () => {
    const collection = database.collection();
    const inserted = await collection.updateOne({ key: 'k1' }, { $setOnInsert: { _id: 'chosen' as never, state: 'new' } }, { upsert: true });
    expect(inserted).toMatchObject({ upsertedCount: 1, upsertedId: 'chosen' });
    expect(await collection.findOne({ key: 'k1' })).toEqual({ _id: 'chosen', key: 'k1', state: 'new' });
    const matched = await collection.updateOne({ key: 'k1' }, { $setOnInsert: { _id: 'other' as never, state: 'newer' } }, { upsert: true });
    expect(matched).toMatchObject({ matchedCount: 1, modifiedCount: 0, upsertedCount: 0 });
    expect(await collection.findOne({ key: 'k1' })).toEqual({ _id: 'chosen', key: 'k1', state: 'new' });
  });

  it('updates instead of inserting when a document matches', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, code: 'A', n: 1 });
    const result = await collection.updateOne({ code: 'A' }, { $inc: { n: 1 }, $setOnInsert: { fresh: true } }, { upsert: true });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await collection.findOne({ _id: 1 })).toEqual({ _id: 1, code: 'A', n: 2 });
  });

  it('replaceOne with upsert inserts the replacement', async () => {
    const collection = database.collection();
    const result = await collection.replaceOne({ code: 'R' }, { code: 'R', label: 'replaced' }, { upsert: true });
    expect(result.upsertedCount).toBe(1);
    expect(await collection.findOne({ code: 'R' }, { projection: { _id: 0 } })).toEqual({ code: 'R', label: 'replaced' });
  });

  it('updateMany with upsert inserts one document', async () => {
    const collection = database.collection();
    const result = await collection.updateMany({ kind: 'k' }, { $set: { seen: true } }, { upsert: true });
    expect(result.upsertedCount).toBe(1);
    expect(await collection.countDocuments({ kind: 'k', seen: true })).toBe(1);
  });

  it('a bulk of upserts reports each upserted index and id', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 'b', v: 0 });
    const result = await collection.bulkWrite([
      { updateOne: { filter: { _id: 'a' as never }, update: { $set: { v: 1 } }, upsert: true } },
      { updateOne: { filter: { _id: 'b' as never }, update: { $set: { v: 2 } }, upsert: true } },
      { updateOne: { filter: { _id: 'c' as never }, update: { $set: { v: 3 } }, upsert: true } },
    ]);
    expect(result.upsertedCount).toBe(2);
    expect(result.upsertedIds).toEqual({ 0: 'a', 2: 'c' });
    expect(result.matchedCount).toBe(1);
  });
});

describe('bulk writes and deletes', () => {
  it('mixes inserts, updates, replaces and deletes', async () => {
    const collection = database.collection();
    const result = await collection.bulkWrite([
      { insertOne: { document: { _id: 1, v: 1 } } },
      { insertOne: { document: { _id: 2, v: 2 } } },
      { updateOne: { filter: { _id: 1 }, update: { $inc: { v: 10 } } } },
      { replaceOne: { filter: { _id: 2 }, replacement: { v: 20 } } },
      { insertOne: { document: { _id: 3, v: 3 } } },
      { deleteOne: { filter: { _id: 3 } } },
    ]);
    expect(result).toMatchObject({ insertedCount: 3, matchedCount: 2, modifiedCount: 2, deletedCount: 1 });
    expect(await collection.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 11 },
      { _id: 2, v: 20 },
    ]);
  });

  it('an ordered insertMany stops at the first duplicate', async () => {
    const collection = database.collection();
    const error = await collection.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 11000 });
    expect((error as { insertedCount: number }).insertedCount).toBe(2);
    expect(await collection.countDocuments()).toBe(2);
  });

  it('an unordered insertMany inserts everything else', async () => {
    const collection = database.collection();
    const error = await collection
      .insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 2 }, { _id: 3 }], { ordered: false })
      .catch((caught: unknown) => caught);
    expect((error as { writeErrors: unknown[] }).writeErrors).toHaveLength(2);
    expect(await collection.countDocuments()).toBe(3);
  });

  it('reports the index of each write error', async () => {
    const collection = database.collection();
    const error = (await collection.insertMany([{ _id: 1 }, { _id: 1 }], { ordered: false }).catch((caught: unknown) => caught)) as {
      writeErrors: Array<{ index: number; code: number }>;
    };
    expect(error.writeErrors.map((writeError) => [writeError.index, writeError.code])).toEqual([[1, 11000]]);
  });

  it('deleteOne removes one match and deleteMany all', async () => {
    const collection = database.collection();
    await collection.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await collection.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await collection.deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect((await collection.deleteMany({ k: 99 })).deletedCount).toBe(0);
    expect(await collection.countDocuments()).toBe(1);
  });

  it('insertOne assigns an ObjectId placed first', async () => {
    const collection = database.collection();
    const { insertedId } = await collection.insertOne({ name: 'a' });
    const raw = await collection.findOne({ _id: insertedId });
    expect(Object.keys(raw ?? {})).toEqual(['_id', 'name']);
  });
});
