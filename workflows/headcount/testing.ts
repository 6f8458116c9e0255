import { generateDemoData } from '../../db/seed/demo';
import { seedHeadcountDemo } from '../../db/seed/headcount/seed';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { ZoneModel } from '../../db/models/stores/zone';

/** The demo stores, templates, staff and history, without the rest of the demo (no password hashing). */
export async function seedHeadcountFixture(today: string) {
  const data = generateDemoData(1);
  await WarehouseModel.insertMany(data.warehouses);
  await ZoneModel.insertMany(data.zones);
  return seedHeadcountDemo({ today });
}
