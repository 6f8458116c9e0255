import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Durability: a server process is killed with SIGKILL while clients stream writes and
 * transactions; after a restart on the same data directory every acknowledged write is there, no
 * batch is half-written, and every transaction is there whole or not at all (aborted ones never).
 */

const mainScript = path.resolve(__dirname, 'main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
const children: ChildProcess[] = [];

async function startServerProcess(): Promise<{ child: ChildProcess; uri: string }> {
  // tsx as a loader in the same process: the tsx CLI would run the server in a grandchild that
  // SIGKILL on the CLI does not reach.
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript, '--data', dataDir, '--port', '0'], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('embedded server process did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`embedded server process exited early with ${code}`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{"uri"')) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { uri: string }).uri);
    });
  });
  return { child, uri };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged write and no partial batch after SIGKILL', async () => {
    const batchSize = 40;
    const first = await startServerProcess();
    const client = new MongoClient(first.uri, { serverSelectionTimeoutMS: 2000, maxPoolSize: 8 });
    await client.connect();
    const batches = client.db('crash').collection<{ _id: string; batch: number; i: number; payload: string }>('batches');
    const counters = client.db('crash').collection<{ _id: string; n: number }>('counters');
    await counters.insertOne({ _id: 'acks', n: 0 });

    const acknowledgedBatches: number[] = [];
    let acknowledgedIncrements = 0;
    let attemptedIncrements = 0;
    let stopped = false;

    const batchWriter = async (writer: number) => {
      for (let round = 0; !stopped; round++) {
        const batch = writer * 1_000_000 + round;
        const documents = Array.from({ length: batchSize }, (_, i) => ({ _id: `${batch}-${i}`, batch, i, payload: 'x'.repeat(200) }));
        try {
          await batches.insertMany(documents);
          acknowledgedBatches.push(batch);
        } catch {
          return;
        }
      }
    };
    const counterWriter = async () => {
      while (!stopped) {
        attemptedIncrements += 1;
        try {
          await counters.updateOne({ _id: 'acks' }, { $inc: { n: 1 } });
          acknowledgedIncrements += 1;
        } catch {
          return;
        }
      }
    };

    // Transactions: a customer and its audit committed together; every other round is aborted.
    const customers = client.db('crash').collection<{ _id: string; round: number }>('customers');
    const audits = client.db('crash').collection<{ _id: string; customer: string }>('audits');
    const committedRounds: number[] = [];
    const transactionWriter = async () => {
      const session = client.startSession();
      try {
        for (let round = 0; !stopped; round++) {
          try {
            session.startTransaction();
            await customers.insertOne({ _id: `c${round}`, round }, { session });
            await audits.insertOne({ _id: `a${round}`, customer: `c${round}` }, { session });
            if (round % 2 === 1) await session.abortTransaction();
            else {
              await session.commitTransaction();
              committedRounds.push(round);
            }
          } catch (error) {
            // Aborted by the server so a waiting write could run: the round is simply not committed.
            if (!(error instanceof MongoServerError && error.hasErrorLabel('TransientTransactionError'))) throw error;
            if (session.inTransaction()) await session.abortTransaction().catch(() => undefined);
          }
        }
      } catch {
        // The server was killed.
      } finally {
        await session.endSession().catch(() => undefined);
      }
    };

    const writers = [batchWriter(1), batchWriter(2), batchWriter(3), counterWriter(), transactionWriter()];
    // Let the writers run until each kind has been acknowledged a few times, then kill the server
    // while writes are in flight.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (acknowledgedBatches.length <= 5 || acknowledgedIncrements <= 5 || committedRounds.length <= 2)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    stopped = true;
    await Promise.all(writers);
    await client.close(true);

    expect(acknowledgedBatches.length).toBeGreaterThan(5);
    expect(acknowledgedIncrements).toBeGreaterThan(5);
    expect(committedRounds.length).toBeGreaterThan(2);

    const second = await startServerProcess();
    const reader = new MongoClient(second.uri, { serverSelectionTimeoutMS: 5000 });
    await reader.connect();
    try {
      const stored = reader.db('crash').collection('batches');
      const perBatch = await stored.aggregate<{ _id: number; n: number }>([{ $group: { _id: '$batch', n: { $sum: 1 } } }]).toArray();
      const counts = new Map(perBatch.map((row) => [row._id, row.n]));
      for (const batch of acknowledgedBatches) expect(counts.get(batch)).toBe(batchSize);
      for (const [, n] of counts) expect(n).toBe(batchSize);
      // At most the batches in flight at the kill (one per writer) may be there unacknowledged.
      expect(counts.size - acknowledgedBatches.length).toBeGreaterThanOrEqual(0);
      expect(counts.size - acknowledgedBatches.length).toBeLessThanOrEqual(3);

      const counter = await reader.db('crash').collection<{ _id: string; n: number }>('counters').findOne({ _id: 'acks' });
      expect(counter?.n).toBeGreaterThanOrEqual(acknowledgedIncrements);
      expect(counter?.n).toBeLessThanOrEqual(attemptedIncrements);

      // Each transaction stands or falls whole: committed pairs are there, aborted ones are not,
      // and the one cut by the kill is entirely there or entirely absent.
      const storedCustomers = await reader.db('crash').collection<{ _id: string; round: number }>('customers').find().toArray();
      const storedAudits = await reader.db('crash').collection<{ _id: string; customer: string }>('audits').find().toArray();
      const auditOf = new Set(storedAudits.map((audit) => audit.customer));
      for (const round of committedRounds) expect(auditOf.has(`c${round}`)).toBe(true);
      for (const customer of storedCustomers) {
        expect(customer.round % 2).toBe(0);
        expect(auditOf.has(customer._id)).toBe(true);
      }
      expect(storedAudits.length).toBe(storedCustomers.length);
      expect(storedCustomers.length - committedRounds.length).toBeLessThanOrEqual(1);

      // The restarted server accepts writes on the recovered data.
      await reader.db('crash').collection<{ _id: string; batch: number }>('batches').insertOne({ _id: 'after-restart', batch: -1 });
      expect(await stored.countDocuments({ batch: -1 })).toBe(1);
    } finally {
      await reader.close();
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
    }
  });
});
