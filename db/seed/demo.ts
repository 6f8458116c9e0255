import { createDemoRandom } from '../../domain/demo/random';
import type { PermissionProfile } from '../models/access/permissionProfile';
import type { Position } from '../models/access/position';
import type { SystemMenu } from '../models/access/systemMenu';
import type { SystemRole } from '../models/access/systemRole';
import type { CustomerType } from '../models/customers/customerType';
import type { Param } from '../models/params/param';
import type { Product } from '../models/products/product';
import type { Provider } from '../models/products/provider';
import type { ProviderProduct } from '../models/products/providerProduct';
import type { Organization } from '../models/stores/organization';
import { warehouseTypes, type Warehouse } from '../models/stores/warehouse';
import type { Zone } from '../models/stores/zone';
import { demoPermissionProfiles, demoPositions, demoSystemMenus, demoSystemRoles, generateDemoAttendants, type DemoAttendant } from './demoAccess';
import { demoCustomerTypes } from './demoCustomers';
import { generateDemoParams, generateDemoProducts, generateDemoProviders } from './demoProducts';
import { demoOrganizations, demoZones, generateDemoWarehouses } from './demoStores';

/** The whole demo dataset as plain objects, one list per collection. */
export interface DemoData {
  organizations: Organization[];
  zones: Zone[];
  warehouses: Warehouse[];
  products: Product[];
  providers: Provider[];
  providerProducts: ProviderProduct[];
  params: Param[];
  systemRoles: SystemRole[];
  positions: Position[];
  systemMenus: SystemMenu[];
  permissionProfiles: PermissionProfile[];
  attendants: DemoAttendant[];
  customerTypes: CustomerType[];
}

// Each area draws from its own stream, so growing one area never reshuffles another.
const streams = { warehouses: 101, products: 202, providers: 303, params: 404, attendants: 505 } as const;

function stream(seed: number, area: keyof typeof streams) {
  return createDemoRandom(Math.imul(seed, 0x9e3779b1) ^ streams[area]);
}

/**
 * Builds the demo dataset. Pure and deterministic: the same seed gives deep-equal data on every
 * run; nothing reads the clock or Math.random. Password hashing happens at seed time.
 */
export function generateDemoData(seed = 1): DemoData {
  const warehouses = generateDemoWarehouses(stream(seed, 'warehouses'));
  const catalogue = generateDemoProducts(stream(seed, 'products'));
  const { providers, providerProducts } = generateDemoProviders(stream(seed, 'providers'), catalogue);
  return {
    organizations: structuredClone(demoOrganizations),
    zones: structuredClone(demoZones),
    warehouses,
    products: catalogue.products,
    providers,
    providerProducts,
    params: generateDemoParams(stream(seed, 'params'), catalogue, warehouses),
    systemRoles: structuredClone(demoSystemRoles),
    positions: structuredClone(demoPositions),
    systemMenus: structuredClone(demoSystemMenus),
    permissionProfiles: structuredClone(demoPermissionProfiles),
    attendants: generateDemoAttendants(stream(seed, 'attendants'), warehouses),
    customerTypes: structuredClone(demoCustomerTypes),
  };
}

/** A store as the ERP simulator knows it: the ERP store id (ClaUN) and company number. */
export interface DemoErpStore {
  storeId: string;
  companyId: number;
  name: string;
  isDistributionCenter: boolean;
}

/** An article as the ERP simulator knows it, with the companies that carry it. */
export interface DemoErpProduct {
  sku: string;
  name: string;
  familyKey: string;
  companyIds: number[];
}

export function demoStores(seed = 1): DemoErpStore[] {
  const companyOf = new Map(demoOrganizations.map((organization) => [organization.organizationId, organization.erpCompanyId]));
  return generateDemoData(seed).warehouses.map((warehouse) => ({
    storeId: warehouse.warehouseId,
    companyId: companyOf.get(warehouse.organization.organizationId) ?? 1,
    name: warehouse.warehouseName,
    isDistributionCenter: warehouse.warehouseType === warehouseTypes.distributionCenter,
  }));
}

export function demoProducts(seed = 1): DemoErpProduct[] {
  const companyOf = new Map(demoOrganizations.map((organization) => [organization.organizationId, organization.erpCompanyId]));
  const bySku = new Map<string, DemoErpProduct>();
  for (const product of generateDemoData(seed).products) {
    const companyId = companyOf.get(product.organization.organizationId) ?? 1;
    const known = bySku.get(product.sku);
    if (known) known.companyIds.push(companyId);
    else bySku.set(product.sku, { sku: product.sku, name: product.productName, familyKey: product.familyKey, companyIds: [companyId] });
  }
  return [...bySku.values()];
}
