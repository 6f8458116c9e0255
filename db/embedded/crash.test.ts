import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Durability: a server process is killed with SIGKILL while clients stream writes; after a restart
 * on the same data directory every acknowledged write is there and no batch is half-written.
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
    const client = new MongoClient(first.uri, { serverSelectionTimeoutMS: 2000, maxPoolSize: 4 });
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

    const writers = [batchWriter(1), batchWriter(2), batchWriter(3), counterWriter()];
    // Let the writers run, then kill the server while writes are in flight.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    stopped = true;
    await Promise.all(writers);
    await client.close(true);

    expect(acknowledgedBatches.length).toBeGreaterThan(5);
    expect(acknowledgedIncrements).toBeGreaterThan(5);

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
