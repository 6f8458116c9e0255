import { AppError } from '../../domain/errors/catalogue';
import {
  DEFAULT_SYNC_MINUTES,
  MS_PER_MINUTE,
  mergeSecrets,
  settingsEntries,
  withoutSecrets,
  type StoreSettings,
  type UpdateStoreInput,
} from '../../domain/stores/storeSettings';
import { liveRecords } from '../../db/models/common';
import { WorkTeamTemplateModel } from '../../db/models/headcount/workTeamTemplate';
import { readWarehouseSetting, WarehouseModel, type Warehouse } from '../../db/models/stores/warehouse';
import { ZoneModel } from '../../db/models/stores/zone';

export type StoredWarehouse = Warehouse & { _version: number };

/** The stores' own order: by company, then store code. */
export const STORE_LIST_ORDER = { 'organization.organizationId': 1, warehouseId: 1 } as const;

interface StoredRegister {
  hostnameId: string;
  pinpad?: {
    afiliacion?: { currency?: string; number?: string };
    terminal?: { number?: string; port?: string; timeout?: number };
    socket_connection?: { timeout?: number; url?: string };
    amex?: boolean;
    contactless?: boolean;
    moto?: boolean;
    warranty?: boolean;
    applicationId?: string;
    secretKey?: string | null;
  };
}

/** One store as the stores table and the PINPAD tab show it: never a secret. */
export function storeRow(store: StoredWarehouse) {
  const erp = readWarehouseSetting<{ register?: StoredRegister[] }>(store, 'fortia_erp');
  return {
    id: store.warehouseId,
    warehouseId: store.warehouseId,
    warehouseName: store.warehouseName,
    warehouseType: store.warehouseType,
    organizationId: store.organization.organizationId,
    organizationName: store.organization.organizationName,
    zoneId: store.zone?.zoneId ?? null,
    zoneName: store.zone?.zoneName ?? null,
    workTeamTemplateId: store.workTeamTemplateId,
    hasErpConfig: erp !== null,
    active: store.active,
    _version: store._version,
    pinpads: (erp?.register ?? []).map((register) => ({
      hostnameId: register.hostnameId,
      affiliation: register.pinpad?.afiliacion?.number ?? '',
      currency: register.pinpad?.afiliacion?.currency ?? '',
      terminal: register.pinpad?.terminal?.number ?? '',
      port: register.pinpad?.terminal?.port ?? '',
      socketUrl: register.pinpad?.socket_connection?.url ?? '',
      amex: register.pinpad?.amex === true,
      contactless: register.pinpad?.contactless === true,
      hasSecretKey: Boolean(register.pinpad?.secretKey),
    })),
  };
}

/** The first 300 stores by company and code (the PINPAD tab and older callers; the ERP tab pages with listStorePage). */
export async function listStores() {
  const stores = await WarehouseModel.find(liveRecords).sort(STORE_LIST_ORDER).limit(300).lean<StoredWarehouse[]>();
  return stores.map(storeRow);
}

export async function listZones() {
  const zones = await ZoneModel.find(liveRecords).sort({ zoneId: 1 }).limit(300).lean();
  return zones.map((zone) => ({ zoneId: zone.zoneId, zoneName: zone.zoneName }));
}

async function storeAt(warehouseId: string, version: number): Promise<StoredWarehouse> {
  const store = await WarehouseModel.findOne({ warehouseId, ...liveRecords }).lean<StoredWarehouse>();
  if (!store) throw new AppError('WAREHOUSE_NOT_FOUND', { id: warehouseId });
  if (store._version !== version) throw new AppError('STORE_STALE');
  return store;
}

async function writeStore(warehouseId: string, version: number, set: Record<string, unknown>) {
  const updated = await WarehouseModel.findOneAndUpdate(
    { warehouseId, _version: version, ...liveRecords },
    { $set: set, $inc: { _version: 1 } },
    { new: true },
  ).lean<StoredWarehouse>();
  if (!updated) {
    await storeAt(warehouseId, version);
    throw new AppError('STORE_STALE');
  }
  return storeRow(updated);
}

/** A zone or store type change of the table; a deleted or inactive template is refused. */
export async function updateStore(input: UpdateStoreInput) {
  await storeAt(input.warehouseId, input._version);
  const set: Record<string, unknown> = {};
  if (input.zoneId !== undefined) {
    const zone = await ZoneModel.findOne({ zoneId: input.zoneId, ...liveRecords }).lean();
    if (!zone) throw new AppError('STORE_ZONE_UNKNOWN', { id: input.zoneId });
    set.zone = { zoneId: zone.zoneId, zoneName: zone.zoneName, zoneType: zone.zoneType };
  }
  if (input.workTeamTemplateId !== undefined) {
    if (input.workTeamTemplateId !== null) {
      const template = await WorkTeamTemplateModel.findOne({ workTeamTemplateId: input.workTeamTemplateId, active: true, ...liveRecords }).lean();
      if (!template) throw new AppError('STORE_TEMPLATE_UNAVAILABLE', { id: input.workTeamTemplateId });
    }
    set.workTeamTemplateId = input.workTeamTemplateId;
  }
  return writeStore(input.warehouseId, input._version, set);
}

/** The ERP form of one store as the browser may see it (secrets replaced by hasSecretKey). */
export async function storeSettings(warehouseId: string) {
  const store = await WarehouseModel.findOne({ warehouseId, ...liveRecords }).lean<StoredWarehouse>();
  if (!store) throw new AppError('WAREHOUSE_NOT_FOUND', { id: warehouseId });
  const erp = readWarehouseSetting<{ register: { pinpad: { secretKey?: string | null } }[] }>(store, 'fortia_erp');
  const sync = readWarehouseSetting<{ millisecondsToSync?: number }>(store, 'sync');
  return {
    warehouseId,
    warehouseName: store.warehouseName,
    _version: store._version,
    form: {
      fortia_erp: erp ? withoutSecrets({ ...erp, register: erp.register ?? [] }) : null,
      cluster: readWarehouseSetting(store, 'cluster'),
      syncMinutes: sync?.millisecondsToSync ? Math.round(sync.millisecondsToSync / MS_PER_MINUTE) : DEFAULT_SYNC_MINUTES,
      cash: readWarehouseSetting(store, 'cash'),
    },
  };
}

/** Saves a checked form; an empty secret keeps the stored one. */
export async function saveStoreSettings(warehouseId: string, version: number, settings: StoreSettings) {
  const store = await storeAt(warehouseId, version);
  const stored = readWarehouseSetting<{ register?: { hostnameId: string; pinpad?: { secretKey?: string | null } }[] }>(store, 'fortia_erp');
  const merged = { ...settings, fortia_erp: mergeSecrets(settings.fortia_erp, stored) };
  const other = (store.settings ?? []).filter((entry) => !['fortia_erp', 'cluster', 'sync', 'cash'].includes(entry.param));
  await writeStore(warehouseId, version, { settings: [...settingsEntries(merged), ...other] });
  return storeSettings(warehouseId);
}
