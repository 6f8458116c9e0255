import { isDeepStrictEqual } from 'node:util';
import { fromStored, type StoredMoney } from '../../domain/common/money';
import { isPlainObject } from '../../domain/common/objects';
import type { AnyBulkWriteOperation, Model } from 'mongoose';
import type { Logger } from '../../config/logger';
import { AttendantModel } from '../models/access/attendant';
import { PermissionProfileModel } from '../models/access/permissionProfile';
import { PositionModel } from '../models/access/position';
import { defaultSecretHashCost, hashSecret, type SecretHashCost } from '../models/access/secrets';
import { SystemMenuModel } from '../models/access/systemMenu';
import { SystemRoleModel } from '../models/access/systemRole';
import { batchWriteErrorsOf, isDuplicateKeyError } from '../models/common';
import { CustomerTypeModel } from '../models/customers/customerType';
import { MetaRecordModel } from '../models/meta/metaRecord';
import { ParamModel } from '../models/params/param';
import { ProductModel } from '../models/products/product';
import { ProviderModel } from '../models/products/provider';
import { ProviderProductModel } from '../models/products/providerProduct';
import { OrganizationModel } from '../models/stores/organization';
import { WarehouseModel } from '../models/stores/warehouse';
import { ZoneModel } from '../models/stores/zone';
import { DEMO_SEED_VERSION } from './constants';
import { generateDemoData, type DemoData } from './demo';
import { seedDemoCustomers } from './customers/demoCustomers';
import { seedHeadcountDemo } from './headcount/seed';
import { clearCommissionData, seedCommissionDemo } from './commissions/seed';
import { seedXadisDemo } from './xadis/seed';
import { seedRemoteCommandsDemo } from './remoteCommands/seed';
import { seedPurchasingDemo } from './purchasing/seed';
import { seedWorkplansDemo } from './workplans/seed';
import { seedLicensesDemo } from './licenses/seed';
import { withoutHistory } from '../history/actor';

export type SeededCollection = keyof DemoData;

interface SeedTarget {
  collection: SeededCollection;
  model: Model<never>;
  /** Dotted paths of the business key the record is upserted by. */
  key: string[];
}

// The seeder only reads, inserts and $set-updates plain records, whatever the model's own type.
function asSeedModel(model: unknown): Model<never> {
  return model as Model<never>;
}

// Insertion order follows references (companies before stores, roles before positions).
const targets: SeedTarget[] = [
  { collection: 'organizations', model: asSeedModel(OrganizationModel), key: ['organizationId'] },
  { collection: 'zones', model: asSeedModel(ZoneModel), key: ['zoneId'] },
  { collection: 'warehouses', model: asSeedModel(WarehouseModel), key: ['warehouseId'] },
  { collection: 'products', model: asSeedModel(ProductModel), key: ['productId', 'organization.organizationId'] },
  { collection: 'providers', model: asSeedModel(ProviderModel), key: ['providerId'] },
  { collection: 'providerProducts', model: asSeedModel(ProviderProductModel), key: ['providerId', 'productId'] },
  { collection: 'params', model: asSeedModel(ParamModel), key: ['param', 'keyFilter', 'startDate'] },
  { collection: 'systemRoles', model: asSeedModel(SystemRoleModel), key: ['systemRoleId'] },
  { collection: 'positions', model: asSeedModel(PositionModel), key: ['positionId'] },
  { collection: 'systemMenus', model: asSeedModel(SystemMenuModel), key: ['systemMenuId'] },
  { collection: 'permissionProfiles', model: asSeedModel(PermissionProfileModel), key: ['positionId'] },
  { collection: 'attendants', model: asSeedModel(AttendantModel), key: ['attendantId'] },
  { collection: 'customerTypes', model: asSeedModel(CustomerTypeModel), key: ['customerTypeId'] },
];

export const seededCollections: SeededCollection[] = targets.map((target) => target.collection);

export const DEMO_SEED_META_KEY = 'demoSeed';

export interface SeedCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  total: number;
}

export interface SeedResult {
  seedVersion: number;
  seed: number;
  reset: boolean;
  collections: Record<SeededCollection, SeedCounts>;
  durationMs: number;
}

export interface SeedOptions {
  /** Delete every record of the seeded collections first (edits and extra records are lost). */
  reset?: boolean;
  logger?: Pick<Logger, 'info' | 'debug'>;
  /** Generator seed; 1 is the documented dataset. */
  seed?: number;
  /** Argon2id cost of the demo password and PIN hashes (tests pass a cheaper one). */
  hashCost?: SecretHashCost;
}

export interface DemoSeedState {
  version: number;
  seed: number;
  completedAt: string;
  records: number;
}

