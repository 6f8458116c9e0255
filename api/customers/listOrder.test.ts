import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CustomerModel } from '../../db/models/customers/customer';
import { customerFilterQuery } from '../../db/models/customers/queries';
import { pageInListOrder } from './service';

/**
 * The list's page read from the single-key sort plus the ties at its edges is the same as a sort
 * on (last change desc, _id asc), whatever the page size, with many customers changed at the same
 * instant (a mass update stamps them alike).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
  await CustomerModel.init();
  // 60 customers over 9 instants, groups of 1 to 15 sharing one instant, ids in random order.
  const instants = [
    9, 9, 9, 8, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 5, 5, 4, 4, 4, 4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
  ];
  const ids = instants.map(() => new Types.ObjectId()).sort(() => Math.random() - 0.5);
  await CustomerModel.collection.insertMany(
    instants.map((instant, index) => ({
      _id: ids[index],
      customerName: `Cliente ${index}`,
      customerTypeId: index % 3 ? 'CC' : 'CL',
      classes: [],
      _version: 1,
      _deleted: index === 30 ? true : null,
      _lastChangedAt: 1_700_000_000_000 + instant * 1000,
    })),
  );
}, 60_000);
afterAll(async () => {
  await database?.close();
});

it('pages exactly as the sort on (last change, _id), for every page size and filter', async () => {
  for (const query of [{}, { customerTypeId: 'CC' }]) {
    const filter = customerFilterQuery({ class: null, customerTypeId: null, changedSinceMs: null, search: null, ...query });
    const expected = (await CustomerModel.find(filter).sort({ _lastChangedAt: -1, _id: 1 }).lean()).map((row) => String(row._id));
    for (const size of [1, 4, 7, 100]) {
      const pages: string[] = [];
      for (let skip = 0; skip < expected.length + size; skip += size) pages.push(...(await pageInListOrder(filter, skip, size)).map((row) => String(row._id)));
      expect(pages, `size ${size}`).toEqual(expected);
    }
  }
});
