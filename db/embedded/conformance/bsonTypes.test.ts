import { Binary, Decimal128, Double, Int32, Long, ObjectId, UUID } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConformanceDatabase, openConformanceDatabase, serverError } from './client';

/** BSON types round-trip, and error replies. */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('BSON types round-trip', () => {
  it('keeps ObjectId, Date, Decimal128, Binary, UUID, booleans, null and nested arrays', async () => {
    const collection = database.collection();
    const document = {
      _id: new ObjectId(),
      at: new Date('2024-02-29T23:59:59.999Z'),
      price: Decimal128.fromString('1234.5600'),
      blob: new Binary(Buffer.from([0, 1, 2, 255])),
      uuid: new UUID('0e0e7b7a-7c2a-4f7c-9a48-2f0c6d3b9a11'),
      yes: true,
      nothing: null,
      nested: { list: [1, [2, 3], { four: 4 }], empty: {} },
      text: 'ñandú – ✓',
    };
    await collection.insertOne(document);
    const found = await collection.findOne({ _id: document._id });
    expect(found?._id.equals(document._id)).toBe(true);
    expect(found?.at).toEqual(document.at);
    expect(found?.price.toString()).toBe('1234.5600');
    expect(Buffer.from(found?.blob.buffer).toString('hex')).toBe('000102ff');
    expect(found?.uuid.toString('hex')).toBe(document.uuid.toString('hex'));
    expect(found?.yes).toBe(true);
    expect(found).toHaveProperty('nothing', null);
    expect(found?.nested).toEqual(document.nested);
    expect(found?.text).toBe(document.text);
  });

  it('distinguishes null from a missing field', async () => {
    const collection = database.collection();
    await collection.insertMany([{ _id: 1, v: null }, { _id: 2 }]);
    expect(await collection.countDocuments({ v: { $type: 'null' } })).toBe(1);
    expect(await collection.countDocuments({ v: { $exists: true } })).toBe(1);
    expect(Object.keys((await collection.findOne({ _id: 2 })) ?? {})).toEqual(['_id']);
  });

  it('keeps a Long above 2^53 exact', async () => {
    const collection = database.collection();
    const big = Long.fromString('9223372036854775807');
    await collection.insertOne({ _id: 1, big });
    const found = await collection.findOne({ _id: 1 }, { promoteLongs: false });
    expect(found?.big.toString()).toBe('9223372036854775807');
    const asBigInt = await collection.findOne({ _id: 1 }, { useBigInt64: true });
    expect(asBigInt?.big).toBe(9223372036854775807n);
  });

  it('keeps a Long that fits in 2^53 a Long, for $type, sorting and indexes', async () => {
    const collection = database.collection();
    await collection.insertMany([
      { _id: 1, n: Long.fromNumber(41) },
      { _id: 2, n: 42 },
      { _id: 3, n: 42.5 },
      { _id: 4, n: Decimal128.fromString('41.5') },
    ]);
    const raw = await collection.findOne({ _id: 1 }, { promoteLongs: false });
    expect(raw?.n._bsontype).toBe('Long');
    expect(raw?.n.toString()).toBe('41');
    expect((await collection.findOne({ _id: 1 }))?.n).toBe(41);
    expect((await collection.findOne({ _id: 1 }, { useBigInt64: true }))?.n).toBe(41n);
    expect((await collection.findOne({ _id: 2 }, { useBigInt64: true }))?.n).toBe(42);
    expect(
      await collection
        .find({ n: { $type: 'long' } })
        .map((document) => document._id)
        .toArray(),
    ).toEqual([1]);
    expect(
      await collection
        .find({ n: { $type: 18 } })
        .map((document) => document._id)
        .toArray(),
    ).toEqual([1]);
    expect(
      await collection
        .find({ n: { $type: 'int' } })
        .map((document) => document._id)
        .toArray(),
    ).toEqual([2]);
    expect(
      await collection
        .find({ n: 41 })
        .map((document) => document._id)
        .toArray(),
    ).toEqual([1]);
    const types = await collection.aggregate([{ $sort: { _id: 1 } }, { $project: { type: { $type: '$n' } } }]).toArray();
    expect(types.map((document) => document.type)).toEqual(['long', 'int', 'double', 'decimal']);
    expect(
      await collection
        .find()
        .sort({ n: 1 })
        .map((document) => document._id)
        .toArray(),
    ).toEqual([1, 4, 2, 3]);
    await collection.createIndex({ n: 1 });
    const indexed = await collection
      .find({ n: { $gte: Long.fromNumber(41), $lt: 42 } })
      .hint({ n: 1 })
      .map((document) => document._id)
      .toArray();
    expect(indexed).toEqual([1, 4]);
    expect(await collection.countDocuments({ n: Long.fromNumber(42) })).toBe(1);
  });

  it('keeps int32 and double values as numbers', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, i: new Int32(42), d: new Double(2.5), whole: 3 });
    const found = await collection.findOne({ _id: 1 });
    expect(found).toEqual({ _id: 1, i: 42, d: 2.5, whole: 3 });
    expect(await collection.countDocuments({ i: { $type: 'int' }, d: { $type: 'double' } })).toBe(1);
  });

  it('keeps dates before 1970 and far in the future', async () => {
    const collection = database.collection();
    const dates = [new Date('1900-01-01T00:00:00Z'), new Date('2999-12-31T00:00:00Z')];
    await collection.insertOne({ _id: 1, dates });
    expect((await collection.findOne({ _id: 1 }))?.dates).toEqual(dates);
  });

  it('sorts ObjectIds by creation time', async () => {
    const collection = database.collection();
    const first = ObjectId.createFromTime(1_700_000_000);
    const second = ObjectId.createFromTime(1_700_000_100);
    await collection.insertMany([{ _id: second }, { _id: first }]);
    const order = await collection.find().sort({ _id: 1 }).toArray();
    expect(order[0]._id.equals(first)).toBe(true);
  });

  it('refuses documents nested deeper than 100 levels', async () => {
    const collection = database.collection();
    let nested: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 150; i++) nested = { child: nested };
    await serverError(collection.insertOne({ _id: 1, nested }));
    let shallow: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 50; i++) shallow = { child: shallow };
    await collection.insertOne({ _id: 2, shallow });
    expect(await collection.countDocuments()).toBe(1);
  });

  it('stores documents up to the 16 MiB limit', async () => {
    const collection = database.collection();
    const large = 'x'.repeat(15 * 1024 * 1024);
    await collection.insertOne({ _id: 1, large });
    expect((await collection.findOne({ _id: 1 }))?.large.length).toBe(large.length);
  });

  it('refuses an update that grows a document past 16 MiB', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, a: 'x'.repeat(9 * 1024 * 1024) });
    await serverError(collection.updateOne({ _id: 1 }, { $set: { b: 'y'.repeat(9 * 1024 * 1024) } }));
    expect((await collection.findOne({ _id: 1 }, { projection: { b: 1 } }))?.b).toBeUndefined();
  });
});

