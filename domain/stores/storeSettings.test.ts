import { describe, expect, it } from 'vitest';
import { emptyStoreSettings, mergeSecrets, settingsEntries, storeSettingsSchema, withoutSecrets } from './storeSettings';

// A loosely typed copy of the form, as a test spoils it field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Form = any;
function goodForm() {
  const form = emptyStoreSettings('CO101') as Form;
  form.fortia_erp.organizationId = '1';
  form.fortia_erp.state_code = '30';
  form.fortia_erp.zona = 1;
  for (const register of ['101', '102', '103']) form.fortia_erp.identificators.FolCorteCaja[register] = { '1': '1001', '2': 1002, '3': '1003' };
  for (const field of ['FolMovto', 'FolioDocCte', 'FolioKarInv', 'FolioPed', 'IdKarInv', 'IdPedido', 'IdPedidoDet'])
    form.fortia_erp.identificators[field] = '12345';
  form.fortia_erp.params.SerieFiscal = [
    { name: 'Factura', TipoSerie: 10, serie: 'F101' },
    { name: 'Nota de Crédito', TipoSerie: 20, serie: 'NC101' },
    { name: 'Pago', TipoSerie: 30, serie: 'P101' },
  ];
  for (const register of form.fortia_erp.register) {
    register.pinpad.afiliacion.number = '7123456';
    register.pinpad.terminal.number = '12345678';
  }
  form.cluster.ip_cluster = '10.1.10.10';
  form.cash = { minMoneyCashRetirement: '3000', minPettyCash: '500' };
  return form;
}

function problems(form: unknown) {
  const parsed = storeSettingsSchema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('store ERP configuration form (one schema for the screen and the server)', () => {
  it('accepts a complete form and turns typed numbers into numbers', () => {
    const parsed = storeSettingsSchema.parse(goodForm());
    expect(parsed.fortia_erp.organizationId).toBe(1);
    expect(parsed.fortia_erp.identificators.FolCorteCaja['102']['2']).toBe(1002);
    expect(parsed.syncMinutes).toBe(15);
    expect(settingsEntries(parsed).map((entry) => entry.param)).toEqual(['fortia_erp', 'cluster', 'sync', 'cash']);
    expect(JSON.parse(settingsEntries(parsed)[2].value)).toEqual({ millisecondsToSync: 900_000 });
  });

  it.each([
    ['organization id 0', (form: Form) => (form.fortia_erp.organizationId = '0'), 'fortia_erp.organizationId: STORE_FIELD_POSITIVE'],
    ['organization id empty', (form: Form) => (form.fortia_erp.organizationId = ''), 'fortia_erp.organizationId: STORE_FIELD_REQUIRED'],
    ['state code not numeric', (form: Form) => (form.fortia_erp.state_code = 'VER'), 'fortia_erp.state_code: STORE_FIELD_NUMERIC'],
    [
      'a cash-cut folio missing',
      (form: Form) => (form.fortia_erp.identificators.FolCorteCaja['103']['3'] = ''),
      'fortia_erp.identificators.FolCorteCaja.103.3: STORE_FIELD_REQUIRED',
    ],
    ['a fiscal series missing', (form: Form) => form.fortia_erp.params.SerieFiscal.pop(), 'fortia_erp.params.SerieFiscal: STORE_FISCAL_SERIES'],
    ['sync 0 minutes', (form: Form) => (form.syncMinutes = 0), 'syncMinutes: STORE_FIELD_POSITIVE'],
    ['petty cash negative', (form: Form) => (form.cash.minPettyCash = '-5'), 'cash.minPettyCash: STORE_FIELD_POSITIVE'],
  ])('refuses %s', (_name, spoil, expected) => {
    const form = goodForm();
    spoil(form);
    expect(problems(form)).toContain(expected);
  });

  it('never sends a secret back and keeps the stored one when the form leaves it empty', () => {
    const parsed = storeSettingsSchema.parse(goodForm());
    const stored = { register: [{ hostnameId: 'CO101-CAJA101', pinpad: { secretKey: 's3cr3t' } }] };
    const merged = mergeSecrets(parsed.fortia_erp, stored);
    expect(merged.register[0].pinpad.secretKey).toBe('s3cr3t');
    expect(merged.register[1].pinpad.secretKey).toBeNull();
    const shown = withoutSecrets(merged);
    expect(shown.register[0].pinpad).toMatchObject({ secretKey: null, hasSecretKey: true });
    expect(JSON.stringify(shown)).not.toContain('s3cr3t');
  });
});
