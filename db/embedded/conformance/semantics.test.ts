import { DBRef, Long, ObjectId, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase } from './client';

/** Update and query semantics MongoDB 7 has and mingo alone would get wrong; retryable writes. */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

const lines = () => ({
  _id: 1,
  a: [
    { k: 1, x: 0, y: 0 },
    { k: 2, x: 0, y: 0 },
  ],
});

describe('several paths under one array in one update', () => {
  it("'a.$.x' with 'a.$.y'", async () => {
    const collection = database.collection();
    await collection.insertOne(lines());
    await collection.updateOne({ _id: 1, 'a.k': 2 }, { $set: { 'a.$.x': 5, 'a.$.y': 6 } });
    expect(await collection.findOne({ _id: 1 })).toEqual({
      _id: 1,
      a: [
        { k: 1, x: 0, y: 0 },
        { k: 2, x: 5, y: 6 },
      ],
    });
  });

  it("'$[]' with '$[id]' and arrayFilters", async () => {
    const collection = database.collection();
    await collection.insertOne(lines());
    await collection.updateOne({ _id: 1 }, { $inc: { 'a.$[].x': 1, 'a.$[e].y': 10 } }, { arrayFilters: [{ 'e.k': 1 }] });
    expect(await collection.findOne({ _id: 1 })).toEqual({
      _id: 1,
      a: [
        { k: 1, x: 1, y: 10 },
        { k: 2, x: 1, y: 0 },
      ],
    });
  });

  it("two fields of the same '$[id]'", async () => {
    const collection = database.collection();
    await collection.insertOne(lines());
    await collection.updateOne({ _id: 1 }, { $set: { 'a.$[e].x': 7, 'a.$[e].y': 8 } }, { arrayFilters: [{ 'e.k': 2 }] });
    expect(await collection.findOne({ _id: 1 })).toEqual({
      _id: 1,
      a: [
        { k: 1, x: 0, y: 0 },
        { k: 2, x: 7, y: 8 },
      ],
    });
  });
});

describe('update semantics', () => {
  it('$set of _id to its value on an upsert from an _id filter', async () => {
    const collection = database.collection();
    await collection.updateOne({ _id: 9 }, { $set: { _id: 9, v: 1 } }, { upsert: true });
    expect(await collection.findOne({ _id: 9 })).toEqual({ _id: 9, v: 1 });
  });

  it('$pull with an $or condition', async () => {
    const collection = database.collection();
    await collection.insertOne({
      _id: 2,
      l: [
        { q: 1, s: 'a' },
        { q: 5, s: 'b' },
        { q: 9, s: 'c' },
      ],
    });
    const pull: Document = { $pull: { l: { $or: [{ q: { $lt: 2 } }, { s: 'c' }] } } };
    await collection.updateOne({ _id: 2 }, pull);
    expect(await collection.findOne({ _id: 2 })).toEqual({ _id: 2, l: [{ q: 5, s: 'b' }] });
  });

  it('{ _id: null } is stored and found as null (the driver itself replaces a null _id on insertOne)', async () => {
    const collection = database.collection();
    await database.db.command({ insert: collection.collectionName, documents: [{ _id: null, v: 1 }] });
    expect(await collection.find({ _id: null }).toArray()).toEqual([{ _id: null, v: 1 }]);
    const upserts = database.collection();
    await upserts.updateOne({ _id: null }, { $set: { v: 2 } }, { upsert: true });
    expect(await upserts.find().toArray()).toEqual([{ _id: null, v: 2 }]);
  });
});

