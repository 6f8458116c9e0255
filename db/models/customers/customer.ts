import { Schema, type Types } from 'mongoose';
import { isPlainObject } from '../../../domain/common/objects';
import { classifyCustomer, customerClasses, type CustomerClass } from '../../../domain/customers/classification';
import { customerFileTypes, customerPhoneTypes, legalTypes, type CustomerPhoneType, type LegalType } from '../../../domain/customers/registration';
import { defineModel, geoPointSchema, versionedRecordPlugin, type GeoPoint, type VersionedRecord } from '../common';

export const fingerTypes = [
  'LEFT_THUMB',
  'LEFT_INDEX',
  'LEFT_MIDDLE',
  'LEFT_RING',
  'LEFT_PINKY',
  'RIGHT_THUMB',
  'RIGHT_INDEX',
  'RIGHT_MIDDLE',
  'RIGHT_RING',
  'RIGHT_PINKY',
] as const;
export type FingerType = (typeof fingerTypes)[number];

export interface CustomerPhone {
  phoneType: CustomerPhoneType;
  /** +52 and 10 digits. */
  phone: string;
}

export interface CustomerAddress {
  route_street_number: string;
  sublocality: string;
  id_locality: string;
  locality: string;
  political: string;
  postal_code: string;
  references: string;
}

export interface CustomerFinger {
  fingerType: FingerType;
  /** The reader's template (base64). Stored, never sent back to a screen. */
  fingerTemplate: string;
}

/**
 * A customer (spec 000 section 3, spec 001 section 3). Beyond the spec's fields it keeps what the
 * server needs to answer quickly: lower-case contact keys (duplicate check, risk comparison),
 * `classes` (the counters of spec 001 section 4, recomputed on every write by
 * `refreshCustomerClasses`), `openAuditCount` and `blacklistAudit` (from the audits).
 */
export interface Customer {
  customerId: string | null;
  customerName: string;
  nameParts: { customerName: string; customerSecondName: string; customerLastName: string };
  birthdate: string | null;
  phones: CustomerPhone[];
  emails: string[];
  phoneKeys: string[];
  emailKeys: string[];
  /** Normalized full name (risk comparison by exact name). */
  nameKey: string;
  /** The name from each word on (domain/customers/nameSearch.ts): a search by part of a name reads its index. */
  nameWordStarts: string[];
  address: CustomerAddress | null;
  /** GeoJSON [lng, lat]. */
  location: GeoPoint | null;
  taxpayer: { taxpayerName: string; identification: string } | null;
  sellBanned: boolean | null;
  zone: { zoneId: string; zoneName: string } | null;
  customerTypeId: string;
  legals: { legalType: LegalType; datetime: number }[];
  files: { fileName: string; fileType: (typeof customerFileTypes)[number] }[];
  preregistrationCode: string | null;
  fingers: CustomerFinger[];
  fingerCount: number;
  /** The store chosen at registration. */
  registrationWarehouseId: string | null;
  /** The store where the fingerprints were enrolled. */
  enrollmentWarehouseId: string | null;
  openAuditCount: number;
  blacklistAudit: boolean;
  classes: CustomerClass[];
  /** What the counters count this customer as (customerCounts.ts). */
  countedAs?: { classes: CustomerClass[]; customerTypeId: string; day: string } | null;
}

export type CustomerDocument = Customer & VersionedRecord & { _id: Types.ObjectId };

