import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { connectDatabase, disconnectDatabase } from './connection';
import { startEmbeddedServer } from './embedded/index';

export interface TestDatabase {
  uri: string;
  dbName: string;
  close(): Promise<void>;
}

/**
 * A database for one test file: MONGODB_URI when set (a real MongoDB), otherwise an embedded
 * document server in a fresh temporary directory on a free port. The shared mongoose instance is
 * connected to a database with a unique name; close() disconnects, stops the server and removes
 * its directory.
 */
export interface TestDatabaseOptions {
  /** How often the embedded server's TTL monitor removes expired documents (default 60 s, as mongod); MongoDB keeps its own. */
  ttlIntervalMs?: number;
}

export async function startTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dbName = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const external = process.env.MONGODB_URI?.trim();
  if (external) {
    const mongoose = await connectDatabase(external, dbName);
    return {
      uri: external,
      dbName,
      close: async () => {
        await mongoose.connection.dropDatabase().catch(() => undefined);
        await disconnectDatabase();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-db-'));
  // Test data lives in a temporary directory: skip the per-write fsync, keep the commit.
  const server = await startEmbeddedServer({ dataDir, durability: 'os', ttlIntervalMs: options.ttlIntervalMs });
  try {
    await connectDatabase(server.uri, dbName);
  } catch (error) {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    uri: server.uri,
    dbName,
    close: async () => {
      await disconnectDatabase();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
