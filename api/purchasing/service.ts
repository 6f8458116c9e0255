import { AppError } from '../../domain/errors/catalogue';
import { DISTRIBUTION_CENTRE_ID, parseExclusions, PURCHASING_EXCLUSIONS_PARAM, storeAllowed } from '../../domain/purchasing/rules';
import { ParamModel } from '../../db/models/params/param';
import { ProviderModel } from '../../db/models/products/provider';
import { OrganizationModel } from '../../db/models/stores/organization';
import { WarehouseModel, warehouseTypes } from '../../db/models/stores/warehouse';
import { ZoneModel } from '../../db/models/stores/zone';

/**
 * The selection cascade of purchasing (spec 002 section 2): companies, zones, stores (with the
 * configured exclusions), providers and the distribution centre. The grid (grid/service.ts), the
 * orders (orders/service.ts) and the forecasts (forecasts/service.ts) start from here.
 */
export async function purchasingExclusions() {
  const param = await ParamModel.findOne({ param: PURCHASING_EXCLUSIONS_PARAM, _deleted: { $ne: true } })
    .sort({ startDate: -1 })
    .lean();
  return parseExclusions(param?.value);
}

/** The selection cascade's sources: companies, then for a company its zones, stores and providers. */
export async function purchasingOptions(companyId: string | null) {
  const companies = await OrganizationModel.find({ active: true }).sort({ organizationId: 1 }).lean();
  if (!companyId) return { companies, zones: [], stores: [], providers: [], distributionCentre: null };
  const exclusions = await purchasingExclusions();
  const [warehouses, zones, providers] = await Promise.all([
    WarehouseModel.find({ 'organization.organizationId': companyId, active: true }).sort({ warehouseId: 1 }).lean(),
    ZoneModel.find({}).sort({ zoneId: 1 }).lean(),
    ProviderModel.find({ 'organization.organizationId': companyId, active: true }).sort({ providerName: 1 }).lean(),
  ]);
  const stores = warehouses.filter(
    (warehouse) =>
      warehouse.warehouseType === warehouseTypes.store &&
      storeAllowed(exclusions, companyId, { warehouseId: warehouse.warehouseId, zoneId: warehouse.zone.zoneId }),
  );
  const zoneIds = new Set(stores.map((store) => store.zone.zoneId));
  const centre =
    warehouses.find((warehouse) => warehouse.warehouseId === DISTRIBUTION_CENTRE_ID) ??
    warehouses.find((warehouse) => warehouse.warehouseType === warehouseTypes.distributionCenter) ??
    null;
  return { companies, zones: zones.filter((zone) => zoneIds.has(zone.zoneId)), stores, providers, distributionCentre: centre };
}

export async function companyOf(companyId: string) {
  const company = await OrganizationModel.findOne({ organizationId: companyId }).lean();
  if (!company) throw new AppError('PURCHASING_COMPANY_NOT_FOUND', { id: companyId });
  return company;
}

export async function providerOf(companyId: string, providerId: string) {
  const provider = await ProviderModel.findOne({ providerId, 'organization.organizationId': companyId }).lean();
  if (!provider) throw new AppError('PURCHASING_PROVIDER_NOT_FOUND', { id: providerId });
  return provider;
}
