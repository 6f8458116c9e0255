import { CASH_REGISTERS, DEFAULT_SYNC_MINUTES, emptyStoreSettings, FISCAL_SERIES, IDENTIFICATOR_FIELDS, TURNS } from '../../../../domain/stores/storeSettings';

/** What a row of the stores table shows and filters on. */
export interface StoreRowLike {
  warehouseId: string;
  warehouseName: string;
  organizationId: string;
  organizationName: string;
  zoneId?: string | null;
  zoneName?: string | null;
  workTeamTemplateId?: string | null;
}

/** The two values the table edits in place. */
export interface StoreDraft {
  zoneId: string;
  workTeamTemplateId: string;
}

export const STORE_PAGE_SIZES = [10, 25, 50] as const;

/** A row's values as its selectors start. */
export function initialDraft(row: StoreRowLike): StoreDraft {
  return { zoneId: row.zoneId ?? '', workTeamTemplateId: row.workTeamTemplateId ?? '' };
}

/**
 * The changes of a row against its initial values (spec 002: the save icon shows only when a value
 * differs from the initial one). Null when nothing differs.
 */
export function draftChanges(row: StoreRowLike, draft: StoreDraft): { zoneId?: string; workTeamTemplateId?: string; clearTemplate?: boolean } | null {
  const initial = initialDraft(row);
  const changes: { zoneId?: string; workTeamTemplateId?: string; clearTemplate?: boolean } = {};
  if (draft.zoneId !== initial.zoneId && draft.zoneId !== '') changes.zoneId = draft.zoneId;
  if (draft.workTeamTemplateId !== initial.workTeamTemplateId) {
    if (draft.workTeamTemplateId === '') changes.clearTemplate = true;
    else changes.workTeamTemplateId = draft.workTeamTemplateId;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Store code, name, company or zone containing the text (accents and case ignored). */
export function filterStores<T extends StoreRowLike>(rows: readonly T[], search: string): T[] {
  const text = fold(search.trim());
  if (!text) return [...rows];
  return rows.filter((row) =>
    [row.warehouseId, row.warehouseName, row.organizationName, row.organizationId, row.zoneName ?? ''].some((value) => fold(value).includes(text)),
  );
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A store type (work-team template) as the store type selector offers it. */
export interface StoreTypeOption {
  id: string;
  workTeamTemplate: string;
  active: boolean;
  deleted: boolean;
}

/** A store type (work-team template) may be chosen only while it is active and not deleted. */
export function templateSelectable(template: { active: boolean; deleted: boolean }): boolean {
  return template.active && !template.deleted;
}

type NumberText = string | number;

export interface PinpadFormValues {
  afiliacion: { currency: string; number: string };
  terminal: { number: string; port: string; timeout: NumberText };
  socket_connection: { timeout: NumberText; url: string };
  amex: boolean;
  contactless: boolean;
  moto: boolean;
  warranty: boolean;
  applicationId: string;
  bines: string[];
  /** Typed only to replace the stored secret; empty keeps it. */
  secretKey: string;
  /** Whether the store already holds a secret (shown, never sent). */
  hasSecretKey: boolean;
}

export interface RegisterFormValues {
  hostnameId: string;
  pinpad: PinpadFormValues;
}

export type TurnValues = Record<(typeof TURNS)[number], NumberText>;

/** The full-screen ERP form's values: numbers may be typed text until the shared schema checks them. */
export interface ErpFormValues {
  fortia_erp: {
    organizationId: NumberText;
    state_code: NumberText;
    zona: NumberText;
    identificators: { FolCorteCaja: Record<(typeof CASH_REGISTERS)[number], TurnValues> } & Record<(typeof IDENTIFICATOR_FIELDS)[number], NumberText>;
    params: { SerieFiscal: { name: string; TipoSerie: NumberText; serie: string }[] };
    register: RegisterFormValues[];
  };
  cluster: { ip_cluster: string; primary_replica: boolean };
  syncMinutes: NumberText;
  cash: { minMoneyCashRetirement: NumberText; minPettyCash: NumberText };
}

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}
function numberText(value: unknown): NumberText {
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}
function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A register as the form edits it, from the server's view (secret never present) or defaults. */
export function registerValues(value: unknown, fallbackHostname: string): RegisterFormValues {
  const register = record(value);
  const pinpad = record(register.pinpad);
  const afiliacion = record(pinpad.afiliacion);
  const terminal = record(pinpad.terminal);
  const socket = record(pinpad.socket_connection);
  return {
    hostnameId: text(register.hostnameId) || fallbackHostname,
    pinpad: {
      afiliacion: { currency: text(afiliacion.currency) || 'MXN', number: text(afiliacion.number) },
      terminal: { number: text(terminal.number), port: text(terminal.port), timeout: numberText(terminal.timeout) },
      socket_connection: { timeout: numberText(socket.timeout), url: text(socket.url) },
      amex: pinpad.amex === true,
      contactless: pinpad.contactless === true,
      moto: pinpad.moto === true,
      warranty: pinpad.warranty === true,
      applicationId: text(pinpad.applicationId),
      bines: Array.isArray(pinpad.bines) ? pinpad.bines.map(text) : [],
      secretKey: '',
      hasSecretKey: pinpad.hasSecretKey === true,
    },
  };
}

/** A new register's defaults (the next free CAJA number of the store). */
export function newRegister(warehouseId: string, existing: readonly RegisterFormValues[]): RegisterFormValues {
  const used = new Set(existing.map((register) => register.hostnameId));
  let number = 101;
  while (used.has(`${warehouseId}-CAJA${number}`)) number += 1;
  const defaults = record(emptyStoreSettings(warehouseId).fortia_erp).register as unknown[];
  return registerValues({ ...record(defaults[0]), hostnameId: `${warehouseId}-CAJA${number}` }, `${warehouseId}-CAJA${number}`);
}

/**
 * The form's starting values from storeSettings.form (fortia_erp, cluster, syncMinutes, cash),
 * filling what a store without configuration lacks from the domain's empty form.
 */
export function formValuesOf(warehouseId: string, form: unknown): ErpFormValues {
  const empty = emptyStoreSettings(warehouseId) as unknown as Loose;
  const view = record(form);
  const erp = { ...record(empty.fortia_erp), ...record(view.fortia_erp) };
  const identificators = record(erp.identificators);
  const cutFolios = record(identificators.FolCorteCaja);
  const series = Array.isArray(record(erp.params).SerieFiscal) ? (record(erp.params).SerieFiscal as unknown[]) : [];
  const cluster = { ...record(empty.cluster), ...record(view.cluster) };
  const cash = { ...record(empty.cash), ...record(view.cash) };
  return {
    fortia_erp: {
      organizationId: numberText(erp.organizationId),
      state_code: numberText(erp.state_code),
      zona: numberText(erp.zona),
      identificators: {
        FolCorteCaja: Object.fromEntries(
          CASH_REGISTERS.map((register) => [register, Object.fromEntries(TURNS.map((turn) => [turn, numberText(record(cutFolios[register])[turn])]))]),
        ) as ErpFormValues['fortia_erp']['identificators']['FolCorteCaja'],
        ...(Object.fromEntries(IDENTIFICATOR_FIELDS.map((field) => [field, numberText(identificators[field])])) as Record<
          (typeof IDENTIFICATOR_FIELDS)[number],
          NumberText
        >),
      },
      params: {
        SerieFiscal: FISCAL_SERIES.map((expected) => {
          const found = record(series.find((serie) => Number(record(serie).TipoSerie) === expected.TipoSerie));
          return { name: text(found.name) || expected.name, TipoSerie: expected.TipoSerie, serie: text(found.serie) };
        }),
      },
      register: (Array.isArray(erp.register) ? erp.register : []).map((register, index) => registerValues(register, `${warehouseId}-CAJA${101 + index}`)),
    },
    cluster: { ip_cluster: text(cluster.ip_cluster), primary_replica: cluster.primary_replica !== false },
    syncMinutes: numberText(view.syncMinutes ?? DEFAULT_SYNC_MINUTES),
    cash: { minMoneyCashRetirement: numberText(cash.minMoneyCashRetirement), minPettyCash: numberText(cash.minPettyCash) },
  };
}

/** What is sent to the server: a secret only when one was typed (empty keeps the stored one). */
export function formToSend(values: ErpFormValues): unknown {
  return {
    ...values,
    fortia_erp: {
      ...values.fortia_erp,
      register: values.fortia_erp.register.map((register) => {
        const { hasSecretKey: _hasSecretKey, secretKey, ...pinpad } = register.pinpad;
        return { ...register, pinpad: { ...pinpad, secretKey: typeof secretKey === 'string' && secretKey.trim() !== '' ? secretKey : null } };
      }),
    },
  };
}
