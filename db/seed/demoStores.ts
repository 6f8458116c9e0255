import type { DemoRandom } from '../../domain/demo/random';
import type { Phone } from '../models/common';
import type { Organization, OrganizationRef } from '../models/stores/organization';
import { warehouseTypes, type Warehouse } from '../models/stores/warehouse';
import type { Zone } from '../models/stores/zone';
import { DEFAULT_MILLISECONDS_TO_SYNC, STATE_CODES } from './constants';
import { demoTemplateOf } from './headcount/demo';

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

interface Site {
  warehouseId: string;
  warehouseName: string;
  organizationId: string;
  zoneId: string;
  city: string;
  state: 'Veracruz' | 'Tabasco';
  neighborhood: string;
  postalCode: string;
  areaCode: string;
  lat: number;
  lng: number;
  distributionCenter?: boolean;
}

// Town centres of southern Veracruz and western Tabasco; branches of one town are spread a little.
const sites: Site[] = [
  { warehouseId: 'CO101', warehouseName: 'Sucursal Coatzacoalcos Centro', organizationId: '01', zoneId: '1', city: 'Coatzacoalcos', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96400', areaCode: '921', lat: 18.1483, lng: -94.4351 },
  { warehouseId: 'CO102', warehouseName: 'Sucursal Coatzacoalcos Puerto México', organizationId: '01', zoneId: '1', city: 'Coatzacoalcos', state: 'Veracruz', neighborhood: 'Puerto México', postalCode: '96510', areaCode: '921', lat: 18.1392, lng: -94.4609 },
  { warehouseId: 'CO103', warehouseName: 'Sucursal Coatzacoalcos Santa Isabel', organizationId: '01', zoneId: '1', city: 'Coatzacoalcos', state: 'Veracruz', neighborhood: 'Santa Isabel', postalCode: '96538', areaCode: '921', lat: 18.1202, lng: -94.4721 },
  { warehouseId: 'CO104', warehouseName: 'Sucursal Coatzacoalcos Palma Sola', organizationId: '01', zoneId: '1', city: 'Coatzacoalcos', state: 'Veracruz', neighborhood: 'Palma Sola', postalCode: '96536', areaCode: '921', lat: 18.1296, lng: -94.4871 },
  { warehouseId: 'CO105', warehouseName: 'Sucursal Coatzacoalcos Las Gaviotas', organizationId: '01', zoneId: '1', city: 'Coatzacoalcos', state: 'Veracruz', neighborhood: 'Las Gaviotas', postalCode: '96558', areaCode: '921', lat: 18.1031, lng: -94.4452 },
  { warehouseId: 'CO106', warehouseName: 'Sucursal Nanchital', organizationId: '01', zoneId: '1', city: 'Nanchital', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96360', areaCode: '921', lat: 18.0697, lng: -94.4085 },
  { warehouseId: 'CO107', warehouseName: 'Sucursal Villa Allende', organizationId: '01', zoneId: '1', city: 'Coatzacoalcos', state: 'Veracruz', neighborhood: 'Villa Allende', postalCode: '96380', areaCode: '921', lat: 18.1497, lng: -94.399 },
  { warehouseId: 'CO108', warehouseName: 'Sucursal Agua Dulce', organizationId: '01', zoneId: '1', city: 'Agua Dulce', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96660', areaCode: '923', lat: 18.1417, lng: -94.1425 },
  { warehouseId: 'CO109', warehouseName: 'Sucursal Ixhuatlán del Sureste', organizationId: '01', zoneId: '1', city: 'Ixhuatlán del Sureste', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96370', areaCode: '921', lat: 18.018, lng: -94.387 },
  { warehouseId: 'CO110', warehouseName: 'Sucursal Minatitlán Centro', organizationId: '01', zoneId: '2', city: 'Minatitlán', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96700', areaCode: '922', lat: 17.9935, lng: -94.5457 },
  { warehouseId: 'CO111', warehouseName: 'Sucursal Minatitlán Insurgentes', organizationId: '01', zoneId: '2', city: 'Minatitlán', state: 'Veracruz', neighborhood: 'Insurgentes Norte', postalCode: '96710', areaCode: '922', lat: 18.0069, lng: -94.5588 },
  { warehouseId: 'CO112', warehouseName: 'Sucursal Cosoleacaque', organizationId: '01', zoneId: '2', city: 'Cosoleacaque', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96340', areaCode: '922', lat: 18.0031, lng: -94.6307 },
  { warehouseId: 'CO113', warehouseName: 'Sucursal Jáltipan', organizationId: '01', zoneId: '2', city: 'Jáltipan de Morelos', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96200', areaCode: '922', lat: 17.9694, lng: -94.715 },
  { warehouseId: 'CO114', warehouseName: 'Sucursal Las Choapas', organizationId: '01', zoneId: '2', city: 'Las Choapas', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96980', areaCode: '923', lat: 17.9114, lng: -94.0933 },
  { warehouseId: 'CO115', warehouseName: 'Sucursal Acayucan Centro', organizationId: '01', zoneId: '3', city: 'Acayucan', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96000', areaCode: '924', lat: 17.9497, lng: -94.9146 },
  { warehouseId: 'CO116', warehouseName: 'Sucursal Acayucan Revolución', organizationId: '01', zoneId: '3', city: 'Acayucan', state: 'Veracruz', neighborhood: 'Revolución', postalCode: '96050', areaCode: '924', lat: 17.9571, lng: -94.9031 },
  { warehouseId: 'CO117', warehouseName: 'Sucursal Sayula de Alemán', organizationId: '01', zoneId: '3', city: 'Sayula de Alemán', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96150', areaCode: '924', lat: 17.88, lng: -94.96 },
  { warehouseId: 'CO118', warehouseName: 'Sucursal Oluta', organizationId: '01', zoneId: '3', city: 'Villa Oluta', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96160', areaCode: '924', lat: 17.9286, lng: -94.8947 },
  { warehouseId: 'CO119', warehouseName: 'Sucursal Texistepec', organizationId: '01', zoneId: '3', city: 'Texistepec', state: 'Veracruz', neighborhood: 'Centro', postalCode: '96190', areaCode: '924', lat: 17.8958, lng: -94.8181 },
  { warehouseId: 'CO120', warehouseName: 'Sucursal San Andrés Tuxtla', organizationId: '01', zoneId: '5', city: 'San Andrés Tuxtla', state: 'Veracruz', neighborhood: 'Centro', postalCode: '95700', areaCode: '294', lat: 18.4486, lng: -95.2131 },
  { warehouseId: 'CO121', warehouseName: 'Sucursal Catemaco', organizationId: '01', zoneId: '5', city: 'Catemaco', state: 'Veracruz', neighborhood: 'Centro', postalCode: '95870', areaCode: '294', lat: 18.4211, lng: -95.1131 },
  { warehouseId: 'CO122', warehouseName: 'Sucursal Santiago Tuxtla', organizationId: '01', zoneId: '5', city: 'Santiago Tuxtla', state: 'Veracruz', neighborhood: 'Centro', postalCode: '95830', areaCode: '294', lat: 18.4656, lng: -95.3 },
  { warehouseId: 'CO123', warehouseName: 'Sucursal La Venta', organizationId: '01', zoneId: '4', city: 'La Venta, Huimanguillo', state: 'Tabasco', neighborhood: 'Centro', postalCode: '86410', areaCode: '923', lat: 18.0964, lng: -94.0433 },
  { warehouseId: 'CO124', warehouseName: 'Sucursal Huimanguillo', organizationId: '01', zoneId: '4', city: 'Huimanguillo', state: 'Tabasco', neighborhood: 'Centro', postalCode: '86400', areaCode: '917', lat: 17.833, lng: -93.389 },
  { warehouseId: 'CO129', warehouseName: 'CEDIS Cosoleacaque', organizationId: '01', zoneId: '2', city: 'Cosoleacaque', state: 'Veracruz', neighborhood: 'Parque Industrial', postalCode: '96340', areaCode: '922', lat: 18.0157, lng: -94.6112, distributionCenter: true },
  { warehouseId: 'TC201', warehouseName: 'Sucursal Cárdenas Centro', organizationId: '02', zoneId: '4', city: 'Cárdenas', state: 'Tabasco', neighborhood: 'Centro', postalCode: '86500', areaCode: '937', lat: 18.0017, lng: -93.3756 },
  { warehouseId: 'TC202', warehouseName: 'Sucursal Cárdenas Periférico', organizationId: '02', zoneId: '4', city: 'Cárdenas', state: 'Tabasco', neighborhood: 'Pueblo Nuevo', postalCode: '86570', areaCode: '937', lat: 17.9904, lng: -93.3639 },
  { warehouseId: 'TC203', warehouseName: 'Sucursal Comalcalco', organizationId: '02', zoneId: '4', city: 'Comalcalco', state: 'Tabasco', neighborhood: 'Centro', postalCode: '86300', areaCode: '933', lat: 18.2633, lng: -93.2236 },
  { warehouseId: 'TC204', warehouseName: 'Sucursal Paraíso', organizationId: '02', zoneId: '4', city: 'Paraíso', state: 'Tabasco', neighborhood: 'Centro', postalCode: '86600', areaCode: '933', lat: 18.3967, lng: -93.2125 },
  { warehouseId: 'TC205', warehouseName: 'Sucursal Cunduacán', organizationId: '02', zoneId: '4', city: 'Cunduacán', state: 'Tabasco', neighborhood: 'Centro', postalCode: '86690', areaCode: '914', lat: 18.0656, lng: -93.1731 },
  { warehouseId: 'TC206', warehouseName: 'Sucursal Jalpa de Méndez', organizationId: '02', zoneId: '4', city: 'Jalpa de Méndez', state: 'Tabasco', neighborhood: 'Centro', postalCode: '86200', areaCode: '914', lat: 18.1761, lng: -93.0631 },
  { warehouseId: 'TC290', warehouseName: 'CEDIS Cárdenas', organizationId: '02', zoneId: '4', city: 'Cárdenas', state: 'Tabasco', neighborhood: 'Ciudad Industrial', postalCode: '86570', areaCode: '937', lat: 17.9862, lng: -93.3981, distributionCenter: true },
];

const streets = [
  'Av. Ignacio Zaragoza',
  'Av. Miguel Hidalgo',
  'Calle Benito Juárez',
  'Av. Independencia',
  'Blvd. Adolfo López Mateos',
  'Av. Universidad',
  'Calle Francisco I. Madero',
  'Av. Venustiano Carranza',
  'Calle José María Morelos',
  'Av. 20 de Noviembre',
  'Av. Lázaro Cárdenas',
  'Calle Guadalupe Victoria',
];

export function demoPhone(random: DemoRandom, areaCode: string, phoneType: Phone['phoneType']): Phone {
  return { phoneType, phone: `+52${areaCode}${String(random.int(1_000_000, 9_999_999))}` };
}

/** The ERP settings of one store (param fortia_erp of spec 002 section 3). */
export interface FortiaErpSetting {
  organizationId: number;
  state_code: number;
  zona: number;
  identificators: {
    /** Next cash-cut folio per cash register (101-103) and turn (1-3). */
    FolCorteCaja: Record<string, Record<string, number>>;
    FolMovto: number;
    FolioDocCte: number;
    FolioKarInv: number;
    FolioPed: number;
    IdKarInv: number;
    IdPedido: number;
    IdPedidoDet: number;
  };
  params: { SerieFiscal: { name: string; TipoSerie: number; serie: string }[] };
  register: {
    hostnameId: string;
    pinpad: {
      afiliacion: { currency: string; number: string };
      terminal: { number: string; port: string; timeout: number };
      socket_connection: { timeout: number; url: string };
      amex: boolean;
      contactless: boolean;
      moto: boolean;
      warranty: boolean;
      applicationId: string;
      bines: string[];
      /** Filled at the store from its own configuration; never part of seeded data. */
      secretKey: string | null;
    };
  }[];
}

const cashRegisters = ['101', '102', '103'];

function fortiaErpSetting(random: DemoRandom, site: Site, erpCompanyId: number): FortiaErpSetting {
  const base = random.int(1_000, 9_000);
  const serie = site.warehouseId.slice(-3);
  return {
    organizationId: erpCompanyId,
    state_code: site.state === 'Veracruz' ? STATE_CODES.veracruz : STATE_CODES.tabasco,
    zona: Number(site.zoneId),
    identificators: {
      FolCorteCaja: Object.fromEntries(
        cashRegisters.map((register) => [register, { '1': base + 1, '2': base + 2, '3': base + 3 }]),
      ),
      FolMovto: random.int(10_000, 90_000),
      FolioDocCte: random.int(10_000, 90_000),
      FolioKarInv: random.int(10_000, 90_000),
      FolioPed: random.int(1_000, 9_000),
      IdKarInv: random.int(100_000, 900_000),
      IdPedido: random.int(10_000, 90_000),
      IdPedidoDet: random.int(100_000, 900_000),
    },
    params: {
      SerieFiscal: [
        { name: 'Factura', TipoSerie: 10, serie: `F${serie}` },
        { name: 'Nota de Crédito', TipoSerie: 20, serie: `NC${serie}` },
        { name: 'Pago', TipoSerie: 30, serie: `P${serie}` },
      ],
    },
    register: site.distributionCenter
      ? []
      : cashRegisters.map((register) => ({
          hostnameId: `${site.warehouseId}-CAJA${register}`,
          pinpad: {
            afiliacion: { currency: 'MXN', number: String(random.int(7_000_000, 7_999_999)) },
            terminal: { number: String(random.int(10_000_000, 99_999_999)), port: 'COM3', timeout: 60_000 },
            socket_connection: { timeout: 30_000, url: 'ws://127.0.0.1:8181/pinpad' },
            amex: random.chance(0.5),
            contactless: true,
            moto: false,
            warranty: false,
            applicationId: `A0000000031010`,
            bines: [],
            secretKey: null,
          },
        })),
  };
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
