import { z } from 'zod';
import { singleLineText } from '../common/text';

/**
 * The store setting params of spec 002 section 3 (fortia_erp, cluster, sync, cash), as the
 * full-screen ERP configuration form edits them. ONE schema for the screen and the server
 * (api/stores): every field is required and numeric where the spec says so (section 5); a
 * failed save shows 'Verifica campos requeridos.' (STORE_CONFIG_REQUIRED).
 *
 * Form values may arrive as typed text ('101') or numbers; the schema turns them into numbers.
 * The card-terminal secret (register[].pinpad.secretKey) is write-only: the server never sends it
 * back (only `hasSecretKey`), and an empty value on save keeps the stored one.
 */

/** Cash registers 101 to 103, each with turns 1 to 3 (spec 002 section 9). */
export const CASH_REGISTERS = ['101', '102', '103'] as const;
export const TURNS = ['1', '2', '3'] as const;
/** Fiscal series types: Factura 10, Nota de Crédito 20, Pago 30. */
export const FISCAL_SERIES = [
  { name: 'Factura', TipoSerie: 10 },
  { name: 'Nota de Crédito', TipoSerie: 20 },
  { name: 'Pago', TipoSerie: 30 },
] as const;
/** Default store synchronisation: 15 minutes (spec 002 section 9). */
export const DEFAULT_SYNC_MINUTES = 15;
export const MS_PER_MINUTE = 60_000;
/** The ERP's state code of Veracruz (INEGI numbering), the form's hint. */
export const VERACRUZ_STATE_CODE = 30;
/** The folio and id counters of fortia_erp.identificators besides the cash cuts. */
export const IDENTIFICATOR_FIELDS = ['FolMovto', 'FolioDocCte', 'FolioKarInv', 'FolioPed', 'IdKarInv', 'IdPedido', 'IdPedidoDet'] as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A required whole number typed in a field: blank is STORE_FIELD_REQUIRED, text STORE_FIELD_NUMERIC. */
function wholeNumber(options: { positive?: boolean; max?: number } = {}) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: 'STORE_FIELD_REQUIRED' });
        return;
      }
      const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(number)) {
        ctx.addIssue({ code: 'custom', message: 'STORE_FIELD_NUMERIC' });
        return;
      }
      if (options.positive ? number <= 0 : number < 0)
        ctx.addIssue({ code: 'custom', message: options.positive ? 'STORE_FIELD_POSITIVE' : 'STORE_FIELD_NUMERIC' });
      if (options.max !== undefined && number > options.max) ctx.addIssue({ code: 'custom', message: 'STORE_FIELD_NUMERIC' });
    })
    .transform((value) => Number(value));
}

function requiredText(max: number) {
  return singleLineText().min(1, 'STORE_FIELD_REQUIRED').max(max, 'STORE_FIELD_REQUIRED');
}

const turnsSchema = z.object({ '1': wholeNumber(), '2': wholeNumber(), '3': wholeNumber() });

export const pinpadSchema = z.object({
  afiliacion: z.object({ currency: requiredText(3), number: singleLineText().regex(/^\d{1,20}$/, 'STORE_FIELD_NUMERIC') }),
  terminal: z.object({
    number: singleLineText().regex(/^\d{1,20}$/, 'STORE_FIELD_NUMERIC'),
    port: requiredText(20),
    timeout: wholeNumber({ positive: true }),
  }),
  socket_connection: z.object({
    timeout: wholeNumber({ positive: true }),
    url: requiredText(200).regex(/^(wss?|https?):\/\/\S+$/, 'STORE_FIELD_URL'),
  }),
  amex: z.boolean(),
  contactless: z.boolean(),
  moto: z.boolean(),
  warranty: z.boolean(),
  applicationId: singleLineText().max(40, 'STORE_FIELD_REQUIRED'),
  bines: z.array(singleLineText().regex(/^\d{6,8}$/, 'STORE_FIELD_NUMERIC')).max(200),
  /** Write-only: empty or absent keeps the stored secret. */
  secretKey: singleLineText().max(200).nullish(),
});

export const registerSchema = z.object({
  hostnameId: requiredText(60),
  pinpad: pinpadSchema,
});

export const fortiaErpSchema = z.object({
  organizationId: wholeNumber({ positive: true }),
  state_code: wholeNumber({ positive: true, max: 32 }),
  zona: wholeNumber({ positive: true }),
  identificators: z.object({
    FolCorteCaja: z.object({ '101': turnsSchema, '102': turnsSchema, '103': turnsSchema }),
    FolMovto: wholeNumber(),
    FolioDocCte: wholeNumber(),
    FolioKarInv: wholeNumber(),
    FolioPed: wholeNumber(),
    IdKarInv: wholeNumber(),
    IdPedido: wholeNumber(),
    IdPedidoDet: wholeNumber(),
  }),
  params: z.object({
    SerieFiscal: z
      .array(z.object({ name: requiredText(40), TipoSerie: wholeNumber({ positive: true }), serie: requiredText(10) }))
      .refine((series) => FISCAL_SERIES.every((expected) => series.some((serie) => serie.TipoSerie === expected.TipoSerie)), 'STORE_FISCAL_SERIES'),
  }),
  register: z.array(registerSchema).max(20),
});

