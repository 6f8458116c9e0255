import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import {
  TRANSMISSION_BATCH_SIZE,
  TRANSMISSION_BATCH_WINDOW,
  TRANSMISSION_BATCHES_PER_RUN,
  TRANSMISSION_ERP_WINDOW,
  TRANSMISSION_PROCESS_VERSION,
} from '../../domain/xadis/transmissions';
import { createPartnerClient, type PartnerInventoryRecord, type PartnerSaleRecord } from '../../integrations/xadis';
import type { PartnerTransmissionResult } from '../../workflows/xadis/partnerTransmission';
import { MALLOC_ARENAS, serverNodeOptions } from '../../config/heap';
import { bundled } from '../bundled';
import { peakResidentBytes } from './memory';
import { benchCredentials, BENCH_FROM, BENCH_INVENTORY_ROWS, BENCH_SALES_ROWS, BENCH_TO, benchRows, inventoryRow, salesRow } from './data';

/**
 * npm run bench:partner: one partner (Xadis) transmission of 100,000 sales and 20,000 inventory
 * rows, as the product runs it (the partnerTransmission process on the embedded runtime, runs of
 * batches reading their rows from the ERP agent's stored answer, at-most-once batch records, the
 * durable database), against the partner simulator, in the two shapes the product runs in:
 * - 'worker': the worker (bench/xadis/product.ts: the workflow runtime and every area's
 *   activities) with the database in its own process (the embedded server's standalone
 *   db/embedded/main.ts), as deployed beside MongoDB;
 * - 'together': the worker and the embedded database server in one process, as `npm start` runs
 *   them (dist/start.js also holds the API).
 * Each is an esbuild bundle run with plain node (BENCH_TSX=1 runs the sources under tsx instead).
 * Beside them, the ERP agent and the partner simulators (bench/xadis/externals.ts, beside the ERP
 * and at the partner) and this driver, which also runs the baseline.
 *
 * Baseline in the same run: the partner simulator's own time to accept the same 240 batches sent
 * alone (login, the batches one after another, logout) with no ERP, no process, no records.
 * Figures, per shape: total time and its ratio to the baseline (target within 10 %), the product
 * process's peak RSS as the kernel counts it (VmHWM, target under 200 MB), the database process's.
 */
/** Batches per activity as the product starts a transmission (BENCH_PER_RUN to compare other run sizes). */
/** The database and product processes start as the server processes do (npm start, the image): two malloc arenas unless set, the young generation bounded. */
const serverEnvironment = {
  ...process.env,
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? String(MALLOC_ARENAS),
  NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
};
const BENCH_PER_RUN = Number(process.env.BENCH_PER_RUN ?? TRANSMISSION_BATCHES_PER_RUN) || TRANSMISSION_BATCHES_PER_RUN;
/** Chunks the ERP agent stays ahead of the sending, as the product starts a transmission (BENCH_ERP_WINDOW=0: the whole answer at once, as before flow control). */
const BENCH_ERP_WINDOW = Number(process.env.BENCH_ERP_WINDOW ?? TRANSMISSION_ERP_WINDOW);
/** The order of the steps around the sending, as the product starts a transmission (BENCH_PROCESS_VERSION=1: one after another, as before). */
const BENCH_PROCESS_VERSION = Number(process.env.BENCH_PROCESS_VERSION ?? TRANSMISSION_PROCESS_VERSION) || TRANSMISSION_PROCESS_VERSION;

/** The same batches straight to the partner, as many in flight as the transmission keeps: the partner's own time. */
async function baseline(url: string, window: number): Promise<number> {
  const client = createPartnerClient({ url });
  const started = performance.now();
  const session = await client.login(benchCredentials.user, benchCredentials.password, benchCredentials.taxId, benchCredentials.warehouseCode);
  const sendAll = async (count: number, send: (start: number) => Promise<unknown>) => {
    let next = 0;
    const lane = async () => {
      while (next < count) {
        const start = next;
        next += TRANSMISSION_BATCH_SIZE;
        await send(start);
      }
    };
    await Promise.all(Array.from({ length: window }, lane));
  };
  await sendAll(BENCH_SALES_ROWS, (start) => {
    const chunk: PartnerSaleRecord[] = benchRows(salesRow, BENCH_SALES_ROWS, start, TRANSMISSION_BATCH_SIZE).map((row) => ({
      fecha: row.date,
      tienda: row.storeId,
      sku: row.sku,
      cantidad: row.quantity,
      importe: row.amount,
    }));
    return client.sendBatch('ventaJson', session, session.warehouseCode, chunk);
  });
  await sendAll(BENCH_INVENTORY_ROWS, (start) => {
    const chunk: PartnerInventoryRecord[] = benchRows(inventoryRow, BENCH_INVENTORY_ROWS, start, TRANSMISSION_BATCH_SIZE).map((row) => ({
      fecha: row.date,
      tienda: row.storeId,
      sku: row.sku,
      existencia: row.stock,
    }));
    return client.sendBatch('inventarioJson', session, session.warehouseCode, chunk);
  });
  await client.logout(session);
  return (performance.now() - started) / 1000;
}

