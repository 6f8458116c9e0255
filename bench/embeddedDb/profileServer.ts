import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';

/**
 * The embedded server in a process of its own under `node --cpu-prof` (profiles in
 * BENCH_PROFILE_DIR, default /tmp/embedded-db-profile), driven by a client in this process, so the
 * server's CPU profile holds only the server: `npx tsx bench/embeddedDb/profileServer.ts [insertMany|concurrent|find]`.
 * Prints each phase's rate and the server's CPU time over it.
 */
const phases = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['insertMany', 'concurrent', 'find'];
const profileDir = process.env.BENCH_PROFILE_DIR ?? '/tmp/embedded-db-profile';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'profile-embedded-db-'));
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'db/embedded/main.ts', '--data', dataDir, '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'warn' },
    },
  );
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { uri: string }).uri);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const client = new MongoClient(uri, { maxPoolSize: 40 });
  await client.connect();
  const sales = client.db('bench').collection('sales');
  const timed = async (label: string, count: number, unit: string, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    const ms = performance.now() - start;
    console.log(`${label}: ${Math.round(count / (ms / 1000)).toLocaleString('en-US')} ${unit}/s (${ms.toFixed(0)} ms), load ${os.loadavg()[0].toFixed(1)}`);
  };
  try {
    for (const phase of phases) {
      if (phase === 'insertMany') {
        const total = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
        await timed('insertMany', total, 'docs', async () => {
          for (let start = 0; start < total; start += 1000) {
            const batch = Array.from({ length: 1000 }, (_, k) => {
              const i = start + k;
              return {
                sku: `SKU-${String(i).padStart(6, '0')}`,
                store: i % 50,
                category: i % 20,
                qty: i % 100,
                price: (i % 10_000) / 100,
                soldAt: new Date(1_700_000_000_000 + i * 60_000),
              };
            });
            await sales.insertMany(batch);
          }
        });
      } else if (phase === 'concurrent') {
        let next = 0;
        await timed('32 clients insertOne', 6000, 'inserts', () =>
          Promise.all(
            Array.from({ length: 32 }, async () => {
              while (next < 6000) {
                const i = next++;
                await sales.insertOne({ sku: `CONC-${i}`, store: 1, category: 1, qty: 1, price: 1, soldAt: new Date() });
              }
            }),
          ),
        );
      } else if (phase === 'find') {
        await sales.createIndex({ sku: 1 }, { unique: true });
        const n = 3000;
        const db = client.db('bench');
        for (let i = 0; i < 200; i++) await db.command({ ping: 1 });
        for (let i = 0; i < 200; i++) await sales.find({ sku: `SKU-${String(i).padStart(6, '0')}` }).toArray();
        const median = async (work: (i: number) => Promise<unknown>) => {
          const times: number[] = [];
          for (let i = 0; i < n; i++) {
            const start = performance.now();
            await work(i);
            times.push(performance.now() - start);
          }
          return times.sort((a, b) => a - b)[n >> 1];
        };
        const ping = await median(() => db.command({ ping: 1 }));
        const find = await median((i) => sales.find({ sku: `SKU-${String((i * 7919) % 50_000).padStart(6, '0')}` }).toArray());
        console.log(
          `ping median ${ping.toFixed(3)} ms, indexed find median ${find.toFixed(3)} ms = ${(find / ping).toFixed(2)}x, load ${os.loadavg()[0].toFixed(1)}`,
        );
      }
    }
  } finally {
    await client.close();
    child.kill('SIGINT');
    await new Promise((resolve) => child.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