export const clusterSchema = z.object({
  ip_cluster: requiredText(60).regex(/^(\d{1,3}\.){3}\d{1,3}$|^[A-Za-z0-9.-]+$/, 'STORE_FIELD_HOST'),
  primary_replica: z.boolean(),
});

export const cashSchema = z.object({
  minMoneyCashRetirement: wholeNumber({ positive: true }),
  minPettyCash: wholeNumber({ positive: true }),
});

/** The whole ERP configuration form of one store. */
export const storeSettingsSchema = z.object({
  fortia_erp: fortiaErpSchema,
  cluster: clusterSchema,
  /** Minutes between synchronisations (stored as millisecondsToSync). */
  syncMinutes: wholeNumber({ positive: true, max: 24 * 60 }),
  cash: cashSchema,
});
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type StoreSettings = z.output<typeof storeSettingsSchema>;
export type FortiaErp = z.output<typeof fortiaErpSchema>;
export type RegisterSettings = z.output<typeof registerSchema>;

/** The {param, value} list the warehouse stores, from a checked form (secrets merged by the caller). */
export function settingsEntries(settings: StoreSettings): { param: string; value: string }[] {
  return [
    { param: 'fortia_erp', value: JSON.stringify(settings.fortia_erp) },
    { param: 'cluster', value: JSON.stringify(settings.cluster) },
    { param: 'sync', value: JSON.stringify({ millisecondsToSync: settings.syncMinutes * MS_PER_MINUTE }) },
    { param: 'cash', value: JSON.stringify(settings.cash) },
  ];
}

/** Keeps each register's stored secret when the form left it empty (matched by hostnameId). */
export function mergeSecrets(fortiaErp: FortiaErp, stored: { register?: { hostnameId: string; pinpad?: { secretKey?: string | null } }[] } | null): FortiaErp {
  const storedSecrets = new Map((stored?.register ?? []).map((register) => [register.hostnameId, register.pinpad?.secretKey ?? null]));
  return {
    ...fortiaErp,
    register: fortiaErp.register.map((register) => ({
      ...register,
      pinpad: { ...register.pinpad, secretKey: register.pinpad.secretKey ? register.pinpad.secretKey : (storedSecrets.get(register.hostnameId) ?? null) },
    })),
  };
}

/** The settings as the browser may see them: secrets replaced by whether one is set. */
export function withoutSecrets<T extends { register: { pinpad: { secretKey?: string | null } }[] }>(fortiaErp: T) {
  return {
    ...fortiaErp,
    register: fortiaErp.register.map((register) => {
      const { secretKey, ...pinpad } = register.pinpad;
      return { ...register, pinpad: { ...pinpad, secretKey: null, hasSecretKey: Boolean(secretKey) } };
    }),
  };
}

/** A new store's form: registers 101-103, the three fiscal series, sync every 15 minutes. */
export function emptyStoreSettings(warehouseId: string): StoreSettingsInput {
  const turns = () => ({ '1': '', '2': '', '3': '' });
  return {
    fortia_erp: {
      organizationId: '',
      state_code: '',
      zona: '',
      identificators: {
        FolCorteCaja: { '101': turns(), '102': turns(), '103': turns() },
        ...Object.fromEntries(IDENTIFICATOR_FIELDS.map((field) => [field, ''])),
      } as never,
      params: { SerieFiscal: FISCAL_SERIES.map((serie) => ({ ...serie, serie: '' })) },
      register: CASH_REGISTERS.map((register) => ({
        hostnameId: `${warehouseId}-CAJA${register}`,
        pinpad: {
          afiliacion: { currency: 'MXN', number: '' },
          terminal: { number: '', port: 'COM3', timeout: 60_000 },
          socket_connection: { timeout: 30_000, url: 'ws://127.0.0.1:8181/pinpad' },
          amex: false,
          contactless: true,
          moto: false,
          warranty: false,
          applicationId: '',
          bines: [],
          secretKey: null,
        },
      })),
    },
    cluster: { ip_cluster: '', primary_replica: true },
    syncMinutes: DEFAULT_SYNC_MINUTES,
    cash: { minMoneyCashRetirement: '', minPettyCash: '' },
  };
}

/** Zone or store type change of the stores table (spec 002 section 7: update warehouse). */
export const updateStoreSchema = z
  .object({
    warehouseId: singleLineText().regex(/^[A-Z0-9_]{1,20}$/, 'WAREHOUSE_NOT_FOUND'),
    _version: z.number().int().min(1),
    zoneId: singleLineText().min(1).max(20).optional(),
    /** null removes the store type. */
    workTeamTemplateId: singleLineText().min(1).max(40).nullable().optional(),
  })
  .refine((input) => input.zoneId !== undefined || input.workTeamTemplateId !== undefined, 'STORE_CONFIG_REQUIRED');
export type UpdateStoreInput = z.output<typeof updateStoreSchema>;
