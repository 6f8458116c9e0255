import mongoose from 'mongoose';
import { flushPendingHistory } from './history/pending';

/**
 * Connects the shared mongoose instance. The same code serves the embedded document server
 * (a mongodb:// URI on loopback) and a real MongoDB: only the URI differs.
 */
export async function connectDatabase(uri: string, dbName: string): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: 10_000, autoIndex: true });
  return mongoose;
}

export async function disconnectDatabase(): Promise<void> {
  // Change-history entries still on their records are moved before the process lets go (a CLI command exits right after its write).
  await flushPendingHistory().catch(() => undefined);
  await mongoose.disconnect();
}