const customerSchema = new Schema<Customer & VersionedRecord>(
  {
    customerId: { type: String, default: null },
    customerName: { type: String, required: true },
    nameParts: {
      customerName: { type: String, default: '' },
      customerSecondName: { type: String, default: '' },
      customerLastName: { type: String, default: '' },
    },
    birthdate: { type: String, default: null },
    phones: {
      type: [
        new Schema(
          { phoneType: { type: String, enum: customerPhoneTypes, required: true }, phone: { type: String, required: true, match: /^\+52\d{10}$/ } },
          { _id: false },
        ),
      ],
      default: [],
    },
    emails: { type: [String], default: [] },
    phoneKeys: { type: [String], default: [] },
    emailKeys: { type: [String], default: [] },
    nameKey: { type: String, default: '' },
    nameWordStarts: { type: [String], default: undefined },
    address: {
      type: new Schema(
        {
          route_street_number: String,
          sublocality: String,
          id_locality: String,
          locality: String,
          political: String,
          postal_code: String,
          references: String,
        },
        { _id: false },
      ),
      default: null,
    },
    location: { type: geoPointSchema, default: null },
    taxpayer: { type: new Schema({ taxpayerName: String, identification: String }, { _id: false }), default: null },
    sellBanned: { type: Boolean, default: null },
    zone: { type: new Schema({ zoneId: String, zoneName: String }, { _id: false }), default: null },
    customerTypeId: { type: String, required: true },
    legals: { type: [new Schema({ legalType: { type: String, enum: legalTypes }, datetime: Number }, { _id: false })], default: [] },
    files: { type: [new Schema({ fileName: String, fileType: { type: String, enum: customerFileTypes } }, { _id: false })], default: [] },
    preregistrationCode: { type: String, default: null },
    fingers: {
      type: [new Schema({ fingerType: { type: String, enum: fingerTypes, required: true }, fingerTemplate: { type: String, required: true } }, { _id: false })],
      default: [],
      select: false,
    },
    fingerCount: { type: Number, default: 0 },
    registrationWarehouseId: { type: String, default: null },
    enrollmentWarehouseId: { type: String, default: null },
    openAuditCount: { type: Number, default: 0 },
    blacklistAudit: { type: Boolean, default: false },
    classes: { type: [String], enum: customerClasses, default: [] },
    countedAs: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: true, collection: 'customers' },
);
customerSchema.plugin(versionedRecordPlugin);
// Codes are unique; customers created elsewhere (stores) have none (null), which a sparse index
// would still index, hence the partial filter.
customerSchema.index({ preregistrationCode: 1 }, { unique: true, partialFilterExpression: { preregistrationCode: { $type: 'string' } } });
customerSchema.index({ phoneKeys: 1 });
customerSchema.index({ emailKeys: 1 });
customerSchema.index({ nameKey: 1 });
customerSchema.index({ nameWordStarts: 1 });
customerSchema.index({ customerId: 1 });
customerSchema.index({ blacklistAudit: 1 });
customerSchema.index({ classes: 1, _lastChangedAt: -1 });
customerSchema.index({ customerTypeId: 1, _lastChangedAt: -1 });
customerSchema.index({ _lastChangedAt: -1 });
// Registrations per day (api/customers/activity): a range of creation instants.
customerSchema.index({ createdAt: 1 });

export const CustomerModel = defineModel<Customer & VersionedRecord>('Customer', customerSchema);

/**
 * A new customer exactly as `CustomerModel.create` stores it (the versioned fields, mongoose's
 * timestamps and `__v`; no undefined fields), for a hot write path that inserts it through the
 * driver: the public registration, whose fields are already checked by its zod schema, so a
 * mongoose document and a second validation would only cost CPU (customer.test.ts compares the two).
 */
export function newCustomerRecord(fields: Customer & { _id: Types.ObjectId }, nowMs: number = Date.now()): CustomerDocument & { __v: number } {
  const now = new Date(nowMs);
  const record = { ...fields, countedAs: fields.countedAs ?? null, _version: 1, _deleted: null, _lastChangedAt: nowMs, createdAt: now, updatedAt: now, __v: 0 };
  return withoutUndefined(record);
}

/** Plain objects and arrays without their undefined fields (BSON would store them as null). */
function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) if (field !== undefined) copy[key] = withoutUndefined(field);
    return copy as T;
  }
  return value;
}

/** The stored classes of a customer from its fields. */
export function classesOf(customer: Pick<Customer, 'customerId' | 'sellBanned' | 'preregistrationCode' | 'fingerCount' | 'openAuditCount'>): CustomerClass[] {
  return classifyCustomer(customer);
}
