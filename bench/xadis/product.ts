import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import v8 from 'node:v8';
import mongoose from 'mongoose';
import type { CommandStartedEvent } from 'mongodb';
import { createLiveHub } from '../../api/live/hub';
import { boundHeapGrowth } from '../../config/heap';
import { createLogger } from '../../config/logger';
import { connectDatabase, disconnectDatabase } from '../../db/connection';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/xadis/partnerBatch';
import { XadisTransmissionModel } from '../../db/models/xadis';
import type { Mailer } from '../../integrations/mail';
import { createPartnerClient, type PartnerClient } from '../../integrations/xadis';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { HistoryEvent } from '../../workers/embedded/types';
import type { PartnerTransmissionResult } from '../../workflows/xadis/partnerTransmission';
import { benchCredentials } from './data';
import { fileResidentBytes, peakResidentBytes, privateResidentBytes } from './memory';

/**
 * The product's side of bench:partner, in its own process (bench/xadis/run.ts bundles this file
 * with esbuild and runs it with plain node, as dist/start.js is built and run): the embedded workflow
 * runtime and every area's activities, with the database either in its own process (BENCH_DB_URI:
 * the worker as deployed beside MongoDB) or in this one (the embedded server with durable commits,
 * as `npm start` runs it). It prints the database address, waits for the partner's address on stdin, runs one
 * transmission and prints what it measured (JSON lines), including the kernel's peak RSS (VmHWM).
 */
const mailer: Mailer = { transport: 'sink', sendMail: async () => ({ duplicate: false }) as never, verify: async () => true, close: () => undefined };
const MB = 1024 * 1024;

type Event = { type: string; time: number; seq?: number; activityType?: string };

/** The phases of the transmission from its history: reading the ERP (request to the first batch), sending the batches. */
function phases(history: HistoryEvent[]): { readingS: number; sendingS: number } {
  const events = history as unknown as Event[];
  const sending = (event: Event) => event.type === 'ActivityScheduled' && Boolean(event.activityType?.startsWith('sendPartnerBatch'));
  const batchSeqs = new Set(events.filter(sending).map((event) => event.seq));
  const first = events.find(sending);
  const last = events.filter((event) => (event.type === 'ActivityCompleted' || event.type === 'ActivityFailed') && batchSeqs.has(event.seq)).at(-1);
  const start = events[0]?.time ?? 0;
  return { readingS: ((first?.time ?? start) - start) / 1000, sendingS: ((last?.time ?? 0) - (first?.time ?? 0)) / 1000 };
}

