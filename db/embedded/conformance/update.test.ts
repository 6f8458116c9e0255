import { Decimal128, Long, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';
import { base as positionalBase, positionalCases, positionalManyCases, positionalManyDocuments, type PositionalCase } from './positionalCases';

/** Update operators, upserts, findAndModify and bulk writes. */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

const base = { _id: 1, name: 'ana', qty: 5, price: 2.5, tags: ['a', 'b', 'c'], stock: { store: 3, warehouse: 10 }, lines: [{ sku: 'x', qty: 1 }, { sku: 'y', qty: 4 }, { sku: 'z', qty: 9 }] };

const operatorCases: Array<[string, Document, Document]> = [
  ['$set a top-level field', { $set: { name: 'eva' } }, { ...base, name: 'eva' }],
  ['$set creates nested paths', { $set: { 'meta.origin.code': 'MX' } }, { ...base, meta: { origin: { code: 'MX' } } }],
  ['$set an array element by index', { $set: { 'tags.1': 'B' } }, { ...base, tags: ['a', 'B', 'c'] }],
  ['$set a field inside an array element', { $set: { 'lines.0.qty': 7 } }, { ...base, lines: [{ sku: 'x', qty: 7 }, base.lines[1], base.lines[2]] }],
  ['$unset removes fields', { $unset: { price: '', 'stock.store': '' } }, { _id: 1, name: 'ana', qty: 5, tags: base.tags, stock: { warehouse: 10 }, lines: base.lines }],
  ['$inc an existing number', { $inc: { qty: 3, 'stock.store': -1 } }, { ...base, qty: 8, stock: { store: 2, warehouse: 10 } }],
  ['$inc creates a missing field', { $inc: { visits: 1 } }, { ...base, visits: 1 }],
  ['$inc with a fraction', { $inc: { price: 0.25 } }, { ...base, price: 2.75 }],
  ['$mul', { $mul: { qty: 2, missing: 4 } }, { ...base, qty: 10, missing: 0 }],
  ['$rename', { $rename: { name: 'fullName' } }, (() => { const { name, ...rest } = base; return { ...rest, fullName: name }; })()],
  ['$min lowers only', { $min: { qty: 3, price: 9 } }, { ...base, qty: 3 }],
  ['$max raises only', { $max: { qty: 3, price: 9 } }, { ...base, price: 9 }],
  ['$push appends', { $push: { tags: 'd' } }, { ...base, tags: ['a', 'b', 'c', 'd'] }],
  ['$push creates the array', { $push: { notes: 'first' } }, { ...base, notes: ['first'] }],
  ['$push with $each and $position', { $push: { tags: { $each: ['x', 'y'], $position: 0 } } }, { ...base, tags: ['x', 'y', 'a', 'b', 'c'] }],
  ['$push with $each, $sort and $slice', { $push: { lines: { $each: [{ sku: 'w', qty: 20 }], $sort: { qty: -1 }, $slice: 2 } } }, { ...base, lines: [{ sku: 'w', qty: 20 }, { sku: 'z', qty: 9 }] }],
  ['$addToSet skips an existing value', { $addToSet: { tags: 'a' } }, base],
  ['$addToSet with $each', { $addToSet: { tags: { $each: ['c', 'd', 'd'] } } }, { ...base, tags: ['a', 'b', 'c', 'd'] }],
  ['$pop last', { $pop: { tags: 1 } }, { ...base, tags: ['a', 'b'] }],
  ['$pop first', { $pop: { tags: -1 } }, { ...base, tags: ['b', 'c'] }],
  ['$pull a value', { $pull: { tags: 'b' } }, { ...base, tags: ['a', 'c'] }],
  ['$pull with a condition', { $pull: { lines: { qty: { $gte: 4 } } } }, { ...base, lines: [{ sku: 'x', qty: 1 }] }],
  ['$pullAll', { $pullAll: { tags: ['a', 'c'] } }, { ...base, tags: ['b'] }],
  ['$bit', { $bit: { qty: { and: 4 } } }, { ...base, qty: 4 }],
  ['$[] updates every element', { $inc: { 'lines.$[].qty': 1 } }, { ...base, lines: [{ sku: 'x', qty: 2 }, { sku: 'y', qty: 5 }, { sku: 'z', qty: 10 }] }],
  ['$setOnInsert is ignored when the document exists', { $set: { qty: 6 }, $setOnInsert: { created: true } }, { ...base, qty: 6 }],
  ['several operators at once', { $set: { name: 'ivo' }, $inc: { qty: 1 }, $push: { tags: 'z' } }, { ...base, name: 'ivo', qty: 6, tags: ['a', 'b', 'c', 'z'] }],
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
    expect(found?.lines).toEqual([{ sku: 'x', qty: 1 }, { sku: 'y', qty: 4, flag: true }, { sku: 'z', qty: 9, flag: true }]);
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
    await collection.insertMany([{ _id: 1, s: 'a' }, { _id: 2, s: 'b' }, { _id: 3, s: 'a' }, { _id: 4, s: 'c' }]);
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
    const result = await collection.updateOne({ code: 'A1', 'meta.zone': 'norte', qty: { $gt: 3 } }, { $set: { name: 'x' }, $setOnInsert: { createdBy: 'import' } }, { upsert: true });
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

describe('findAndModify', () => {
  const seed = async () => {
    const collection = database.collection();
    await collection.insertMany([{ _id: 1, queue: 'q', priority: 2, state: 'new' }, { _id: 2, queue: 'q', priority: 5, state: 'new' }, { _id: 3, queue: 'r', priority: 9, state: 'new' }]);
    return collection;
  };

  it('returns the document before the update by default', async () => {
    const collection = await seed();
    const before = await collection.findOneAndUpdate({ _id: 1 }, { $set: { state: 'taken' } });
    expect(before).toEqual({ _id: 1, queue: 'q', priority: 2, state: 'new' });
    expect((await collection.findOne({ _id: 1 }))?.state).toBe('taken');
  });

  it('returns the updated document and honours sort', async () => {
    const collection = await seed();
    const taken = await collection.findOneAndUpdate({ queue: 'q', state: 'new' }, { $set: { state: 'taken' } }, { sort: { priority: -1 }, returnDocument: 'after' });
    expect(taken).toEqual({ _id: 2, queue: 'q', priority: 5, state: 'taken' });
  });

  it('applies a projection to the returned document', async () => {
    const collection = await seed();
    const taken = await collection.findOneAndUpdate({ _id: 3 }, { $inc: { priority: 1 } }, { projection: { priority: 1, _id: 0 }, returnDocument: 'after' });
    expect(taken).toEqual({ priority: 10 });
  });

  it('returns null when nothing matches', async () => {
    const collection = await seed();
    expect(await collection.findOneAndUpdate({ _id: 99 }, { $set: { x: 1 } })).toBeNull();
  });

  it('upserts and returns the new document', async () => {
    const collection = await seed();
    const created = await collection.findOneAndUpdate({ _id: 10 }, { $set: { state: 'fresh' }, $setOnInsert: { priority: 0 } }, { upsert: true, returnDocument: 'after' });
    expect(created).toEqual({ _id: 10, state: 'fresh', priority: 0 });
  });

  it('upsert returning the old document returns null', async () => {
    const collection = await seed();
    const result = await collection.findOneAndUpdate({ _id: 11 }, { $set: { state: 'fresh' } }, { upsert: true, includeResultMetadata: true });
    expect(result.value).toBeNull();
    expect(result.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 11 });
  });

  it('reports lastErrorObject for an update of an existing document', async () => {
    const collection = await seed();
    const result = await collection.findOneAndUpdate({ _id: 1 }, { $set: { state: 'x' } }, { includeResultMetadata: true });
    expect(result.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
  });

  it('removes and returns the first document in sort order', async () => {
    const collection = await seed();
    const removed = await collection.findOneAndDelete({ queue: 'q' }, { sort: { priority: 1 } });
    expect(removed?._id).toBe(1);
    expect(await collection.countDocuments()).toBe(2);
  });

  it('replaces and returns the replacement', async () => {
    const collection = await seed();
    const replaced = await collection.findOneAndReplace({ _id: 2 }, { queue: 'z' }, { returnDocument: 'after' });
    expect(replaced).toEqual({ _id: 2, queue: 'z' });
  });

  it('fails with the duplicate key error of a unique index', async () => {
    const collection = await seed();
    await collection.createIndex({ state: 1 }, { unique: true, partialFilterExpression: { state: { $type: 'string' }, queue: 'r' } });
    await collection.createIndex({ priority: 1 }, { unique: true });
    await expect(collection.findOneAndUpdate({ _id: 1 }, { $set: { priority: 5 } })).rejects.toMatchObject({ code: 11000, keyValue: { priority: 5 } });
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
    expect(await collection.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, v: 11 }, { _id: 2, v: 20 }]);
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
    const error = await collection.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 2 }, { _id: 3 }], { ordered: false }).catch((caught: unknown) => caught);
    expect((error as { writeErrors: unknown[] }).writeErrors).toHaveLength(2);
    expect(await collection.countDocuments()).toBe(3);
  });

  it('reports the index of each write error', async () => {
    const collection = database.collection();
    const error = (await collection.insertMany([{ _id: 1 }, { _id: 1 }], { ordered: false }).catch((caught: unknown) => caught)) as { writeErrors: Array<{ index: number; code: number }> };
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

describe('$inc and $mul keep numeric types', () => {
  const decimal = (text: string) => Decimal128.fromString(text);
  const typeOf = async (collection: ReturnType<ConformanceDatabase['collection']>, field: string) => {
    const [row] = await collection.aggregate([{ $project: { type: { $type: `$${field}` } } }]).toArray();
    return row.type as string;
  };

  it('$inc with Decimal128 adds exactly: 0.1 + 0.2 + 1 is 1.3', async () => {
    const accounts = database.collection();
    await accounts.insertOne({ _id: 1, balance: decimal('0.1') });
    await accounts.updateOne({ _id: 1 }, { $inc: { balance: decimal('0.2') } });
    await accounts.updateOne({ _id: 1 }, { $inc: { balance: 1 } });
    expect((await accounts.findOne({ _id: 1 }))?.balance.toString()).toBe('1.3');
    expect(await typeOf(accounts, 'balance')).toBe('decimal');
  });

  it('$inc of an int by a Decimal128, and of a missing field, gives Decimal128', async () => {
    const accounts = database.collection();
    await accounts.insertOne({ _id: 1, n: 5 });
    await accounts.updateOne({ _id: 1 }, { $inc: { n: decimal('0.25'), created: decimal('2.5') } });
    const found = await accounts.findOne({ _id: 1 });
    expect(found?.n.toString()).toBe('5.25');
    expect(found?.created.toString()).toBe('2.5');
  });

  it('$inc overflows an int into a long and keeps a Long a Long', async () => {
    const counters = database.collection();
    await counters.insertMany([{ _id: 1, n: 2147483647 }, { _id: 2, n: Long.fromNumber(7) }]);
    await counters.updateMany({}, { $inc: { n: 1 } });
    expect(await counters.find({ n: { $type: 'long' } }).sort({ _id: 1 }).map((document) => document.n).toArray()).toEqual([2147483648, 8]);
  });

  it('$mul with Decimal128 multiplies exactly and a missing field becomes a decimal zero', async () => {
    const prices = database.collection();
    await prices.insertOne({ _id: 1, price: decimal('19.99') });
    await prices.updateOne({ _id: 1 }, { $mul: { price: 3, missing: decimal('2') } });
    const found = await prices.findOne({ _id: 1 });
    expect(found?.price.toString()).toBe('59.97');
    expect(Number(found?.missing.toString())).toBe(0);
    expect(await prices.countDocuments({ missing: { $type: 'decimal' } })).toBe(1);
  });
});

describe('update paths MongoDB refuses or allows', () => {
  it('refuses $push on a non-array and $set through an array by field name; allows $set of _id to itself', async () => {
    const paths = database.collection('update_paths');
    await paths.insertOne({ _id: 1, name: 'ana', list: [1, 2] });
    await expect(paths.updateOne({ _id: 1 }, { $push: { name: 'x' } as never })).rejects.toMatchObject({ code: 2 });
    await expect(paths.updateOne({ _id: 1 }, { $set: { 'list.x': 1 } })).rejects.toMatchObject({ code: 28 });
    const same = await paths.updateOne({ _id: 1 }, { $set: { _id: 1, name: 'ana' } });
    expect(same.matchedCount).toBe(1);
    expect(await paths.findOne({ _id: 1 })).toEqual({ _id: 1, name: 'ana', list: [1, 2] });
  });
});

describe('several positional paths in one update (positionalCases.ts)', () => {
  const options = (c: PositionalCase) => (c.arrayFilters ? { arrayFilters: c.arrayFilters } : {});
  const runners: Array<[string, (collection: LooseCollection, c: PositionalCase) => Promise<unknown>]> = [
    ...(['updateOne', 'updateMany'] as const).map((method): (typeof runners)[number] => [method, async (collection, c) => expect(await collection[method](c.filter, c.update, options(c))).toMatchObject({ matchedCount: 1, modifiedCount: 1 })]),
    ['findOneAndUpdate', async (collection, c) => expect(await collection.findOneAndUpdate(c.filter, c.update, { ...options(c), returnDocument: 'after' })).toEqual(c.expected)],
  ];
  describe.each(runners)('%s', (_name, run) => {
    it.each(positionalCases)('$label', async (c) => {
      const collection = database.collection();
      const stored = c.document ?? positionalBase;
      await collection.insertOne(structuredClone(stored));
      const outcome = run(collection, c);
      await ('error' in c.expected ? expect(outcome).rejects.toMatchObject({ code: c.expected.error, message: expect.stringMatching(c.expected.message) }) : outcome);
      expect(await collection.findOne({ _id: stored._id })).toEqual('error' in c.expected ? stored : c.expected);
    });
  });
  it.each(positionalManyCases)('updateMany: $label', async ({ filter, update, arrayFilters, expected, matched, modified }) => {
    const collection = database.collection();
    await collection.insertMany(structuredClone(positionalManyDocuments));
    expect(await collection.updateMany(filter, update, arrayFilters ? { arrayFilters } : {})).toMatchObject({ matchedCount: matched, modifiedCount: modified });
    expect(await collection.find().sort({ _id: 1 }).toArray()).toEqual(expected);
  });
});
