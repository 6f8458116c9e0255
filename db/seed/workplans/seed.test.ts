import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { generateDemoData } from '../demo';
import { WarehouseModel } from '../../models/stores/warehouse';
import { PosLicenseModel } from '../../models/licenses';
import { WorkplanActivityModel, WorkplanModel } from '../../models/workplans';
import { isValidCron } from '../../../domain/workplans/temporality';
import { richTextSchema } from '../../../domain/workplans/richText';
import { licenseStatus } from '../../../domain/licenses/rules';
import { seedWorkplansDemo } from './seed';
import { seedLicensesDemo } from '../licenses/seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
  await WarehouseModel.insertMany(generateDemoData(1).warehouses);
}, 60_000);
afterAll(async () => database?.close());

describe('store-operations demo data', () => {
  it('seeds work plans whose activities follow the rules, once', async () => {
    const first = await seedWorkplansDemo();
    await seedWorkplansDemo();
    expect(await WorkplanModel.countDocuments()).toBe(first.plans);
    const activities = await WorkplanActivityModel.find().lean();
    expect(activities).toHaveLength(first.activities);
    for (const activity of activities) {
      expect(isValidCron(activity.temporality.cron), activity.temporality.cron).toBe(true);
      expect(activity.marketFinalDate >= activity.marketReleaseDate).toBe(true);
      expect(richTextSchema.safeParse(activity.description).success).toBe(true);
    }
  });

  it('seeds a license for registers 101 to 103 of every store, with every status, once', async () => {
    const now = Date.now();
    const first = await seedLicensesDemo({ now });
    await seedLicensesDemo({ now });
    expect(await PosLicenseModel.countDocuments()).toBe(first.licenses);
    const statuses = new Set((await PosLicenseModel.find().lean()).map((license) => licenseStatus(license, now)));
    expect([...statuses].sort()).toEqual(['active', 'expired', 'expiring', 'revoked']);
  });
});
