import mongoose, { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../testing';

/** Mongoose against the embedded server (or MONGODB_URI): schemas, unique indexes, CRUD, aggregate. */

const storeSchema = new Schema(
  {
    code: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    zone: { type: String, index: true },
    openedAt: Date,
    cashiers: [{ name: String, active: Boolean }],
    sales: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'embeddedSmokeStores' },
);
const StoreModel = mongoose.models.EmbeddedSmokeStore ?? mongoose.model('EmbeddedSmokeStore', storeSchema);

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
  await StoreModel.init();
});

afterAll(async () => {
  await database?.close();
});

describe('mongoose on the embedded document server', () => {
  it('saves, finds and updates documents with defaults and timestamps', async () => {
    const store = await new StoreModel({ code: 'T001', name: 'Centro', zone: 'norte', openedAt: new Date('2024-01-02T00:00:00Z') }).save();
    expect(store._id).toBeInstanceOf(mongoose.Types.ObjectId);
    const found = await StoreModel.findOne({ code: 'T001' }).lean();
    expect(found?.name).toBe('Centro');
    expect(found?.sales).toBe(0);
    expect(found?.openedAt).toEqual(new Date('2024-01-02T00:00:00Z'));
    expect(found?.createdAt).toBeInstanceOf(Date);

    const updated = await StoreModel.findOneAndUpdate(
      { code: 'T001' },
      { $inc: { sales: 5 }, $push: { cashiers: { name: 'Ana', active: true } } },
      { returnDocument: 'after' },
    ).lean();
    expect(updated?.sales).toBe(5);
    expect(updated?.cashiers).toHaveLength(1);

    const result = await StoreModel.updateMany({ zone: 'norte' }, { $set: { name: 'Centro Norte' } });
    expect(result.modifiedCount).toBe(1);
    expect((await StoreModel.findById(store._id).lean())?.name).toBe('Centro Norte');
  });

  it('enforces the unique index declared in the schema', async () => {
    const indexes = await StoreModel.collection.indexes();
    expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['_id_', 'code_1', 'zone_1']));
    await new StoreModel({ code: 'T002', name: 'Uno' }).save();
    const error = await new StoreModel({ code: 'T002', name: 'Dos' }).save().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 11000, keyValue: { code: 'T002' } });
    expect(await StoreModel.countDocuments({ code: 'T002' })).toBe(1);
  });

  it('runs aggregation pipelines and deletes', async () => {
    await StoreModel.insertMany([
      { code: 'A1', name: 'a', zone: 'sur', sales: 10 },
      { code: 'A2', name: 'b', zone: 'sur', sales: 30 },
      { code: 'A3', name: 'c', zone: 'este', sales: 5 },
    ]);
    const totals = await StoreModel.aggregate<{ _id: string; total: number }>([
      { $match: { zone: { $in: ['sur', 'este'] } } },
      { $group: { _id: '$zone', total: { $sum: '$sales' } } },
      { $sort: { total: -1 } },
    ]);
    expect(totals).toEqual([
      { _id: 'sur', total: 40 },
      { _id: 'este', total: 5 },
    ]);
    const deleted = await StoreModel.deleteMany({ zone: 'sur' });
    expect(deleted.deletedCount).toBe(2);
    expect(await StoreModel.countDocuments({ zone: 'sur' })).toBe(0);
  });

  it('pages through a large result with a cursor', async () => {
    await StoreModel.insertMany(Array.from({ length: 250 }, (_, i) => ({ code: `P${String(i).padStart(3, '0')}`, name: `p${i}`, zone: 'pages' })));
    const codes: string[] = [];
    for await (const store of StoreModel.find({ zone: 'pages' }).sort({ code: 1 }).cursor({ batchSize: 40 })) codes.push(store.code);
    expect(codes).toHaveLength(250);
    expect(codes[0]).toBe('P000');
    expect(codes[249]).toBe('P249');
  });

  it("Model.watch() delivers the changes as events, with 'updateLookup' documents", async () => {
    // Started at a time before the writes, so the events come whenever the stream reaches the server.
    const { operationTime } = await mongoose.connection.db!.command({ ping: 1 });
    const stream = StoreModel.watch([{ $match: { 'fullDocument.zone': 'watch' } }], {
      fullDocument: 'updateLookup',
      maxAwaitTimeMS: 50,
      startAtOperationTime: operationTime,
    });
    const events: Array<{ operationType: string; fullDocument?: { code?: string; sales?: number } }> = [];
    const twoEvents = new Promise<void>((resolve, reject) => {
      stream.on('change', (event: (typeof events)[number]) => {
        events.push(event);
        if (events.length === 2) resolve();
      });
      stream.on('error', reject);
    });
    const store = await new StoreModel({ code: 'W001', name: 'Observada', zone: 'watch' }).save();
    await StoreModel.updateOne({ _id: store._id }, { $inc: { sales: 3 } });
    await twoEvents;
    await stream.close();
    expect(events.map((event) => [event.operationType, event.fullDocument?.code, event.fullDocument?.sales])).toEqual([
      ['insert', 'W001', 0],
      ['update', 'W001', 3],
    ]);
  });
});
