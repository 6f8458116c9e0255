import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer } from './index';

/** Group commit on lmdb's write thread (groupCommit.ts): many clients' writes, transactions beside them, all durable. */

const directories: string[] = [];
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

function freshDirectory(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
  directories.push(directory);
  return directory;
}

describe('group commit on the write thread', () => {
  it('acknowledges 32 clients’ inserts in shared durable commits, keeps every one after a restart, and refuses a duplicate alone', async () => {
    const dataDir = freshDirectory();
    let server = await startEmbeddedServer({ dataDir, durability: 'fsync' });
    let client = new MongoClient(server.uri, { maxPoolSize: 40 });
    const total = 640;
    try {
      const db = client.db('group');
      const items = db.collection<{ _id: number; client: number; n: number }>('items');
      await items.createIndex({ client: 1, n: 1 }, { unique: true });
      const before = (await db.command({ serverStatus: 1 })).groupCommit as { commits: number; writes: number };
      let next = 0;
      await Promise.all(
        Array.from({ length: 32 }, async (_, clientNumber) => {
          let n = 0;
          while (next < total) {
            const i = next++;
            await items.insertOne({ _id: i, client: clientNumber, n: n++ });
          }
        }),
      );
      const after = (await db.command({ serverStatus: 1 })).groupCommit as { commits: number; writes: number };
      expect(after.writes - before.writes).toBe(total);
      // Several clients' inserts share a commit: fewer durable commits than writes.
      expect(after.commits - before.commits).toBeLessThan(total);
      const duplicate = await items.insertOne({ _id: total, client: 0, n: 0 }).catch((error: unknown) => error);
      expect(duplicate).toBeInstanceOf(MongoServerError);
      expect((duplicate as MongoServerError).code).toBe(11000);
      expect(await items.countDocuments()).toBe(total);
    } finally {
      await client.close();
      await server.close();
    }
    server = await startEmbeddedServer({ dataDir, durability: 'fsync' });
    client = new MongoClient(server.uri);
    try {
      const items = client.db('group').collection('items');
      expect(await items.countDocuments()).toBe(total);
      expect(await items.countDocuments({ client: 5 })).toBeGreaterThan(0);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('runs multi-document transactions while other clients keep writing, each committed whole', async () => {
    const server = await startEmbeddedServer({ dataDir: freshDirectory(), durability: 'fsync' });
    const client = new MongoClient(server.uri, { maxPoolSize: 20 });
    try {
      const db = client.db('group');
      const plain = db.collection<{ _id: number }>('plain');
      const accounts = db.collection<{ _id: string; balance: number }>('accounts');
      await accounts.insertMany([
        { _id: 'a', balance: 100 },
        { _id: 'b', balance: 0 },
      ]);
      let next = 0;
      const writers = Array.from({ length: 8 }, async () => {
        while (next < 200) await plain.insertOne({ _id: next++ });
      });
      const transfers = (async () => {
        for (let i = 0; i < 10; i++) {
          const session = client.startSession();
          try {
            await session.withTransaction(async () => {
              await accounts.updateOne({ _id: 'a' }, { $inc: { balance: -1 } }, { session });
              await accounts.updateOne({ _id: 'b' }, { $inc: { balance: 1 } }, { session });
            });
          } finally {
            await session.endSession();
          }
        }
      })();
      await Promise.all([...writers, transfers]);
      expect(await plain.countDocuments()).toBe(200);
      expect(await accounts.find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 'a', balance: 90 },
        { _id: 'b', balance: 10 },
      ]);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
