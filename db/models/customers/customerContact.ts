import { Schema, type mongo } from 'mongoose';
import { batchWriteErrorsOf, defineModel, isDuplicateKeyError } from '../common';
import { CustomerModel } from './customer';

/**
 * A phone or e-mail held by one customer: `_id` is the contact key (`phone:+529211234567`,
 * `email:ana@example.com`), so the database's unique `_id` lets exactly one of two registrations
 * racing on the same contact take it. The indexed look-up on the customers finds the contacts of
 * customers registered before the claims existed; the claims close the window between that
 * look-up and the insert.
 */
export interface CustomerContact {
  _id: string;
  /** The customer's `_id` as a string. */
  customerRef: string;
  claimedAt: Date;
}

const customerContactSchema = new Schema<CustomerContact>(
  {
    _id: { type: String, required: true },
    customerRef: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'customerContacts', versionKey: false },
);
customerContactSchema.index({ customerRef: 1 });

export const CustomerContactModel = defineModel<CustomerContact>('CustomerContact', customerContactSchema);

/** How long a claim whose customer was never written (a crash in between) blocks its contact. */
export const ORPHAN_CLAIM_MS = 60_000;

export function customerContactIds(keys: { phoneKeys: readonly string[]; emailKeys: readonly string[] }): string[] {
  return [...keys.phoneKeys.map((phone) => `phone:${phone}`), ...keys.emailKeys.map((email) => `email:${email}`)];
}

/** Takes over a claim whose customer does not exist and that is older than ORPHAN_CLAIM_MS. */
async function takeOverOrphan(id: string, customerRef: string, now: Date): Promise<boolean> {
  const held = await CustomerContactModel.findById(id).lean();
  if (!held) {
    try {
      await CustomerContactModel.create({ _id: id, customerRef, claimedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
  if (now.getTime() - held.claimedAt.getTime() < ORPHAN_CLAIM_MS) return false;
  if (await CustomerModel.exists({ _id: held.customerRef })) return false;
  const taken = await CustomerContactModel.updateOne(
    { _id: id, customerRef: held.customerRef, claimedAt: held.claimedAt },
    { $set: { customerRef, claimedAt: now } },
  );
  return taken.modifiedCount === 1;
}

/** The positions in a batch that a duplicate key refused, or null when the error is anything else. */
function duplicatePositions(error: unknown, size: number): Set<number> | null {
  const writeErrors = batchWriteErrorsOf(error);
  if (writeErrors.length === 0) return isDuplicateKeyError(error) && size === 1 ? new Set([0]) : null;
  const positions = new Set<number>();
  for (const writeError of writeErrors) {
    const { index } = writeError;
    if (!isDuplicateKeyError(writeError) || index === undefined) return null;
    positions.add(index);
  }
  return positions;
}

/**
 * Claims every contact for the customer, all or nothing: true when all are now held by it; false
 * (and nothing left claimed) when another customer holds one of them. The claims go in one
 * unordered insert (one durable write for the usual case of free contacts); only a contact
 * already held is looked at one by one (an orphan claim may be taken over).
 */
export async function claimCustomerContacts(
  customerRef: string,
  keys: { phoneKeys: readonly string[]; emailKeys: readonly string[] },
  now: Date = new Date(),
): Promise<boolean> {
  const ids = customerContactIds(keys);
  if (ids.length === 0) return true;
  let refused: Set<number>;
  try {
    await (CustomerContactModel.collection as unknown as mongo.Collection<CustomerContact>).insertMany(
      ids.map((id) => ({ _id: id, customerRef, claimedAt: now })),
      { ordered: false },
    );
    return true;
  } catch (error) {
    const positions = duplicatePositions(error, ids.length);
    if (!positions) {
      await releaseCustomerContacts(customerRef, ids);
      throw error;
    }
    refused = positions;
  }
  const claimed = ids.filter((_, index) => !refused.has(index));
  for (const id of ids.filter((_, index) => refused.has(index))) {
    if (await takeOverOrphan(id, customerRef, now)) {
      claimed.push(id);
      continue;
    }
    await releaseCustomerContacts(customerRef, claimed);
    return false;
  }
  return true;
}

/** Gives back the claims this customer holds (all of them, or only the listed ones). */
export async function releaseCustomerContacts(customerRef: string, ids?: readonly string[]): Promise<void> {
  await CustomerContactModel.deleteMany(ids ? { _id: { $in: [...ids] }, customerRef } : { customerRef });
}
