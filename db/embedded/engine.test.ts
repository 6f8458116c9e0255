import { Binary, Decimal128, Long, ObjectId } from 'bson';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { closeEngines, firstBatch, freshDirectory, openContext, run } from './engineTesting';
import { CommandError } from './errors';
import { SecondaryIndex } from './indexes';
import { Storage, type IndexSpec } from './storage';
import { planQuery } from './planner';
import { type Document } from './query';
import { sortComparator } from './sort';
import { smallestFirst } from './commands/crud';
import { removeExpiredDocuments } from './ttl';
import { compareValues, valueKey } from './values';
import { startEmbeddedServer } from './index';

/** Units below the wire: value order, indexes, the planner, sorted pages, TTL, refused features, counts (cursors.test.ts: cursors; restart.test.ts: restarts and the lock). */

afterEach(closeEngines);

describe('BSON value order', () => {
  it('orders type brackets like MongoDB', () => {
    const ordered = [null, -1, Decimal128.fromString('0.5'), 2, 'a', { a: 1 }, [1], new ObjectId('000000000000000000000000'), false, true, new Date(0), /x/];
    for (let i = 0; i < ordered.length - 1; i++) expect(compareValues(ordered[i], ordered[i + 1])).toBe(-1);
  });

  it('compares numbers across int, double, Long and Decimal128', () => {
    expect(compareValues(Long.fromString('9007199254740993'), 9007199254740992)).toBe(1);
    expect(compareValues(Decimal128.fromString('10'), 9.5)).toBe(1);
    expect(compareValues(2, Long.fromNumber(2))).toBe(0);
  });

  it('gives equal numbers one key and different types different keys', () => {
    expect(valueKey(1)).toBe(valueKey(Long.fromNumber(1)));
    expect(valueKey(1)).toBe(valueKey(Decimal128.fromString('1.0')));
    expect(valueKey('1')).not.toBe(valueKey(1));
    expect(valueKey({ a: 1, b: 2 })).not.toBe(valueKey({ b: 2, a: 1 }));
  });
});

const storages: Storage[] = [];
/** An index stored in a fresh LMDB environment; `write` runs changes in a write transaction. */
function storedIndex(spec: IndexSpec): { index: SecondaryIndex; write: (work: () => void) => void } {
  const storage = new Storage(freshDirectory(), 'os');
  storages.push(storage);
  const index = new SecondaryIndex(spec, { storage, indexId: 1, markMultikey: () => undefined });
  return { index, write: (work) => storage.write(work) };
}

afterEach(async () => {
  for (const storage of storages.splice(0)) await storage.close();
});

