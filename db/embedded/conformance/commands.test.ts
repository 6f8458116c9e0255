import type { Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';

/**
 * Commands and their errors (MongoDB 7): unknown command fields, `let` variables, getParameter /
 * setParameter, collMod, capped collections, views and $merge.
 */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

function loose(name: string): LooseCollection {
  return database.db.collection(name) as LooseCollection;
}

async function failure(promise: Promise<unknown>): Promise<Document> {
  try {
    await promise;
  } catch (error) {
    return error as Document;
  }
  throw new Error('expected the command to fail');
}

describe('unknown command fields', () => {
  it.each([
    ['find', { find: 'c', fitler: { a: 1 } }, "BSON field 'find.fitler' is an unknown field."],
    ['insert', { insert: 'c', documents: [{ a: 1 }], orderd: false }, "BSON field 'insert.orderd' is an unknown field."],
    ['update statement', { update: 'c', updates: [{ q: {}, u: { $set: { a: 1 } }, mutli: true }] }, "BSON field 'update.updates.mutli' is an unknown field."],
    ['delete statement', { delete: 'c', deletes: [{ q: {}, limit: 0, justOne: true }] }, "BSON field 'delete.deletes.justOne' is an unknown field."],
    ['aggregate', { aggregate: 'c', pipeline: [], cursor: {}, batchSize: 3 }, "BSON field 'aggregate.batchSize' is an unknown field."],
    ['count', { count: 'c', filter: {} }, "BSON field 'count.filter' is an unknown field."],
  ])('%s: refused with 40415', async (_label, command, message) => {
    const error = await failure(database.db.command(command));
    expect(error).toMatchObject({ code: 40415, errmsg: message });
  });

  it('the generic fields (comment, maxTimeMS, readConcern) are accepted', async () => {
    const reply = await database.db.command({ find: 'c', filter: {}, comment: 'x', maxTimeMS: 1000, readConcern: { level: 'local' } });
    expect(reply.ok).toBe(1);
  });
});

describe('let variables', () => {
  const seed = [
    { _id: 1, sku: 'A', qty: 3 },
    { _id: 2, sku: 'B', qty: 8 },
    { _id: 3, sku: 'C', qty: 12 },
  ];

  it('in find, aggregate and count', async () => {
    const collection = database.collection();
    await collection.insertMany(seed);
    const found = await collection
      .find({ $expr: { $gte: ['$qty', '$$minimum'] } }, { let: { minimum: 8 } })
      .sort({ _id: 1 })
      .toArray();
    expect(found.map((document) => document._id)).toEqual([2, 3]);
    const aggregated = await collection
      .aggregate([{ $match: { $expr: { $eq: ['$sku', '$$wanted'] } } }, { $project: { _id: 0, label: { $concat: ['$sku', '$$suffix'] } } }], {
        let: { wanted: 'B', suffix: '-mx' },
      })
      .toArray();
    expect(aggregated).toEqual([{ label: 'B-mx' }]);
    // A "$$name" outside $expr is a plain string, as on MongoDB.
    expect(await collection.countDocuments({ sku: '$$wanted' })).toBe(0);
  });

  it('in update (filter and pipeline), delete and findAndModify', async () => {
    const collection = database.collection();
    await collection.insertMany(seed);
    const updated = await collection.updateMany({ $expr: { $lt: ['$qty', '$$limit'] } }, [{ $set: { qty: { $add: ['$qty', '$$step'] } } }], {
      let: { limit: 10, step: 100 },
    });
    expect(updated.modifiedCount).toBe(2);
    const modified = await collection.findOneAndUpdate(
      { $expr: { $eq: ['$_id', '$$id'] } },
      { $set: { touched: true } },
      { let: { id: 3 }, returnDocument: 'after' },
    );
    expect(modified).toEqual({ _id: 3, sku: 'C', qty: 12, touched: true });
    const deleted = await collection.deleteMany({ $expr: { $gt: ['$qty', '$$cut'] } }, { let: { cut: 100 } });
    expect(deleted.deletedCount).toBe(2);
    expect(await collection.find().toArray()).toEqual([{ _id: 3, sku: 'C', qty: 12, touched: true }]);
  });

  it('a variable name must start with a lowercase letter', async () => {
    const collection = database.collection();
    const error = await failure(collection.find({ $expr: { $eq: ['$a', '$$Bad'] } }, { let: { Bad: 1 } }).toArray());
    expect(error.errmsg).toContain("'Bad' starts with an invalid character for a user variable name");
  });
});

describe('getParameter and setParameter', () => {
  it('read and change a parameter on the admin database, answering the previous value', async () => {
    const admin = database.client.db('admin');
    const before = await admin.command({ getParameter: 1, notablescan: 1 });
    expect(before).toMatchObject({ notablescan: false, ok: 1 });
    const set = await admin.command({ setParameter: 1, logLevel: 1 });
    expect(set).toMatchObject({ was: 0, ok: 1 });
    expect(await admin.command({ getParameter: 1, logLevel: 1 })).toMatchObject({ logLevel: 1 });
    await admin.command({ setParameter: 1, logLevel: 0 });
    const detailed = await admin.command({ getParameter: { showDetails: true }, logLevel: 1 });
    expect(detailed.logLevel).toMatchObject({ value: 0, settableAtRuntime: true });
  });

  it('an unknown parameter and a non-admin database are refused', async () => {
    const admin = database.client.db('admin');
    expect(await failure(admin.command({ setParameter: 1, noSuchParameter: 1 }))).toMatchObject({ code: 72 });
    expect(await failure(admin.command({ getParameter: 1, noSuchParameter: 1 }))).toMatchObject({ code: 72 });
    expect(await failure(database.db.command({ getParameter: 1, logLevel: 1 }))).toMatchObject({ code: 13 });
  });
});

describe('views', () => {
  it('find, aggregate, count and distinct read through the view pipeline; writes are refused with 166', async () => {
    const source = database.collection('sales');
    await source.insertMany([
      { _id: 1, store: 'T001', total: 120, status: 'paid' },
      { _id: 2, store: 'T002', total: 80, status: 'paid' },
      { _id: 3, store: 'T001', total: 50, status: 'void' },
      { _id: 4, store: 'T003', total: 300, status: 'paid' },
    ]);
    const viewName = `${source.collectionName}_paid`;
    await database.db.createCollection(viewName, { viewOn: source.collectionName, pipeline: [{ $match: { status: 'paid' } }, { $project: { status: 0 } }] });
    const view = loose(viewName);
    expect(
      await view
        .find({ total: { $gte: 100 } })
        .sort({ total: -1 })
        .toArray(),
    ).toEqual([
      { _id: 4, store: 'T003', total: 300 },
      { _id: 1, store: 'T001', total: 120 },
    ]);
    expect(await view.find().sort({ _id: 1 }).skip(1).limit(1).toArray()).toEqual([{ _id: 2, store: 'T002', total: 80 }]);
    expect(await view.countDocuments()).toBe(3);
    expect(await view.countDocuments({ store: 'T001' })).toBe(1);
    expect((await view.distinct('store')).sort()).toEqual(['T001', 'T002', 'T003']);
    expect(await view.aggregate([{ $group: { _id: null, total: { $sum: '$total' } } }]).toArray()).toEqual([{ _id: null, total: 500 }]);
    const listed = await database.db.listCollections({ name: viewName }).toArray();
    expect(listed[0]).toMatchObject({ name: viewName, type: 'view', options: { viewOn: source.collectionName }, info: { readOnly: true } });

    expect(await failure(view.insertOne({ _id: 9 }))).toMatchObject({ code: 166 });
    expect(await failure(view.updateOne({ _id: 1 }, { $set: { total: 1 } }))).toMatchObject({ code: 166 });
    expect(await failure(view.deleteMany({}))).toMatchObject({ code: 166 });
    expect(await failure(view.createIndex({ store: 1 }))).toMatchObject({ code: 166 });

    const nested = `${viewName}_big`;
    await database.db.createCollection(nested, { viewOn: viewName, pipeline: [{ $match: { total: { $gt: 100 } } }] });
    expect(await loose(nested).find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, store: 'T001', total: 120 },
      { _id: 4, store: 'T003', total: 300 },
    ]);
    await database.db.command({ collMod: nested, viewOn: viewName, pipeline: [{ $match: { total: { $lt: 100 } } }] });
    expect(await loose(nested).find().toArray()).toEqual([{ _id: 2, store: 'T002', total: 80 }]);
  });
});

