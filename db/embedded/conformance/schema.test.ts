import { Long } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConformanceDatabase, openConformanceDatabase, serverError } from './client';

/** Indexes and duplicate keys, collections and cursors. */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('indexes and duplicate keys', () => {
  it('creates, lists and names indexes', async () => {
    const collection = database.collection();
    expect(await collection.createIndex({ code: 1 }, { unique: true })).toBe('code_1');
    expect(await collection.createIndex({ zone: 1, opened: -1 })).toBe('zone_1_opened_-1');
    expect(await collection.createIndex({ name: 1 }, { name: 'by_name' })).toBe('by_name');
    const indexes = await collection.listIndexes().toArray();
    expect(indexes.map((index) => index.name)).toEqual(['_id_', 'code_1', 'zone_1_opened_-1', 'by_name']);
    expect(indexes[1]).toMatchObject({ key: { code: 1 }, unique: true });
    expect(indexes[2].key).toEqual({ zone: 1, opened: -1 });
  });

  it('rejects a duplicate _id with the E11000 message', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 7 });
    const error = await serverError(collection.insertOne({ _id: 7 }));
    expect(error.code).toBe(11000);
    expect(error.message).toContain(
      `E11000 duplicate key error collection: ${database.db.databaseName}.${collection.collectionName} index: _id_ dup key: { _id: 7 }`,
    );
  });

  it('rejects a duplicate on a unique index with keyPattern and keyValue', async () => {
    const collection = database.collection();
    await collection.createIndex({ email: 1 }, { unique: true });
    await collection.insertOne({ email: 'a@x.mx' });
    const error = await serverError(collection.insertOne({ email: 'a@x.mx' }));
    expect(error.code).toBe(11000);
    expect(error.keyPattern).toEqual({ email: 1 });
    expect(error.keyValue).toEqual({ email: 'a@x.mx' });
    expect(error.message).toContain('index: email_1 dup key: { email: "a@x.mx" }');
  });

  it('rejects an update that would create a duplicate', async () => {
    const collection = database.collection();
    await collection.createIndex({ email: 1 }, { unique: true });
    await collection.insertMany([
      { _id: 1, email: 'a' },
      { _id: 2, email: 'b' },
    ]);
    const error = await serverError(collection.updateOne({ _id: 2 }, { $set: { email: 'a' } }));
    expect(error.code).toBe(11000);
    expect((await collection.findOne({ _id: 2 }))?.email).toBe('b');
  });

  it('enforces compound unique keys on the whole tuple', async () => {
    const collection = database.collection();
    await collection.createIndex({ store: 1, folio: 1 }, { unique: true });
    await collection.insertMany([
      { store: 1, folio: 1 },
      { store: 1, folio: 2 },
      { store: 2, folio: 1 },
    ]);
    const error = await serverError(collection.insertOne({ store: 1, folio: 2 }));
    expect(error.keyValue).toEqual({ store: 1, folio: 2 });
  });

  it('treats a missing field as null in a unique index', async () => {
    const collection = database.collection();
    await collection.createIndex({ rfc: 1 }, { unique: true });
    await collection.insertOne({ name: 'first' });
    const error = await serverError(collection.insertOne({ name: 'second' }));
    expect(error.keyValue).toEqual({ rfc: null });
  });

  it('a sparse unique index allows many documents without the field', async () => {
    const collection = database.collection();
    await collection.createIndex({ rfc: 1 }, { unique: true, sparse: true });
    await collection.insertMany([{ name: 'a' }, { name: 'b' }, { rfc: 'X' }]);
    await serverError(collection.insertOne({ rfc: 'X' }));
    expect(await collection.countDocuments()).toBe(3);
  });

  it('a partial unique index only covers matching documents', async () => {
    const collection = database.collection();
    await collection.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await collection.insertMany([
      { code: 'A', active: false },
      { code: 'A', active: false },
      { code: 'A', active: true },
    ]);
    await serverError(collection.insertOne({ code: 'A', active: true }));
  });

  it('a unique index on an array field indexes each element', async () => {
    const collection = database.collection();
    await collection.createIndex({ barcodes: 1 }, { unique: true });
    await collection.insertOne({ barcodes: ['111', '222'] });
    await serverError(collection.insertOne({ barcodes: ['333', '222'] }));
    await collection.insertOne({ barcodes: ['444'] });
  });

  it('fails to build a unique index over existing duplicates', async () => {
    const collection = database.collection();
    await collection.insertMany([{ v: 1 }, { v: 1 }]);
    const error = await serverError(collection.createIndex({ v: 1 }, { unique: true }));
    expect(error.code).toBe(11000);
    expect((await collection.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('creating the same index twice is a no-op', async () => {
    const collection = database.collection();
    await collection.createIndex({ a: 1 });
    await collection.createIndex({ a: 1 });
    expect(await collection.listIndexes().toArray()).toHaveLength(2);
  });

  it('refuses a second index with the same name and another key', async () => {
    const collection = database.collection();
    await collection.createIndex({ a: 1 }, { name: 'idx' });
    const error = await serverError(collection.createIndex({ b: 1 }, { name: 'idx' }));
    expect(error.code).toBe(86);
  });

  it('drops one index, then all of them', async () => {
    const collection = database.collection();
    await collection.createIndex({ a: 1 });
    await collection.createIndex({ b: 1 });
    await collection.dropIndex('a_1');
    expect((await collection.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_', 'b_1']);
    await collection.dropIndexes();
    expect((await collection.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('dropping an unknown index fails with IndexNotFound', async () => {
    const collection = database.collection();
    await collection.insertOne({});
    expect((await serverError(collection.dropIndex('nope_1'))).code).toBe(27);
  });

  it('dropping the _id index is refused', async () => {
    const collection = database.collection();
    await collection.insertOne({});
    expect((await serverError(collection.dropIndex('_id_'))).code).toBe(72);
  });

  it('a dropped unique index no longer rejects duplicates', async () => {
    const collection = database.collection();
    await collection.createIndex({ a: 1 }, { unique: true });
    await collection.insertOne({ a: 1 });
    await collection.dropIndex('a_1');
    await collection.insertOne({ a: 1 });
    expect(await collection.countDocuments({ a: 1 })).toBe(2);
  });

  it('queries see documents through an index after updates and deletes', async () => {
    const collection = database.collection();
    await collection.createIndex({ status: 1, at: 1 });
    await collection.insertMany(Array.from({ length: 30 }, (_, i) => ({ _id: i, status: 'pending', at: i })));
    await collection.updateMany({ at: { $lt: 10 } }, { $set: { status: 'done' } });
    await collection.deleteMany({ at: { $gte: 25 } });
    expect(await collection.countDocuments({ status: 'pending', at: { $gte: 5 } })).toBe(15);
    expect(await collection.countDocuments({ status: 'done' })).toBe(10);
  });
});

describe('collections and databases', () => {
  it('creates a collection explicitly and refuses to create it twice', async () => {
    const name = `explicit_${Date.now()}`;
    await database.db.createCollection(name);
    const error = await serverError(database.db.createCollection(name));
    expect(error.code).toBe(48);
  });

  it('lists collections with a filter', async () => {
    const collection = database.collection('listed');
    await collection.insertOne({});
    const names = (await database.db.listCollections({ name: collection.collectionName }).toArray()).map((entry) => entry.name);
    expect(names).toEqual([collection.collectionName]);
  });

  it('drops a collection with its documents and indexes', async () => {
    const collection = database.collection();
    await collection.insertOne({ a: 1 });
    await collection.createIndex({ a: 1 });
    expect(await collection.drop()).toBe(true);
    expect(await collection.countDocuments()).toBe(0);
    expect((await database.db.listCollections({ name: collection.collectionName }).toArray()).length).toBe(0);
  });

  it('renames a collection with its documents and indexes', async () => {
    const collection = database.collection();
    await collection.insertMany([
      { _id: 1, code: 'a' },
      { _id: 2, code: 'b' },
    ]);
    await collection.createIndex({ code: 1 }, { unique: true });
    const newName = `${collection.collectionName}_renamed`;
    const renamed = await collection.rename(newName);
    expect(await renamed.countDocuments()).toBe(2);
    expect((await renamed.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_', 'code_1']);
    expect((await serverError(renamed.insertOne({ code: 'a' }))).code).toBe(11000);
    expect(await collection.countDocuments()).toBe(0);
  });

  it('refuses to rename onto an existing collection unless told to drop it', async () => {
    const source = database.collection();
    const target = database.collection();
    await source.insertOne({ _id: 1, from: 'source' });
    await target.insertOne({ _id: 1, from: 'target' });
    expect((await serverError(source.rename(target.collectionName))).code).toBe(48);
    const renamed = await source.rename(target.collectionName, { dropTarget: true });
    expect(await renamed.find().toArray()).toEqual([{ _id: 1, from: 'source' }]);
  });

  it('listIndexes on a missing collection fails with NamespaceNotFound', async () => {
    const error = await serverError(database.db.collection('never_created').listIndexes().toArray());
    expect(error.code).toBe(26);
  });

  it('lists the database after a write and drops it', async () => {
    const other = database.client.db(`${database.db.databaseName}_other`);
    await other.collection('x').insertOne({ a: 1 });
    const listed = await database.client.db('admin').admin().listDatabases();
    expect(listed.databases.map((entry) => entry.name)).toContain(other.databaseName);
    await other.dropDatabase();
    expect(await other.collection('x').countDocuments()).toBe(0);
  });

  it('answers ping, buildInfo and hello', async () => {
    const admin = database.client.db('admin');
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const info = await admin.command({ buildInfo: 1 });
    expect(typeof info.version).toBe('string');
    const hello = await admin.command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(hello.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
  });
});

describe('cursors', () => {
  it('iterates in batches with getMore', async () => {
    const collection = database.collection();
    await collection.insertMany(Array.from({ length: 120 }, (_, i) => ({ _id: i })));
    const cursor = collection.find({}).sort({ _id: 1 }).batchSize(25);
    let count = 0;
    for await (const document of cursor) {
      expect(document._id).toBe(count);
      count += 1;
    }
    expect(count).toBe(120);
  });

  it('returns the first batch and a live cursor id from the command', async () => {
    const collection = database.collection();
    await collection.insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i })));
    const reply = await database.db.command({ find: collection.collectionName, batchSize: 3 });
    expect(reply.cursor.firstBatch).toHaveLength(3);
    expect(Number(reply.cursor.id)).not.toBe(0);
    const more = await database.db.command({ getMore: Long.fromNumber(Number(reply.cursor.id)), collection: collection.collectionName, batchSize: 100 });
    expect(more.cursor.nextBatch).toHaveLength(7);
    expect(Number(more.cursor.id)).toBe(0);
  });

  it('a closed cursor is gone', async () => {
    const collection = database.collection();
    await collection.insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i })));
    const reply = await database.db.command({ find: collection.collectionName, batchSize: 2 });
    const id = Long.fromNumber(Number(reply.cursor.id));
    const killed = await database.db.command({ killCursors: collection.collectionName, cursors: [id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const error = await serverError(database.db.command({ getMore: id, collection: collection.collectionName }));
    expect(error.code).toBe(43);
  });

  it('getMore on an unknown cursor fails with CursorNotFound', async () => {
    const collection = database.collection();
    await collection.insertOne({});
    const error = await serverError(database.db.command({ getMore: Long.fromNumber(123456789), collection: collection.collectionName }));
    expect(error.code).toBe(43);
  });

  it('a negative limit returns a single batch and no cursor', async () => {
    const collection = database.collection();
    await collection.insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i })));
    const reply = await database.db.command({ find: collection.collectionName, limit: -4 });
    expect(reply.cursor.firstBatch).toHaveLength(4);
    expect(Number(reply.cursor.id)).toBe(0);
  });

  it('closing a cursor early leaves the collection usable', async () => {
    const collection = database.collection();
    await collection.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i })));
    const cursor = collection.find().batchSize(5);
    await cursor.next();
    await cursor.close();
    expect(await collection.countDocuments()).toBe(50);
  });
});