describe('secondary index', () => {
  it('answers prefix and range lookups after single and bulk changes', () => {
    const { index: subject, write } = storedIndex({ name: 'store_1_qty_1', key: { store: 1, qty: 1 } });
    write(() => {
      for (let i = 0; i < 200; i++) subject.add(1000 + i, subject.keysOf({ store: i % 4, qty: i }));
    });
    const range = (...args: Parameters<SecondaryIndex['range']>) => Array.from(subject.range(...args));
    expect(range([1], { value: 100, inclusive: true }, { value: 120, inclusive: false })).toEqual([1101, 1105, 1109, 1113, 1117]);
    expect(range([1], { value: 100, inclusive: true }, { value: 120, inclusive: false }, true)).toEqual([1117, 1113, 1109, 1105, 1101]);
    expect(subject.rangeCount([1], { value: 100, inclusive: false }, { value: 117, inclusive: true })).toBe(5);
    write(() => {
      subject.remove(1105, [[1, 105]]);
      subject.add(7, subject.keysOf({ store: 1, qty: 110 }));
    });
    expect(range([1], { value: 100, inclusive: true }, { value: 120, inclusive: false })).toEqual([1101, 1109, 7, 1113, 1117]);
    write(() => {
      for (let i = 0; i < 200; i += 2) subject.remove(1000 + i, [[i % 4, i]]);
    });
    expect(range([0])).toEqual([]);
    expect(range([3], undefined, { value: 12, inclusive: true })).toEqual([1003, 1007, 1011]);
  });

  it('keeps ranges within the type bracket of the bound', () => {
    const { index: subject, write } = storedIndex({ name: 'v_1', key: { v: 1 } });
    write(() => ['a', 5, 7, null, new Date(0), 'b'].forEach((v, i) => subject.add(i + 1, subject.keysOf({ v }))));
    expect(Array.from(subject.range([], { value: 4, inclusive: false }))).toEqual([2, 3]);
    expect(Array.from(subject.range([], { value: 'a', inclusive: true }))).toEqual([1, 6]);
    expect(Array.from(subject.idsInOrder(false))).toEqual([4, 2, 3, 1, 6, 5]);
  });

  it('finds equal numbers of every numeric type under one key, and long keys by their documents', () => {
    const { index: subject, write } = storedIndex({ name: 'v_1', key: { v: 1 }, unique: true });
    const long = 'x'.repeat(5_000);
    write(() => {
      subject.add(1, subject.keysOf({ v: 2 }));
      subject.add(2, subject.keysOf({ v: long }));
    });
    expect(Array.from(subject.lookup([Long.fromNumber(2)]))).toEqual([1]);
    expect(Array.from(subject.lookup([Decimal128.fromString('2.0')]))).toEqual([1]);
    expect(subject.conflicts([[2.0]], 9)).toEqual({ values: [2.0] });
    expect(subject.conflicts([[2.0]], 1)).toBeNull();
    expect(subject.conflicts([[long]], 9, () => [[long]])).toEqual({ values: [long] });
    expect(subject.conflicts([[`${long}y`]], 9, () => [[long]])).toBeNull();
    expect(subject.lookupCount([long])).toBeNull();
  });

  it('indexes each element of an array and a missing field as null', () => {
    const subject = new SecondaryIndex({ name: 'tags_1', key: { tags: 1 } });
    expect(subject.keysOf({ tags: ['a', 'b'] })).toEqual([['a'], ['b']]);
    expect(subject.keysOf({})).toEqual([[null]]);
    const sparse = new SecondaryIndex({ name: 'tags_1', key: { tags: 1 }, sparse: true });
    expect(sparse.keysOf({})).toEqual([]);
    expect(sparse.complete).toBe(false);
  });
});

