import type { DemoRandom } from '../../domain/demo/random';
import { STATE_CODES } from './constants';

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

/** What the ERP settings take from a demo store's place. */
interface StoreSite {
  warehouseId: string;
  state: 'Veracruz' | 'Tabasco';
  zoneId: string;
  distributionCenter?: boolean;
}

const cashRegisters = ['101', '102', '103'];

/** The ERP settings a demo store is seeded with: folios drawn from `random`, three cash registers with a pinpad each (none at a distribution centre). */
export function fortiaErpSetting(random: DemoRandom, site: StoreSite, erpCompanyId: number): FortiaErpSetting {
  const base = random.int(1_000, 9_000);
  const serie = site.warehouseId.slice(-3);
  return {
    organizationId: erpCompanyId,
    state_code: site.state === 'Veracruz' ? STATE_CODES.veracruz : STATE_CODES.tabasco,
    zona: Number(site.zoneId),
    identificators: {
      FolCorteCaja: Object.fromEntries(cashRegisters.map((register) => [register, { '1': base + 1, '2': base + 2, '3': base + 3 }])),
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
