import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from './index';

/**
 * A replica set of one: the handshake, multi-document transactions through the driver and through
 * mongoose's connection.transaction(), isolation from other sessions, write conflicts.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'transactions-'));
let server: EmbeddedServer;
let client: MongoClient;

beforeAll(async () => {
  server = await startEmbeddedServer({ dataDir, durability: 'os' });
  client = new MongoClient(server.uri);
  await client.connect();
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('replica set of one', () => {
  it('answers the handshake as the primary of a replica set with operation and cluster times', async () => {
    const hello = await client.db('admin').command({ hello: 1 });
    expect(hello).toMatchObject({ setName: 'rs0', isWritablePrimary: true, secondary: false });
    expect(hello.hosts).toEqual([hello.me]);
    expect(hello.operationTime).toBeDefined();
    expect(hello.$clusterTime.clusterTime).toBeDefined();
  });

  it('commits every write of a transaction together and undoes them all on abort', async () => {
    const db = client.db('tx');
    const customers = db.collection<{ _id: string; name: string }>('customers');
    const audits = db.collection<{ _id: string; customer: string }>('audits');
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        await customers.insertOne({ _id: 'c1', name: 'Ana' }, { session });
        await audits.insertOne({ _id: 'a1', customer: 'c1' }, { session });
      });
      session.startTransaction();
      await customers.insertOne({ _id: 'c2', name: 'Beto' }, { session });
      await customers.updateOne({ _id: 'c1' }, { $set: { name: 'Ana María' } }, { session });
      await audits.deleteOne({ _id: 'a1' }, { session });
      expect(await customers.countDocuments({}, { session })).toBe(2);
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await customers.find().toArray()).toEqual([{ _id: 'c1', name: 'Ana' }]);
    expect(await audits.find().toArray()).toEqual([{ _id: 'a1', customer: 'c1' }]);
  });

  it('keeps uncommitted writes from other sessions and aborts a transaction after a write error', async () => {
    const items = client.db('tx').collection<{ _id: number; v?: number }>('isolation');
    await items.insertOne({ _id: 1 });
    const session = client.startSession();
    try {
      session.startTransaction();
      await items.insertOne({ _id: 2 }, { session });
      // Another session's read waits until the transaction ends, then sees the committed state.
      const outside = items.find().toArray();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await session.commitTransaction();
      expect((await outside).map((item) => item._id)).toEqual([1, 2]);

      session.startTransaction();
      await items.insertOne({ _id: 3 }, { session });
      await expect(items.insertOne({ _id: 1 }, { session })).rejects.toThrow(/duplicate key/);
      await expect(session.commitTransaction()).rejects.toMatchObject({ code: 251 });
    } finally {
      await session.endSession();
    }
    expect(await items.countDocuments()).toBe(2);
  });

  it('answers a second concurrent transaction with a retryable WriteConflict', async () => {
    const items = client.db('tx').collection<{ _id: number }>('conflicts');
    const first = client.startSession();
    const second = client.startSession();
    try {
      first.startTransaction();
      await items.insertOne({ _id: 1 }, { session: first });
      second.startTransaction();
      const error = await items.insertOne({ _id: 2 }, { session: second }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MongoServerError);
      expect((error as MongoServerError).code).toBe(112);
      expect((error as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
      await second.abortTransaction().catch(() => undefined);
      await first.commitTransaction();
      // The driver's withTransaction retries on the label until it goes through.
      await second.withTransaction(async () => {
        await items.insertOne({ _id: 2 }, { session: second });
      });
    } finally {
      await first.endSession();
      await second.endSession();
    }
    expect(await items.countDocuments()).toBe(2);
  });

  it('aborts a transaction that holds up a plain write for too long, so the write goes through', async () => {
    const items = client.db('tx').collection<{ _id: number }>('held');
    const session = client.startSession();
    try {
      session.startTransaction();
      await items.insertOne({ _id: 1 }, { session });
      await items.insertOne({ _id: 2 });
      await expect(session.commitTransaction()).rejects.toSatisfy((error: MongoServerError) => error.hasErrorLabel('TransientTransactionError'));
    } finally {
      await session.endSession();
    }
    expect((await items.find().toArray()).map((item) => item._id)).toEqual([2]);
  });

  it("runs mongoose's connection.transaction()", async () => {
    const connection = await mongoose.createConnection(server.uri, { dbName: 'txmongoose' }).asPromise();
    try {
      const Customer = connection.model('Customer', new mongoose.Schema({ name: String }));
      const Audit = connection.model('Audit', new mongoose.Schema({ customerName: String }));
      await Customer.init();
      await Audit.init();
      await connection.transaction(async (session) => {
        await Customer.create([{ name: 'Carla' }], { session });
        await Audit.create([{ customerName: 'Carla' }], { session });
      });
      await expect(
        connection.transaction(async (session) => {
          await Customer.create([{ name: 'Dario' }], { session });
          throw new Error('the audit could not be written');
        }),
      ).rejects.toThrow('the audit could not be written');
      expect((await Customer.find().lean()).map((customer) => customer.name)).toEqual(['Carla']);
      expect(await Audit.countDocuments()).toBe(1);
    } finally {
      await connection.close();
    }
  });
});
