import { nameKeyOf } from '../../../domain/common/text';
import { AppError } from '../../../domain/errors/catalogue';
import { type CreateCustomerTypeInput, type RenameCustomerTypeInput } from '../../../domain/customers/customerTypes';
import { DEFAULT_CUSTOMER_TYPE_ID } from '../../../domain/customers/registration';
import { CustomerTypeModel, type CustomerType } from '../../../db/models/customers/customerType';
import { isDuplicateKeyError, liveRecords as live } from '../../../db/models/common';

type StoredType = CustomerType & { _id: unknown; _version: number; _lastChangedAt: number };

/** Tries to make a type the main one before giving up on requests that keep racing it. */
const DEFAULT_ATTEMPTS = 5;

export function customerTypeRow(type: StoredType) {
  return { ...type, id: String(type._id) };
}

function duplicateOf(error: { keyPattern?: Record<string, unknown>; message?: string }, field: string): boolean {
  return Boolean(error.keyPattern?.[field]) || Boolean(error.message?.includes(field));
}

/**
 * Brings stored types under the rules kept since (data written before them, or an interrupted
 * change): exactly one main type (the one changed last, or the fixed default CC, or the first)
 * and every name keyed for uniqueness; then makes sure the indexes that keep the rules exist.
 * Costs two counts when the data already follows the rules.
 */
async function ensureTypeRules(): Promise<void> {
  const [defaults, unkeyed] = await Promise.all([
    CustomerTypeModel.find({ defaultType: true }).select({ customerTypeId: 1, _lastChangedAt: 1 }).sort({ _lastChangedAt: -1 }).lean<StoredType[]>(),
    CustomerTypeModel.find({ nameKey: { $exists: false } })
      .select({ customerTypeId: 1, customerTypeName: 1 })
      .lean<StoredType[]>(),
  ]);
  if (defaults.length === 1 && unkeyed.length === 0) return;
  if (defaults.length > 1)
    await CustomerTypeModel.updateMany({ defaultType: true, customerTypeId: { $ne: defaults[0].customerTypeId } }, { $set: { defaultType: false } });
  if (defaults.length === 0) {
    const fallback = (await CustomerTypeModel.exists({ customerTypeId: DEFAULT_CUSTOMER_TYPE_ID, ...live }))
      ? DEFAULT_CUSTOMER_TYPE_ID
      : (await CustomerTypeModel.findOne(live).sort({ customerTypeId: 1 }).lean<StoredType>())?.customerTypeId;
    if (fallback)
      await CustomerTypeModel.updateOne({ customerTypeId: fallback }, { $set: { defaultType: true } }).catch((error: unknown) => {
        if (!isDuplicateKeyError(error)) throw error;
      });
  }
  for (const type of unkeyed) {
    await CustomerTypeModel.updateOne({ customerTypeId: type.customerTypeId }, { $set: { nameKey: nameKeyOf(type.customerTypeName) } }).catch(
      (error: unknown) => {
        // Two old types with the same name: the second keeps no key until it is renamed.
        if (!isDuplicateKeyError(error)) throw error;
      },
    );
  }
  await CustomerTypeModel.createIndexes();
}

export async function listCustomerTypes() {
  await ensureTypeRules();
  const types = await CustomerTypeModel.find(live).sort({ customerTypeId: 1 }).limit(100).lean<StoredType[]>();
  return types.map(customerTypeRow);
}

async function typeById(customerTypeId: string, version?: number | null): Promise<StoredType> {
  const type = await CustomerTypeModel.findOne({ customerTypeId, ...live }).lean<StoredType>();
  if (!type) throw new AppError('CUSTOMER_TYPE_NOT_FOUND', { id: customerTypeId.slice(0, 20) });
  if (typeof version === 'number' && type._version !== version) throw new AppError('CUSTOMER_TYPE_STALE');
  return type;
}

async function refuseTakenName(name: string, except?: string): Promise<string> {
  const nameKey = nameKeyOf(name);
  const types = await CustomerTypeModel.find({}).select({ customerTypeId: 1, customerTypeName: 1, nameKey: 1 }).lean<StoredType[]>();
  if (types.some((type) => type.customerTypeId !== except && (type.nameKey ?? nameKeyOf(type.customerTypeName)) === nameKey))
    throw new AppError('CUSTOMER_TYPE_NAME_TAKEN', { name });
  return nameKey;
}

