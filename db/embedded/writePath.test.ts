import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId, Timestamp } from 'bson';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { ChangeStreams, deferredOf, type RawChange } from './changeStreams';
import { SecondaryIndex } from './indexes';
import { Storage } from './storage';
import { startEmbeddedServer } from './index';

/** The write path's shortcuts: received bytes stored as they are, the change log by commit, index holders. */

const directories: string[] = [];
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

describe('inserted documents stored as the bytes they arrived as', () => {
  it('gives back every document with _id first and the same fields after a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'write-path-'));
    directories.push(dataDir);
    const ids = [new ObjectId(), new ObjectId()];
    // The driver appends a generated _id after the other fields; this one sends _id last on purpose.
    const documents = [
      { sku: 'A-1', qty: 3, nested: { price: 12.5, tags: ['x', 'y'] }, _id: ids[0] },
      { _id: ids[1], sku: 'B-2', qty: 0 },
      { sku: 'C-3', qty: 7 },
    ];
    const expected = [
      { _id: ids[0], sku: 'A-1', qty: 3, nested: { price: 12.5, tags: ['x', 'y'] } },
      { _id: ids[1], sku: 'B-2', qty: 0 },
    ];
    let server = await startEmbeddedServer({ dataDir, durability: 'os' });
    let client = new MongoClient(server.uri);
    try {
      const items = client.db('write').collection('items');
      await items.insertMany(documents.map((document) => ({ ...document })));
      // In a stated order: without a sort the order is not part of what is checked (after a restart
      // the server reads by _id, and the driver's generated _id may sort before the test's own).
      const before = await items.find({}).sort({ sku: 1 }).toArray();
      expect(before.slice(0, 2)).toEqual(expected);
      expect(Object.keys(before[0])[0]).toBe('_id');
      expect(Object.keys(before[2])).toEqual(['_id', 'sku', 'qty']);
    } finally {
      await client.close();
      await server.close();
    }
    server = await startEmbeddedServer({ dataDir, durability: 'os' });
    client = new MongoClient(server.uri);
    try {
      const after = await client.db('write').collection('items').find({}).sort({ sku: 1 }).toArray();
      expect(after).toHaveLength(3);
      expect(after.slice(0, 2)).toEqual(expected);
      for (const document of after) expect(Object.keys(document)[0]).toBe('_id');
      expect(after[2]).toMatchObject({ sku: 'C-3', qty: 7 });
    } finally {
      await client.close();
      await server.close();
    }
  });
});

/** A change log with a clock that ticks once a publication (cluster times 1, 2, 3...) and the given limits. */
const streamsWith = (...limits: [capacity: number, capacityBytes?: number, unwatchedBytes?: number]) => {
  let increment = 0;
  return new ChangeStreams(
    () => new Timestamp({ t: 1, i: ++increment }),
    () => undefined,
    ...limits,
  );
};

