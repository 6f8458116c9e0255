import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { connectDatabase, disconnectDatabase } from '../../db/connection';
import { startEmbeddedServer } from '../../db/embedded/index';
import { PartnerBatchModel } from '../../db/models/partner/partnerBatch';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { XadisTransmissionModel } from '../../db/models/xadis';
import type { HistoryEvent } from '../../workers/embedded/types';
import { TRANSMISSION_BATCH_SIZE, TRANSMISSION_BATCH_WINDOW, TRANSMISSION_BATCHES_PER_RUN } from '../../domain/xadis/transmissions';
import type { Mailer } from '../../integrations/mail';
import { createPartnerClient, type PartnerInventoryRecord, type PartnerSaleRecord } from '../../integrations/partner';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { PartnerTransmissionResult } from '../../workflows/xadis/partnerTransmission';
import { benchCredentials, BENCH_FROM, BENCH_INVENTORY_ROWS, BENCH_SALES_ROWS, BENCH_TO, benchRows, inventoryRow, salesRow } from './data';

/**
 * npm run bench:partner: one partner (Xadis) transmission of 100,000 sales and 20,000 inventory
 * rows, as the product runs it (the partnerTransmission process on the embedded runtime, the
 * activities reading each batch of 500 from the ERP agent's stored answer, at-most-once batch
 * records, the durable database), against the partner simulator. The ERP agent and the partner
 * simulators run in a separate process, as they do beside the ERP and at the partner.
 *
 * Baseline in the same run: the partner simulator's own time to accept the same 240 batches
 * sent alone (login, the batches with as many in flight as the transmission keeps, logout) with no
 * ERP, no process, no records.
 * Figures: total time and its ratio to the baseline (target within 10 %), peak RSS of this (the
 * product's) process (target under 200 MB).
 */
const mailer: Mailer = { transport: 'sink', sendMail: async () => ({ duplicate: false }) as never, verify: async () => true, close: () => undefined };
const MB = 1024 * 1024;
/** Batches per activity as the product starts a transmission (BENCH_PER_RUN to compare other run sizes). */
const BENCH_PER_RUN = Number(process.env.BENCH_PER_RUN ?? TRANSMISSION_BATCHES_PER_RUN) || TRANSMISSION_BATCHES_PER_RUN;

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
    const chunk: PartnerSaleRecord[] = benchRows(salesRow, BENCH_SALES_ROWS, start, TRANSMISSION_BATCH_SIZE).map((row) => ({ fecha: row.date, tienda: row.storeId, sku: row.sku, cantidad: row.quantity, importe: row.amount }));
    return client.sendBatch('ventaJson', session, session.warehouseCode, chunk);
  });
  await sendAll(BENCH_INVENTORY_ROWS, (start) => {
    const chunk: PartnerInventoryRecord[] = benchRows(inventoryRow, BENCH_INVENTORY_ROWS, start, TRANSMISSION_BATCH_SIZE).map((row) => ({ fecha: row.date, tienda: row.storeId, sku: row.sku, existencia: row.stock }));
    return client.sendBatch('inventarioJson', session, session.warehouseCode, chunk);
  });
  await client.logout(session);
  return (performance.now() - started) / 1000;
}

type Event = { type: string; time: number; seq?: number; activityType?: string };

/** The phases of the transmission from its history: reading the ERP (request to both answers counted), sending the batches. */
function phases(history: HistoryEvent[]): { readingS: number; sendingS: number } {
  const events = history as unknown as Event[];
  const batchSeqs = new Set(events.filter((event) => event.type === 'ActivityScheduled' && event.activityType?.startsWith('sendPartnerBatch')).map((event) => event.seq));
  const first = events.find((event) => event.type === 'ActivityScheduled' && event.activityType?.startsWith('sendPartnerBatch'));
  const last = events.filter((event) => (event.type === 'ActivityCompleted' || event.type === 'ActivityFailed') && batchSeqs.has(event.seq)).at(-1);
  const start = events[0]?.time ?? 0;
  return { readingS: ((first?.time ?? start) - start) / 1000, sendingS: ((last?.time ?? 0) - (first?.time ?? 0)) / 1000 };
}