describe('capped collections', () => {
  it('keep insertion order and let the oldest documents go past max', async () => {
    const name = `capped_${Date.now()}`;
    await database.db.createCollection(name, { capped: true, size: 100_000, max: 3 });
    const capped = loose(name);
    for (let i = 1; i <= 5; i++) await capped.insertOne({ _id: i, n: i });
    expect((await capped.find().toArray()).map((document) => document._id)).toEqual([3, 4, 5]);
    expect((await capped.find().sort({ $natural: -1 }).toArray()).map((document) => document._id)).toEqual([5, 4, 3]);
    expect(await capped.isCapped()).toBe(true);
    // MongoDB 5+ allows deletes and updates on capped collections.
    await capped.deleteOne({ _id: 4 });
    await capped.updateOne({ _id: 5 }, { $set: { note: 'longer document now' } });
    expect(await capped.find().toArray()).toEqual([
      { _id: 3, n: 3 },
      { _id: 5, n: 5, note: 'longer document now' },
    ]);
  });

  it('keep within their size', async () => {
    const name = `cappedSize_${Date.now()}`;
    await database.db.createCollection(name, { capped: true, size: 4096 });
    const capped = loose(name);
    const filler = 'x'.repeat(1000);
    for (let i = 1; i <= 10; i++) await capped.insertOne({ _id: i, filler });
    const left = await capped.find().toArray();
    expect(left.length).toBeLessThan(5);
    expect(left.at(-1)?._id).toBe(10);
  });

  it('size is required', async () => {
    expect(await failure(database.db.createCollection(`cappedBad_${Date.now()}`, { capped: true }))).toMatchObject({ code: 72 });
  });
});