function lines(child: ChildProcess) {
  return createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
}

interface ProductFigures {
  result: PartnerTransmissionResult;
  batchRecords: number;
  totalS: number;
  cpuS: number;
  readingS: number;
  sendingS: number;
  partnerS: number;
  activities: string[];
  /** Database commands of the transmission, by command and collection. */
  commands: string[];
  idleRssMb: number;
  peakRssMb: number;
  idleHeapMb: number;
  peakHeapMb: number;
  liveHeapMb: number;
  idlePrivateMb: number;
  idleFilesMb: number;
  peakPrivateMb: number;
  peakFilesMb: number;
}

type Shape = 'worker' | 'together';

const shapeNames: Record<Shape, string> = {
  worker: 'the worker, with the database in its own process (as deployed beside MongoDB)',
  together: 'the worker and the embedded database in one process (as `npm start` runs them)',
};

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

/** One transmission in one shape, with its own baseline just before it. */
async function runShape(shape: Shape, delayMs: number): Promise<{ ratio: number; peakRssMb: number }> {
  const children: ChildProcess[] = [];
  let dataDir: string | null = null;
  try {
    let databaseUri: string | undefined;
    let database: ChildProcess | null = null;
    if (shape === 'worker') {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-bench-partner-db-'));
      const command = await bundled('database', path.join(import.meta.dirname, '..', '..', 'db', 'embedded', 'main.ts'));
      database = spawn(
        process.execPath,
        [...command, '--data', dataDir, '--port', '0', '--durability', process.env.BENCH_DURABILITY === 'os' ? 'os' : 'fsync'],
        {
          env: { ...serverEnvironment, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      children.push(database);
      databaseUri = (JSON.parse(String((await lines(database).next()).value)) as { uri: string }).uri;
    }
    // BENCH_PROFILE=<dir>: a CPU profile of the product process (node --cpu-prof) in that folder.
    const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
    const product = spawn(
      process.execPath,
      [
        '--expose-gc',
        ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []),
        ...profile,
        ...(await bundled('product', path.join(import.meta.dirname, 'product.ts'))),
      ],
      {
        env: { ...serverEnvironment, BENCH_DB_URI: databaseUri ?? '' },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    children.push(product);
    const fromProduct = lines(product);
    const { uri, dbName } = JSON.parse(String((await fromProduct.next()).value)) as { uri: string; dbName: string };
    const externals = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'externals.ts')], {
      env: { ...process.env, BENCH_DB_URI: uri, BENCH_DB_NAME: dbName, BENCH_PARTNER_DELAY_MS: String(delayMs) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    children.push(externals);
    const { baselineUrl, partnerUrl } = JSON.parse(String((await lines(externals).next()).value)) as { baselineUrl: string; partnerUrl: string };
    const cpuBefore = process.cpuUsage();
    const alone = await baseline(baselineUrl, TRANSMISSION_BATCH_WINDOW);
    const baselineCpu = process.cpuUsage(cpuBefore);
    const input = {
      from: BENCH_FROM,
      to: BENCH_TO,
      requestedBy: 'bench',
      pollIntervalMs: 50,
      deadlineMs: 600_000,
      batchesPerRun: BENCH_PER_RUN,
      ...(BENCH_ERP_WINDOW > 0 ? { erpWindow: BENCH_ERP_WINDOW } : {}),
      processVersion: BENCH_PROCESS_VERSION,
    };
    product.stdin!.write(`${JSON.stringify({ partnerUrl, input })}\n`);
    const figures = JSON.parse(String((await fromProduct.next()).value)) as ProductFigures;
    const databasePeakBytes = database?.pid === undefined ? null : peakResidentBytes(database.pid);
    const databasePeakMb = databasePeakBytes === null ? null : databasePeakBytes / (1024 * 1024);
    const { result } = figures;
    const batches = result.sales.batches + result.inventory.batches;
    const ratio = figures.totalS / alone;
    const seconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;
    console.log(
      `\n== ${shapeNames[shape]}; partner answering ${delayMs > 0 ? `after ${delayMs} ms` : 'at loopback speed'}; load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    if (process.env.BENCH_VERBOSE) for (const line of figures.activities) console.log(`  ${line}`);
    if (process.env.BENCH_VERBOSE) console.log(`  database commands: ${figures.commands.join(', ')}`);
    console.log(
      `rows: ${result.sales.records} sales (${result.sales.batchesSent}/${result.sales.batches} batches), ${result.inventory.records} inventory (${result.inventory.batchesSent}/${result.inventory.batches} batches); status ${result.status}; ${figures.batchRecords} batch records sent`,
    );
    console.log(
      `partner simulator alone (baseline): ${alone.toFixed(2)} s for the same ${batches} batches, ${TRANSMISSION_BATCH_WINDOW} in flight as in the transmission`,
    );
    console.log(
      `transmission (ERP read + batches + records + e-mail): ${figures.totalS.toFixed(2)} s, ${(ratio * 100 - 100).toFixed(1)} % over the baseline (target within 10 %: ${ratio <= 1.1 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  of which before the first batch (ERP request, agent's first chunks): ${figures.readingS.toFixed(2)} s; sending the ${batches} batches: ${figures.sendingS.toFixed(2)} s, ${((figures.sendingS / alone) * 100 - 100).toFixed(1)} % over the baseline`,
    );
    const ownMs = ((figures.sendingS - figures.partnerS) * 1000) / batches;
    console.log(
      `  of the sending, waiting for the partner's answers: ${figures.partnerS.toFixed(2)} s; the product's own work between them (each batch's durable claim with the previous one's completion, the runs' steps): ${ownMs.toFixed(2)} ms per batch${delayMs === 0 ? ` (issue 27 target at loopback: <= 1.5 ms: ${ownMs <= 1.5 ? 'met' : 'MISSED'})` : ''}`,
    );
    if (delayMs > 0)
      console.log(
        `  issue 27 target with the partner answering in ${delayMs} ms: the whole transmission within 10 % of the partner alone: ${ratio <= 1.1 ? 'met' : 'MISSED'} (${(ratio * 100 - 100).toFixed(1)} %)`,
      );
    console.log(
      `CPU of the product process: ${figures.cpuS.toFixed(2)} s for the transmission, ${seconds(baselineCpu).toFixed(2)} s for the baseline's client; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    const memoryTarget = shape === 'worker' ? 150 : 200;
    console.log(
      `peak memory of the product process (kernel VmHWM): ${figures.peakRssMb.toFixed(0)} MB (issue 27 target <= ${memoryTarget} MB: ${figures.peakRssMb <= memoryTarget ? 'met' : 'MISSED'}); ${figures.idleRssMb.toFixed(0)} MB before the transmission`,
    );
    console.log(
      `  of it, sampled every 100 ms: private memory (RssAnon) ${figures.idlePrivateMb.toFixed(0)} MB before, ${figures.peakPrivateMb.toFixed(0)} MB at most; file pages (RssFile: code, libraries${shape === 'together' ? ', the database file mapped in' : ''}) ${figures.idleFilesMb.toFixed(0)} MB before, ${figures.peakFilesMb.toFixed(0)} MB at most`,
    );
    if (databasePeakMb !== null) console.log(`  the database process: peak ${databasePeakMb.toFixed(0)} MB`);
    console.log(
      `JavaScript heap in use: ${figures.idleHeapMb.toFixed(0)} MB before, ${figures.peakHeapMb.toFixed(0)} MB at the peak (garbage included), ${figures.liveHeapMb.toFixed(0)} MB live after it (after a full collection)`,
    );
    return { ratio, peakRssMb: figures.peakRssMb };
  } finally {
    for (const child of children.slice().reverse()) {
      if (child.stdin) child.stdin.end();
      else child.kill('SIGTERM');
      await stopped(child);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `product process: ${process.env.BENCH_TSX ? 'tsx (source)' : 'esbuild bundle under node, as npm start runs dist/start.js'}; ${BENCH_PER_RUN} batches per activity; steps around the sending of version ${BENCH_PROCESS_VERSION}; ERP answers ${BENCH_ERP_WINDOW > 0 ? `under flow control, the agent ${BENCH_ERP_WINDOW} chunks ahead` : 'written whole (no flow control)'}`,
  );
  // BENCH_SHAPE=worker|together: only one of the two shapes.
  const shapes = (['worker', 'together'] as const).filter((shape) => !process.env.BENCH_SHAPE || process.env.BENCH_SHAPE === shape);
  // BENCH_PARTNER_DELAY_MS: the partner's answer delay of the realistic run (30 ms by default, a web service on the internet);
  // every shape runs at loopback speed and at that delay (BENCH_DELAYS=0 or =30 runs one of them).
  const delay = Number(process.env.BENCH_PARTNER_DELAY_MS ?? 30) || 30;
  const delays = process.env.BENCH_DELAYS ? process.env.BENCH_DELAYS.split(',').map(Number) : [0, delay];
  for (const delayMs of delays) for (const shape of shapes) await runShape(shape, delayMs);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
