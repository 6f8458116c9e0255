import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase } from './client';

/** findAndModify (findOneAndUpdate, findOneAndReplace, findOneAndDelete): which document, which version, projection, upsert. */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('findAndModify', () => {
  const seed = async () => {
    const collection = database.collection();
    await collection.insertMany([
      { _id: 1, queue: 'q', priority: 2, state: 'new' },
      { _id: 2, queue: 'q', priority: 5, state: 'new' },
      { _id: 3, queue: 'r', priority: 9, state: 'new' },
    ]);
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
    const taken = await collection.findOneAndUpdate(
      { queue: 'q', state: 'new' },
      { $set: { state: 'taken' } },
      { sort: { priority: -1 }, returnDocument: 'after' },
    );
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
    const created = await collection.findOneAndUpdate(
      { _id: 10 },
      { $set: { state: 'fresh' }, $setOnInsert: { priority: 0 } },
      { upsert: true, returnDocument: 'after' },
    );
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
