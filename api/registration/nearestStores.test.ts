import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { nearestStores } from './service';

/** The pre-registration page's nearest stores come from the database ($geoNear on a 2dsphere index). */

let database: TestDatabase;

const store = (warehouseId: string, lng: number, lat: number, extra: Record<string, unknown> = {}) => ({
  warehouseId,
  warehouseName: `Tienda ${warehouseId}`,
  warehouseType: '_10',
  active: true,
  address: { street: 'Av. Principal 1', neighborhood: 'Centro', city: warehouseId, state: 'Veracruz', postalCode: '96400' },
  location: { type: 'Point', coordinates: [lng, lat] },
  ...extra,
});

beforeAll(async () => {
  database = await startTestDatabase();
  await WarehouseModel.init();
  await WarehouseModel.collection.insertMany([
    store('COATZA', -94.458, 18.1345),
    store('MINA', -94.5536, 17.9935),
    store('VILLA', -92.9475, 17.9895),
    store('CDMX', -99.1332, 19.4326),
    store('CERRADA', -94.46, 18.14, { active: false }),
    store('CEDIS', -94.46, 18.14, { warehouseType: '_20' }),
    store('BORRADA', -94.46, 18.14, { _deleted: true }),
  ]);
});

afterAll(async () => {
  await database?.close();
});

describe('nearestStores', () => {
  it('lists active stores nearest first with great-circle distances in km', async () => {
    const stores = await nearestStores([18.14, -94.46], 3);
    expect(stores.map((entry) => entry.warehouseId)).toEqual(['COATZA', 'MINA', 'VILLA']);
    expect(stores[0].distanceKm).toBeCloseTo(0.64, 1);
    expect(stores[1].distanceKm).toBeCloseTo(19.08, 1);
    expect(stores[2].distanceKm).toBeCloseTo(160.94, 1);
    expect(stores[0]).toMatchObject({ coordinates: [18.1345, -94.458], address: 'Av. Principal 1, Centro, COATZA, Veracruz' });
  });

  it('never offers closed stores, distribution centres or deleted ones', async () => {
    const stores = await nearestStores([18.14, -94.46], 50);
    expect(stores.map((entry) => entry.warehouseId)).toEqual(['COATZA', 'MINA', 'VILLA', 'CDMX']);
  });

  it('reads them through the stores 2dsphere index', async () => {
    const indexes = await WarehouseModel.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.key.location === '2dsphere')).toBeDefined();
  });
});
