import mongoose, { Schema, type Model } from 'mongoose';
import { fromStored, MONEY_SCALE, moneyText, roundMoney, type MoneyInput } from '../../domain/common/money';
import { isTrackedRecordType } from '../../domain/history/tracked';
import { historyPlugin, installHistory } from '../history/plugin';

/**
 * Pieces every business model shares. Records follow the spec's conventions: `_version` for
 * optimistic concurrency (updates send the version they read), `_deleted` for soft deletion (null
 * means live), `_lastChangedAt` in epoch milliseconds, plus mongoose `createdAt`/`updatedAt`.
 */
export interface VersionedRecord {
  _version: number;
  _deleted: boolean | null;
  _lastChangedAt: number;
  createdAt?: Date;
  updatedAt?: Date;
}

/** Filter that selects live (not soft-deleted) records. */
export const liveRecords = { _deleted: { $ne: true } } as const;

// The duplicate-key rules live below the models and the history plugin, which both use them.
export { DUPLICATE_KEY_CODE, batchWriteErrorsOf, isDuplicateKeyError, isOnlyDuplicateKeys } from '../duplicateKeys';
export type { BatchWriteError, DuplicateKeyError } from '../duplicateKeys';

/**
 * Money is stored exact, as BSON Decimal128 (docs/money.md): MongoDB and the embedded server both
 * compare, sort, $sum, $add and $multiply Decimal128 exactly (docs/embeddedDb.md, arithmetic.ts).
 * A value is rounded half-up to 4 decimals when set, the scale the product computes and shows
 * money with and the ERP's DECIMAL(18,4) keeps. Reads go through fromStored
 * (domain/common/money.ts), which takes the Decimal128 of a document or a lean() result and the
 * plain number an older version wrote alike.
 */
export function toStored(value: MoneyInput): mongoose.Types.Decimal128 {
  return mongoose.Types.Decimal128.fromString(moneyText(roundMoney(value, MONEY_SCALE.amount)));
}

/** toStored for a setter: null and undefined stay (a required check reports them). */
function storedOrNull(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  return toStored(value as MoneyInput);
}

/** A non-negative amount, stored as Decimal128 with 4 decimals. */
export const moneyField = {
  type: Schema.Types.Decimal128,
  set: storedOrNull,
  validate: {
    validator: (value: unknown) => value === null || value === undefined || !fromStored(value as MoneyInput).isNegative(),
    message: 'An amount cannot be negative',
  },
} as const;

/** An amount that may be negative (a difference, a commission result), stored as Decimal128. */
export const signedMoneyField = { type: Schema.Types.Decimal128, set: storedOrNull } as const;

/** Adds the version fields and keeps `_version`/`_lastChangedAt` moving on every write path. */
export function versionedRecordPlugin(schema: Schema): void {
  schema.add({
    _version: { type: Number, default: 1, min: 1 },
    _deleted: { type: Boolean, default: null },
    _lastChangedAt: { type: Number, default: () => Date.now() },
  });
  schema.pre('save', function bumpVersionOnSave() {
    if (!this.isNew && this.isModified() && !this.isModified('_version')) {
      this.set('_version', (this.get('_version') as number) + 1);
    }
    this.set('_lastChangedAt', Date.now());
  });
  // Callers that do optimistic concurrency ($inc on _version themselves) are left alone.
  schema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function bumpVersionOnUpdate() {
    const update = this.getUpdate();
    if (!update || Array.isArray(update)) return;
    const operators = update as Record<string, Record<string, unknown> | undefined>;
    const touchesVersion = Object.values(operators).some((fields) => fields && typeof fields === 'object' && '_version' in fields);
    if (!touchesVersion && !('_version' in update)) {
      operators.$inc = { ...(operators.$inc ?? {}), _version: 1 };
    }
    operators.$set = { ...(operators.$set ?? {}), _lastChangedAt: Date.now() };
  });
}

/** Registers a model once (tests and hot reload import model files more than once). */
export function defineModel<T>(name: string, schema: Schema<T>): Model<T> {
  const existing = mongoose.models[name] as Model<T> | undefined;
  if (existing) return existing;
  // The change history (issue 22, docs/history.md): every model of domain/history/tracked.ts records its writes.
  installHistory();
  if (isTrackedRecordType(name)) schema.plugin(historyPlugin, { recordType: name });
  return mongoose.model<T>(name, schema);
}

export const phoneTypes = ['home', 'work', 'office', 'mobile', 'other'] as const;
export type PhoneType = (typeof phoneTypes)[number];

export interface Phone {
  phoneType: PhoneType;
  /** E.164 with the Mexican prefix, e.g. +529211234567. */
  phone: string;
}

export const phoneSchema = new Schema<Phone>(
  {
    phoneType: { type: String, enum: phoneTypes, required: true },
    phone: { type: String, required: true, match: /^\+\d{10,15}$/ },
  },
  { _id: false },
);

export interface PostalAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const postalAddressSchema = new Schema<PostalAddress>(
  {
    street: { type: String, required: true },
    neighborhood: { type: String, default: '' },
    city: { type: String, required: true },
    state: { type: String, required: true },
    postalCode: { type: String, match: /^\d{5}$/, required: true },
    country: { type: String, default: 'MX' },
  },
  { _id: false },
);

/** GeoJSON point; coordinates are [longitude, latitude] as MongoDB expects. */
export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

export const geoPointSchema = new Schema<GeoPoint>(
  {
    type: { type: String, enum: ['Point'], default: 'Point', required: true },
    coordinates: {
      type: [Number],
      required: true,
      validate: {
        validator: (value: number[]) => value.length === 2 && Math.abs(value[0] as number) <= 180 && Math.abs(value[1] as number) <= 90,
        message: 'coordinates must be [longitude, latitude]',
      },
    },
  },
  { _id: false },
);

export interface Taxpayer {
  taxpayerName: string;
  /** RFC, the Mexican tax id. */
  identification: string;
}

export const taxpayerSchema = new Schema<Taxpayer>(
  {
    taxpayerName: { type: String, required: true },
    identification: { type: String, required: true, match: /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/ },
  },
  { _id: false },
);

/** Store and product settings are {param, value} pairs whose value is JSON text (spec 002). */
export interface SettingEntry {
  param: string;
  value: string;
}

export const settingEntrySchema = new Schema<SettingEntry>(
  { param: { type: String, required: true }, value: { type: String, required: true } },
  { _id: false },
);

/** Spanish and English text of one user-visible label. */
export interface Labels {
  es: string;
  en: string;
}

export const labelsSchema = new Schema<Labels>({ es: { type: String, required: true }, en: { type: String, required: true } }, { _id: false });

/**
 * The claim state of a side effect sent at most once by key (integrations/shared/once.ts): mail,
 * SMS and partner batches. sending -> sent | failed; a stale `sending` claim is taken over.
 */
export interface SentOnceState {
  idempotencyKey: string;
  status: 'sending' | 'sent' | 'failed';
  attempts: number;
  claimedAt: Date | null;
  lastError: string | null;
  sentAt: Date | null;
}

export const sentOnceFields = {
  idempotencyKey: { type: String, required: true, unique: true },
  status: { type: String, enum: ['sending', 'sent', 'failed'], default: 'sending', index: true },
  attempts: { type: Number, default: 0 },
  claimedAt: { type: Date, default: null },
  lastError: { type: String, default: null },
  sentAt: { type: Date, default: null },
} as const;