describe('validation and collMod', () => {
  it('a validator refuses documents with 121; collMod changes it, its level and action', async () => {
    const name = `validated_${Date.now()}`;
    await database.db.createCollection(name, { validator: { qty: { $gte: 0 }, sku: { $type: 'string' } } });
    const collection = loose(name);
    await collection.insertOne({ _id: 1, sku: 'A', qty: 1 });
    expect(await failure(collection.insertOne({ _id: 2, sku: 'B', qty: -1 }))).toMatchObject({ code: 121 });
    expect(await failure(collection.updateOne({ _id: 1 }, { $set: { qty: -5 } }))).toMatchObject({ code: 121 });
    await database.db.command({ collMod: name, validationAction: 'warn' });
    await collection.insertOne({ _id: 3, sku: 'C', qty: -1 });
    await database.db.command({ collMod: name, validator: { qty: { $lte: 10 } }, validationAction: 'error' });
    await collection.insertOne({ _id: 4, qty: 10 });
    expect(await failure(collection.insertOne({ _id: 5, qty: 11 }))).toMatchObject({ code: 121 });
    const [described] = await database.db.listCollections({ name }).toArray();
    expect((described as Document).options).toMatchObject({ validator: { qty: { $lte: 10 } }, validationAction: 'error' });
  });

  it('an index can be hidden (never chosen, still unique) and its expireAfterSeconds changed', async () => {
    const collection = database.collection();
    await collection.createIndex({ code: 1 }, { unique: true, name: 'code_1' });
    await collection.createIndex({ at: 1 }, { expireAfterSeconds: 3600, name: 'at_1' });
    await collection.insertOne({ _id: 1, code: 'A', at: new Date() });
    const hidden = await database.db.command({ collMod: collection.collectionName, index: { name: 'code_1', hidden: true } });
    expect(hidden).toMatchObject({ hidden_old: false, hidden_new: true, ok: 1 });
    const explained = await collection.find({ code: 'A' }).explain();
    expect(JSON.stringify(explained.queryPlanner.winningPlan)).not.toContain('code_1');
    expect(await failure(collection.insertOne({ _id: 2, code: 'A' }))).toMatchObject({ code: 11000 });
    const indexes = await collection.indexes();
    expect(indexes.find((index) => index.name === 'code_1')).toMatchObject({ hidden: true });
    const ttl = await database.db.command({ collMod: collection.collectionName, index: { keyPattern: { at: 1 }, expireAfterSeconds: 60 } });
    expect(ttl).toMatchObject({ expireAfterSeconds_old: 3600, expireAfterSeconds_new: 60 });
    expect((await collection.indexes()).find((index) => index.name === 'at_1')).toMatchObject({ expireAfterSeconds: 60 });
    expect(await failure(database.db.command({ collMod: collection.collectionName, index: { name: 'nope', hidden: true } }))).toMatchObject({ code: 27 });
    expect(await failure(database.db.command({ collMod: 'does_not_exist', validator: {} }))).toMatchObject({ code: 26 });
  });
});