/**
 * Makes a type the main one and every other INACTIVO. The unique index on the main type means two
 * requests racing can never leave two: the one that finds another main type in its way clears it
 * and tries again, so the last request wins.
 */
async function makeDefault(customerTypeId: string): Promise<StoredType> {
  for (let attempt = 0; attempt < DEFAULT_ATTEMPTS; attempt += 1) {
    await CustomerTypeModel.updateMany({ defaultType: true, customerTypeId: { $ne: customerTypeId } }, { $set: { defaultType: false } });
    try {
      const updated = await CustomerTypeModel.findOneAndUpdate(
        { customerTypeId, ...live },
        { $set: { defaultType: true }, $inc: { _version: 1 } },
        { returnDocument: 'after' },
      ).lean<StoredType>();
      if (!updated) throw new AppError('CUSTOMER_TYPE_NOT_FOUND', { id: customerTypeId });
      return updated;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  throw new AppError('CUSTOMER_TYPE_STALE');
}

/** PRINCIPAL (true) makes this the one main type; INACTIVO (false) is refused for the main type, which is changed by choosing another. */
export async function setCustomerTypeDefault(customerTypeId: string, defaultType: boolean, version?: number | null) {
  await ensureTypeRules();
  const type = await typeById(customerTypeId, version);
  if (!defaultType) {
    if (type.defaultType) throw new AppError('CUSTOMER_TYPE_DEFAULT_REQUIRED');
    return customerTypeRow(type);
  }
  return customerTypeRow(await makeDefault(type.customerTypeId));
}

export async function createCustomerType(input: CreateCustomerTypeInput) {
  await ensureTypeRules();
  if (await CustomerTypeModel.exists({ customerTypeId: input.customerTypeId })) throw new AppError('CUSTOMER_TYPE_ID_TAKEN', { id: input.customerTypeId });
  const nameKey = await refuseTakenName(input.customerTypeName);
  try {
    await CustomerTypeModel.create({
      customerTypeId: input.customerTypeId,
      customerTypeName: input.customerTypeName,
      labels: { es: input.customerTypeName, en: input.customerTypeName },
      defaultType: false,
      nameKey,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    throw duplicateOf(error, 'nameKey')
      ? new AppError('CUSTOMER_TYPE_NAME_TAKEN', { name: input.customerTypeName })
      : new AppError('CUSTOMER_TYPE_ID_TAKEN', { id: input.customerTypeId });
  }
  if (input.defaultType) return customerTypeRow(await makeDefault(input.customerTypeId));
  return customerTypeRow(await typeById(input.customerTypeId));
}

/** A new name (unique, case and spacing aside); an English label equal to the old name follows it. */
export async function renameCustomerType(input: RenameCustomerTypeInput) {
  const type = await typeById(input.customerTypeId, input._version);
  const nameKey = await refuseTakenName(input.customerTypeName, type.customerTypeId);
  const set: Record<string, unknown> = { customerTypeName: input.customerTypeName, nameKey, 'labels.es': input.customerTypeName };
  if (!type.labels?.en || type.labels.en === type.customerTypeName) set['labels.en'] = input.customerTypeName;
  try {
    const updated = await CustomerTypeModel.findOneAndUpdate(
      { customerTypeId: type.customerTypeId, _version: type._version, ...live },
      { $set: set, $inc: { _version: 1 } },
      { returnDocument: 'after' },
    ).lean<StoredType>();
    if (!updated) throw new AppError('CUSTOMER_TYPE_STALE');
    return customerTypeRow(updated);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('CUSTOMER_TYPE_NAME_TAKEN', { name: input.customerTypeName });
    throw error;
  }
}

/** True when a live type has this key (the mass update and audit decisions check the type they set). */
export async function customerTypeExists(customerTypeId: string): Promise<boolean> {
  return Boolean(await CustomerTypeModel.exists({ customerTypeId }));
}
