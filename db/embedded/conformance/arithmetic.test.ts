import { Decimal128, Long } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase } from './client';

/** Arithmetic in aggregation and in updates ($inc, $mul): MongoDB's numeric type promotion across int, long, double and Decimal128. */

let database: ConformanceDatabase;

beforeAll(async () => {
  database = await openConformanceDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('numeric type promotion in arithmetic', () => {
  const decimal = (text: string) => Decimal128.fromString(text);

  it('$sum in $group adds Decimal128 values exactly: 0.1 + 0.2 + 1 is 1.3', async () => {
    const money = database.collection();
    await money.insertMany([
      { _id: 1, amount: decimal('0.1') },
      { _id: 2, amount: decimal('0.2') },
      { _id: 3, amount: 1 },
      { _id: 4, amount: 'n/a' },
    ]);
    const [result] = await money.aggregate([{ $group: { _id: null, total: { $sum: '$amount' } } }, { $addFields: { type: { $type: '$total' } } }]).toArray();
    expect(result.type).toBe('decimal');
    expect(result.total.toString()).toBe('1.3');
  });

  it('$add, $subtract, $multiply and $divide with Decimal128 give Decimal128', async () => {
    const money = database.collection();
    await money.insertOne({ _id: 1, a: decimal('0.1'), b: decimal('0.2'), c: 1, d: decimal('0.13') });
    const [result] = await money
      .aggregate([
        {
          $project: {
            sum: { $add: ['$a', '$b', '$c'] },
            difference: { $subtract: [decimal('1.3'), '$b'] },
            product: { $multiply: ['$d', 10] },
            quotient: { $divide: ['$c', 4] },
            decimalQuotient: { $divide: [decimal('1'), 4] },
            productIsExact: { $eq: [{ $multiply: ['$d', 10] }, decimal('1.3')] },
            types: [
              { $type: { $add: ['$a', '$c'] } },
              { $type: { $multiply: ['$a', 2] } },
              { $type: { $divide: ['$a', 2] } },
              { $type: { $subtract: ['$a', '$c'] } },
            ],
          },
        },
      ])
      .toArray();
    expect(result.sum.toString()).toBe('1.3');
    expect(result.difference.toString()).toBe('1.1');
    expect(Number(result.product.toString())).toBe(1.3);
    expect(result.productIsExact).toBe(true);
    expect(result.quotient).toBe(0.25);
    expect(result.decimalQuotient.toString()).toBe('0.25');
    expect(result.types).toEqual(['decimal', 'decimal', 'decimal', 'decimal']);
  });

  it('int arithmetic stays int and overflows into long; a Long keeps the result long', async () => {
    const numbers = database.collection();
    await numbers.insertOne({ _id: 1, big: 2147483647, small: 2, long: Long.fromNumber(5), ratio: 0.5 });
    const [result] = await numbers
      .aggregate([
        {
          $project: {
            overflow: { $add: ['$big', 1] },
            types: [
              { $type: { $add: ['$small', 1] } },
              { $type: { $add: ['$big', 1] } },
              { $type: { $multiply: ['$big', '$small'] } },
              { $type: { $add: ['$long', 1] } },
              { $type: { $subtract: ['$long', '$small'] } },
              { $type: { $add: ['$long', '$ratio'] } },
              { $type: { $divide: ['$small', 4] } },
            ],
          },
        },
      ])
      .toArray();
    expect(result.overflow).toBe(2147483648);
    expect(result.types).toEqual(['int', 'long', 'long', 'long', 'long', 'double', 'double']);
  });

  it('$sum and $avg in $group mix int, long, double and Decimal128 and skip non-numbers', async () => {
    const mixed = database.collection();
    await mixed.insertMany([
      { _id: 1, group: 'plain', v: 1 },
      { _id: 2, group: 'plain', v: Long.fromNumber(2) },
      { _id: 3, group: 'plain', v: 4.5 },
      { _id: 4, group: 'plain', v: 'x' },
      { _id: 5, group: 'plain', v: null },
      { _id: 6, group: 'money', v: 1 },
      { _id: 7, group: 'money', v: decimal('0.5') },
      { _id: 8, group: 'money', v: 1.5 },
      { _id: 9, group: 'ints', v: 1 },
      { _id: 10, group: 'ints', v: 2 },
      { _id: 11, group: 'longs', v: 1 },
      { _id: 12, group: 'longs', v: Long.fromNumber(2) },
      { _id: 13, group: 'none', v: 'x' },
    ]);
    const result = await mixed
      .aggregate([
        { $group: { _id: '$group', total: { $sum: '$v' }, average: { $avg: '$v' } } },
        { $addFields: { totalType: { $type: '$total' }, averageType: { $type: '$average' }, averageIsOne: { $eq: ['$average', 1] } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    const byGroup = Object.fromEntries(result.map((row) => [row._id, row]));
    expect(byGroup.plain).toMatchObject({ total: 7.5, average: 2.5, totalType: 'double', averageType: 'double' });
    expect(byGroup.money).toMatchObject({ totalType: 'decimal', averageType: 'decimal', averageIsOne: true });
    expect(Number(byGroup.money.total.toString())).toBe(3);
    expect(byGroup.ints).toMatchObject({ total: 3, average: 1.5, totalType: 'int', averageType: 'double' });
    expect(byGroup.longs).toMatchObject({ total: 3, totalType: 'long' });
    expect(byGroup.none).toMatchObject({ total: 0, average: null, totalType: 'int', averageType: 'null' });
  });

  it('$group puts equal int, long and Decimal128 keys in one group, and missing with null', async () => {
    const keyed = database.collection();
    await keyed.insertMany([
      { _id: 1, k: Long.fromNumber(1) },
      { _id: 2, k: 1 },
      { _id: 3, k: decimal('1.0') },
      { _id: 4, k: null },
      { _id: 5 },
      { _id: 6, k: 2 },
    ]);
    const result = await keyed
      .aggregate([{ $group: { _id: '$k', n: { $sum: 1 } } }, { $addFields: { isOne: { $eq: ['$_id', 1] } } }, { $sort: { n: -1 } }])
      .toArray();
    expect(result.map((group) => [group.n, group.isOne])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(result[1]._id).toBeNull();
    expect(result[2]._id).toBe(2);
  });

  it('$min and $max compare int, long, double and Decimal128 as numbers', async () => {
    const mixed = database.collection();
    await mixed.insertMany([
      { _id: 1, v: Long.fromNumber(1) },
      { _id: 2, v: 5 },
      { _id: 3, v: decimal('3.5') },
      { _id: 4, v: 0.5 },
      { _id: 5, v: null },
    ]);
    const [result] = await mixed
      .aggregate([
        { $group: { _id: null, low: { $min: '$v' }, high: { $max: '$v' } } },
        { $project: { low: 1, high: 1, highest: { $max: ['$low', '$high'] } } },
      ])
      .toArray();
    expect(result).toMatchObject({ low: 0.5, high: 5, highest: 5 });
  });
});

describe('$inc and $mul keep numeric types', () => {
  const decimal = (text: string) => Decimal128.fromString(text);
  const typeOf = async (collection: ReturnType<ConformanceDatabase['collection']>, field: string) => {
    const [row] = await collection.aggregate([{ $project: { type: { $type: `$${field}` } } }]).toArray();
    return row.type as string;
  };

  it('$inc with Decimal128 adds exactly: 0.1 + 0.2 + 1 is 1.3', async () => {
    const accounts = database.collection();
    await accounts.insertOne({ _id: 1, balance: decimal('0.1') });
    await accounts.updateOne({ _id: 1 }, { $inc: { balance: decimal('0.2') } });
    await accounts.updateOne({ _id: 1 }, { $inc: { balance: 1 } });
    expect((await accounts.findOne({ _id: 1 }))?.balance.toString()).toBe('1.3');
    expect(await typeOf(accounts, 'balance')).toBe('decimal');
  });

  it('$inc of an int by a Decimal128, and of a missing field, gives Decimal128', async () => {
    const accounts = database.collection();
    await accounts.insertOne({ _id: 1, n: 5 });
    await accounts.updateOne({ _id: 1 }, { $inc: { n: decimal('0.25'), created: decimal('2.5') } });
    const found = await accounts.findOne({ _id: 1 });
    expect(found?.n.toString()).toBe('5.25');
    expect(found?.created.toString()).toBe('2.5');
  });

  it('$inc overflows an int into a long and keeps a Long a Long', async () => {
    const counters = database.collection();
    await counters.insertMany([
      { _id: 1, n: 2147483647 },
      { _id: 2, n: Long.fromNumber(7) },
    ]);
    await counters.updateMany({}, { $inc: { n: 1 } });
    expect(
      await counters
        .find({ n: { $type: 'long' } })
        .sort({ _id: 1 })
        .map((document) => document.n)
        .toArray(),
    ).toEqual([2147483648, 8]);
  });

  it('$mul with Decimal128 multiplies exactly and a missing field becomes a decimal zero', async () => {
    const prices = database.collection();
    await prices.insertOne({ _id: 1, price: decimal('19.99') });
    await prices.updateOne({ _id: 1 }, { $mul: { price: 3, missing: decimal('2') } });
    const found = await prices.findOne({ _id: 1 });
    expect(found?.price.toString()).toBe('59.97');
    expect(Number(found?.missing.toString())).toBe(0);
    expect(await prices.countDocuments({ missing: { $type: 'decimal' } })).toBe(1);
  });
});
