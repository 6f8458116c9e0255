import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from '../../../../domain/stores/storeSettings';
import { draftChanges, filterStores, formToSend, formValuesOf, newRegister, templateSelectable } from '.';

const row = {
  warehouseId: 'BA001',
  warehouseName: 'Bama Coatzacoalcos Centro',
  organizationId: '01',
  organizationName: 'BAMA',
  zoneId: '1',
  zoneName: 'Sur',
  workTeamTemplateId: 'T1',
};

describe('stores table', () => {
  it.each([
    [{ zoneId: '1', workTeamTemplateId: 'T1' }, null],
    [{ zoneId: '2', workTeamTemplateId: 'T1' }, { zoneId: '2' }],
    [{ zoneId: '1', workTeamTemplateId: 'T2' }, { workTeamTemplateId: 'T2' }],
    [{ zoneId: '1', workTeamTemplateId: '' }, { clearTemplate: true }],
    [
      { zoneId: '2', workTeamTemplateId: 'T2' },
      { zoneId: '2', workTeamTemplateId: 'T2' },
    ],
  ])('a draft %o changes %o', (draft, expected) => {
    expect(draftChanges(row, draft)).toEqual(expected);
  });

  it('searches code, name, company and zone without accents or case', () => {
    const rows = [row, { ...row, warehouseId: 'TC002', warehouseName: 'Tienda Villahermosa Tabasco 2000', organizationName: 'TCO', zoneName: 'Tabasco' }];
    expect(filterStores(rows, 'ba0').map((store) => store.warehouseId)).toEqual(['BA001']);
    expect(filterStores(rows, 'COATZACOÁLCOS').map((store) => store.warehouseId)).toEqual(['BA001']);
    expect(filterStores(rows, 'tabasco').map((store) => store.warehouseId)).toEqual(['TC002']);
    expect(filterStores(rows, '  ')).toHaveLength(2);
  });

  it('offers only active, not deleted store types', () => {
    expect(templateSelectable({ active: true, deleted: false })).toBe(true);
    expect(templateSelectable({ active: false, deleted: false })).toBe(false);
    expect(templateSelectable({ active: true, deleted: true })).toBe(false);
  });
});

describe('ERP form values', () => {
  it('fills a store without configuration from the empty form, which the shared schema refuses until typed', () => {
    const values = formValuesOf('BA009', { fortia_erp: null, cluster: null, syncMinutes: 15, cash: null });
    expect(values.fortia_erp.register.map((register) => register.hostnameId)).toEqual(['BA009-CAJA101', 'BA009-CAJA102', 'BA009-CAJA103']);
    expect(values.fortia_erp.params.SerieFiscal.map((serie) => serie.TipoSerie)).toEqual([10, 20, 30]);
    expect(storeSettingsSchema.safeParse(formToSend(values)).success).toBe(false);
  });

  it('round-trips a stored configuration: the secret is only sent when typed', () => {
    const stored = {
      fortia_erp: {
        organizationId: 1,
        state_code: 30,
        zona: 2,
        identificators: {
          FolCorteCaja: { '101': { '1': 1, '2': 2, '3': 3 }, '102': { '1': 1, '2': 2, '3': 3 }, '103': { '1': 1, '2': 2, '3': 3 } },
          FolMovto: 5,
          FolioDocCte: 5,
          FolioKarInv: 5,
          FolioPed: 5,
          IdKarInv: 5,
          IdPedido: 5,
          IdPedidoDet: 5,
        },
        params: {
          SerieFiscal: [
            { name: 'Factura', TipoSerie: 10, serie: 'F001' },
            { name: 'Nota de Crédito', TipoSerie: 20, serie: 'NC001' },
            { name: 'Pago', TipoSerie: 30, serie: 'P001' },
          ],
        },
        register: [
          {
            hostnameId: 'BA001-CAJA101',
            pinpad: {
              afiliacion: { currency: 'MXN', number: '7000001' },
              terminal: { number: '12345678', port: 'COM3', timeout: 60000 },
              socket_connection: { timeout: 30000, url: 'ws://127.0.0.1:8181/pinpad' },
              amex: true,
              contactless: true,
              moto: false,
              warranty: false,
              applicationId: 'A0000000031010',
              bines: ['411111'],
              secretKey: null,
              hasSecretKey: true,
            },
          },
        ],
      },
      cluster: { ip_cluster: '10.1.10.10', primary_replica: true },
      syncMinutes: 15,
      cash: { minMoneyCashRetirement: 3000, minPettyCash: 500 },
    };
    const values = formValuesOf('BA001', stored);
    expect(values.fortia_erp.register[0].pinpad.hasSecretKey).toBe(true);
    const kept = storeSettingsSchema.parse(formToSend(values));
    expect(kept.fortia_erp.register[0].pinpad.secretKey).toBeNull();
    values.fortia_erp.register[0].pinpad.secretKey = 'nueva-llave';
    values.fortia_erp.zona = '0';
    const refused = storeSettingsSchema.safeParse(formToSend(values));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['fortia_erp.zona', 'STORE_FIELD_POSITIVE']]);
    values.fortia_erp.zona = '3';
    expect(storeSettingsSchema.parse(formToSend(values)).fortia_erp.register[0].pinpad.secretKey).toBe('nueva-llave');
  });

  it('numbers a new register after the existing ones', () => {
    const values = formValuesOf('BA009', {});
    expect(newRegister('BA009', values.fortia_erp.register).hostnameId).toBe('BA009-CAJA104');
  });
});
