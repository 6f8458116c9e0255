import { OrganizationModel } from '../../db/models/stores/organization';
import { ZoneModel } from '../../db/models/stores/zone';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { ProductModel } from '../../db/models/products/product';
import { ProviderModel } from '../../db/models/products/provider';
import { ProviderProductModel } from '../../db/models/products/providerProduct';
import { ParamModel } from '../../db/models/params/param';
import { ForecastModel, ForecastRunModel, SalesHistoryModel } from '../../db/models/purchasing';
import { generateDemoData } from '../../db/seed/demo';
import { seedPurchasingDemo } from '../../db/seed/purchasing/seed';

/** The day the forecast tests' demo history is seeded on (history up to the day before). */
export const FORECAST_TEST_NOW = Date.parse('2026-11-25T15:00:00Z');
export const FORECAST_TEST_STORES = ['CO101', 'CO102', 'CO110', 'CO111'];

/** Company 01's catalogue, four of its stores and their purchasing demo data (history, stock, forecasts). */
export async function seedForecastFixture(stores = FORECAST_TEST_STORES): Promise<void> {
  const demo = generateDemoData(1);
  await Promise.all([ForecastModel.init(), ForecastRunModel.init(), SalesHistoryModel.init()]);
  await OrganizationModel.insertMany(demo.organizations);
  await ZoneModel.insertMany(demo.zones);
  await WarehouseModel.insertMany(demo.warehouses.filter((warehouse) => stores.includes(warehouse.warehouseId) || warehouse.warehouseId === 'CO129'));
  await ProductModel.insertMany(demo.products.filter((product) => product.organization.organizationId === '01'));
  await ProviderModel.insertMany(demo.providers);
  await ProviderProductModel.insertMany(demo.providerProducts);
  await ParamModel.insertMany(demo.params.filter((param) => param.param === 'display'));
  await seedPurchasingDemo({ now: FORECAST_TEST_NOW, stores });
}