/** Each activity type: count, mean ms from scheduled to completed. */
function activityTimes(history: HistoryEvent[]): string[] {
  const scheduled = new Map<number, { type: string; time: number }>();
  const totals = new Map<string, { count: number; ms: number }>();
  for (const event of history as unknown as Event[]) {
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
  return [...totals].map(([type, total]) => `${type}: ${total.count}, mean ${(total.ms / total.count).toFixed(0)} ms`);
}

async function main() {
  // As the product's server processes start (platform/start.ts, workers/main.ts).
  boundHeapGrowth();
  // BENCH_DB_URI: the database runs in its own process (the worker's shape when deployed with MongoDB); otherwise the
  // embedded server runs in this process, as `npm start` runs it.
  const separate = process.env.BENCH_DB_URI || null;
  const dataDir = separate ? null : mkdtempSync(path.join(os.tmpdir(), 'prometheus-bench-partner-'));
  // Loaded only in that shape, as platform/product.ts loads it only without MONGODB_URI.
  const server = dataDir
    ? await (
        await import('../../db/embedded/index')
      ).startEmbeddedServer({
        dataDir,
        durability: process.env.BENCH_DURABILITY === 'os' ? 'os' : 'fsync',
        ...(process.env.EMBEDDED_DB_CACHE_MB ? { cacheMb: Number(process.env.EMBEDDED_DB_CACHE_MB) } : {}),
      })
    : null;
  const uri = separate ?? server!.uri;
  const dbName = 'bench_partner';
  await connectDatabase(uri, dbName);
  // BENCH_VERBOSE: the driver reports each command (set before its connections open), counted during the transmission below.
  if (process.env.BENCH_VERBOSE) {
    await disconnectDatabase();
    await mongoose.connect(uri, { dbName, autoIndex: true, monitorCommands: true });
  }
  await Promise.all([PartnerBatchModel.init(), RemoteRequestModel.init(), RemoteRequestChunkModel.init(), XadisTransmissionModel.init()]);
  // With the embedded server in the process, the live screens' change streams are open as `npm start` opens them
  // (platform/product.ts): the server keeps the history of what they watch (the batch records, the runs' steps).
  // BENCH_LIVE=0: without them, to see what they cost.
  const liveHub = dataDir && process.env.BENCH_LIVE !== '0' ? createLiveHub({ logger: createLogger('warn') }) : null;
  await liveHub?.ready;
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  process.stdout.write(`${JSON.stringify({ uri, dbName })}\n`);
  const order = await lines.next();
  const { partnerUrl, input } = JSON.parse(String(order.value)) as { partnerUrl: string; input: Record<string, unknown> };
  try {
    // The real client, timed: how much of the sending is the partner's answer (the rest is the product's own work per batch).
    const client = createPartnerClient({ url: partnerUrl });
    let partnerMs = 0;
    const partnerClient: PartnerClient = {
      ...client,
      async sendBatch(kind, session, warehouse, chunk, datos) {
        const started = performance.now();
        try {
          return await client.sendBatch(kind, session, warehouse, chunk, datos);
        } finally {
          partnerMs += performance.now() - started;
        }
      },
    };
    const workflows = await startEmbeddedWorkflows({
      activities: createActivities({ xadis: { mailer, partnerUrl, partnerClient, partner: benchCredentials }, erp: {} }),
    });
    const idleRss = process.memoryUsage.rss();
    const idleHeap = v8.getHeapStatistics().used_heap_size;
    let peakHeap = idleHeap;
    const idlePrivate = privateResidentBytes() ?? 0;
    const idleFiles = fileResidentBytes() ?? 0;
    let peakPrivate = idlePrivate;
    let peakFiles = idleFiles;
    const sampler = setInterval(() => {
      peakHeap = Math.max(peakHeap, v8.getHeapStatistics().used_heap_size);
      peakPrivate = Math.max(peakPrivate, privateResidentBytes() ?? 0);
      peakFiles = Math.max(peakFiles, fileResidentBytes() ?? 0);
    }, 100);
    // The database commands of the transmission, by command and collection: the writes are its durable commits.
    const commands = new Map<string, number>();
    const databaseClient = mongoose.connection.getClient();
    const count = (event: CommandStartedEvent) => {
      const collection = (event.command as Record<string, unknown>)[event.commandName];
      const key = `${event.commandName} ${typeof collection === 'string' ? collection : ''}`.trim();
      commands.set(key, (commands.get(key) ?? 0) + 1);
    };
    databaseClient.on('commandStarted', count);
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    await workflows.gateway.start('partnerTransmission', input, { workflowId: 'bench-partner' });
    const result = await workflows.gateway.result<PartnerTransmissionResult>('bench-partner', { timeoutMs: 1_800_000 });
    const totalS = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    clearInterval(sampler);
    databaseClient.off('commandStarted', count);
    // Elsewhere than Linux, the current RSS.
    const peak = peakResidentBytes() ?? process.memoryUsage.rss();
    // What the transmission left behind, after a full collection (the product process runs with --expose-gc): the peak above
    // counts garbage V8 had not collected yet; this says whether anything stays per batch.
    (globalThis as { gc?: () => void }).gc?.();
    const liveHeap = v8.getHeapStatistics().used_heap_size;
    const { history } = await workflows.runtime.describe('bench-partner');
    // BENCH_TIMELINE=<file>: the transmission's history as tab-separated lines (ms from its start, event, activity, sequence).
    if (process.env.BENCH_TIMELINE) {
      const events = history as unknown as Event[];
      const start = events[0]?.time ?? 0;
      writeFileSync(
        process.env.BENCH_TIMELINE,
        events.map((event) => `${event.time - start}\t${event.type}\t${event.activityType ?? ''}\t${event.seq ?? ''}`).join('\n'),
      );
    }
    await workflows.close();
    const batchRecords = await PartnerBatchModel.countDocuments({ status: 'sent' });
    process.stdout.write(
      `${JSON.stringify({
        result,
        batchRecords,
        totalS,
        cpuS: (cpu.user + cpu.system) / 1e6,
        ...phases(history),
        activities: activityTimes(history),
        commands: [...commands].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${key}: ${count}`),
        partnerS: partnerMs / 1000,
        idleRssMb: idleRss / MB,
        peakRssMb: peak / MB,
        idleHeapMb: idleHeap / MB,
        peakHeapMb: peakHeap / MB,
        liveHeapMb: liveHeap / MB,
        idlePrivateMb: idlePrivate / MB,
        idleFilesMb: idleFiles / MB,
        peakPrivateMb: peakPrivate / MB,
        peakFilesMb: peakFiles / MB,
      })}\n`,
    );
  } finally {
    await liveHub?.close();
    await disconnectDatabase();
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
