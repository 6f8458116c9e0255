import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../testing';
import { testSecretHashCost } from '../models/access/secrets';
import { ParamModel } from '../models/params/param';
import { WarehouseModel } from '../models/stores/warehouse';
import { generateDemoData } from './demo';
import { seedDemoData } from './seed';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

it('two seedings at the same moment leave exactly one copy of each record', async () => {
  const data = generateDemoData();
  const results = await Promise.all([seedDemoData({ hashCost: testSecretHashCost }), seedDemoData({ hashCost: testSecretHashCost })]);
  expect(await WarehouseModel.countDocuments()).toBe(data.warehouses.length);
  expect(await ParamModel.countDocuments()).toBe(data.params.length + 1); // + the purchasing exclusions, once
  for (const result of results) {
    for (const counts of Object.values(result.collections)) {
      expect(counts.inserted + counts.updated + counts.unchanged).toBe(counts.total);
    }
  }
  const again = await seedDemoData({ hashCost: testSecretHashCost });
  expect(Object.values(again.collections).every((counts) => counts.inserted === 0 && counts.updated === 0)).toBe(true);
});
