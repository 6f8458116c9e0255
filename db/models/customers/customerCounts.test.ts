import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { MetaRecordModel } from '../meta/metaRecord';
import { CustomerModel } from './customer';
import { ALL, countersFromBuckets, CustomerCountModel, ensureCountsInStoreDays, refreshCustomerClasses } from './customerCounts';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

it("counts a change on the stores' calendar day, and recounts once the buckets an older version kept in UTC days", async () => {
  // 03:00 UTC on the 21st is 21:00 on the 20th in Mexico City.
  const evening = Date.UTC(2026, 10, 21, 3);
  const id = new Types.ObjectId();
  await CustomerModel.create({ _id: id, customerName: 'Rosa Méndez', customerTypeId: 'CC' });
  await CustomerModel.collection.updateOne({ _id: id }, { $set: { _lastChangedAt: evening } });
  await refreshCustomerClasses([id]);
  expect(await CustomerCountModel.findOne({ class: ALL, customerTypeId: 'CC', day: '2026-11-20' }).lean()).toMatchObject({ count: 1 });
  expect((await countersFromBuckets({ sinceDay: '2026-11-21' })).total).toBe(0);

  // A database from before: the bucket in the UTC day, the customer counted there, no record of the calendar.
  await CustomerCountModel.deleteMany({});
  await CustomerCountModel.insertMany([
    { class: ALL, customerTypeId: 'CC', day: '2026-11-21', count: 1 },
    { class: ALL, customerTypeId: 'CC', day: ALL, count: 1 },
  ]);
  await CustomerModel.collection.updateOne({ _id: id }, { $set: { 'countedAs.day': '2026-11-21' } });
  await MetaRecordModel.deleteMany({ key: 'customerCounts.days' });
  expect(await ensureCountsInStoreDays()).toBe(true);
  expect((await countersFromBuckets({ sinceDay: '2026-11-21' })).total).toBe(0);
  expect((await countersFromBuckets({ sinceDay: '2026-11-20' })).total).toBe(1);
  expect(await ensureCountsInStoreDays()).toBe(false);
});