/** BENCH_VERBOSE=1: where the transmission's time went (activity type: count, mean ms from scheduled to completed). */
function printActivityTimes(history: HistoryEvent[]) {
  const events = history as unknown as Event[];
  const scheduled = new Map<number, { type: string; time: number }>();
  const totals = new Map<string, { count: number; ms: number }>();
  for (const event of events) {
    if (event.type === 'ActivityScheduled' && event.seq !== undefined) scheduled.set(event.seq, { type: event.activityType ?? '?', time: event.time });
    if (event.type === 'ActivityCompleted' && event.seq !== undefined) {
      const start = scheduled.get(event.seq);
      if (!start) continue;
      const total = totals.get(start.type) ?? { count: 0, ms: 0 };
      total.count += 1;
      total.ms += event.time - start.time;
      totals.set(start.type, total);
    }
  }
  for (const [type, total] of totals) console.log(`  ${type}: ${total.count}, mean ${(total.ms / total.count).toFixed(0)} ms`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-bench-partner-'));
  // The product's database as npm start runs it: embedded, durable commits.
  const server = await startEmbeddedServer({ dataDir, durability: process.env.BENCH_DURABILITY === 'os' ? 'os' : 'fsync' });
  const dbName = 'bench_partner';
  await connectDatabase(server.uri, dbName);
  await Promise.all([PartnerBatchModel.init(), RemoteRequestModel.init(), RemoteRequestChunkModel.init(), XadisTransmissionModel.init()]);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'externals.ts')], {
    env: { ...process.env, BENCH_DB_URI: server.uri, BENCH_DB_NAME: dbName },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const first = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next();
  const { baselineUrl, partnerUrl } = JSON.parse(String(first.value)) as { baselineUrl: string; partnerUrl: string };
  const idle = process.memoryUsage();
  let peak = idle.rss;
  let peakHeap = idle.heapUsed;
  // process.memoryUsage() reads /proc and costs real CPU at this rate: RSS alone often, the heap less often.
  let ticks = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    ticks += 1;
    if (ticks % 10 === 0) peakHeap = Math.max(peakHeap, v8.getHeapStatistics().used_heap_size);
  }, 10);
  try {
    const cpuBefore = process.cpuUsage();
    const alone = await baseline(baselineUrl, TRANSMISSION_BATCH_WINDOW);
    const baselineCpu = process.cpuUsage(cpuBefore);
    const workflows = await startEmbeddedWorkflows({
      activities: createActivities({ xadis: { mailer, partnerUrl, partner: benchCredentials }, erp: {} }),
    });
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    await workflows.gateway.start('partnerTransmission', { from: BENCH_FROM, to: BENCH_TO, requestedBy: 'bench', pollIntervalMs: 50, deadlineMs: 600_000, batchesPerRun: BENCH_PER_RUN }, { workflowId: 'bench-partner' });
    const result = await workflows.gateway.result<PartnerTransmissionResult>('bench-partner', { timeoutMs: 1_800_000 });
    const total = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const seconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;
    const { history } = await workflows.runtime.describe('bench-partner');
    if (process.env.BENCH_VERBOSE) printActivityTimes(history);
    const split = phases(history);
    await workflows.close();
    const batches = await PartnerBatchModel.countDocuments();
    console.log(`rows: ${result.sales.records} sales (${result.sales.batchesSent}/${result.sales.batches} batches), ${result.inventory.records} inventory (${result.inventory.batchesSent}/${result.inventory.batches} batches); status ${result.status}; ${batches} batch records`);
    console.log(`partner simulator alone (baseline): ${alone.toFixed(2)} s for the same ${Math.ceil(BENCH_SALES_ROWS / 500) + Math.ceil(BENCH_INVENTORY_ROWS / 500)} batches, ${TRANSMISSION_BATCH_WINDOW} in flight as in the transmission`);
    const ratio = total / alone;
    console.log(`transmission (ERP read + batches + records + e-mail): ${total.toFixed(2)} s, ${(ratio * 100 - 100).toFixed(1)} % over the baseline (target within 10 %: ${ratio <= 1.1 ? 'met' : 'MISSED'})`);
    console.log(`  of which reading the ERP (both answers written by the agent): ${split.readingS.toFixed(2)} s; sending the ${result.sales.batches + result.inventory.batches} batches: ${split.sendingS.toFixed(2)} s, ${((split.sendingS / alone) * 100 - 100).toFixed(1)} % over the baseline`);
    console.log(`CPU of this process: ${seconds(cpu).toFixed(2)} s for the transmission (database, process, activities), ${seconds(baselineCpu).toFixed(2)} s for the baseline's client; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
    console.log(`peak memory of the product process (rss): ${(peak / MB).toFixed(0)} MB (target under 200 MB: ${peak < 200 * MB ? 'met' : 'MISSED'}); before the transmission ${(idle.rss / MB).toFixed(0)} MB, so the transmission added ${((peak - idle.rss) / MB).toFixed(0)} MB`);
    console.log(`peak JavaScript heap in use: ${(peakHeap / MB).toFixed(0)} MB (before: ${(idle.heapUsed / MB).toFixed(0)} MB)`);
  } finally {
    clearInterval(sampler);
    child.stdin?.end();
    await new Promise((resolve) => child.once('exit', resolve));
    await disconnectDatabase();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
