import type { Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';

/**
 * Geospatial queries on a 2dsphere index (MongoDB 7): stores of a Mexican chain as GeoJSON points
 * [longitude, latitude]. Distances are great-circle metres on MongoDB's earth radius.
 */

const cdmx = [-99.1332, 19.4326];
const stores: Document[] = [
  { _id: 'cdmx', location: { type: 'Point', coordinates: cdmx }, active: true },
  { _id: 'puebla', location: { type: 'Point', coordinates: [-98.2063, 19.0414] }, active: true },
  { _id: 'queretaro', location: { type: 'Point', coordinates: [-100.3899, 20.5888] }, active: true },
  { _id: 'toluca', location: { type: 'Point', coordinates: [-99.6557, 19.2826] }, active: false },
  { _id: 'cuernavaca', location: { type: 'Point', coordinates: [-99.2216, 18.9242] }, active: true },
  { _id: 'monterrey', location: { type: 'Point', coordinates: [-100.3161, 25.6866] }, active: true },
  { _id: 'guadalajara', location: { type: 'Point', coordinates: [-103.3496, 20.6597] }, active: true },
  { _id: 'coatzacoalcos', location: { type: 'Point', coordinates: [-94.458, 18.1345] }, active: true },
  { _id: 'villahermosa', location: { type: 'Point', coordinates: [-92.9475, 17.9895] }, active: true },
  { _id: 'minatitlan', location: { type: 'Point', coordinates: [-94.5536, 17.9935] }, active: true },
  { _id: 'sin-ubicacion', active: true },
];

const centralMexico = {
  type: 'Polygon',
  coordinates: [
    [
      [-100.5, 18.5],
      [-98, 18.5],
      [-98, 21],
      [-100.5, 21],
      [-100.5, 18.5],
    ],
  ],
};
const gulf = {
  type: 'Polygon',
  coordinates: [
    [
      [-95, 17.5],
      [-92.5, 17.5],
      [-92.5, 18.5],
      [-95, 18.5],
      [-95, 17.5],
    ],
  ],
};

let database: ConformanceDatabase;
let places: LooseCollection;

beforeAll(async () => {
  database = await openConformanceDatabase();
  places = database.collection('stores');
  await places.createIndex({ location: '2dsphere' });
  await places.insertMany(stores);
});

afterAll(async () => {
  await database?.close();
});

describe('$near and $nearSphere', () => {
  it('$near with a GeoJSON point returns the stores within $maxDistance, nearest first', async () => {
    const found = await places.find({ location: { $near: { $geometry: { type: 'Point', coordinates: cdmx }, $maxDistance: 120_000 } } }).toArray();
    expect(found.map((store) => store._id)).toEqual(['cdmx', 'cuernavaca', 'toluca', 'puebla']);
  });

  it('$nearSphere with $minDistance and another condition', async () => {
    const found = await places
      .find({ active: true, location: { $nearSphere: { $geometry: { type: 'Point', coordinates: cdmx }, $minDistance: 100_000, $maxDistance: 500_000 } } })
      .toArray();
    expect(found.map((store) => store._id)).toEqual(['puebla', 'queretaro', 'guadalajara']);
  });

  it('limit takes the nearest', async () => {
    const found = await places
      .find({ location: { $near: { $geometry: { type: 'Point', coordinates: [-94.4, 18.1] } } } })
      .limit(3)
      .toArray();
    expect(found.map((store) => store._id)).toEqual(['coatzacoalcos', 'minatitlan', 'villahermosa']);
  });

  it('$near without a geo index is refused (291)', async () => {
    const plain = database.collection('no_geo_index');
    await plain.insertMany(stores);
    await expect(plain.find({ location: { $near: { $geometry: { type: 'Point', coordinates: cdmx } } } }).toArray()).rejects.toMatchObject({ code: 291 });
  });
});

describe('$geoWithin and $geoIntersects', () => {
  const cases: Array<[string, Document, string[]]> = [
    ['$geometry Polygon', { location: { $geoWithin: { $geometry: centralMexico } } }, ['cdmx', 'cuernavaca', 'puebla', 'queretaro', 'toluca']],
    [
      '$geometry MultiPolygon',
      { location: { $geoWithin: { $geometry: { type: 'MultiPolygon', coordinates: [centralMexico.coordinates, gulf.coordinates] } } } },
      ['cdmx', 'coatzacoalcos', 'cuernavaca', 'minatitlan', 'puebla', 'queretaro', 'toluca', 'villahermosa'],
    ],
    ['$centerSphere of 100 km (radians)', { location: { $geoWithin: { $centerSphere: [cdmx, 100 / 6378.1] } } }, ['cdmx', 'cuernavaca', 'toluca']],
    [
      '$box',
      {
        location: {
          $geoWithin: {
            $box: [
              [-100.5, 18.5],
              [-98, 21],
            ],
          },
        },
      },
      ['cdmx', 'cuernavaca', 'puebla', 'queretaro', 'toluca'],
    ],
    [
      '$polygon',
      {
        location: {
          $geoWithin: {
            $polygon: [
              [-95, 17.5],
              [-92.5, 17.5],
              [-92.5, 18.5],
              [-95, 18.5],
            ],
          },
        },
      },
      ['coatzacoalcos', 'minatitlan', 'villahermosa'],
    ],
    ['$geoIntersects a Polygon', { location: { $geoIntersects: { $geometry: gulf } } }, ['coatzacoalcos', 'minatitlan', 'villahermosa']],
    [
      '$geoIntersects a LineString through two stores',
      { location: { $geoIntersects: { $geometry: { type: 'LineString', coordinates: [cdmx, [-98.2063, 19.0414]] } } } },
      ['cdmx', 'puebla'],
    ],
    ['$geoIntersects a Point', { location: { $geoIntersects: { $geometry: { type: 'Point', coordinates: [-92.9475, 17.9895] } } } }, ['villahermosa']],
  ];
  it.each(cases)('%s', async (_label, filter, expected) => {
    const found = await places.find(filter).toArray();
    expect(found.map((store) => String(store._id)).sort()).toEqual(expected);
  });

  it('$geoWithin needs no index', async () => {
    const plain = database.collection('within_no_index');
    await plain.insertMany(stores);
    expect(await plain.countDocuments({ location: { $geoWithin: { $geometry: gulf } } })).toBe(3);
  });
});

describe('$geoNear stage', () => {
  it('adds the distance in metres, nearest first, with query, maxDistance and includeLocs', async () => {
    const found = await places
      .aggregate([
        {
          $geoNear: {
            near: { type: 'Point', coordinates: cdmx },
            distanceField: 'dist.metres',
            spherical: true,
            maxDistance: 200_000,
            query: { active: true },
            includeLocs: 'dist.location',
          },
        },
        { $project: { metres: '$dist.metres', location: '$dist.location' } },
      ])
      .toArray();
    expect(found.map((store) => store._id)).toEqual(['cdmx', 'cuernavaca', 'puebla', 'queretaro']);
    expect(found.map((store) => Math.round(store.metres / 1000))).toEqual([0, 57, 107, 184]);
    expect(found[2].location).toEqual({ type: 'Point', coordinates: [-98.2063, 19.0414] });
  });

  it('distanceMultiplier turns metres into kilometres; minDistance skips the closest', async () => {
    const [first] = await places
      .aggregate([
        { $geoNear: { near: { type: 'Point', coordinates: cdmx }, distanceField: 'km', distanceMultiplier: 0.001, minDistance: 1000, key: 'location' } },
        { $limit: 1 },
      ])
      .toArray();
    expect(first._id).toBe('cuernavaca');
    expect(Math.round(first.km)).toBe(57);
  });

  it('is refused after another stage (40603) and without a geo index (291)', async () => {
    await expect(
      places.aggregate([{ $match: {} }, { $geoNear: { near: { type: 'Point', coordinates: cdmx }, distanceField: 'd' } }]).toArray(),
    ).rejects.toMatchObject({ code: 40603 });
    const plain = database.collection('geonear_no_index');
    await plain.insertMany(stores);
    await expect(plain.aggregate([{ $geoNear: { near: { type: 'Point', coordinates: cdmx }, distanceField: 'd' } }]).toArray()).rejects.toMatchObject({
      code: 291,
    });
  });
});

describe('2dsphere indexes', () => {
  it('refuse a document whose geometry is invalid (16755) and list the index', async () => {
    await expect(places.insertOne({ _id: 'fuera', location: { type: 'Point', coordinates: [200, 95] } })).rejects.toMatchObject({ code: 16755 });
    const indexes = await places.listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'location_2dsphere')?.key).toEqual({ location: '2dsphere' });
  });

  it('hold legacy coordinate pairs: $nearSphere with a pair measures in radians', async () => {
    const legacy = database.collection('legacy_pairs');
    await legacy.createIndex({ loc: '2dsphere' });
    await legacy.insertMany([
      { _id: 1, loc: [-99.1332, 19.4326] },
      { _id: 2, loc: [-98.2063, 19.0414] },
      { _id: 3, loc: [-100.3161, 25.6866] },
    ]);
    const found = await legacy.find({ loc: { $nearSphere: [-99.2, 19.4], $maxDistance: 200 / 6378.1 } }).toArray();
    expect(found.map((document) => document._id)).toEqual([1, 2]);
    expect(
      ids(
        await legacy
          .find({
            loc: {
              $geoWithin: {
                $box: [
                  [-100, 19],
                  [-98, 20],
                ],
              },
            },
          })
          .toArray(),
      ),
    ).toEqual([1, 2]);
  });
});
