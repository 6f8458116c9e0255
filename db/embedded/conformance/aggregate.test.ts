import { Decimal128, ObjectId, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';

/** Aggregation stages and expressions. */

const sales: Document[] = [
  { _id: 1, store: 'T01', product: 'agua', qty: 10, price: 8, day: new Date('2024-03-01T10:00:00Z'), tags: ['bebida', 'promo'] },
  { _id: 2, store: 'T01', product: 'pan', qty: 4, price: 15, day: new Date('2024-03-01T12:00:00Z'), tags: ['panaderia'] },
  { _id: 3, store: 'T02', product: 'agua', qty: 6, price: 8, day: new Date('2024-03-02T09:00:00Z'), tags: ['bebida'] },
  { _id: 4, store: 'T02', product: 'leche', qty: 3, price: 25, day: new Date('2024-03-02T18:00:00Z'), tags: [] },
  { _id: 5, store: 'T03', product: 'agua', qty: 1, price: 9, day: new Date('2024-03-03T08:00:00Z') },
];

const stores: Document[] = [
  { _id: 'T01', name: 'Centro', zone: 'norte' },
  { _id: 'T02', name: 'Lomas', zone: 'sur' },
  { _id: 'T04', name: 'Nueva', zone: 'sur' },
];

let database: ConformanceDatabase;
let sales$: LooseCollection;
let stores$: LooseCollection;

beforeAll(async () => {
  database = await openConformanceDatabase();
  sales$ = database.collection('sales');
  stores$ = database.collection('stores');
  await sales$.insertMany(sales);
  await stores$.insertMany(stores);
});

afterAll(async () => {
  await database?.close();
});

const run = (pipeline: Document[]) => sales$.aggregate(pipeline).toArray();

describe('aggregation stages', () => {
  it('$match then $group with $sum, $avg, $min, $max and $count', async () => {
    const result = await run([
      { $match: { product: 'agua' } },
      { $group: { _id: null, units: { $sum: '$qty' }, avgPrice: { $avg: '$price' }, least: { $min: '$qty' }, most: { $max: '$qty' }, rows: { $count: {} } } },
    ]);
    expect(result).toEqual([{ _id: null, units: 17, avgPrice: 25 / 3, least: 1, most: 10, rows: 3 }]);
  });

  it('$group by a field with computed totals, sorted', async () => {
    const result = await run([{ $group: { _id: '$store', revenue: { $sum: { $multiply: ['$qty', '$price'] } } } }, { $sort: { revenue: -1 } }]);
    expect(result).toEqual([
      { _id: 'T01', revenue: 140 },
      { _id: 'T02', revenue: 123 },
      { _id: 'T03', revenue: 9 },
    ]);
  });

  it('$group by a compound key', async () => {
    const result = await run([{ $group: { _id: { store: '$store', product: '$product' }, n: { $sum: 1 } } }, { $sort: { '_id.store': 1, '_id.product': 1 } }]);
    expect(result.map((row) => `${row._id.store}/${row._id.product}`)).toEqual(['T01/agua', 'T01/pan', 'T02/agua', 'T02/leche', 'T03/agua']);
  });

  it('$group with $push, $addToSet, $first and $last', async () => {
    const [row] = await run([
      { $sort: { _id: 1 } },
      { $group: { _id: '$product', stores: { $push: '$store' }, distinctPrices: { $addToSet: '$price' }, first: { $first: '$_id' }, last: { $last: '$_id' } } },
      { $match: { _id: 'agua' } },
    ]);
    expect(row.stores).toEqual(['T01', 'T02', 'T03']);
    expect([...row.distinctPrices].sort()).toEqual([8, 9]);
    expect([row.first, row.last]).toEqual([1, 5]);
  });

  it('$sort, $skip and $limit', async () => {
    const result = await run([{ $sort: { qty: -1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 1 } }]);
    expect(result).toEqual([{ _id: 3 }, { _id: 2 }]);
  });

  it('$project with inclusion, exclusion of _id and expressions', async () => {
    const result = await run([
      { $match: { _id: 2 } },
      { $project: { _id: 0, product: 1, total: { $multiply: ['$qty', '$price'] }, label: { $toUpper: '$product' } } },
    ]);
    expect(result).toEqual([{ product: 'pan', total: 60, label: 'PAN' }]);
  });

  it('$project with exclusion', async () => {
    const result = await run([{ $match: { _id: 5 } }, { $project: { day: 0, price: 0 } }]);
    expect(result).toEqual([{ _id: 5, store: 'T03', product: 'agua', qty: 1 }]);
  });

  it('$addFields and $set add computed fields', async () => {
    const result = await run([
      { $match: { _id: 1 } },
      { $addFields: { total: { $multiply: ['$qty', '$price'] } } },
      { $set: { big: { $gt: ['$total', 50] } } },
      { $project: { total: 1, big: 1 } },
    ]);
    expect(result).toEqual([{ _id: 1, total: 80, big: true }]);
  });

  it('$unset removes fields', async () => {
    const result = await run([{ $match: { _id: 4 } }, { $unset: ['day', 'tags', 'price'] }]);
    expect(result).toEqual([{ _id: 4, store: 'T02', product: 'leche', qty: 3 }]);
  });

  it('$unwind drops empty and missing arrays', async () => {
    const result = await run([{ $unwind: '$tags' }, { $project: { tags: 1 } }, { $sort: { _id: 1, tags: 1 } }]);
    expect(result).toEqual([
      { _id: 1, tags: 'bebida' },
      { _id: 1, tags: 'promo' },
      { _id: 2, tags: 'panaderia' },
      { _id: 3, tags: 'bebida' },
    ]);
  });

  it('$unwind with preserveNullAndEmptyArrays and includeArrayIndex', async () => {
    const result = await run([
      { $match: { _id: { $in: [1, 4, 5] } } },
      { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true, includeArrayIndex: 'i' } },
      { $project: { tags: 1, i: 1 } },
      { $sort: { _id: 1, i: 1 } },
    ]);
    expect(result).toEqual([
      { _id: 1, tags: 'bebida', i: 0 },
      { _id: 1, tags: 'promo', i: 1 },
      { _id: 4, i: null },
      { _id: 5, i: null },
    ]);
  });

  it('$lookup with localField and foreignField', async () => {
    const result = await run([
      { $match: { _id: { $in: [2, 5] } } },
      { $lookup: { from: stores$.collectionName, localField: 'store', foreignField: '_id', as: 'storeInfo' } },
      { $project: { storeInfo: 1 } },
      { $sort: { _id: 1 } },
    ]);
    expect(result).toEqual([
      { _id: 2, storeInfo: [{ _id: 'T01', name: 'Centro', zone: 'norte' }] },
      { _id: 5, storeInfo: [] },
    ]);
  });

  it('$lookup joins on ObjectIds and on arrays of ObjectIds', async () => {
    const owners = database.collection();
    const pets = database.collection();
    const ana = new ObjectId();
    const beto = new ObjectId();
    await owners.insertMany([
      { _id: ana, name: 'ana' },
      { _id: beto, name: 'beto' },
    ]);
    await pets.insertMany([
      { _id: 1, owner: new ObjectId(ana.toHexString()), carers: [beto, ana] },
      { _id: 2, owner: beto, carers: [] },
    ]);
    const result = await pets
      .aggregate([
        { $lookup: { from: owners.collectionName, localField: 'owner', foreignField: '_id', as: 'ownerInfo' } },
        { $lookup: { from: owners.collectionName, localField: 'carers', foreignField: '_id', as: 'carerInfo' } },
        { $project: { ownerName: { $first: '$ownerInfo.name' }, carerNames: '$carerInfo.name' } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(result.map((row) => [row._id, row.ownerName, [...row.carerNames].sort()])).toEqual([
      [1, 'ana', ['ana', 'beto']],
      [2, 'beto', []],
    ]);
  });

  it('$lookup with a pipeline and let', async () => {
    const result = await stores$
      .aggregate([
        {
          $lookup: {
            from: sales$.collectionName,
            let: { storeId: '$_id' },
            pipeline: [{ $match: { $expr: { $eq: ['$store', '$$storeId'] } } }, { $group: { _id: null, units: { $sum: '$qty' } } }],
            as: 'totals',
          },
        },
        { $project: { units: { $ifNull: [{ $first: '$totals.units' }, 0] } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { _id: 'T01', units: 14 },
      { _id: 'T02', units: 9 },
      { _id: 'T04', units: 0 },
    ]);
  });

  it('$facet runs sub-pipelines side by side', async () => {
    const [result] = await run([
      {
        $facet: {
          byStore: [{ $group: { _id: '$store', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
          total: [{ $count: 'n' }],
          top: [{ $sort: { qty: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
        },
      },
    ]);
    expect(result).toEqual({
      byStore: [
        { _id: 'T01', n: 2 },
        { _id: 'T02', n: 2 },
        { _id: 'T03', n: 1 },
      ],
      total: [{ n: 5 }],
      top: [{ _id: 1 }],
    });
  });

  it('$count', async () => {
    expect(await run([{ $match: { price: { $lt: 10 } } }, { $count: 'cheap' }])).toEqual([{ cheap: 3 }]);
  });

  it('$count over nothing returns no document', async () => {
    expect(await run([{ $match: { product: 'none' } }, { $count: 'n' }])).toEqual([]);
  });

  it('$sortByCount', async () => {
    const result = await run([{ $sortByCount: '$product' }]);
    expect(result[0]).toEqual({ _id: 'agua', count: 3 });
    expect(result).toHaveLength(3);
  });

  it('$replaceRoot and $replaceWith', async () => {
    const nested = database.collection();
    await nested.insertMany([
      { _id: 1, inner: { a: 1 } },
      { _id: 2, inner: { a: 2 } },
    ]);
    expect(await nested.aggregate([{ $replaceRoot: { newRoot: '$inner' } }, { $sort: { a: 1 } }]).toArray()).toEqual([{ a: 1 }, { a: 2 }]);
    expect(await nested.aggregate([{ $replaceWith: { id: '$_id' } }, { $sort: { id: 1 } }]).toArray()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('$bucket groups by boundaries', async () => {
    const result = await run([{ $bucket: { groupBy: '$qty', boundaries: [0, 5, 100], default: 'other', output: { n: { $sum: 1 } } } }]);
    expect(result).toEqual([
      { _id: 0, n: 3 },
      { _id: 5, n: 2 },
    ]);
  });

  it('date expressions', async () => {
    const result = await run([
      { $match: { _id: 4 } },
      { $project: { _id: 0, day: { $dateToString: { format: '%Y-%m-%d', date: '$day' } }, hour: { $hour: '$day' } } },
    ]);
    expect(result).toEqual([{ day: '2024-03-02', hour: 18 }]);
  });

  it('conditional and array expressions', async () => {
    const result = await run([
      { $match: { _id: 1 } },
      {
        $project: {
          _id: 0,
          level: { $cond: [{ $gte: ['$qty', 5] }, 'high', 'low'] },
          tagCount: { $size: '$tags' },
          promo: { $in: ['promo', '$tags'] },
          upper: { $map: { input: '$tags', in: { $toUpper: '$$this' } } },
          short: { $filter: { input: '$tags', cond: { $lt: [{ $strLenCP: '$$this' }, 6] } } },
        },
      },
    ]);
    expect(result).toEqual([{ level: 'high', tagCount: 2, promo: true, upper: ['BEBIDA', 'PROMO'], short: ['promo'] }]);
  });

  it('comparison expressions follow the BSON order across types', async () => {
    const typed = database.collection();
    await typed.insertMany([
      { _id: 3, a: 250, b: '250' },
      { _id: 4, a: 250, b: Decimal128.fromString('250') },
      { _id: 5, a: Decimal128.fromString('250'), b: Decimal128.fromString('250.00') },
      { _id: 6, a: 1, b: null },
    ]);
    const result = await typed.aggregate([{ $project: { same: { $eq: ['$a', '$b'] }, order: { $cmp: ['$a', '$b'] } } }, { $sort: { _id: 1 } }]).toArray();
    expect(result).toEqual([
      { _id: 3, same: false, order: -1 },
      { _id: 4, same: true, order: 0 },
      { _id: 5, same: true, order: 0 },
      { _id: 6, same: false, order: 1 },
    ]);
  });

  it('string expressions', async () => {
    const result = await run([
      { $match: { _id: 2 } },
      { $project: { _id: 0, text: { $concat: ['$store', '-', '$product'] }, part: { $substrCP: ['$product', 0, 2] } } },
    ]);
    expect(result).toEqual([{ text: 'T01-pan', part: 'pa' }]);
  });

  it('does not change the stored documents', async () => {
    await run([{ $addFields: { qty: 0 } }, { $unwind: '$tags' }]);
    expect(await sales$.findOne({ _id: 1 })).toEqual(sales[0]);
  });

  it('counts with the countDocuments pipeline shape, with skip and limit', async () => {
    expect(await run([{ $match: { product: 'agua' } }, { $group: { _id: 1, n: { $sum: 1 } } }])).toEqual([{ _id: 1, n: 3 }]);
    expect(await run([{ $match: {} }, { $skip: 1 }, { $limit: 3 }, { $group: { _id: 1, n: { $sum: 1 } } }])).toEqual([{ _id: 1, n: 3 }]);
    expect(await run([{ $match: { product: 'none' } }, { $group: { _id: 1, n: { $sum: 1 } } }])).toEqual([]);
    expect(await run([{ $match: {} }, { $skip: 10 }, { $group: { _id: null, total: { $sum: 1 } } }])).toEqual([]);
  });

  it('an empty pipeline returns every document', async () => {
    expect(await run([])).toHaveLength(5);
  });

  it('$out writes the result into a collection', async () => {
    const target = database.collection('out');
    await run([{ $group: { _id: '$store', n: { $sum: 1 } } }, { $out: target.collectionName }]);
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'T01', n: 2 },
      { _id: 'T02', n: 2 },
      { _id: 'T03', n: 1 },
    ]);
  });

  it('returns large results through getMore', async () => {
    const many = database.collection();
    await many.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: i, even: i % 2 === 0 })));
    const result = await many.aggregate([{ $match: { even: true } }, { $sort: { _id: -1 } }], { batchSize: 20 }).toArray();
    expect(result).toHaveLength(150);
    expect(result[0]._id).toBe(298);
  });

  it('answers an unknown pipeline stage with error 40324', async () => {
    await expect(run([{ $frobnicate: {} }])).rejects.toMatchObject({ code: 40324, message: "Unrecognized pipeline stage name: '$frobnicate'" });
  });
});
