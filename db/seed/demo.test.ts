import { fromStored } from '../../domain/common/money';
import { describe, expect, it } from 'vitest';
import { isValidEan13 } from '../../domain/demo/ean13';
import { readWarehouseSetting, warehouseTypes } from '../models/stores/warehouse';
import { DEMO_MAP_CENTER, STATE_CODES } from './constants';
import { MAX_ROLE_TREE_DEPTH } from '../models/access/systemRole';
import { demoAccounts, visibilityGroups } from './demoAccess';
import { demoProducts, demoStores, generateDemoData } from './demo';
import { EMPTY_CONTAINER_SKUS } from './demoProducts';
import type { FortiaErpSetting } from './demoStores';

const data = generateDemoData();

describe('generateDemoData', () => {
  it('gives deep-equal data on every run and different data for another seed', () => {
    expect(generateDemoData(1)).toEqual(data);
    expect(generateDemoData(2)).not.toEqual(data);
  });

  it('has fixed counts per collection', () => {
    expect({
      organizations: data.organizations.length,
      zones: data.zones.length,
      warehouses: data.warehouses.length,
      stores: data.warehouses.filter((warehouse) => warehouse.warehouseType === warehouseTypes.store).length,
      products: data.products.length,
      catalogueArticles: new Set(data.products.map((product) => product.sku)).size,
      providers: data.providers.length,
      providerProducts: data.providerProducts.length,
      params: data.params.length,
      systemRoles: data.systemRoles.length,
      positions: data.positions.length,
      systemMenus: data.systemMenus.length,
      permissionProfiles: data.permissionProfiles.length,
      attendants: data.attendants.length,
      customerTypes: data.customerTypes.length,
    }).toEqual({
      organizations: 2,
      zones: 5,
      warehouses: 32,
      stores: 30,
      products: 110,
      catalogueArticles: 80,
      providers: 7,
      providerProducts: 103,
      params: 3922,
      systemRoles: 17,
      positions: 25,
      systemMenus: 33,
      permissionProfiles: 25,
      attendants: 108,
      customerTypes: 5,
    });
  });
});

describe('demo companies, zones and stores', () => {
  it('has BAMA 01 and TCO 02 as ERP companies 1 and 2', () => {
    expect(data.organizations.map(({ organizationId, organizationName, erpCompanyId }) => [organizationId, organizationName, erpCompanyId])).toEqual([
      ['01', 'BAMA', 1],
      ['02', 'TCO', 2],
    ]);
  });

  it('keeps every store within 1.5 degrees of the default map centre', () => {
    for (const warehouse of data.warehouses) {
      const [lng, lat] = warehouse.location.coordinates;
      expect(Math.hypot(lat - DEMO_MAP_CENTER.lat, lng - DEMO_MAP_CENTER.lng), warehouse.warehouseId).toBeLessThanOrEqual(1.5);
    }
  });

  it('has distribution centre CO129 and zone 4 stores for both companies', () => {
    const centre = data.warehouses.find((warehouse) => warehouse.warehouseId === 'CO129');
    expect(centre?.warehouseType).toBe(warehouseTypes.distributionCenter);
    const zoneFour = data.warehouses.filter((warehouse) => warehouse.zone.zoneId === '4');
    expect(new Set(zoneFour.map((warehouse) => warehouse.organization.organizationId))).toEqual(new Set(['01', '02']));
    const tco = data.warehouses.filter((warehouse) => warehouse.organization.organizationId === '02');
    expect(tco.every((warehouse) => warehouse.zone.zoneId === '4')).toBe(true);
    expect(data.zones.every((zone) => zone.zoneType === 'warehouse')).toBe(true);
  });

  it('gives every store unique ids, a Spanish name and the four JSON settings', () => {
    expect(new Set(data.warehouses.map((warehouse) => warehouse.warehouseId)).size).toBe(data.warehouses.length);
    for (const warehouse of data.warehouses) {
      expect(warehouse.warehouseName).toMatch(/^(Sucursal|CEDIS) /);
      expect(warehouse.settings.map((setting) => setting.param)).toEqual(['fortia_erp', 'cluster', 'sync', 'cash']);
      const erp = readWarehouseSetting<FortiaErpSetting>(warehouse, 'fortia_erp');
      expect(erp?.organizationId).toBe(warehouse.organization.organizationId === '01' ? 1 : 2);
      expect(erp?.state_code).toBe(warehouse.address.state === 'Veracruz' ? STATE_CODES.veracruz : STATE_CODES.tabasco);
      expect(readWarehouseSetting(warehouse, 'sync')).toEqual({ millisecondsToSync: 900_000 });
      expect(readWarehouseSetting<{ minPettyCash: number }>(warehouse, 'cash')?.minPettyCash).toBeGreaterThan(0);
    }
    const veracruzStore = data.warehouses.find((warehouse) => warehouse.warehouseId === 'CO101');
    const erp = readWarehouseSetting<FortiaErpSetting>(veracruzStore!, 'fortia_erp');
    expect(erp?.state_code).toBe(30);
    expect(Object.keys(erp!.identificators.FolCorteCaja)).toEqual(['101', '102', '103']);
    expect(erp!.params.SerieFiscal.map((serie) => serie.TipoSerie)).toEqual([10, 20, 30]);
  });
});