type PlainRecord = Record<string, unknown>;

function readPath(record: PlainRecord, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value as PlainRecord | null | undefined)?.[part], record);
}

function keyOf(record: PlainRecord, key: string[]): string {
  return JSON.stringify(key.map((path) => readPath(record, path) ?? null));
}

/**
 * Deep equality where a stored Decimal128 equals the generated amount of the same value (a decimal
 * text or a number: the models store money as Decimal128, docs/money.md).
 */
function sameValue(stored: unknown, generated: unknown): boolean {
  const decimal = (value: unknown) => (value as { _bsontype?: string } | null)?._bsontype === 'Decimal128';
  if (decimal(stored) || decimal(generated)) {
    try {
      return fromStored(stored as StoredMoney).equals(fromStored(generated as StoredMoney));
    } catch {
      return false;
    }
  }
  if (Array.isArray(stored) && Array.isArray(generated))
    return stored.length === generated.length && stored.every((item, index) => sameValue(item, generated[index]));
  if (isPlainObject(stored) && isPlainObject(generated)) {
    const keys = Object.keys(generated);
    return Object.keys(stored).length === keys.length && keys.every((key) => key in stored && sameValue(stored[key], generated[key]));
  }
  return isDeepStrictEqual(stored, generated);
}

const BATCH_SIZE = 500;
// Fields the seeder never compares: secrets are hashed with a fresh salt, so a reseed keeps the
// stored hash (a password the user changed survives; `reset` restores the demo password).
const SECRET_FIELDS = new Set(['password', 'pin']);

async function hashAttendantSecrets(record: PlainRecord, cost: SecretHashCost): Promise<PlainRecord> {
  const { password, pin, ...rest } = record as PlainRecord & { password: string | null; pin: string | null };
  return {
    ...rest,
    passwordHash: password ? await hashSecret(password, cost) : null,
    pinHash: pin ? await hashSecret(pin, cost) : null,
  };
}

async function syncCollection(target: SeedTarget, records: PlainRecord[], hashCost: SecretHashCost, now: number): Promise<SeedCounts> {
  const query = target.model.find({}).lean<PlainRecord[]>();
  if (target.collection === 'attendants') query.select('+passwordHash +pinHash');
  const existing = new Map((await query).map((record) => [keyOf(record, target.key), record]));
  const operations: AnyBulkWriteOperation[] = [];
  const counts: SeedCounts = { inserted: 0, updated: 0, unchanged: 0, total: records.length };
  for (const generated of records) {
    const stored = existing.get(keyOf(generated, target.key));
    if (!stored) {
      const document = target.collection === 'attendants' ? await hashAttendantSecrets(generated, hashCost) : { ...generated };
      operations.push({ insertOne: { document: { ...document, _version: 1, _deleted: null, _lastChangedAt: now } } });
      counts.inserted += 1;
      continue;
    }
    const changes: PlainRecord = {};
    for (const [field, value] of Object.entries(generated)) {
      if (SECRET_FIELDS.has(field)) continue;
      if (!sameValue(stored[field], value)) changes[field] = value;
    }
    if (stored._deleted !== null && stored._deleted !== undefined) changes._deleted = null;
    if (target.collection === 'attendants') {
      // An account that lost its hash (or never had one) gets the demo secret again.
      if (!stored.passwordHash && generated.password) {
        changes.passwordHash = await hashSecret(generated.password as string, hashCost);
      }
      if (!stored.pinHash && generated.pin) changes.pinHash = await hashSecret(generated.pin as string, hashCost);
    }
    if (Object.keys(changes).length === 0) {
      counts.unchanged += 1;
      continue;
    }
    operations.push({
      updateOne: {
        filter: { _id: stored._id },
        update: { $set: { ...changes, _lastChangedAt: now }, $inc: { _version: 1 } },
      },
    });
    counts.updated += 1;
  }
  for (let start = 0; start < operations.length; start += BATCH_SIZE) {
    try {
      await target.model.bulkWrite(operations.slice(start, start + BATCH_SIZE) as never[], { ordered: false });
    } catch (error) {
      // Another process seeding at the same moment inserted the same demo records first.
      const duplicates = duplicateKeyErrorCount(error);
      if (duplicates === null) throw error;
      counts.inserted -= duplicates;
      counts.unchanged += duplicates;
    }
  }
  return counts;
}

/** How many writes of a bulk error were duplicate keys, or null when any other error is in it. */
function duplicateKeyErrorCount(error: unknown): number | null {
  const writeErrors = batchWriteErrorsOf(error);
  if (writeErrors.length === 0 || !writeErrors.every(isDuplicateKeyError)) return null;
  return writeErrors.length;
}

