import { Schema, type Types } from 'mongoose';
import { classifyCustomer, customerClasses, type CustomerClass } from '../../../domain/customers/classification';
import { storeDate, STORE_TIME_ZONE } from '../../../domain/common/time';
import { defineModel } from '../common';
import { MetaRecordModel } from '../meta/metaRecord';
import { CustomerModel } from './customer';

/**
 * The list's counters kept as counts (spec 001 section 4), so they cost the same with 100 or
 * 100,000 customers. A bucket counts the customers of one class (or '*', all), one customer type
 * and one day of their last change in the stores' calendar (America/Mexico_City); day '*' holds the all-time count. Each customer records
 * what it is counted as (`countedAs`); `refreshCustomerClasses` moves it between buckets by first
 * claiming the change on the customer (so two refreshes never count it twice), then adjusting
 * the buckets. `rebuildCustomerCounts` recomputes everything from the customers (repair, bulk loads).
 */
export const ALL = '*';

export interface CustomerCountBucket {
  class: CustomerClass | typeof ALL;
  customerTypeId: string;
  day: string;
  count: number;
}

const bucketSchema = new Schema<CustomerCountBucket>(
  {
    class: { type: String, required: true },
    customerTypeId: { type: String, required: true },
    day: { type: String, required: true },
    count: { type: Number, default: 0 },
  },
  { collection: 'customerCounts', versionKey: false },
);
bucketSchema.index({ class: 1, customerTypeId: 1, day: 1 }, { unique: true });
bucketSchema.index({ day: 1 });

export const CustomerCountModel = defineModel<CustomerCountBucket>('CustomerCount', bucketSchema);

export interface CountedAs {
  classes: CustomerClass[];
  customerTypeId: string;
  day: string;
}

/** The stores' calendar day of an instant: the day the list's "changed since" filter names. */
export const dayOf = storeDate;

/** Where the database records which calendar its buckets' days are in. */
const COUNTED_DAYS_KEY = 'customerCounts.days';

function bucketKeys(counted: CountedAs): { class: string; customerTypeId: string; day: string }[] {
  return [ALL, ...counted.classes].flatMap((name) => [
    { class: name, customerTypeId: counted.customerTypeId, day: counted.day },
    { class: name, customerTypeId: counted.customerTypeId, day: ALL },
  ]);
}

type CountingFields = {
  _id: Types.ObjectId;
  customerId: string | null;
  sellBanned: boolean | null;
  preregistrationCode: string | null;
  fingerCount: number;
  openAuditCount: number;
  customerTypeId: string;
  _lastChangedAt: number;
  _deleted?: boolean | null;
  countedAs?: CountedAs | null;
};
const countingProjection = {
  customerId: 1,
  sellBanned: 1,
  preregistrationCode: 1,
  fingerCount: 1,
  openAuditCount: 1,
  customerTypeId: 1,
  _lastChangedAt: 1,
  _deleted: 1,
  countedAs: 1,
};

function countingOf(customer: CountingFields): CountedAs | null {
  if (customer._deleted === true) return null;
  return { classes: classifyCustomer(customer), customerTypeId: customer.customerTypeId, day: dayOf(customer._lastChangedAt) };
}

const same = (a: CountedAs | null | undefined, b: CountedAs | null) => JSON.stringify(a ?? null) === JSON.stringify(b);

/**
 * Recomputes the stored classes of customers after a write and moves them between the counter
 * buckets. Every write path of the area ends here.
 */