describe('demo catalogue', () => {
  it('gives every product valid and unique EAN-13 barcodes per company', () => {
    for (const organizationId of ['01', '02']) {
      const codes = data.products.filter((product) => product.organization.organizationId === organizationId).flatMap((product) => product.barcodes);
      expect(codes.every(isValidEan13)).toBe(true);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('keeps sku and productId unique per company', () => {
    for (const field of ['sku', 'productId'] as const) {
      const keys = data.products.map((product) => `${product.organization.organizationId}/${product[field]}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('uses IVA 16, IVA 0 and IEPS 8 / 26.5 taxes', () => {
    const rates = new Set(data.products.flatMap((product) => product.taxes.map((tax) => `${tax.taxId}:${tax.rate}`)));
    expect(rates).toEqual(new Set(['IVA16:16', 'IVA0:0', 'IEPS8:8', 'IEPS265:26.5']));
    const beer = data.products.find((product) => product.familyKey === 'CERV');
    expect(beer?.taxes.map((tax) => tax.taxId)).toEqual(['IVA16', 'IEPS265']);
  });

  it('has the empty-container articles and their equivalence list with selectable groupers', () => {
    for (const sku of Object.values(EMPTY_CONTAINER_SKUS)) {
      const container = data.products.find((product) => product.sku === sku && product.organization.organizationId === '01');
      expect(container?.returnable).toBe(true);
      expect(container?.purchable).toBe(false);
    }
    const param = data.params.find((candidate) => candidate.param === 'equivalenceEmptyContainer');
    const items = JSON.parse(param!.value) as { sap: string; sku: string; description: string }[];
    expect(items.filter((item) => item.description.includes('AGRUPADOR')).map((item) => item.sku)).toEqual(['E0101', 'E0201']);
    expect(items.length).toBeGreaterThan(2);
    const skus = new Set(data.products.map((product) => product.sku));
    expect(items.every((item) => skus.has(item.sku))).toBe(true);
  });

  it('stores money with at most 4 decimals', () => {
    const amounts = [
      ...data.products.flatMap((product) => [product.currentSellPrice, ...product.pricings.map((pricing) => pricing.price)]),
      ...data.providerProducts.map((item) => item.purchasePrice),
    ];
    for (const amount of amounts) expect(fromStored(amount).decimalPlaces()).toBeLessThanOrEqual(4);
  });

  it('links every provider product to a purchasable product of the provider company', () => {
    const providers = new Map(data.providers.map((provider) => [provider.providerId, provider]));
    for (const item of data.providerProducts) {
      const provider = providers.get(item.providerId);
      const product = data.products.find(
        (candidate) => candidate.productId === item.productId && candidate.organization.organizationId === provider?.organization.organizationId,
      );
      expect(product?.purchable, `${item.providerId}/${item.productId}`).toBe(true);
      expect(item.unitsPerPackage).toBe(product?.quantityPerBox);
      expect(fromStored(item.purchasePrice).greaterThan(0)).toBe(true);
      expect(fromStored(item.purchasePrice).lessThan(fromStored(product!.currentSellPrice))).toBe(true);
    }
    const keys = data.providerProducts.map((item) => `${item.providerId}/${item.productId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(data.providers.every((provider) => provider.phones.length > 0 && provider.email.includes('@'))).toBe(true);
  });

  it('has a display param per article and min below max per store and product', () => {
    const displays = data.params.filter((param) => param.param === 'display');
    expect(displays).toHaveLength(80);
    const mins = new Map(data.params.filter((param) => param.param === 'minProduct').map((param) => [param.keyFilter, Number(param.value)]));
    const maxes = data.params.filter((param) => param.param === 'maxProduct');
    expect(maxes.length).toBe(mins.size);
    for (const max of maxes) expect(Number(max.value)).toBeGreaterThan(mins.get(max.keyFilter)!);
    expect(mins.has('CO101|10001')).toBe(true);
    const unique = data.params.map((param) => `${param.param}/${param.keyFilter}/${param.startDate}`);
    expect(new Set(unique).size).toBe(unique.length);
  });
});

describe('demo access', () => {
  it('has the positions the specs name', () => {
    const names = new Set(data.positions.map((position) => position.positionName));
    for (const name of [
      'Owner',
      'Representative Account',
      'Operations Assistant',
      'Floor Helper',
      'Warehouse Assistant',
      'Sales',
      'IT',
      'Attendant Manager',
      'Attendant',
      'Promoter',
      'Auditor',
      'Manager',
      'Administrador VariableCommissions',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('links every position to an existing parent without cycles', () => {
    const byId = new Map(data.positions.map((position) => [position.positionId, position]));
    for (const position of data.positions) {
      const seen = new Set<string>();
      let current: string | null = position.positionId;
      while (current) {
        expect(seen.has(current), `cycle at ${current}`).toBe(false);
        seen.add(current);
        expect(byId.has(current), current).toBe(true);
        current = byId.get(current)?.parentPositionId ?? null;
      }
    }
  });

  it('builds a role tree of at most four levels whose parents exist', () => {
    const byId = new Map(data.systemRoles.map((role) => [role.systemRoleId, role]));
    const depthOf = (id: string): number => {
      const parent = byId.get(id)?.parentSystemRoleId;
      return parent ? 1 + depthOf(parent) : 1;
    };
    const depths = data.systemRoles.map((role) => depthOf(role.systemRoleId));
    expect(Math.max(...depths)).toBe(MAX_ROLE_TREE_DEPTH);
    for (const position of data.positions) expect(byId.has(position.systemRoleId), position.positionId).toBe(true);
  });

  it('has cloud menus with parents, default scopes and the spec paths', () => {
    const byId = new Map(data.systemMenus.map((menu) => [menu.systemMenuId, menu]));
    for (const menu of data.systemMenus) {
      expect(menu.platformType).toBe('cloud');
      expect(menu.defaultScopes.map((scope) => scope.scopeName)).toEqual(['leer', 'editar', 'ejecutar']);
      if (menu.parentSystemMenuId) expect(byId.get(menu.parentSystemMenuId)?.menuType).toBe(menu.menuType);
    }
    const paths = new Set(data.systemMenus.map((menu) => menu.path));
    for (const path of [
      'purchases/forecast',
      'operation/price',
      'workplan',
      'humanResources/headcount',
      'humanResources/templateAssignment',
      'settings/products',
      'support/remoteCommands',
      'support/collaboratorSearch',
      'xadis/infoXadis',
      'xadis/emptyContainer',
      'customer',
      'customer/enrollment',
      'customer/setting',
      'variableCommissions',
      'system/settings',
      'system/users',
      'profile/:id',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    expect(new Set(data.systemMenus.map((menu) => menu.menuType))).toEqual(new Set(['navigation', 'profile', 'system']));
  });

  it('reproduces each visibility group of spec 000 section 6 as permission-profile data', () => {
    const menuIds = new Set(data.systemMenus.map((menu) => menu.systemMenuId));
    const topLevel = new Set(data.systemMenus.filter((menu) => !menu.parentSystemMenuId).map((menu) => menu.systemMenuId));
    for (const [group, expected] of Object.entries(visibilityGroups)) {
      const profiles = data.permissionProfiles.filter((profile) => profile.visibilityGroup === group);
      expect(profiles, group).toHaveLength(expected.positions);
      for (const profile of profiles) {
        expect(profile.menuAccess).toBe('listed');
        expect(profile.permittedMenuIds).toEqual(expected.permitted);
        expect(profile.hiddenMenuIds).toEqual(expected.hidden);
        expect(profile.permittedMenuIds.every((id) => topLevel.has(id))).toBe(true);
        expect(profile.hiddenMenuIds.every((id) => menuIds.has(id))).toBe(true);
      }
    }
    const byPosition = new Map(data.permissionProfiles.map((profile) => [profile.positionId, profile]));
    expect(byPosition.get('buyer')?.permittedMenuIds).toEqual(['purchases']);
    expect(byPosition.get('settingsAnalyst')?.hiddenMenuIds).toEqual(['settings.users', 'settings.warehouse', 'settings.roles']);
    expect(byPosition.get('administrator')?.menuAccess).toBe('all');
    expect(byPosition.get('owner')?.menuAccess).toBe('all');
    expect(data.positions.every((position) => byPosition.has(position.positionId))).toBe(true);
  });

  it('has demo accounts whose positions exist, with passwords only for them', () => {
    const positions = new Set(data.positions.map((position) => position.positionId));
    const usernames = new Set(data.attendants.map((attendant) => attendant.userName));
    for (const account of demoAccounts) {
      expect(positions.has(account.positionId)).toBe(true);
      expect(usernames.has(account.username)).toBe(true);
      expect(account.username.length).toBeGreaterThan(4);
      expect(account.password.length).toBeGreaterThan(5);
    }
    expect(demoAccounts.map((account) => account.username)).toEqual(expect.arrayContaining(['admin', 'compras', 'rhumanos', 'clientes', 'auditor', 'xadis']));
    const withPassword = data.attendants.filter((attendant) => attendant.password !== null);
    expect(withPassword).toHaveLength(demoAccounts.length);
    const keys = data.attendants.map((attendant) => attendant.userNameKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the five customer types with exactly one principal', () => {
    expect(data.customerTypes.map((type) => type.customerTypeId)).toEqual(['CC', 'CL', 'CJ', 'CM', 'CB001']);
    expect(data.customerTypes.filter((type) => type.defaultType)).toHaveLength(1);
  });
});

describe('ERP simulator projections', () => {
  it('lists stores with their company number and articles once each', () => {
    const stores = demoStores();
    expect(stores).toHaveLength(32);
    expect(stores.find((store) => store.storeId === 'TC201')).toMatchObject({ companyId: 2, name: 'Sucursal Cárdenas Centro' });
    expect(stores.find((store) => store.storeId === 'CO129')?.isDistributionCenter).toBe(true);
    const products = demoProducts();
    expect(products).toHaveLength(80);
    expect(products.find((product) => product.sku === 'E0101')).toMatchObject({ familyKey: 'ENV', companyIds: [1, 2] });
  });
});
