import mongoose from 'mongoose';
import { retentionSeconds } from '../../config/config';
import { retainedCollections, type RetentionValues } from '../../db/retention';

/** A collection that only grows, as the status screen shows it. */
export interface RetainedCollectionStatus {
  name: string;
  collection: string;
  documents: number;
  sizeBytes: number;
  setting: string;
  retentionSeconds: number;
}

const NAMESPACE_NOT_FOUND = 26;

/**
 * Each retained collection's document count and size, with its retention setting. Both figures
 * come from the collection's metadata, not from reading its documents: estimatedDocumentCount
 * and the collStats command, which MongoDB and the embedded server both answer. A collection
 * nothing was written to yet counts 0.
 */
export async function retainedCollectionStatus(values: RetentionValues): Promise<RetainedCollectionStatus[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database is not connected');
  const sizeOf = async (collection: string) => {
    try {
      const stats = await db.command({ collStats: collection });
      return Number(stats.size ?? 0);
    } catch (error) {
      if ((error as { code?: unknown }).code === NAMESPACE_NOT_FOUND) return 0;
      throw error;
    }
  };
  return Promise.all(
    retainedCollections.map(async (retained) => {
      const [documents, sizeBytes] = await Promise.all([db.collection(retained.collection).estimatedDocumentCount(), sizeOf(retained.collection)]);
      return {
        name: retained.name,
        collection: retained.collection,
        documents,
        sizeBytes,
        setting: retained.setting,
        retentionSeconds: retentionSeconds(retained.setting, values[retained.setting]),
      };
    }),
  );
}
