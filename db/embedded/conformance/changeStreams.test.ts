import type { ChangeStream, ChangeStreamDocument, Document, ResumeToken } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';

/**
 * Change streams (MongoDB 7): watch() on a collection and a database, the events' shapes,
 * fullDocument: 'updateLookup', resume tokens (resumeAfter, startAfter, postBatchResumeToken),
 * stages after $changeStream, invalidate on drop, and only committed transactions' writes.
 */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

type Stream = ChangeStream<Document, ChangeStreamDocument<Document>>;

/** Opens the stream on the server (the driver opens it lazily) so later writes are seen. */
async function opened(stream: Stream): Promise<Stream> {
  await stream.tryNext();
  return stream;
}

function watch(collection: LooseCollection, pipeline: Document[] = [], options: Document = {}): Promise<Stream> {
  return opened(collection.watch(pipeline, { maxAwaitTimeMS: 50, ...options }) as Stream);
}

async function take(stream: Stream, count: number): Promise<Document[]> {
  const events: Document[] = [];
  while (events.length < count) events.push((await stream.next()) as Document);
  return events;
}

describe('change streams', () => {
  it('report insert, update, replace and delete with their documents', async () => {
    const collection = database.collection();
    const stream = await watch(collection);
    await collection.insertOne({ _id: 1, name: 'ana', qty: 5, stock: { store: 3 }, gone: true });
    await collection.updateOne({ _id: 1 }, { $set: { qty: 6, 'stock.store': 2 }, $unset: { gone: '' } });
    await collection.replaceOne({ _id: 1 }, { name: 'eva' });
    await collection.deleteOne({ _id: 1 });
    const [inserted, updated, replaced, deleted] = await take(stream, 4);
    const ns = { db: database.db.databaseName, coll: collection.collectionName };
    expect(inserted).toMatchObject({
      operationType: 'insert',
      ns,
      documentKey: { _id: 1 },
      fullDocument: { _id: 1, name: 'ana', qty: 5, stock: { store: 3 }, gone: true },
    });
    expect(updated).toMatchObject({
      operationType: 'update',
      ns,
      documentKey: { _id: 1 },
      updateDescription: { updatedFields: { qty: 6, 'stock.store': 2 }, removedFields: ['gone'], truncatedArrays: [] },
    });
    expect(updated.fullDocument).toBeUndefined();
    expect(replaced).toMatchObject({ operationType: 'replace', ns, documentKey: { _id: 1 }, fullDocument: { _id: 1, name: 'eva' } });
    expect(deleted).toMatchObject({ operationType: 'delete', ns, documentKey: { _id: 1 } });
    expect(deleted.fullDocument).toBeUndefined();
    for (const event of [inserted, updated, replaced, deleted]) {
      expect(event._id).toHaveProperty('_data');
      expect(event.clusterTime?._bsontype).toBe('Timestamp');
      expect(event.wallTime).toBeInstanceOf(Date);
    }
    await stream.close();
  });

  it("fullDocument: 'updateLookup' brings the document as it is now", async () => {
    const collection = database.collection();
    const stream = await watch(collection, [], { fullDocument: 'updateLookup' });
    await collection.insertOne({ _id: 'a', n: 1 });
    await collection.updateOne({ _id: 'a' }, { $inc: { n: 1 } });
    const [, updated] = await take(stream, 2);
    expect(updated.fullDocument).toEqual({ _id: 'a', n: 2 });
    await stream.close();
  });

  it('a $match and a $project after $changeStream filter and shape the events', async () => {
    const collection = database.collection();
    const stream = await watch(collection, [
      { $match: { operationType: 'insert', 'fullDocument.kind': 'sale' } },
      { $project: { 'fullDocument.total': 1, operationType: 1 } },
    ]);
    await collection.insertMany([
      { _id: 1, kind: 'return', total: 5 },
      { _id: 2, kind: 'sale', total: 7 },
    ]);
    await collection.deleteOne({ _id: 2 });
    await collection.insertOne({ _id: 3, kind: 'sale', total: 9 });
    const events = await take(stream, 2);
    expect(events.map(({ _id: _token, ...rest }) => rest)).toEqual([
      { operationType: 'insert', fullDocument: { total: 7 } },
      { operationType: 'insert', fullDocument: { total: 9 } },
    ]);
    await stream.close();
  });

  it('changing the resume token in the pipeline is refused when the event comes', async () => {
    const collection = database.collection();
    const stream = await watch(collection, [{ $project: { _id: 0 } }]);
    await collection.insertOne({ _id: 1 });
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 280 });
    await stream.close();
  });

  it('resumeAfter continues after the given event, with nothing lost or repeated', async () => {
    const collection = database.collection();
    const first = await watch(collection);
    await collection.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    const [one] = await take(first, 1);
    await first.close();
    const resumed = collection.watch([], { resumeAfter: one._id as ResumeToken, maxAwaitTimeMS: 50 });
    const rest = await take(resumed, 2);
    expect(rest.map((event) => event.documentKey._id)).toEqual([2, 3]);
    await resumed.close();
  });

  it('the postBatchResumeToken of an empty batch resumes after everything seen so far', async () => {
    const collection = database.collection();
    const stream = await watch(collection);
    await collection.insertOne({ _id: 'before' });
    await take(stream, 1);
    expect(await stream.tryNext()).toBeNull();
    const token = stream.resumeToken;
    expect(token).toHaveProperty('_data');
    await stream.close();
    await collection.insertOne({ _id: 'after' });
    const resumed = collection.watch([], { resumeAfter: token, maxAwaitTimeMS: 50 });
    const [event] = await take(resumed, 1);
    expect(event.documentKey._id).toBe('after');
    await resumed.close();
  });

  it('a collection stream ends with drop and invalidate; startAfter the invalidate continues', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 0 });
    const stream = await watch(collection);
    await collection.insertOne({ _id: 1 });
    await collection.drop();
    const [inserted, dropped, invalidated] = await take(stream, 3);
    expect(inserted.operationType).toBe('insert');
    expect(dropped).toMatchObject({ operationType: 'drop', ns: { db: database.db.databaseName, coll: collection.collectionName } });
    expect(invalidated.operationType).toBe('invalidate');
    expect(stream.closed).toBe(true);
    await stream.close();

    const refused = collection.watch([], { resumeAfter: invalidated._id as ResumeToken });
    await expect(refused.tryNext()).rejects.toMatchObject({ code: 260 });
    await refused.close();

    const again = collection.watch([], { startAfter: invalidated._id as ResumeToken, maxAwaitTimeMS: 50 });
    await again.tryNext();
    await collection.insertOne({ _id: 2 });
    const [next] = await take(again, 1);
    expect(next).toMatchObject({ operationType: 'insert', documentKey: { _id: 2 } });
    await again.close();
  });

  it('a database stream sees every collection of the database, and not other databases', async () => {
    const a = database.collection('a');
    const b = database.collection('b');
    const other = database.client.db(`${database.db.databaseName}_x`).collection('elsewhere') as LooseCollection;
    const stream = await opened(database.db.watch([], { maxAwaitTimeMS: 50 }) as Stream);
    await other.insertOne({ _id: 'x' });
    await a.insertOne({ _id: 'a' });
    await b.updateOne({ _id: 'b' }, { $set: { n: 1 } }, { upsert: true });
    const events = await take(stream, 2);
    expect(events.map((event) => [event.operationType, event.ns.coll, event.documentKey._id])).toEqual([
      ['insert', a.collectionName, 'a'],
      ['insert', b.collectionName, 'b'],
    ]);
    await stream.close();
    await database.client.db(`${database.db.databaseName}_x`).dropDatabase();
  });

  it("shows a transaction's writes at its commit, and never an aborted one's", async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 'seed' });
    const stream = await watch(collection);
    const session = database.client.startSession();
    try {
      session.startTransaction();
      await collection.insertOne({ _id: 'aborted' }, { session });
      await session.abortTransaction();
      session.startTransaction();
      await collection.insertOne({ _id: 'order' }, { session });
      await collection.updateOne({ _id: 'seed' }, { $set: { lines: 1 } }, { session });
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    await collection.insertOne({ _id: 'after' });
    const events = await take(stream, 3);
    expect(events.map((event) => [event.operationType, event.documentKey._id])).toEqual([
      ['insert', 'order'],
      ['update', 'seed'],
      ['insert', 'after'],
    ]);
    expect(events[0].clusterTime).toEqual(events[1].clusterTime);
    await stream.close();
  });

  it('a waiting getMore answers as soon as a change comes, well before maxAwaitTimeMS', async () => {
    const collection = database.collection();
    const stream = collection.watch([], { maxAwaitTimeMS: 5_000 }) as Stream;
    const started = Date.now();
    const next = stream.next();
    setTimeout(() => void collection.insertOne({ _id: 'late' }), 300);
    const event = (await next) as Document;
    expect(event.documentKey._id).toBe('late');
    expect(Date.now() - started).toBeLessThan(3_000);
    await stream.close();
  });

  it('unknown $changeStream options are refused', async () => {
    const collection = database.collection();
    const error = await collection
      .aggregate([{ $changeStream: { bogus: true } }])
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 40415 });
  });
});
