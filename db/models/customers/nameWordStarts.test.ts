import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { CustomerModel } from './customer';
import { customerFilterQuery } from './queries';
import { ensureNameWordStarts } from './nameWordStarts';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

it('gives customers stored before the name search its keys once, then finds them by the start of any word', async () => {
  // Stored by an older version: a normalized name and no word starts.
  const ids = [new Types.ObjectId(), new Types.ObjectId()];
  await CustomerModel.collection.insertMany([
    { _id: ids[0], customerName: 'María Guadalupe Hernández', nameKey: 'maria guadalupe hernandez', customerTypeId: 'CC' },
    { _id: ids[1], customerName: 'José Pérez', nameKey: 'jose perez', customerTypeId: 'CC' },
  ]);
  const search = async (text: string) =>
    (
      await CustomerModel.find(customerFilterQuery({ search: text }))
        .select({ _id: 1 })
        .lean()
    ).map((row) => String(row._id));
  expect(await search('guadalupe hern')).toEqual([]);

  const progress: number[] = [];
  expect(await ensureNameWordStarts((done) => progress.push(done))).toBe(2);
  expect(progress).toEqual([2]);
  expect(await search('guadalupe hern')).toEqual([String(ids[0])]);
  expect(await search('PÉREZ')).toEqual([String(ids[1])]);
  expect(await search('erez')).toEqual([]);
  // Only symbols: nothing to search by, so no customer (it was every one).
  expect(await search('-- ¡! --')).toEqual([]);
  // Marked done: a later start reads nothing.
  expect(await ensureNameWordStarts()).toBe(0);
});
