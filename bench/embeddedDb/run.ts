import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedServer } from '../../db/embedded/index';
import { ms, openSqlite, printTable, rate, rawLmdbCommits, sample, sampleAlternately, timed, type Row } from './measure';

/**
 * Embedded document server benchmark (npm run bench:db): the same operations on the same 100k
 * documents through the embedded server (official driver, wire protocol, durability fsync) and,
 * in the same run, through better-sqlite3 (an indexed table holding each document as JSON,
 * WAL with synchronous=FULL: the embedded engine a user would pick instead), with the ratio
 * embedded / sqlite (below 1: the embedded server is faster). Client and server share this process.
 * When better-sqlite3 cannot be loaded the baseline column says "baseline unavailable".
 */

const totalDocuments = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const batchSize = 1_000;
const warmupDocuments = 20_000;
const lookups = 2_000;
const warmups = 2_000;
const scans = 20;
const concurrentClients = 32;
const concurrentInserts = 3_000;

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

function skuOf(i: number): string {
  return `SKU-${String(i).padStart(6, '0')}`;
}

function makeRandom(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

function saleOf(i: number, random: () => number): ProductSale {
  return {
    sku: skuOf(i),
    store: i % 50,
    category: i % 20,
    qty: Math.floor(random() * 100),
    price: Math.round(random() * 10_000) / 100,
    soldAt: new Date(1_700_000_000_000 + i * 60_000),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-embedded-db-'));
  const server = await startEmbeddedServer({ dataDir });
  const client = new MongoClient(server.uri, { maxPoolSize: concurrentClients + 4 });
  await client.connect();
  const db = client.db('bench');
  const sales = db.collection<ProductSale>('sales');
  const sqlite = openSqlite(dataDir);
  const rows: Row[] = [];
  const add = (label: string, embedded: number, baseline: number | undefined, format: (v: number) => string, kind: 'time' | 'rate', target?: string) => {
    const ratio = baseline === undefined ? undefined : kind === 'time' ? embedded / baseline : baseline / embedded;
    rows.push({ label, embedded: format(embedded), baseline: baseline === undefined ? undefined : format(baseline), ratio, target });
  };
  try {
    // insertMany, batches of 1,000 (one durable commit per batch on both sides), after a warm-up
    // of both (20 batches into a collection dropped after, so the JIT has compiled the insert path
    // and the figure is a running server's, not its first second's).
    let random = makeRandom(42);
    const scratch = db.collection<ProductSale>('warmup');
    for (let start = 0; start < warmupDocuments; start += batchSize) {
      await scratch.insertMany(Array.from({ length: batchSize }, (_, k) => saleOf(start + k, random)));
    }
    await scratch.drop();
    if (sqlite) {
      sqlite.exec('CREATE TABLE warmup (doc TEXT)');
      const put = sqlite.prepare('INSERT INTO warmup (doc) VALUES (?)');
      const many = sqlite.transaction((docs: string[]) => {
        for (const doc of docs) put.run(doc);
      });
      for (let start = 0; start < warmupDocuments; start += batchSize) {
        many(Array.from({ length: batchSize }, (_, k) => JSON.stringify(saleOf(start + k, random))));
      }
      sqlite.exec('DROP TABLE warmup');
    }
    // Three runs of the whole insert (the first two into collections dropped after): the median,
    // so one slow flush of the disk does not make the figure.
    const insertRuns: number[] = [];
    for (const [run, target] of ['insert-run-1', 'insert-run-2', 'sales'].entries()) {
      random = makeRandom(42);
      const into = db.collection<ProductSale>(target);
      insertRuns.push(
        (
          await timed(async () => {
            for (let start = 0; start < totalDocuments; start += batchSize) {
              const batch: ProductSale[] = [];
              for (let i = start; i < start + batchSize; i++) batch.push(saleOf(i, random));
              await into.insertMany(batch);
            }
          })
        ).ms,
      );
      if (run < 2) await into.drop();
    }
    const insert = { ms: [...insertRuns].sort((a, b) => a - b)[1] };
    let sqliteInsert: number | undefined;
    if (sqlite) {
      random = makeRandom(42);
      const put = sqlite.prepare('INSERT INTO sales (doc) VALUES (?)');
      const many = sqlite.transaction((docs: string[]) => {
        for (const doc of docs) put.run(doc);
      });
      sqliteInsert = (
        await timed(() => {
          for (let start = 0; start < totalDocuments; start += batchSize) {
            const batch: string[] = [];
            for (let i = start; i < start + batchSize; i++) batch.push(JSON.stringify(saleOf(i, random)));
            many(batch);
          }
        })
      ).ms;
    }
    const docsPerSecond = (elapsed: number) => totalDocuments / (elapsed / 1000);
    add(
      'insertMany, batches of 1,000 (median of 3 runs)',
      docsPerSecond(insert.ms),
      sqliteInsert === undefined ? undefined : docsPerSecond(sqliteInsert),
      (v) => rate(v, 'docs'),
      'rate',
      '>= 100,000 docs/s',
    );

    // insertOne one at a time: a durable commit per write.
    const single = await timed(async () => {
      for (let i = 0; i < 200; i++) await sales.insertOne({ sku: `ONE-${i}`, store: 0, category: 0, qty: 1, price: 1, soldAt: new Date() });
    });
    let sqliteSingle: number | undefined;
    if (sqlite) {
      const put = sqlite.prepare('INSERT INTO sales (doc) VALUES (?)');
      sqliteSingle =
        (
          await timed(() => {
            for (let i = 0; i < 200; i++) put.run(JSON.stringify({ sku: `ONE-${i}`, store: 0, category: 0, qty: 1, price: 1, soldAt: new Date() }));
          })
        ).ms / 200;
    }
    add('insertOne, one at a time, durable', single.ms / 200, sqliteSingle, (v) => ms(v), 'time');

    // 32 clients each inserting one document at a time: acknowledged inserts per second.
    const statsBefore = (await db.command({ serverStatus: 1 })).groupCommit as { commits: number; writes: number };
    const concurrent = await timed(async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrentClients }, async () => {
          while (next < concurrentInserts) {
            const i = next++;
            await sales.insertOne({ sku: `CONC-${i}`, store: 1, category: 1, qty: 1, price: 1, soldAt: new Date() });
          }
        }),
      );
    });
    const statsAfter = (await db.command({ serverStatus: 1 })).groupCommit as { commits: number; writes: number };
    const commits = statsAfter.commits - statsBefore.commits;
    // sqlite has one writer: the same inserts one after another, each its own durable transaction.
    let sqliteConcurrent: number | undefined;
    if (sqlite) {
      const put = sqlite.prepare('INSERT INTO sales (doc) VALUES (?)');
      const elapsed = (
        await timed(() => {
          for (let i = 0; i < 1_000; i++) put.run(JSON.stringify({ sku: `CONC-${i}`, store: 1, category: 1, qty: 1, price: 1, soldAt: new Date() }));
        })
      ).ms;
      sqliteConcurrent = 1_000 / (elapsed / 1000);
    }
    add(
      `acknowledged single inserts, ${concurrentClients} concurrent clients, durable`,
      concurrentInserts / (concurrent.ms / 1000),
      sqliteConcurrent,
      (v) => rate(v, 'inserts'),
      'rate',
      '>= 3,000 inserts/s',
    );
    rows.push({
      label: '  group commit: inserts per durable LMDB commit',
      embedded: `${((statsAfter.writes - statsBefore.writes) / Math.max(1, commits)).toFixed(1)} (${commits} commits)`,
    });
    // The storage engine alone, same disk, same moment: LMDB durable commits (two fsyncs each: data
    // pages, then the meta page) without the server, the wire or the driver. The floor under the two rows above.
    const raw = await rawLmdbCommits(path.join(dataDir, 'raw-lmdb'), concurrentClients, concurrentInserts);
    rows.push({ label: '  LMDB alone: one durable commit (the floor of insertOne)', embedded: ms(raw.sequentialMs) });
    rows.push({
      label: `  LMDB alone: ${concurrentClients} concurrent durable puts (the floor of the row above)`,
      embedded: rate(raw.concurrentPerSecond, 'puts'),
    });
    await sales.deleteMany({ sku: { $regex: '^(ONE|CONC)-' } });
    sqlite?.exec("DELETE FROM sales WHERE sku LIKE 'ONE-%' OR sku LIKE 'CONC-%'");

    const build = await timed(() => sales.createIndex({ sku: 1 }, { unique: true }));
    const sqliteBuild = sqlite ? (await timed(() => sqlite.exec('CREATE UNIQUE INDEX sales_sku ON sales (sku)'))).ms : undefined;
    add('createIndex { sku: 1 } unique over 100,000', build.ms, sqliteBuild, (v) => ms(v, 0), 'time');
    await sales.createIndex({ store: 1, qty: 1 });
    sqlite?.exec('CREATE INDEX sales_store_qty ON sales (store, qty)');

    random = makeRandom(7);
    const lookupSku = () => skuOf(Math.floor(random() * totalDocuments));
    // Warm up both paths (JIT, sorted index structures, the collector after the inserts) before
    // measuring, then time them alternately, a ping then a find, so whatever the process does in the
    // background (a collection, the JIT) falls on both the same way: the ratio of two medians taken
    // in the same moments.
    for (let i = 0; i < warmups; i++) {
      await sales.find({ sku: lookupSku() }).toArray();
      await db.command({ ping: 1 });
    }
    for (let i = 0; i < 2; i++) await sales.find({ sku: lookupSku() }).hint({ $natural: 1 }).toArray();
    const [ping, indexed, command] = await sampleAlternately(lookups, [
      async () => {
        await db.command({ ping: 1 });
      },
      async () => {
        if ((await sales.find({ sku: lookupSku() }).toArray()).length !== 1) throw new Error('indexed lookup missed');
      },
      async () => {
        const reply = await db.command({ find: 'sales', filter: { sku: lookupSku() }, singleBatch: true });
        if ((reply.cursor as { firstBatch: unknown[] }).firstBatch.length !== 1) throw new Error('indexed lookup missed');
      },
    ]);
    let sqliteFind: number | undefined;
    if (sqlite) {
      const get = sqlite.prepare('SELECT doc FROM sales WHERE sku = ?');
      sqliteFind = (
        await sample(lookups, () => {
          const row = get.get(lookupSku()) as { doc: string } | undefined;
          if (!row) throw new Error('sqlite lookup missed');
          JSON.parse(row.doc);
        })
      ).median;
    }
    rows.push({ label: 'ping round trip (same connection)', embedded: `median ${ms(ping.median, 3)}` });
    add(
      'find { sku } with the unique index (median; most documents read from LMDB)',
      indexed.median,
      sqliteFind,
      (v) => ms(v, 3),
      'time',
      `<= 1.5x ping (${(indexed.median / ping.median).toFixed(2)}x)`,
    );
    // The same lookup as one find command through the same driver (no cursor object): how much of
    // the row above is the driver's cursor, not the server.
    rows.push({
      label: '  the same find as one command, db.command({ find, singleBatch }) (median)',
      embedded: `${ms(command.median, 3)} (${(command.median / ping.median).toFixed(2)}x ping)`,
    });
    // The rows above read mostly documents the server has not decoded yet (random keys over 100,000,
    // of which the warm-up saw 2,000): a read from LMDB and a decode per find. A running server
    // keeps the hot documents decoded (its cache, EMBEDDED_DB_CACHE_MB): once every document has
    // been read, the same lookups find theirs there.
    for (let i = 0; i < totalDocuments; i++) await sales.find({ sku: skuOf(i) }).toArray();
    const [cachedPing, cached] = await sampleAlternately(lookups, [
      async () => {
        await db.command({ ping: 1 });
      },
      async () => {
        if ((await sales.find({ sku: lookupSku() }).toArray()).length !== 1) throw new Error('indexed lookup missed');
      },
    ]);
    rows.push({
      label: '  the same find once every document has been read (cached)',
      embedded: `${ms(cached.median, 3)} (ping ${ms(cachedPing.median, 3)})`,
      target: `<= 1.5x ping (${(cached.median / cachedPing.median).toFixed(2)}x)`,
    });
    const scanned = await sample(scans, async () => {
      if ((await sales.find({ sku: lookupSku() }).hint({ $natural: 1 }).toArray()).length !== 1) throw new Error('scan missed');
    });
    let sqliteScan: number | undefined;
    if (sqlite) {
      const get = sqlite.prepare("SELECT doc FROM sales NOT INDEXED WHERE json_extract(doc, '$.sku') = ?");
      sqliteScan = (
        await sample(5, () => {
          if (!get.get(lookupSku())) throw new Error('sqlite scan missed');
        })
      ).median;
    }
    add('same find forced to a full scan (median)', scanned.median, sqliteScan, (v) => ms(v, 2), 'time');

    const countWork = () => sales.countDocuments({ store: 7, qty: { $gte: 50 } });
    await countWork();
    const count = await sample(20, async () => {
      await countWork();
    });
    const countResult = await countWork();
    let sqliteCount: number | undefined;
    if (sqlite) {
      const get = sqlite.prepare('SELECT count(*) AS n FROM sales WHERE store = ? AND qty >= ?');
      sqliteCount = (
        await sample(20, () => {
          get.get(7, 50);
        })
      ).median;
    }
    add(`countDocuments { store, qty >= 50 } (index, n = ${countResult})`, count.median, sqliteCount, (v) => ms(v, 2), 'time', '< 2 ms');
    const countScan = await timed(() => sales.countDocuments({ category: 3, price: { $lt: 50 } }));
    let sqliteCountScan: number | undefined;
    if (sqlite) {
      const get = sqlite.prepare("SELECT count(*) AS n FROM sales WHERE json_extract(doc, '$.category') = ? AND json_extract(doc, '$.price') < ?");
      sqliteCountScan = (await timed(() => get.get(3, 50))).ms;
    }
    add(`countDocuments { category, price < 50 } (scan, n = ${countScan.result})`, countScan.ms, sqliteCountScan, (v) => ms(v, 1), 'time');

    await sales.createIndex({ soldAt: 1 });
    sqlite?.exec('CREATE INDEX sales_sold_at ON sales (soldAt)');
    const page = await sample(20, async () => {
      if ((await sales.find({}).sort({ soldAt: -1 }).skip(40).limit(20).toArray()).length !== 20) throw new Error('short page');
    });
    let sqlitePage: number | undefined;
    if (sqlite) {
      const all = sqlite.prepare('SELECT doc FROM sales ORDER BY soldAt DESC LIMIT 20 OFFSET 40');
      sqlitePage = (
        await sample(20, () => {
          all.all().map((row) => JSON.parse((row as { doc: string }).doc));
        })
      ).median;
    }
    add('page 3 of newest (sort on an indexed date, skip 40, limit 20)', page.median, sqlitePage, (v) => ms(v, 2), 'time');
    const unindexedPage = await sample(5, async () => {
      if ((await sales.find({}).sort({ price: -1 }).limit(20).toArray()).length !== 20) throw new Error('short page');
    });
    let sqliteTop: number | undefined;
    if (sqlite) {
      const all = sqlite.prepare("SELECT doc FROM sales ORDER BY json_extract(doc, '$.price') DESC LIMIT 20");
      sqliteTop = (
        await sample(5, () => {
          all.all();
        })
      ).median;
    }
    add('top 20 by price (no index)', unindexedPage.median, sqliteTop, (v) => ms(v, 1), 'time');

    const groupWork = () =>
      sales
        .aggregate([{ $group: { _id: '$category', units: { $sum: '$qty' }, revenue: { $sum: { $multiply: ['$qty', '$price'] } } } }, { $sort: { _id: 1 } }])
        .toArray();
    await groupWork();
    const group = await sample(3, async () => {
      await groupWork();
    });
    let sqliteGroup: number | undefined;
    if (sqlite) {
      const all = sqlite.prepare(
        "SELECT json_extract(doc, '$.category') AS c, sum(qty) AS units, sum(qty * json_extract(doc, '$.price')) AS revenue FROM sales GROUP BY c ORDER BY c",
      );
      sqliteGroup = (
        await sample(3, () => {
          all.all();
        })
      ).median;
    }
    add(`$group over all ${totalDocuments.toLocaleString('en-US')} documents (20 groups)`, group.median, sqliteGroup, (v) => ms(v, 0), 'time', '< 150 ms');

    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    rows.push({ label: 'peak RSS (client + server + sqlite, one process)', embedded: `${Math.round(peakRss / 1024 / 1024)} MiB` });
  } finally {
    clearInterval(sampler);
    await client.close();
    await server.close();
    sqlite?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  printTable(rows, totalDocuments);
}

await main();
