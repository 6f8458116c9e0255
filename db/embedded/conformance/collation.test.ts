import type { CollationOptions, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';

/**
 * Collation with a locale (MongoDB 7, ICU): Spanish names compare and sort as Spanish speakers
 * expect. ñ is a letter of its own after n (so "nino" never equals "niño"), strength 1 ignores
 * accents and case, strength 2 ignores case only, strength 3 (the default) tells all apart.
 */

const names: Document[] = [
  { _id: 1, name: 'Ñandú', city: 'Mérida', n: 3 },
  { _id: 2, name: 'nube', city: 'merida', n: 1 },
  { _id: 3, name: 'Núñez', city: 'MÉRIDA', n: 2 },
  { _id: 4, name: 'niño', city: 'León', n: 5 },
  { _id: 5, name: 'Niño', city: 'leon', n: 4 },
  { _id: 6, name: 'Ángel', city: 'León', n: 7 },
  { _id: 7, name: 'angel', city: 'Mérida', n: 6 },
  { _id: 8, name: 'ANGEL', city: 'Mérida', n: 8 },
  { _id: 9, name: 'Óscar', city: 'Oaxaca', n: 9 },
  { _id: 10, name: 'oso', city: 'oaxaca', n: 10 },
  { _id: 11, name: 'zapato', city: 'Zacatecas', n: 11 },
  { _id: 12, name: 'Zorro', city: 'Zacatecas', n: 12 },
  { _id: 13, name: 'llama', city: 'Puebla', n: 13 },
  { _id: 14, name: 'luz', city: 'Puebla', n: 14 },
  { _id: 15, name: 'chile', city: 'Puebla', n: 15 },
  { _id: 16, name: 'cosa', city: 'Puebla', n: 16 },
];

const es1: CollationOptions = { locale: 'es', strength: 1 };
const es2: CollationOptions = { locale: 'es', strength: 2 };
const es3: CollationOptions = { locale: 'es' };

let database: ConformanceDatabase;
let people: LooseCollection;

beforeAll(async () => {
  database = await openConformanceDatabase();
  people = database.collection('collation');
  await people.insertMany(names);
});

afterAll(async () => {
  await database?.close();
});

describe('collation in filters', () => {
  const cases: Array<[string, Document, CollationOptions | undefined, number[]]> = [
    ['binary equality without a collation', { name: 'angel' }, undefined, [7]],
    ['strength 1 ignores accents and case', { name: 'angel' }, es1, [6, 7, 8]],
    ['strength 2 ignores case, not accents', { name: 'angel' }, es2, [7, 8]],
    ['strength 3 tells case apart', { name: 'angel' }, es3, [7]],
    ['ñ is not n, even at strength 1', { name: 'nino' }, es1, []],
    ['ñ matches Ñ at strength 1', { name: 'ÑANDU' }, es1, [1]],
    ['upper-case NIÑO at strength 2', { name: 'NIÑO' }, es2, [4, 5]],
    ['a range in Spanish order (Ñ sorts between n and o)', { name: { $gt: 'n', $lt: 'o' } }, es1, [1, 2, 3, 4, 5]],
    ['the same range in binary order', { name: { $gt: 'n', $lt: 'o' } }, undefined, [2, 4]],
    ['$in at strength 1', { name: { $in: ['ZAPATO', 'oscar'] } }, es1, [9, 11]],
    ['$in at strength 2 keeps accents', { name: { $in: ['ZAPATO', 'oscar'] } }, es2, [11]],
    ['$ne at strength 1', { name: { $ne: 'ANGEL' }, city: 'Mérida' }, es1, [1, 2, 3]],
    ['$nin at strength 2', { city: { $nin: ['MERIDA', 'LEÓN', 'Puebla', 'oaxaca', 'zacatecas'] } }, es2, [1, 3, 5, 7, 8]],
    ['inside $or', { $or: [{ name: 'óscar' }, { name: 'LUZ' }] }, es1, [9, 14]],
    ['$gte on a later letter', { name: { $gte: 'ñ' } }, es1, [1, 9, 10, 11, 12]],
  ];
  it.each(cases)('%s', async (_label, filter, collation, expected) => {
    const found = await people.find(filter, collation ? { collation } : {}).toArray();
    expect(ids(found)).toEqual(expected);
  });

  it('count and countDocuments use the collation', async () => {
    expect(await people.countDocuments({ name: 'angel' }, { collation: es1 })).toBe(3);
    expect(await people.countDocuments({ name: 'angel' }, { collation: es2 })).toBe(2);
  });

  it('distinct merges values the collation finds equal', async () => {
    const strength1 = await people.distinct('city', { _id: { $lte: 7 } }, { collation: es1 });
    const strength2 = await people.distinct('city', { _id: { $lte: 7 } }, { collation: es2 });
    expect(strength1).toHaveLength(2);
    expect(strength2).toHaveLength(4);
  });
});

describe('collation in sorts', () => {
  it('sorts Spanish names in Spanish order (ñ after n, lower case first at strength 3)', async () => {
    const sorted = await people
      .find({}, { collation: es3, projection: { _id: 0, name: 1 } })
      .sort({ name: 1 })
      .toArray();
    expect(sorted.map((document) => document.name)).toEqual([
      'angel',
      'ANGEL',
      'Ángel',
      'chile',
      'cosa',
      'llama',
      'luz',
      'niño',
      'Niño',
      'nube',
      'Núñez',
      'Ñandú',
      'Óscar',
      'oso',
      'zapato',
      'Zorro',
    ]);
  });

  it('binary order puts upper case and accented letters elsewhere', async () => {
    const sorted = await people
      .find({}, { projection: { _id: 0, name: 1 } })
      .sort({ name: 1 })
      .limit(4)
      .toArray();
    expect(sorted.map((document) => document.name)).toEqual(['ANGEL', 'Niño', 'Núñez', 'Zorro']);
  });

  it('sorts descending with a limit', async () => {
    const sorted = await people.find({ city: 'PUEBLA' }, { collation: es1 }).sort({ name: -1 }).limit(2).toArray();
    expect(sorted.map((document) => document.name)).toEqual(['luz', 'llama']);
  });
});

describe('collation in writes', () => {
  it('updateMany, deleteMany and findOneAndUpdate match with the collation', async () => {
    const collection = database.collection('collation_writes');
    await collection.insertMany(names);
    const updated = await collection.updateMany({ name: 'angel' }, { $set: { flag: true } }, { collation: es2 });
    expect(updated.modifiedCount).toBe(2);
    const found = await collection.findOneAndUpdate({ name: 'oscar' }, { $set: { flag: true } }, { collation: es1, returnDocument: 'after' });
    expect(found?._id).toBe(9);
    const deleted = await collection.deleteMany({ city: 'MERIDA' }, { collation: es1 });
    expect(deleted.deletedCount).toBe(5);
    expect(await collection.countDocuments({})).toBe(11);
  });
});

describe('collation in aggregation', () => {
  it('$match, $group keys and $sort follow the collation', async () => {
    const groups = await people
      .aggregate([{ $match: { city: { $in: ['merida', 'leon'] } } }, { $group: { _id: '$city', total: { $sum: '$n' } } }, { $sort: { total: 1 } }], {
        collation: es1,
      })
      .toArray();
    expect(groups.map((group) => group.total)).toEqual([16, 20]);
    const sorted = await people
      .aggregate([{ $match: { city: 'puebla' } }, { $sort: { name: 1 } }, { $project: { _id: 0, name: 1 } }], { collation: es1 })
      .toArray();
    expect(sorted.map((document) => document.name)).toEqual(['chile', 'cosa', 'llama', 'luz']);
  });
});

describe('collated indexes', () => {
  it('createIndex with a collation lists it in full and enforces uniqueness under it', async () => {
    const collection = database.collection('collation_index');
    await collection.createIndex({ name: 1 }, { unique: true, collation: es2, name: 'name_es' });
    const index = (await collection.listIndexes().toArray()).find((spec) => spec.name === 'name_es');
    expect(index?.collation).toMatchObject({
      locale: 'es',
      strength: 2,
      caseLevel: false,
      caseFirst: 'off',
      numericOrdering: false,
      alternate: 'non-ignorable',
      maxVariable: 'punct',
      normalization: false,
      backwards: false,
    });
    await collection.insertOne({ _id: 1, name: 'Núñez' });
    await expect(collection.insertOne({ _id: 2, name: 'NÚÑEZ' })).rejects.toMatchObject({ code: 11000 });
    await collection.insertOne({ _id: 3, name: 'Nunez' });
    expect(ids(await collection.find({ name: 'núñez' }, { collation: es2 }).toArray())).toEqual([1]);
  });

  it('the planner uses a collated index only for a query with the same collation', async () => {
    const collection = database.collection('collation_plan');
    await collection.insertMany(names);
    await collection.createIndex({ name: 1 }, { collation: es1, name: 'name_es1' });
    const usesIndex = async (collation?: CollationOptions) => {
      const explained = await collection.find({ name: 'angel' }, collation ? { collation } : {}).explain('queryPlanner');
      return JSON.stringify(explained.queryPlanner.winningPlan).includes('name_es1');
    };
    expect(await usesIndex(es1)).toBe(true);
    expect(await usesIndex()).toBe(false);
    expect(await usesIndex(es2)).toBe(false);
    expect(ids(await collection.find({ name: 'angel' }, { collation: es1 }).toArray())).toEqual([6, 7, 8]);
    expect(ids(await collection.find({ name: 'angel' }).toArray())).toEqual([7]);
    expect(await collection.countDocuments({ name: { $gte: 'n', $lt: 'o' } }, { collation: es1 })).toBe(5);
    const page = await collection.find({}, { collation: es1 }).sort({ name: 1 }).limit(3).toArray();
    expect(page.map((document) => String(document.name).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())).toEqual(['angel', 'angel', 'angel']);
  });
});

describe('collection default collation', () => {
  it('applies to queries and new indexes unless a command names another', async () => {
    const name = `collation_default_${Date.now()}`;
    const collection = await database.db.createCollection(name, { collation: es1 });
    await collection.insertMany(names);
    expect(ids(await collection.find({ name: 'angel' }).toArray())).toEqual([6, 7, 8]);
    expect(ids(await collection.find({ name: 'angel' }, { collation: { locale: 'simple' } }).toArray())).toEqual([7]);
    await collection.createIndex({ city: 1 }, { name: 'city_default' });
    await collection.createIndex({ n: 1 }, { name: 'n_simple', collation: { locale: 'simple' } });
    const indexes = await collection.listIndexes().toArray();
    expect(indexes.find((spec) => spec.name === 'city_default')?.collation).toMatchObject({ locale: 'es', strength: 1 });
    expect(indexes.find((spec) => spec.name === 'n_simple')?.collation).toBeUndefined();
    const [info] = await database.db.listCollections({ name }).toArray();
    expect((info as Document).options.collation).toMatchObject({ locale: 'es', strength: 1, caseFirst: 'off' });
  });
});

describe('malformed collations are refused as MongoDB refuses them', () => {
  const cases: Array<[string, Document, number]> = [
    ['an unknown field', { locale: 'es', fuerza: 1 }, 40415],
    ['no locale', { strength: 1 }, 40414],
    ['an unknown locale', { locale: 'xx_YY_nada' }, 2],
  ];
  it.each(cases)('%s', async (_label, collation, code) => {
    await expect(people.find({}, { collation: collation as CollationOptions }).toArray()).rejects.toMatchObject({ code });
  });
});