describe('query planner', () => {
  const indexes = [
    new SecondaryIndex({ name: 'sku_1', key: { sku: 1 }, unique: true }),
    new SecondaryIndex({ name: 'store_1_qty_1', key: { store: 1, qty: 1 } }),
  ];

  it('reads a sparse index for a range bounded by a value (it cannot match a missing field), not for null or $exists: false', () => {
    const sparse = [new SecondaryIndex({ name: 'due_1', key: { due: 1 }, sparse: true })];
    const plan = planQuery({ due: { $gte: 5 } }, sparse);
    expect(plan.stage === 'IXSCAN' && plan.index.name).toBe('due_1');
    expect(planQuery({ due: { $lt: 'x' } }, sparse).stage).toBe('IXSCAN');
    expect(planQuery({ due: null }, sparse).stage).toBe('COLLSCAN');
    expect(planQuery({ due: { $exists: false } }, sparse).stage).toBe('COLLSCAN');
    expect(planQuery({ other: 1 }, sparse).stage).toBe('COLLSCAN');
  });

  it('reads _id equality straight from the _id map', () => {
    expect(planQuery({ _id: 5 }, indexes).stage).toBe('IDHACK');
  });

  it('uses an index for equality, prefix and range predicates', () => {
    const bySku = planQuery({ sku: 'A' }, indexes);
    expect(bySku.stage === 'IXSCAN' && bySku.index.name).toBe('sku_1');
    const byPrefix = planQuery({ store: 3, qty: { $gt: 5 }, other: 1 }, indexes);
    expect(byPrefix.stage === 'IXSCAN' && byPrefix.index.name).toBe('store_1_qty_1');
  });

  it('reads the union of index candidates for an $or whose branches are all indexed', () => {
    const plan = planQuery({ $or: [{ sku: 'A' }, { store: 2, qty: { $lt: 3 } }, { _id: 9 }] }, indexes);
    expect(plan.stage).toBe('OR');
    expect(planQuery({ $or: [{ sku: 'A' }, { other: 1 }] }, indexes).stage).toBe('COLLSCAN');
  });

  it('scans when no index fits or when $natural is hinted', () => {
    expect(planQuery({ qty: 5 }, indexes).stage).toBe('COLLSCAN');
    expect(planQuery({ other: { $regex: '^A' } }, indexes).stage).toBe('COLLSCAN');
    expect(planQuery({ sku: 'A' }, indexes, { $natural: 1 }).stage).toBe('COLLSCAN');
  });

  it('reads the string keys of an index for a regular expression on its field', () => {
    const byKeys = planQuery({ sku: { $regex: 'bc', $options: 'i' }, other: 1 }, indexes);
    expect(byKeys.stage === 'IXSCAN' && byKeys.index.name).toBe('sku_1');
    expect(planQuery({ sku: { $regex: 'bc', $options: 'x' } }, indexes).stage).toBe('COLLSCAN');
  });

  it('follows a hint by name or key pattern and rejects an unknown one', () => {
    const hinted = planQuery({ store: 1, sku: 'A' }, indexes, 'store_1_qty_1');
    expect(hinted.stage === 'IXSCAN' && hinted.index.name).toBe('store_1_qty_1');
    const byPattern = planQuery({ store: 1, sku: 'A' }, indexes, { store: 1, qty: 1 });
    expect(byPattern.stage === 'IXSCAN' && byPattern.index.name).toBe('store_1_qty_1');
    expect(() => planQuery({}, indexes, 'nope')).toThrow(CommandError);
  });

  it('explain reports the chosen plan through the driver', async () => {
    const dataDir = freshDirectory();
    const server = await startEmbeddedServer({ dataDir, durability: 'os' });
    const client = new MongoClient(server.uri);
    try {
      const collection = client.db('plans').collection('items');
      await collection.insertMany(Array.from({ length: 20 }, (_, i) => ({ sku: `S${i}`, qty: i })));
      await collection.createIndex({ sku: 1 });
      const indexed = await collection.find({ sku: 'S3' }).explain();
      expect(indexed.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'sku_1' });
      const scanned = await collection.find({ qty: 3 }).explain();
      expect(scanned.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('sorted pages', () => {
  it('takes the first documents of a sort like a full stable sort does', () => {
    const documents = Array.from({ length: 500 }, (_, i) => ({ _id: i, group: (i * 7919) % 13 }));
    const comparator = sortComparator({ group: 1 });
    const expected = documents.slice().sort(comparator).slice(0, 25);
    expect(smallestFirst(documents, comparator, 25)).toEqual(expected);
  });
});

describe('TTL indexes', () => {
  it('removes documents whose date is older than expireAfterSeconds', () => {
    const context = openContext();
    const now = Date.now();
    run(context, { createIndexes: 'sessions', indexes: [{ key: { lastSeen: 1 }, name: 'lastSeen_1', expireAfterSeconds: 60 }] });
    run(context, {
      insert: 'sessions',
      documents: [
        { _id: 1, lastSeen: new Date(now - 120_000) },
        { _id: 2, lastSeen: new Date(now) },
        { _id: 3, lastSeen: 'not a date' },
      ],
    });
    expect(removeExpiredDocuments(context.engine, now)).toBe(1);
    expect(run(context, { count: 'sessions' }).n).toBe(2);
  });
});

describe('unsupported features are refused, not ignored', () => {
  it('refuses collation options ICU offers but the server cannot follow, and accepts locales and the simple one', () => {
    const context = openContext();
    run(context, { insert: 'names', documents: [{ name: 'Ana' }] });
    expect(firstBatch(run(context, { find: 'names', filter: { name: 'ana' }, collation: { locale: 'es', strength: 1 } }))).toHaveLength(1);
    expect(firstBatch(run(context, { find: 'names', filter: {}, collation: { locale: 'simple' } }))).toHaveLength(1);
    expect(() => run(context, { find: 'names', filter: {}, collation: { locale: 'fr', backwards: true } })).toThrow(/backwards/);
    expect(() => run(context, { update: 'names', updates: [{ q: {}, u: { $set: { a: 1 } }, collation: { locale: 'es', alternate: 'shifted' } }] })).toThrow(
      /shifted/,
    );
  });

  it('creates views, capped collections and validated collections; refuses time-series and a capped collection without size', () => {
    const context = openContext();
    expect(run(context, { create: 'view', viewOn: 'names', pipeline: [] }).ok).toBe(1);
    expect(run(context, { create: 'log', capped: true, size: 1024 }).ok).toBe(1);
    expect(run(context, { create: 'checked', validator: { a: { $type: 'int' } } }).ok).toBe(1);
    expect(() => run(context, { create: 'unsized', capped: true })).toThrow(/size/);
    expect(() => run(context, { create: 'series', timeseries: { timeField: 't' } })).toThrow(/timeseries/);
  });

  it('refuses transaction statements without a session or for an unknown transaction', () => {
    const context = openContext();
    expect(() => run(context, { insert: 'x', documents: [{}], txnNumber: Long.fromNumber(1), startTransaction: true, autocommit: false })).toThrow(/lsid/);
    const lsid = { id: new Binary(Buffer.alloc(16, 1), 4) };
    expect(() => run(context, { commitTransaction: 1, lsid, txnNumber: Long.fromNumber(3), autocommit: false })).toThrow(/has been aborted/);
  });
});

describe('field names', () => {
  it('keeps a field named __proto__ as data through inserts and updates', () => {
    const context = openContext();
    const document = JSON.parse('{"_id": 1, "__proto__": {"polluted": true}, "v": 1}') as Document;
    run(context, { insert: 'odd', documents: [document] });
    run(context, { update: 'odd', updates: [{ q: { _id: 1 }, u: { $inc: { v: 1 } } }] });
    const [stored] = firstBatch(run(context, { find: 'odd', filter: { _id: 1 } }));
    expect(Object.keys(stored)).toEqual(['_id', '__proto__', 'v']);
    expect(stored.v).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('counting from the index', () => {
  it('answers countDocuments from index bounds exactly as a scan would, and only when they are the whole filter', () => {
    const context = openContext();
    const documents: Document[] = [];
    for (let i = 0; i < 300; i++) {
      documents.push({ _id: i, store: i % 7, qty: i % 3 === 0 ? Long.fromNumber(i % 50) : i % 5 === 0 ? `q${i}` : i % 50, tags: [i % 2] });
    }
    documents.push({ _id: 'no-qty', store: 1 }, { _id: 'null-qty', store: 1, qty: null });
    run(context, { insert: 'stock', documents });
    run(context, {
      createIndexes: 'stock',
      indexes: [
        { key: { store: 1, qty: 1 }, name: 'store_qty' },
        { key: { tags: 1 }, name: 'tags' },
      ],
    });
    const collection = context.engine.getCollection('unit', 'stock');
    const filters: Document[] = [
      { store: 1 },
      { store: 1, qty: { $gte: 10 } },
      { store: 1, qty: { $gt: 10, $lte: 30 } },
      { store: { $in: [1, 2] }, qty: 12 },
      { store: 1, qty: null },
      { store: 1, qty: { $lt: 'q200' } },
      { store: 1, qty: { $gte: 5, $lt: 'z' } },
      { tags: 1 },
      { store: 1, qty: { $ne: 3 } },
    ];
    for (const filter of filters) {
      const scanned = run(context, { count: 'stock', query: filter, hint: { $natural: 1 } }).n;
      expect(run(context, { count: 'stock', query: filter }).n, JSON.stringify(filter)).toBe(scanned);
    }
    const exact = (filter: Document) => {
      const plan = collection?.plan(filter);
      return plan?.stage === 'IXSCAN' && plan.count !== undefined;
    };
    expect(exact({ store: 1, qty: { $gte: 10 } })).toBe(true);
    expect(exact({ store: 1, qty: null })).toBe(false);
    expect(exact({ tags: 1 })).toBe(false);
    expect(exact({ store: 1, qty: { $ne: 3 } })).toBe(false);
  });
});
