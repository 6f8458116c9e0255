import type { AnyBulkWriteOperation } from 'mongodb';
import { nameWordStarts } from '../../../domain/customers/nameSearch';
import { MetaRecordModel } from '../meta/metaRecord';
import { CustomerModel } from './customer';

const NAME_WORD_STARTS_KEY = 'customers.nameWordStarts';

/**
 * Customers stored by versions before the search by part of a name read `nameWordStarts`
 * (domain/customers/nameSearch.ts) get it once, at the first start that knows it; a meta record
 * marks it done so later starts read nothing. Returns how many customers were given it.
 */
export async function ensureNameWordStarts(onProgress?: (done: number) => void): Promise<number> {
  if (await MetaRecordModel.exists({ key: NAME_WORD_STARTS_KEY })) return 0;
  const cursor = CustomerModel.collection.find({ nameWordStarts: { $exists: false } }, { projection: { nameKey: 1 }, batchSize: 2_000 });
  const updates: AnyBulkWriteOperation[] = [];
  let done = 0;
  const flush = async () => {
    if (updates.length === 0) return;
    done += updates.length;
    await CustomerModel.collection.bulkWrite(updates.splice(0), { ordered: false });
    onProgress?.(done);
  };
  for await (const customer of cursor) {
    const nameKey = typeof customer.nameKey === 'string' ? customer.nameKey : '';
    updates.push({ updateOne: { filter: { _id: customer._id }, update: { $set: { nameWordStarts: nameWordStarts(nameKey) } } } });
    if (updates.length >= 2_000) await flush();
  }
  await flush();
  await MetaRecordModel.updateOne({ key: NAME_WORD_STARTS_KEY }, { $set: { value: { done: true } } }, { upsert: true });
  return done;
}
