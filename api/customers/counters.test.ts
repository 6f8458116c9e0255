import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClasses } from '../../domain/customers/classification';
import { customerNameKeys } from '../../domain/customers/nameSearch';
import { CustomerModel } from '../../db/models/customers/customer';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { customerCounters } from './service';

/** The six counters of a search are counted in one pass and equal a count per class. */

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
  const names = ['Juan Pérez', 'María López', 'Juana Ruiz', 'Pedro Juárez'];
  await CustomerModel.collection.insertMany(
    Array.from({ length: 60 }, (_, i) => ({
      customerName: names[i % names.length],
      ...customerNameKeys(names[i % names.length]),
      customerTypeId: 'CL',
      classes: [customerClasses[i % customerClasses.length], ...(i % 5 === 0 ? [customerClasses[(i + 1) % customerClasses.length]] : [])],
      _lastChangedAt: 1_700_000_000_000 + i,
      ...(i % 7 === 0 ? { _deleted: true } : {}),
    })),
  );
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('customer counters of a search', () => {
  it.each(['juan', 'lopez', 'nadie'])('counts "%s" in one pass as a count per class would', async (search) => {
    const counters = await customerCounters({ search, class: null, customerTypeId: null, changedSinceMs: null });
    const live = { _deleted: { $ne: true }, nameKey: { $regex: `(^| )${search}` } };
    expect(counters.total).toBe(await CustomerModel.countDocuments(live));
    for (const name of customerClasses) expect(counters[name]).toBe(await CustomerModel.countDocuments({ ...live, classes: name }));
  });
});