describe('change log kept by commit', () => {
  const insertOf = (n: number): RawChange => ({ op: 'insert', db: 'unit', coll: 'c', next: { _id: n } });
  const open = (streams: ChangeStreams, resumeAfter?: unknown) =>
    streams.open({ aggregate: 'c', cursor: {} }, 'unit', [{ $changeStream: resumeAfter === undefined ? {} : { resumeAfter } }]) as {
      cursor: { firstBatch: Array<{ _id: unknown; documentKey: { _id: number } }>; postBatchResumeToken: unknown };
    };

  it('keeps at least its capacity of changes, drops whole older commits, and resumes inside a commit', () => {
    const streams = streamsWith(10);
    const start = open(streams).cursor.postBatchResumeToken;
    // Four commits of 4 changes: 16 changes, of which the log must keep at least the last 10.
    for (let commit = 0; commit < 4; commit++) streams.publish([0, 1, 2, 3].map((i) => insertOf(commit * 4 + i)));
    expect(() => open(streams, start)).toThrow(expect.objectContaining({ code: 286 }));
    const { firstBatch } = (
      streams.open({ aggregate: 'c', cursor: {} }, 'unit', [{ $changeStream: { startAtOperationTime: new Timestamp({ t: 0, i: 0 }) } }]) as ReturnType<
        typeof open
      >
    ).cursor;
    // The oldest commit kept starts at change 4: 12 changes are left (at least 10, whole commits).
    expect(firstBatch.map((event) => event.documentKey._id)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    const resumed = open(streams, firstBatch[5]._id).cursor.firstBatch;
    expect(resumed.map((event) => event.documentKey._id)).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('keeps at most its byte budget of documents, and always the newest commit', () => {
    // Room for 20,000 changes but only 1 MB of documents: large documents (an ERP answer's chunks) must not pile up.
    const streams = streamsWith(20_000, 1_000_000);
    const large = (n: number): RawChange => ({ op: 'insert', db: 'unit', coll: 'c', next: { _id: n }, bytes: 300_000 });
    // A stream watches the collection: what the log keeps of it is the whole budget's.
    open(streams);
    for (let n = 0; n < 10; n++) streams.publish([large(n)]);
    const all = (
      streams.open({ aggregate: 'c', cursor: {} }, 'unit', [{ $changeStream: { startAtOperationTime: new Timestamp({ t: 0, i: 0 }) } }]) as ReturnType<
        typeof open
      >
    ).cursor;
    // 3 x 300,000 bytes fit in 1,000,000: the last three commits are kept.
    expect(all.firstBatch.map((event) => event.documentKey._id)).toEqual([7, 8, 9]);
    streams.publish([{ ...large(10), bytes: 5_000_000 }]);
    const newest = (
      streams.open({ aggregate: 'c', cursor: {} }, 'unit', [{ $changeStream: { startAtOperationTime: new Timestamp({ t: 0, i: 0 }) } }]) as ReturnType<
        typeof open
      >
    ).cursor;
    expect(newest.firstBatch.map((event) => event.documentKey._id)).toEqual([10]);
  });
});

describe('change log of namespaces no stream watches', () => {
  type Opened = { cursor: { firstBatch: Array<{ _id: unknown; documentKey: { _id: number }; ns: { coll: string } }>; postBatchResumeToken: unknown } };
  const from = (streams: ChangeStreams, coll: string | 1, start: Record<string, unknown>) =>
    streams.open({ aggregate: coll, cursor: {} }, 'unit', [{ $changeStream: start }]) as Opened;
  const setup = () => {
    // Room for 20,000 changes and 10 MB of documents, of which 1 MB for the namespaces nobody watches.
    const streams = streamsWith(20_000, 10_000_000, 1_000_000);
    const chunk = (coll: string, n: number): RawChange => ({ op: 'insert', db: 'unit', coll, next: { _id: n }, bytes: 300_000 });
    return { streams, chunk, time: (i: number) => new Timestamp({ t: 1, i }) };
  };

  it('keeps their last budget of documents, so a stream opened at a time just before still reads them', () => {
    const { streams, chunk, time } = setup();
    // Cluster times 1 to 10: an ERP answer's chunks that nobody follows.
    for (let n = 0; n < 10; n++) streams.publish([chunk('chunks', n)]);
    // 3 x 300,000 bytes fit in 1,000,000: the last three are still there for a stream that starts at their time.
    expect(from(streams, 'chunks', { startAtOperationTime: time(8) }).cursor.firstBatch.map((event) => event.documentKey._id)).toEqual([7, 8, 9]);
    // Earlier is refused as MongoDB refuses a point older than its oplog, not answered without the changes let go of.
    expect(() => from(streams, 'chunks', { startAtOperationTime: time(7) })).toThrow(expect.objectContaining({ code: 286 }));
    // Another collection's stream from that time misses nothing: none of its changes were let go of.
    expect(from(streams, 'stores', { startAtOperationTime: time(1) }).cursor.firstBatch).toEqual([]);
  });

  it('keeps a watched collection whole beside them, and what a new stream watches from then on', () => {
    const { streams, chunk } = setup();
    const start = from(streams, 'watched', {}).cursor.postBatchResumeToken;
    for (let n = 0; n < 10; n++) streams.publish([chunk('chunks', n), chunk('watched', 100 + n)]);
    const resumed = from(streams, 'watched', { resumeAfter: start }).cursor.firstBatch;
    expect(resumed.map((event) => event.documentKey._id)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
    // A stream on chunks from now on: its collection is kept whole after it, and a resume from its first token reads it all.
    const chunksStart = from(streams, 'chunks', {}).cursor.postBatchResumeToken;
    for (let n = 10; n < 20; n++) streams.publish([chunk('chunks', n)]);
    expect(from(streams, 'chunks', { resumeAfter: chunksStart }).cursor.firstBatch.map((event) => event.documentKey._id)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    // A database stream from before the chunks let go of would miss them: refused.
    expect(() => from(streams, 1, { resumeAfter: start })).toThrow(expect.objectContaining({ code: 286 }));
  });
});

describe('waiting streams', () => {
  it('a write wakes only the streams it concerns; a quiet one stays past the others and reads its own when it comes', async () => {
    // A log of 10 changes: the busy collection's 30 roll past where the quiet stream started.
    const streams = streamsWith(10);
    const opened = (coll: string) =>
      (streams.open({ aggregate: coll, cursor: {} }, 'unit', [{ $changeStream: {} }]) as { cursor: { id: { toNumber(): number } } }).cursor.id.toNumber();
    const quiet = opened('quiet');
    const busy = opened('busy');
    const next = (id: number, coll: string) =>
      deferredOf(streams.getMore(id, `unit.${coll}`, undefined, 10_000)) as Promise<{ cursor: { nextBatch: Array<{ documentKey: { _id: number } }> } }>;
    let quietAnswered = false;
    const quietBatch = next(quiet, 'quiet').then((reply) => {
      quietAnswered = true;
      return reply;
    });
    for (let n = 0; n < 30; n++) {
      const busyBatch = next(busy, 'busy');
      streams.publish([{ op: 'insert', db: 'unit', coll: 'busy', next: { _id: n } }]);
      expect((await busyBatch).cursor.nextBatch.map((event) => event.documentKey._id)).toEqual([n]);
    }
    expect(quietAnswered).toBe(false);
    streams.publish([{ op: 'insert', db: 'unit', coll: 'quiet', next: { _id: 'q' } }]);
    expect((await quietBatch).cursor.nextBatch.map((event) => event.documentKey._id)).toEqual(['q']);
  });
});

describe('index holders', () => {
  it('counts and finds each holder of a key once, whatever the array', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'holders-'));
    const storage = new Storage(directory, 'os');
    try {
      const index = new SecondaryIndex({ name: 'store_1', key: { store: 1 } }, { storage, indexId: 1, markMultikey: () => undefined });
      storage.write(() => {
        index.add(1, index.keysOf({ _id: 'a', store: 1 }));
        index.add(2, index.keysOf({ _id: 'b', store: 1 }));
        index.add(3, index.keysOf({ _id: 'c', store: 2 }));
      });
      expect(Array.from(index.lookup([1]))).toEqual([1, 2]);
      expect(index.lookupCount([1])).toBe(2);
      storage.write(() => index.remove(1, index.keysOf({ _id: 'a', store: 1 })));
      expect(Array.from(index.lookup([1]))).toEqual([2]);
      expect(index.conflicts([[1]], 2)).toBeNull();
      expect(index.conflicts([[1]], 26)).toEqual({ values: [1] });
      storage.write(() => index.remove(2, index.keysOf({ _id: 'b', store: 1 })));
      expect(index.lookupCount([1])).toBe(0);
      expect(Array.from(index.range([], { value: 0, inclusive: true }))).toEqual([3]);
      // A document holding one key twice (an array) is one holder.
      let marked = false;
      const tags = new SecondaryIndex({ name: 'tags_1', key: { tags: 1 } }, { storage, indexId: 2, markMultikey: () => (marked = true) });
      storage.write(() => tags.add(4, tags.keysOf({ _id: 'd', tags: ['x', 'x', 'y'] })));
      expect(tags.lookupCount(['x'])).toBe(1);
      expect(tags.multikey).toBe(true);
      expect(marked).toBe(true);
    } finally {
      await storage.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
