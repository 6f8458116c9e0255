import { Schema } from 'mongoose';
import {
  defineModel,
  geoPointSchema,
  phoneSchema,
  postalAddressSchema,
  settingEntrySchema,
  taxpayerSchema,
  versionedRecordPlugin,
  type GeoPoint,
  type Phone,
  type PostalAddress,
  type SettingEntry,
  type Taxpayer,
  type VersionedRecord,
} from '../common';
import { organizationRefSchema, type OrganizationRef } from './organization';
import { zoneRefSchema, type Zone } from './zone';

/** '_10' is a store (spec 001 section 3); '_20' is a distribution centre such as CO129. */
export const warehouseTypes = { store: '_10', distributionCenter: '_20' } as const;
export type WarehouseType = (typeof warehouseTypes)[keyof typeof warehouseTypes];

/** The JSON-valued settings a store carries (spec 002 section 3). */
export const warehouseSettingParams = ['fortia_erp', 'cluster', 'sync', 'cash'] as const;

/** A store or distribution centre. */
export interface Warehouse {
  /** Store code, the ERP's ClaUN (upper-case letters, digits, underscore). */
  warehouseId: string;
  warehouseName: string;
  /** The numeric id of the same store in the ERP. */
  warehouseRelatedId: string;
  warehouseType: WarehouseType;
  zone: Zone;
  organization: OrganizationRef;
  address: PostalAddress;
  location: GeoPoint;
  taxpayer: Taxpayer | null;
  phones: Phone[];
  /** {param, value} pairs, value is JSON text: fortia_erp, cluster, sync, cash. */
  settings: SettingEntry[];
  /** Business id of the work-team template assigned to the store (headcount). */
  workTeamTemplateId: string | null;
  active: boolean;
}

const warehouseSchema = new Schema<Warehouse & VersionedRecord>(
  {
    warehouseId: { type: String, required: true, match: /^[A-Z0-9_]{1,20}$/ },
    warehouseName: { type: String, required: true },
    warehouseRelatedId: { type: String, required: true },
    warehouseType: { type: String, enum: Object.values(warehouseTypes), required: true },
    zone: { type: zoneRefSchema, required: true },
    organization: { type: organizationRefSchema, required: true },
    address: { type: postalAddressSchema, required: true },
    location: { type: geoPointSchema, required: true },
    taxpayer: { type: taxpayerSchema, default: null },
    phones: { type: [phoneSchema], default: [] },
    settings: { type: [settingEntrySchema], default: [] },
    workTeamTemplateId: { type: String, default: null },
    active: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'warehouses' },
);
warehouseSchema.plugin(versionedRecordPlugin);
warehouseSchema.index({ warehouseId: 1 }, { unique: true });
warehouseSchema.index({ 'organization.organizationId': 1, warehouseType: 1 });
warehouseSchema.index({ 'zone.zoneId': 1 });
// The stores table's sortable columns (domain/stores/storeSort.ts); the code is the unique index above.
warehouseSchema.index({ warehouseName: 1 });
warehouseSchema.index({ 'organization.organizationName': 1 });
warehouseSchema.index({ 'zone.zoneName': 1 });
// The registration page's nearest stores come from the database ($geoNear on this index).
warehouseSchema.index({ location: '2dsphere' });

export const WarehouseModel = defineModel<Warehouse & VersionedRecord>('Warehouse', warehouseSchema);

/** Reads one JSON setting of a store, or null when the store does not carry it. */
export function readWarehouseSetting<T>(warehouse: Pick<Warehouse, 'settings'>, param: string): T | null {
  const entry = warehouse.settings.find((setting) => setting.param === param);
  return entry ? (JSON.parse(entry.value) as T) : null;
}
