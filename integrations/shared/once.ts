import { type Model, type QueryFilter, type Types, type UpdateQuery } from 'mongoose';
import { isDuplicateKeyError } from '../../db/models/common';

/**
 * At-most-once sending by an idempotency key (e-mail, SMS, partner batches). A record with a
 * unique key is written before the side effect; a retried activity finds it and does not send
 * again. A claim that was left in `sending` by a crashed process is taken over after `leaseMs`,
 * and a `failed` one may be retried: the caller decides what a retry means by calling again.
 */
export type OnceStatus = 'sending' | 'sent' | 'failed';

export interface OnceFields {
  idempotencyKey: string;
  status: string;
  attempts: number;
  claimedAt?: Date | null;
  lastError?: string | null;
}

export type OnceRecord<T> = T & { _id: Types.ObjectId };

export interface OnceClaim<T> {
  /** True when this caller holds the claim and must perform the side effect. */
  claimed: boolean;
  record: OnceRecord<T>;
}

export const defaultLeaseMs = 5 * 60_000;

export async function claimOnce<T extends OnceFields>(
  model: Model<T>,
  idempotencyKey: string,
  fields: Partial<T>,
  leaseMs = defaultLeaseMs,
): Promise<OnceClaim<T>> {
  const now = new Date();
  try {
    const created = await model.create({ ...fields, idempotencyKey, status: 'sending', attempts: 1, claimedAt: now });
    return { claimed: true, record: created.toObject() as OnceRecord<T> };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const staleBefore = new Date(now.getTime() - leaseMs);
  const retaken = await model
    .findOneAndUpdate(
      {
        idempotencyKey,
        $or: [{ status: 'failed' }, { status: 'sending', claimedAt: { $lt: staleBefore } }],
      } as QueryFilter<T>,
      { $set: { status: 'sending', claimedAt: now, lastError: null }, $inc: { attempts: 1 } } as UpdateQuery<T>,
      { returnDocument: 'after' },
    )
    .lean<OnceRecord<T>>();
  if (retaken) return { claimed: true, record: retaken };
  const existing = await model.findOne({ idempotencyKey } as QueryFilter<T>).lean<OnceRecord<T>>();
  if (!existing) throw new Error(`idempotency record ${idempotencyKey} vanished while being claimed`);
  return { claimed: false, record: existing };
}

export async function completeOnce<T extends OnceFields>(model: Model<T>, id: Types.ObjectId, fields: Partial<T>): Promise<OnceRecord<T>> {
  const updated = await model
    .findOneAndUpdate({ _id: id } as QueryFilter<T>, { $set: { ...fields, status: 'sent', claimedAt: null, lastError: null } } as UpdateQuery<T>, {
      returnDocument: 'after',
    })
    .lean<OnceRecord<T>>();
  if (!updated) throw new Error(`idempotency record ${String(id)} disappeared`);
  return updated;
}

export async function failOnce<T extends OnceFields>(model: Model<T>, id: Types.ObjectId, error: unknown, fields: Partial<T> = {}): Promise<void> {
  const text = error instanceof Error ? error.message : String(error);
  await model.updateOne(
    { _id: id } as QueryFilter<T>,
    { $set: { ...fields, status: 'failed', claimedAt: null, lastError: text.slice(0, 2000) } } as UpdateQuery<T>,
  );
}
