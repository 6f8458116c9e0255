import type { DemoRandom } from '../../domain/demo/random';
import type { Phone } from '../models/common';
import type { Organization, OrganizationRef } from '../models/stores/organization';
import { warehouseTypes, type Warehouse } from '../models/stores/warehouse';
import type { Zone } from '../models/stores/zone';
import { DEFAULT_MILLISECONDS_TO_SYNC } from './constants';
import { fortiaErpSetting } from './demoStoreErpSettings';
import { demoStoreSites as sites, demoStreets as streets } from './demoStoreSites';
import { demoTemplateOf } from './headcount/demo';

export type { FortiaErpSetting } from './demoStoreErpSettings';

export const demoOrganizations: Organization[] = [
  {
    organizationId: '01',
    organizationName: 'BAMA',
    erpCompanyId: 1,
    address: {
      street: 'Av. Ignacio Zaragoza 1205',
      neighborhood: 'Centro',
      city: 'Coatzacoalcos',
      state: 'Veracruz',
      postalCode: '96400',
      country: 'MX',
    },
    taxpayer: { taxpayerName: 'BAMA Comercializadora del Sureste, S.A. de C.V.', identification: 'BAM000101AAA' },
    phones: [{ phoneType: 'office', phone: '+529212140000' }],
    active: true,
  },
  {
    organizationId: '02',
    organizationName: 'TCO',
    erpCompanyId: 2,
    address: {
      street: 'Av. Lázaro Cárdenas 310',
      neighborhood: 'Centro',
      city: 'Cárdenas',
      state: 'Tabasco',
      postalCode: '86500',
      country: 'MX',
    },
    taxpayer: { taxpayerName: 'TCO Tiendas del Centro Occidente, S.A. de C.V.', identification: 'TCO000101BBB' },
    phones: [{ phoneType: 'office', phone: '+529373220000' }],
    active: true,
  },
];

export function organizationRef(organizationId: string): OrganizationRef {
  const organization = demoOrganizations.find((candidate) => candidate.organizationId === organizationId);
  if (!organization) throw new Error(`unknown demo organization ${organizationId}`);
  return { organizationId: organization.organizationId, organizationName: organization.organizationName };
}

/**
 * Zones are shared by both companies. Zone '4' (Tabasco) holds two BAMA stores, which purchasing
 * leaves out for company 01, and every TCO store, since other companies use only zone 4.
 */
export const demoZones: Zone[] = [
  { zoneId: '1', zoneName: 'Coatzacoalcos', zoneType: 'warehouse' },
  { zoneId: '2', zoneName: 'Minatitlán - Cosoleacaque', zoneType: 'warehouse' },
  { zoneId: '3', zoneName: 'Acayucan', zoneType: 'warehouse' },
  { zoneId: '4', zoneName: 'Tabasco', zoneType: 'warehouse' },
  { zoneId: '5', zoneName: 'Los Tuxtlas', zoneType: 'warehouse' },
];

export function demoPhone(random: DemoRandom, areaCode: string, phoneType: Phone['phoneType']): Phone {
  return { phoneType, phone: `+52${areaCode}${String(random.int(1_000_000, 9_999_999))}` };
}

export function generateDemoWarehouses(random: DemoRandom): Warehouse[] {
  return sites.map((site, index) => {
    const organization = demoOrganizations.find((candidate) => candidate.organizationId === site.organizationId);
    const zone = demoZones.find((candidate) => candidate.zoneId === site.zoneId);
    if (!organization || !zone) throw new Error(`demo site ${site.warehouseId} has an unknown company or zone`);
    const fortiaErp = fortiaErpSetting(random, site, organization.erpCompanyId);
    const lastOctet = 10 + index;
    return {
      warehouseId: site.warehouseId,
      warehouseName: site.warehouseName,
      warehouseRelatedId: site.warehouseId.slice(2),
      warehouseType: site.distributionCenter ? warehouseTypes.distributionCenter : warehouseTypes.store,
      zone: { ...zone },
      organization: organizationRef(site.organizationId),
      address: {
        street: `${random.pick(streets)} ${random.int(100, 1999)}`,
        neighborhood: site.neighborhood,
        city: site.city,
        state: site.state,
        postalCode: site.postalCode,
        country: 'MX',
      },
      location: { type: 'Point', coordinates: [site.lng, site.lat] },
      taxpayer: { ...organization.taxpayer },
      phones: [demoPhone(random, site.areaCode, 'work')],
      settings: [
        { param: 'fortia_erp', value: JSON.stringify(fortiaErp) },
        {
          param: 'cluster',
          value: JSON.stringify({ ip_cluster: `10.${organization.erpCompanyId}.${lastOctet}.10`, primary_replica: true }),
        },
        { param: 'sync', value: JSON.stringify({ millisecondsToSync: DEFAULT_MILLISECONDS_TO_SYNC }) },
        {
          param: 'cash',
          value: JSON.stringify({
            minMoneyCashRetirement: random.pick([3_000, 4_000, 5_000]),
            minPettyCash: random.pick([500, 800, 1_000]),
          }),
        },
      ],
      workTeamTemplateId: demoTemplateOf(site.warehouseId, site.distributionCenter === true),
      active: true,
    };
  });
}
