import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MongoClient, MongoServerError, type Collection, type Db, type Document } from 'mongodb';
import { expect } from 'vitest';
import { startEmbeddedServer } from '../index';

/**
 * The conformance suite's connection: a real MongoDB when MONGODB_URI is set, otherwise an
 * embedded document server in a temporary directory. The cases are written only against the
 * official driver, so both must give the same answers.
 */
/**
 * The cases use numbers and strings as `_id`s and free-form updates, which the driver's schema
 * typing cannot express: collections are untyped here on purpose.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseCollection = Collection<any>;

export interface ConformanceDatabase {
  client: MongoClient;
  db: Db;
  /** True when the cases run against the embedded server. */
  embedded: boolean;
  /** A new, empty collection with a unique name. */
  collection(prefix?: string): LooseCollection;
  close(): Promise<void>;
}

export async function openConformanceDatabase(): Promise<ConformanceDatabase> {
  const external = process.env.MONGODB_URI?.trim();
  let uri = external;
  let stop = async () => {};
  if (!uri) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conformance-'));
    const server = await startEmbeddedServer({ dataDir, durability: 'os' });
    uri = server.uri;
    stop = async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db(`conformance_${randomUUID().replace(/-/g, '').slice(0, 12)}`);
  let counter = 0;
  return {
    client,
    db,
    embedded: !external,
    collection: (prefix = 'c') => db.collection(`${prefix}_${++counter}`) as LooseCollection,
    close: async () => {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
      await stop();
    },
  };
}

/** The `_id`s of documents, sorted, for order-independent comparisons. */
export function ids(documents: Document[]): unknown[] {
  return documents.map((document) => document._id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The server's error reply to a command that must fail (the case fails when it succeeds). */
export async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}