describe('$merge', () => {
  const sales = [
    { _id: 1, store: 'T001', total: 10 },
    { _id: 2, store: 'T002', total: 20 },
    { _id: 3, store: 'T001', total: 5 },
  ];

  it('inserts new results and merges matched ones into the target (defaults)', async () => {
    const source = database.collection();
    const target = database.collection('totals');
    await source.insertMany(sales);
    await target.insertOne({ _id: 'T001', total: 0, region: 'norte' });
    await source.aggregate([{ $group: { _id: '$store', total: { $sum: '$total' } } }, { $merge: target.collectionName }]).toArray();
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'T001', total: 15, region: 'norte' },
      { _id: 'T002', total: 20 },
    ]);
  });

  it('on a unique field, with replace, keepExisting, fail, discard and a pipeline', async () => {
    const source = database.collection();
    const target = database.collection('byStore');
    await source.insertMany(sales);
    await target.createIndex({ store: 1 }, { unique: true });
    await target.insertOne({ _id: 'x', store: 'T001', total: 1, keep: true });
    const group = { $group: { _id: null, store: { $first: '$store' }, total: { $sum: '$total' } } };
    const perStore = [{ $group: { _id: '$store', total: { $sum: '$total' } } }, { $project: { _id: 0, store: '$_id', total: 1 } }];
    await source
      .aggregate([
        ...perStore,
        {
          $merge: {
            into: target.collectionName,
            on: 'store',
            whenMatched: [{ $set: { total: { $add: ['$total', '$$new.total'] }, seen: '$$tag' } }],
            whenNotMatched: 'discard',
            let: { tag: 'merged' },
          },
        },
      ])
      .toArray();
    expect(await target.find().toArray()).toEqual([{ _id: 'x', store: 'T001', total: 16, keep: true, seen: 'merged' }]);
    await source.aggregate([...perStore, { $merge: { into: target.collectionName, on: 'store', whenMatched: 'replace', whenNotMatched: 'insert' } }]).toArray();
    const replaced = await target
      .find({}, { projection: { _id: 0 } })
      .sort({ store: 1 })
      .toArray();
    expect(replaced).toEqual([
      { store: 'T001', total: 15 },
      { store: 'T002', total: 20 },
    ]);
    expect(await target.findOne({ store: 'T001' })).toMatchObject({ _id: 'x' });
    await source.aggregate([...perStore, { $merge: { into: target.collectionName, on: 'store', whenMatched: 'keepExisting' } }]).toArray();
    expect(await target.countDocuments()).toBe(2);
    expect(
      await failure(source.aggregate([...perStore, { $merge: { into: target.collectionName, on: 'store', whenMatched: 'fail' } }]).toArray()),
    ).toMatchObject({ code: 11000 });
    expect(await failure(source.aggregate([{ $match: { _id: 99 } }, group, { $merge: { into: target.collectionName, on: 'total' } }]).toArray())).toMatchObject(
      { code: 51183 },
    );
    const fresh = database.collection('empty');
    expect(await failure(source.aggregate([{ $merge: { into: fresh.collectionName, whenNotMatched: 'fail' } }]).toArray())).toMatchObject({ code: 13113 });
  });

  it('must be the last stage', async () => {
    const source = database.collection();
    expect(await failure(source.aggregate([{ $merge: 'x' }, { $match: {} }]).toArray())).toMatchObject({ code: 40601 });
  });
});