/**
 * Inserts the demo dataset through the models. Idempotent: records are matched by business id,
 * missing ones are inserted, ones that differ from the demo data are restored (with `_version`
 * bumped), identical ones are left alone, so a second run changes nothing. Records that are not
 * part of the demo data are never touched, unless `reset` empties the seeded collections first.
 */
export async function seedDemoData(options: SeedOptions = {}): Promise<SeedResult> {
  // The demo data set is loaded, not edited: no change history (docs/history.md).
  return withoutHistory(() => seedDemoDataRecords(options));
}

async function seedDemoDataRecords(options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const seed = options.seed ?? 1;
  const reset = options.reset ?? false;
  const hashCost = options.hashCost ?? defaultSecretHashCost;
  const data = generateDemoData(seed);
  await Promise.all([...targets.map((target) => target.model.createIndexes()), MetaRecordModel.createIndexes()]);
  if (reset) {
    for (const target of targets) await target.model.deleteMany({});
    await clearCommissionData();
    await MetaRecordModel.deleteOne({ key: DEMO_SEED_META_KEY });
    options.logger?.info({ collections: seededCollections }, 'demo data reset');
  }
  const now = Date.now();
  const collections = {} as Record<SeededCollection, SeedCounts>;
  for (const target of targets) {
    const records = data[target.collection] as unknown as PlainRecord[];
    const counts = await syncCollection(target, records, hashCost, now);
    collections[target.collection] = counts;
    options.logger?.debug({ collection: target.collection, ...counts }, 'demo data collection synchronised');
  }
  // The variable-commissions module has its own generator (db/seed/commissions).
  const commissions = await seedCommissionDemo();
  options.logger?.debug({ collection: 'commissions', ...commissions }, 'commissions demo synchronised');
  const customers = await seedDemoCustomers({ reset, seed });
  // Remote commands: commands, promotional kits in the demo stores and a short answered history.
  const remoteCommands = await seedRemoteCommandsDemo();
  options.logger?.debug({ collection: 'remoteCommands', ...remoteCommands }, 'remote commands demo synchronised');
  options.logger?.debug({ collection: 'customers', ...customers }, 'customers demo synchronised');
  // Work-team templates, store staff, four weeks of headcount history and yesterday's calculation.
  const headcount = await seedHeadcountDemo({ reset, seed });
  options.logger?.debug({ collection: 'headcount', ...headcount }, 'headcount demo synchronised');
  // Work plans with sections and activities; point-of-sale licenses of the demo stores' registers.
  const workplans = await seedWorkplansDemo({ reset });
  options.logger?.debug({ collection: 'workplans', ...workplans }, 'work plans demo synchronised');
  const licenses = await seedLicensesDemo({ reset });
  options.logger?.debug({ collection: 'licenses', ...licenses }, 'licenses demo synchronised');
  const purchasing = await seedPurchasingDemo();
  options.logger?.debug({ collection: 'purchasing', ...purchasing }, 'purchasing demo synchronised');
  // Xadis: settings, a week of empty-container reports and two past transmissions.
  const xadis = await seedXadisDemo();
  options.logger?.debug({ collection: 'xadis', ...xadis }, 'xadis demo synchronised');
  const records = Object.values(collections).reduce((sum, counts) => sum + counts.total, 0);
  const changed = Object.values(collections).some((counts) => counts.inserted + counts.updated > 0);
  const state = await readDemoSeedState();
  if (changed || !state || state.version !== DEMO_SEED_VERSION || state.seed !== seed) {
    const value: DemoSeedState = { version: DEMO_SEED_VERSION, seed, completedAt: new Date().toISOString(), records };
    await MetaRecordModel.updateOne({ key: DEMO_SEED_META_KEY }, { $set: { value } }, { upsert: true });
  }
  const result: SeedResult = { seedVersion: DEMO_SEED_VERSION, seed, reset, collections, durationMs: Date.now() - started };
  options.logger?.info(
    {
      durationMs: result.durationMs,
      inserted: Object.values(collections).reduce((sum, counts) => sum + counts.inserted, 0),
      updated: Object.values(collections).reduce((sum, counts) => sum + counts.updated, 0),
      records,
    },
    'demo data seeded',
  );
  return result;
}

/** What the last seeding recorded, or null when the database was never seeded. */
export async function readDemoSeedState(): Promise<DemoSeedState | null> {
  const record = await MetaRecordModel.findOne({ key: DEMO_SEED_META_KEY }).lean();
  return record ? (record.value as unknown as DemoSeedState) : null;
}

/** True once the current version of the demo dataset has been seeded. */
export async function isSeeded(): Promise<boolean> {
  const state = await readDemoSeedState();
  return state !== null && state.version === DEMO_SEED_VERSION;
}