describe('error replies', () => {
  it('an unknown command fails with CommandNotFound (59)', async () => {
    const error = await serverError(database.db.command({ frobnicate: 1 }));
    expect(error.code).toBe(59);
    expect(error.codeName).toBe('CommandNotFound');
  });

  it('an unknown query operator fails with BadValue (2)', async () => {
    const collection = database.collection();
    await collection.insertOne({ a: 1 });
    const error = await serverError(collection.find({ a: { $frob: 1 } }).toArray());
    expect(error.code).toBe(2);
  });

  it('$in with a non-array fails with BadValue', async () => {
    const collection = database.collection();
    await collection.insertOne({ a: 1 });
    expect((await serverError(collection.find({ a: { $in: 5 } }).toArray())).code).toBe(2);
  });

  it('an unknown update operator fails to parse (9)', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1 });
    const error = await serverError(collection.updateOne({ _id: 1 }, { $frob: { a: 1 } }));
    expect(error.code).toBe(9);
  });

  it('$inc on a string fails with TypeMismatch (14) and changes nothing', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, name: 'ana' });
    const error = await serverError(collection.updateOne({ _id: 1 }, { $inc: { name: 1 } }));
    expect(error.code).toBe(14);
    expect((await collection.findOne({ _id: 1 }))?.name).toBe('ana');
  });

  it('$inc with a non-numeric amount fails with TypeMismatch', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1, n: 1 });
    expect((await serverError(collection.updateOne({ _id: 1 }, { $inc: { n: 'one' as unknown as number } }))).code).toBe(14);
  });

  it('changing _id fails with ImmutableField (66)', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1 });
    expect((await serverError(collection.updateOne({ _id: 1 }, { $set: { _id: 2 } }))).code).toBe(66);
  });

  it('two operators on the same path conflict (40)', async () => {
    const collection = database.collection();
    await collection.insertOne({ _id: 1 });
    expect((await serverError(collection.updateOne({ _id: 1 }, { $set: { a: 1 }, $inc: { a: 1 } }))).code).toBe(40);
  });

  it('an array _id is refused (53)', async () => {
    const collection = database.collection();
    expect((await serverError(collection.insertOne({ _id: [1, 2] }))).code).toBe(53);
  });

  it('an unknown pipeline stage is refused', async () => {
    const collection = database.collection();
    await collection.insertOne({});
    await serverError(collection.aggregate([{ $frob: {} }]).toArray());
  });

  it('an invalid $sort direction is refused', async () => {
    const collection = database.collection();
    await collection.insertOne({});
    await serverError(collection.aggregate([{ $sort: { a: 2 } }]).toArray());
  });

  it('$where is refused rather than run', async () => {
    const collection = database.collection();
    await collection.insertOne({ a: 1 });
    await serverError(collection.find({ $where: 'this.a == 1' }).toArray());
  });

  it('the server keeps serving after errors', async () => {
    const collection = database.collection();
    await serverError(database.db.command({ frobnicate: 1 }));
    await collection.insertOne({ ok: true });
    expect(await collection.countDocuments({ ok: true })).toBe(1);
  });
});
