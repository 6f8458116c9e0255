import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';
import { base as positionalBase, positionalCases, positionalManyCases, positionalManyDocuments, type PositionalCase } from './positionalCases';

/** Update paths: what MongoDB refuses or allows, and several positional paths in one update. */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('update paths MongoDB refuses or allows', () => {
  it('refuses $push on a non-array and $set through an array by field name; allows $set of _id to itself', async () => {
    const paths = database.collection('update_paths');
    await paths.insertOne({ _id: 1, name: 'ana', list: [1, 2] });
    await expect(paths.updateOne({ _id: 1 }, { $push: { name: 'x' } as never })).rejects.toMatchObject({ code: 2 });
    await expect(paths.updateOne({ _id: 1 }, { $set: { 'list.x': 1 } })).rejects.toMatchObject({ code: 28 });
    const same = await paths.updateOne({ _id: 1 }, { $set: { _id: 1, name: 'ana' } });
    expect(same.matchedCount).toBe(1);
    expect(await paths.findOne({ _id: 1 })).toEqual({ _id: 1, name: 'ana', list: [1, 2] });
  });
});

describe('several positional paths in one update (positionalCases.ts)', () => {
  const options = (c: PositionalCase) => (c.arrayFilters ? { arrayFilters: c.arrayFilters } : {});
  const runners: Array<[string, (collection: LooseCollection, c: PositionalCase) => Promise<unknown>]> = [
    ...(['updateOne', 'updateMany'] as const).map((method): (typeof runners)[number] => [
      method,
      async (collection, c) => expect(await collection[method](c.filter, c.update, options(c))).toMatchObject({ matchedCount: 1, modifiedCount: 1 }),
    ]),
    [
      'findOneAndUpdate',
      async (collection, c) => expect(await collection.findOneAndUpdate(c.filter, c.update, { ...options(c), returnDocument: 'after' })).toEqual(c.expected),
    ],
  ];
  describe.each(runners)('%s', (_name, run) => {
    it.each(positionalCases)('$label', async (c) => {
      const collection = database.collection();
      const stored = c.document ?? positionalBase;
      await collection.insertOne(structuredClone(stored));
      const outcome = run(collection, c);
      await ('error' in c.expected
        ? expect(outcome).rejects.toMatchObject({ code: c.expected.error, message: expect.stringMatching(c.expected.message) })
        : outcome);
      expect(await collection.findOne({ _id: stored._id })).toEqual('error' in c.expected ? stored : c.expected);
    });
  });
  it.each(positionalManyCases)('updateMany: $label', async ({ filter, update, arrayFilters, expected, matched, modified }) => {
    const collection = database.collection();
    await collection.insertMany(structuredClone(positionalManyDocuments));
    expect(await collection.updateMany(filter, update, arrayFilters ? { arrayFilters } : {})).toMatchObject({ matchedCount: matched, modifiedCount: modified });
    expect(await collection.find().sort({ _id: 1 }).toArray()).toEqual(expected);
  });
});