export async function refreshCustomerClasses(ids: readonly (Types.ObjectId | string)[]): Promise<void> {
  if (ids.length === 0) return;
  let pending = [...ids];
  for (let round = 0; round < 5 && pending.length > 0; round += 1) {
    const customers = await CustomerModel.find({ _id: { $in: pending } })
      .select(countingProjection)
      .lean<CountingFields[]>();
    const retry: Types.ObjectId[] = [];
    const changes = new Map<string, number>();
    for (const customer of customers) {
      const next = countingOf(customer);
      if (same(customer.countedAs, next)) continue;
      // Claim the move: only the refresh that saw the current countedAs moves the counts.
      const claimed = await CustomerModel.collection.updateOne(
        { _id: customer._id, countedAs: customer.countedAs ?? null },
        { $set: { countedAs: next, classes: next?.classes ?? [] } },
      );
      if (claimed.modifiedCount === 0) {
        retry.push(customer._id);
        continue;
      }
      for (const key of customer.countedAs ? bucketKeys(customer.countedAs) : []) changes.set(JSON.stringify(key), (changes.get(JSON.stringify(key)) ?? 0) - 1);
      for (const key of next ? bucketKeys(next) : []) changes.set(JSON.stringify(key), (changes.get(JSON.stringify(key)) ?? 0) + 1);
    }
    const operations = [...changes]
      .filter(([, delta]) => delta !== 0)
      .map(([key, delta]) => ({ updateOne: { filter: JSON.parse(key), update: { $inc: { count: delta } }, upsert: true } }));
    if (operations.length > 0) await CustomerCountModel.bulkWrite(operations, { ordered: false });
    pending = retry;
  }
}

/** Recounts every bucket from the customers (after a bulk load, or to repair counts). */
export async function rebuildCustomerCounts(): Promise<number> {
  const totals = new Map<string, number>();
  const cursor = CustomerModel.find({}).select(countingProjection).lean<CountingFields[]>().cursor({ batchSize: 2000 });
  const updates: { updateOne: { filter: { _id: Types.ObjectId }; update: { $set: { countedAs: CountedAs | null; classes: CustomerClass[] } } } }[] = [];
  let customers = 0;
  const flush = async () => {
    if (updates.length) await CustomerModel.collection.bulkWrite(updates.splice(0));
  };
  for await (const customer of cursor as AsyncIterable<CountingFields>) {
    customers += 1;
    const counted = countingOf(customer);
    for (const key of counted ? bucketKeys(counted) : []) totals.set(JSON.stringify(key), (totals.get(JSON.stringify(key)) ?? 0) + 1);
    if (!same(customer.countedAs, counted))
      updates.push({ updateOne: { filter: { _id: customer._id }, update: { $set: { countedAs: counted, classes: counted?.classes ?? [] } } } });
    if (updates.length >= 2000) await flush();
  }
  await flush();
  await CustomerCountModel.deleteMany({});
  const buckets = [...totals].map(([key, count]) => ({ ...JSON.parse(key), count }));
  for (let start = 0; start < buckets.length; start += 2000) await CustomerCountModel.insertMany(buckets.slice(start, start + 2000));
  await MetaRecordModel.updateOne({ key: COUNTED_DAYS_KEY }, { $set: { value: { timeZone: STORE_TIME_ZONE } } }, { upsert: true });
  return customers;
}

/**
 * Counts kept before the buckets' days were the stores' were counted in UTC days: a database whose
 * buckets are not marked as in the stores' calendar is recounted once, at start. True when it was.
 */
export async function ensureCountsInStoreDays(): Promise<boolean> {
  const record = await MetaRecordModel.findOne({ key: COUNTED_DAYS_KEY }).lean();
  if (record?.value.timeZone === STORE_TIME_ZONE) return false;
  await rebuildCustomerCounts();
  return true;
}

/** The counters of a class/type/day filter from the buckets ('total' is every customer of the filter). */
export async function countersFromBuckets(filter: {
  customerTypeId?: string | null;
  sinceDay?: string | null;
}): Promise<Record<CustomerClass | 'total', number>> {
  const match: Record<string, unknown> = { day: filter.sinceDay ? { $gte: filter.sinceDay, $ne: ALL } : ALL };
  if (filter.customerTypeId) match.customerTypeId = filter.customerTypeId;
  const rows = await CustomerCountModel.find(match).select({ class: 1, count: 1 }).lean();
  const counters = Object.fromEntries([...customerClasses, 'total'].map((name) => [name, 0])) as Record<CustomerClass | 'total', number>;
  for (const row of rows) counters[row.class === ALL ? 'total' : row.class] += row.count;
  return counters;
}
