import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { startEmbeddedServer } from '../../db/embedded/index';

/**
 * Embedded document server benchmark (npx tsx bench/embedded-db/run.ts): 100k documents inserted
 * with insertMany, an indexed equality lookup against the same query forced to a full scan,
 * countDocuments with a filter, a $group over everything, and peak RSS (client and server share
 * this process). Every write is committed durably (fsync) before it is acknowledged.
 */

const totalDocuments = 100_000;
const batchSize = 1_000;
const lookups = 500;
const scans = 20;

interface ProductSale {
  sku: string;
  store: number;
  category: number;
  qty: number;
  price: number;
  soldAt: Date;
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

/** Runs `work` n times and returns the median and mean duration in ms. */
async function sample(n: number, work: () => Promise<void>): Promise<{ median: number; mean: number }> {
  const durations: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await work();
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  return { median: durations[Math.floor(n / 2)], mean: durations.reduce((total, ms) => total + ms, 0) / n };
}

function skuOf(i: number): string {
  return `SKU-${String(i).padStart(6, '0')}`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-embedded-db-'));
  const server = await startEmbeddedServer({ dataDir });
  const client = new MongoClient(server.uri);
  await client.connect();
  const sales = client.db('bench').collection<ProductSale>('sales');
  const rows: Array<[string, string]> = [];
  try {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };

    const insert = await timed(async () => {
      for (let start = 0; start < totalDocuments; start += batchSize) {
        const batch: ProductSale[] = [];
        for (let i = start; i < start + batchSize; i++) {
          batch.push({ sku: skuOf(i), store: i % 50, category: i % 20, qty: Math.floor(random() * 100), price: Math.round(random() * 10_000) / 100, soldAt: new Date(1_700_000_000_000 + i * 60_000) });
        }
        await sales.insertMany(batch);
      }
    });
    rows.push(['insertMany (batches of 1,000)', `${Math.round(totalDocuments / (insert.ms / 1000)).toLocaleString('en-US')} docs/s (${(insert.ms / 1000).toFixed(2)} s)`]);

    const single = await timed(async () => {
      for (let i = 0; i < 200; i++) await sales.insertOne({ sku: `ONE-${i}`, store: 0, category: 0, qty: 1, price: 1, soldAt: new Date() });
    });
    rows.push(['insertOne, one at a time', `${(single.ms / 200).toFixed(2)} ms each (durable commit per write)`]);

    const build = await timed(() => sales.createIndex({ sku: 1 }, { unique: true }));
    rows.push(['createIndex { sku: 1 } unique', `${build.ms.toFixed(0)} ms`]);
    await sales.createIndex({ store: 1, qty: 1 });

    const lookupSku = () => skuOf(Math.floor(random() * totalDocuments));
    // Warm up both paths (JIT, sorted index structures) before measuring.
    for (let i = 0; i < 100; i++) await sales.find({ sku: lookupSku() }).toArray();
    for (let i = 0; i < 2; i++) await sales.find({ sku: lookupSku() }).hint({ $natural: 1 }).toArray();
    const indexed = await sample(lookups, async () => {
      if ((await sales.find({ sku: lookupSku() }).toArray()).length !== 1) throw new Error('indexed lookup missed');
    });
    const scanned = await sample(scans, async () => {
      if ((await sales.find({ sku: lookupSku() }).hint({ $natural: 1 }).toArray()).length !== 1) throw new Error('scan missed');
    });
    rows.push(['find { sku } with index', `median ${indexed.median.toFixed(3)} ms, mean ${indexed.mean.toFixed(3)} ms`]);
    rows.push(['find { sku } forced scan ($natural)', `median ${scanned.median.toFixed(2)} ms, mean ${scanned.mean.toFixed(2)} ms`]);
    const speedUp = scanned.median / indexed.median;
    rows.push(['index speed-up', `${speedUp.toFixed(0)}x by median, ${(scanned.mean / indexed.mean).toFixed(0)}x by mean`]);
    rows.push(['target: indexed at least 20x faster (median)', speedUp >= 20 ? 'met' : `NOT met (${speedUp.toFixed(1)}x)`]);

    const count = await timed(() => sales.countDocuments({ store: 7, qty: { $gte: 50 } }));
    rows.push(['countDocuments { store, qty >= 50 } (index)', `${count.ms.toFixed(1)} ms (n = ${count.result})`]);
    const countScan = await timed(() => sales.countDocuments({ category: 3, price: { $lt: 50 } }));
    rows.push(['countDocuments { category, price < 50 } (scan)', `${countScan.ms.toFixed(1)} ms (n = ${countScan.result})`]);

    await sales.createIndex({ soldAt: 1 });
    const page = await sample(20, async () => {
      if ((await sales.find({}).sort({ soldAt: -1 }).skip(40).limit(20).toArray()).length !== 20) throw new Error('short page');
    });
    rows.push(['page 3 of newest sales (sort on an indexed date, skip 40, limit 20)', `median ${page.median.toFixed(2)} ms`]);
    const unindexedPage = await sample(5, async () => {
      if ((await sales.find({}).sort({ price: -1 }).limit(20).toArray()).length !== 20) throw new Error('short page');
    });
    rows.push(['top 20 by price (no index: every document compared)', `median ${unindexedPage.median.toFixed(1)} ms`]);

    const group = await timed(() => sales.aggregate([{ $group: { _id: '$category', units: { $sum: '$qty' }, revenue: { $sum: { $multiply: ['$qty', '$price'] } } } }, { $sort: { _id: 1 } }]).toArray());
    rows.push([`$group over all ${(totalDocuments + 200).toLocaleString('en-US')} documents`, `${group.ms.toFixed(0)} ms (${group.result.length} groups)`]);

    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    rows.push(['peak RSS (client + server, one process)', `${Math.round(peakRss / 1024 / 1024)} MiB`]);
  } finally {
    clearInterval(sampler);
    await client.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(`\nEmbedded document server, ${totalDocuments.toLocaleString('en-US')} documents\n\n`);
  process.stdout.write(`| ${'measure'.padEnd(width)} | result |\n| ${'-'.repeat(width)} | --- |\n`);
  for (const [label, value] of rows) process.stdout.write(`| ${label.padEnd(width)} | ${value} |\n`);
}

await main();