describe('query semantics', () => {
  it('$all on a non-array field is an equality', async () => {
    const collection = database.collection();
    await collection.insertMany([
      { _id: 1, tag: 'x' },
      { _id: 2, tag: ['x', 'y'] },
      { _id: 3, tag: 'y' },
    ]);
    expect(
      (
        await collection
          .find({ tag: { $all: ['x'] } })
          .sort({ _id: 1 })
          .toArray()
      ).map((document) => document._id),
    ).toEqual([1, 2]);
    expect((await collection.find({ tag: { $all: ['x', 'y'] } }).toArray()).map((document) => document._id)).toEqual([2]);
    expect(await collection.countDocuments({ tag: { $all: [] } })).toBe(0);
  });

  it('$elemMatch projection with an operator-only condition', async () => {
    const collection = database.collection();
    await collection.insertMany([
      { _id: 7, nums: [1, 5, 9], o: 1 },
      { _id: 8, nums: [1, 2], o: 2 },
    ]);
    const projected = await collection
      .find({}, { projection: { nums: { $elemMatch: { $gt: 4 } } } })
      .sort({ _id: 1 })
      .toArray();
    expect(projected).toEqual([{ _id: 7, nums: [5] }, { _id: 8 }]);
  });

  it('DBRef fields ($ref, $id, $db) are queried by path, and a whole DBRef by equality', async () => {
    const collection = database.collection();
    const user = new ObjectId('000000000000000000000001');
    await collection.insertMany([
      { _id: 1, owner: new DBRef('users', user, 'app') },
      { _id: 2, owner: new DBRef('stores', user) },
    ]);
    expect((await collection.find({ 'owner.$id': user }).sort({ _id: 1 }).toArray()).map((document) => document._id)).toEqual([1, 2]);
    expect((await collection.find({ 'owner.$ref': 'users' }).toArray()).map((document) => document._id)).toEqual([1]);
    expect((await collection.find({ 'owner.$db': 'app' }).toArray()).map((document) => document._id)).toEqual([1]);
    expect((await collection.find({ owner: new DBRef('stores', user) }).toArray()).map((document) => document._id)).toEqual([2]);
    const [found] = await collection.find({ _id: 1 }).toArray();
    expect(found.owner).toBeInstanceOf(DBRef);
    expect(found.owner.namespace).toBe('users');
  });

  it('$slice with an exclusion keeps the other fields', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 6, arr: [1, 2, 3, 4], b: 1, c: 2 });
    expect(await collection.findOne({ _id: 6 }, { projection: { arr: { $slice: 2 }, c: 0 } })).toEqual({ _id: 6, arr: [1, 2], b: 1 });
  });
});

describe('retryable writes', () => {
  it('the same insert sent twice with one lsid and txnNumber is applied once', async () => {
    const collection = database.collection();
    const session = database.client.startSession();
    // The driver's pooled server session may have carried retryable writes already: start above them.
    const base = 1_000_000_000;
    try {
      const first = await database.db.command(
        { insert: collection.collectionName, documents: [{ _id: 'once' }], txnNumber: Long.fromNumber(base) },
        { session },
      );
      expect(first).toMatchObject({ n: 1, ok: 1 });
      // The retry (as the driver sends it after a network error) gets the first answer, without a duplicate key error.
      const retried = await database.db.command(
        { insert: collection.collectionName, documents: [{ _id: 'once' }], txnNumber: Long.fromNumber(base) },
        { session },
      );
      expect(retried).toMatchObject({ n: 1, ok: 1 });
      expect(retried.writeErrors).toBeUndefined();
      const next = await database.db.command(
        { insert: collection.collectionName, documents: [{ _id: 'twice' }], txnNumber: Long.fromNumber(base + 1) },
        { session },
      );
      expect(next).toMatchObject({ n: 1 });
      const stale = await database.db
        .command({ insert: collection.collectionName, documents: [{ _id: 'old' }], txnNumber: Long.fromNumber(base) }, { session })
        .catch((error: Document) => error);
      expect(stale).toMatchObject({ code: 225 });
    } finally {
      await session.endSession();
    }
    expect((await collection.find().sort({ _id: 1 }).toArray()).map((document) => document._id)).toEqual(['once', 'twice']);
  });
});
