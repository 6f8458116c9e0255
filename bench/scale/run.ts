import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, type Db } from 'mongodb';
import { loadConfig } from '../../config/config';
import { DEMO_PASSWORD } from '../../db/seed';
import { ErpQueryStatusDocument, StartErpQueryDocument } from '../../cli/graphql/generated/graphql';
import { peakResidentBytes, privateResidentBytes } from '../xadis/memory';
import { measure, measures, median, StaffSession, type Measured } from './api';
import {
  insertInBatches,
  makeCommissionReport,
  makeHeadcountReport,
  makeProduct,
  makeSinkMessage,
  makeSms,
  makeStaff,
  makeStore,
  readRun,
  readTemplates,
  seedRuns,
  type ChainStore,
  type Seeded,
} from './chain';
import { searchTarget, seedCustomers } from './data';
import { buildStart, productEnvironment, startProduct, type RunningProduct } from './product';

/**
 * npm run bench:scale (issue 21): does the embedded default hold a whole chain? Starts the product
 * as `npm start` runs it (dist/start.js, built first as prestart builds it) on a fresh data
 * directory, where it loads the demo; adds a chain through the driver on the embedded server's
 * port (bench/scale/data.ts, chain.ts); stops it (SIGTERM), starts it again and measures, against
 * the issue's targets: start to healthy (/healthz answers 200), the product's private memory
 * (RssAnon: the embedded database lives in the product's process) after the start and after the
 * queries, and each screen's first page through the API as a signed-in staff member
 * (bench/scale/api.ts), SCALE_REPEATS times each (median and max; the first is cold).
 *
 * Sizes: SCALE_CUSTOMERS (1,000,000; one in ten with an open audit), SCALE_STORES (1,000, each with
 * its headcount report), SCALE_STAFF (20,000), SCALE_PRODUCTS (5,000), SCALE_REPORTS (60,000
 * commission reports), SCALE_RUNS (200,000 completed workflow runs with their events), SCALE_SMS
 * and SCALE_MAIL (outbox messages, 0), SCALE_BATCH (10,000 per insertMany), SCALE_REPEATS (5).
 * SCALE_DIR: where the data directory goes (the system's temporary directory); SCALE_KEEP=1 keeps
 * it; SCALE_LOG_LEVEL: the product's log level (info, as npm start); SCALE_START_TIMEOUT_S (900):
 * how long a start may take before it counts as failed.
 * Exit code 1 when a measure could not be taken (the product died, an answer failed); missed
 * targets are in the table.
 */
function size(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (got ${raw})`);
  return value;
}

const sizes = {
  customers: Math.max(10, size('SCALE_CUSTOMERS', 1_000_000)),
  stores: size('SCALE_STORES', 1_000),
  staff: size('SCALE_STAFF', 20_000),
  products: size('SCALE_PRODUCTS', 5_000),
  reports: size('SCALE_REPORTS', 60_000),
  runs: size('SCALE_RUNS', 200_000),
  sms: size('SCALE_SMS', 0),
  mail: size('SCALE_MAIL', 0),
};
const BATCH = Math.max(1, size('SCALE_BATCH', 10_000));
const REPEATS = Math.max(1, size('SCALE_REPEATS', 5));
const START_TIMEOUT_MS = size('SCALE_START_TIMEOUT_S', 900) * 1000;
const START_TARGET_MS = 30_000;
const MEMORY_TARGET_BYTES = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;

interface Row {
  measure: string;
  figure: string;
  target: string;
  result: 'met' | 'MISSED' | 'not measured';
  answer?: string;
}

const count = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${count(Math.round(bytes / MIB))} MiB`;

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : entry.isFile() ? statSync(full).size : 0;
  }
  return total;
}

/** The product's process id, for the memory printed beside each seeded collection. */
let productPid: number | null = null;

function seededLine(seeded: Seeded): string {
  const rate = count(Math.round(seeded.documents / Math.max(0.001, seeded.ms / 1000)));
  const memory = productPid === null ? null : privateResidentBytes(productPid);
  return `  ${seeded.collection.padEnd(18)} ${count(seeded.documents).padStart(11)} documents in ${seconds(seeded.ms).padStart(7)} (${rate}/s); product RssAnon ${memory === null ? '-' : mib(memory)}`;
}

/** A progress line every 10 s while a collection is being added, with the product's private memory. */
function progressOf(label: string, total: number): (done: number) => void {
  const started = performance.now();
  let printed = started;
  return (done) => {
    if (performance.now() - printed < 10_000 || done >= total) return;
    printed = performance.now();
    console.log(
      `  ${label}: ${count(done)} of ${count(total)} after ${seconds(printed - started)}; product RssAnon ${mib(privateResidentBytes(productPid ?? 0) ?? 0)}`,
    );
  };
}

/** A completed ERP query run, started through the API as `npm run cli -- erp query` starts one and waited for: the runs' template. */
async function completedErpRun(session: StaffSession): Promise<string> {
  const operation = { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101', 'E0201'] };
  const { startErpQuery } = await session.gql<{ startErpQuery: { workflowId: string } }>(StartErpQueryDocument, { operation });
  for (const deadline = performance.now() + 60_000; performance.now() < deadline;) {
    const { erpQuery } = await session.gql<{ erpQuery: { status: string } }>(ErpQueryStatusDocument, { workflowId: startErpQuery.workflowId });
    if (erpQuery.status === 'completed') return startErpQuery.workflowId;
    if (erpQuery.status !== 'running') throw new Error(`the ERP query run ended ${erpQuery.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the ERP query run did not complete in 60 s');
}

/** Adds the chain through the driver; prints each collection's documents and rate. */
async function seedChain(db: Db, session: StaffSession, nowMs: number): Promise<{ organizationId: string }> {
  const templates = await readTemplates(db);
  const runWorkflowId = sizes.runs > 0 ? await completedErpRun(session) : null;
  const started = performance.now();
  const customers = await seedCustomers(db, sizes.customers, nowMs, BATCH, progressOf('customers', sizes.customers));
  console.log(seededLine({ collection: 'customers', documents: customers.customers, ms: customers.ms }));
  console.log(`  ${'audits'.padEnd(18)} ${count(customers.audits).padStart(11)} open audits, ${count(customers.buckets)} counter buckets (with the customers)`);
  const storeDocuments = Array.from({ length: sizes.stores }, (_, index) => makeStore(templates, index, nowMs));
  console.log(seededLine(await insertInBatches(db, 'warehouses', storeDocuments.length, BATCH, (index) => storeDocuments[index]!)));
  const stores = (storeDocuments.length > 0 ? storeDocuments : templates.stores) as unknown as ChainStore[];
  console.log(
    seededLine(
      await insertInBatches(db, 'headcountReports', storeDocuments.length, BATCH, (index) => makeHeadcountReport(templates, stores[index]!, index, nowMs)),
    ),
  );
  console.log(
    seededLine(
      await insertInBatches(db, 'attendants', sizes.staff, BATCH, (index) => makeStaff(templates, stores, index, nowMs), progressOf('attendants', sizes.staff)),
    ),
  );
  console.log(seededLine(await insertInBatches(db, 'products', sizes.products, BATCH, (index) => makeProduct(templates, index, nowMs))));
  console.log(
    seededLine(
      await insertInBatches(
        db,
        'commissionReports',
        sizes.reports,
        BATCH,
        (index) => makeCommissionReport(templates, stores, index),
        progressOf('commission reports', sizes.reports),
      ),
    ),
  );
  if (runWorkflowId)
    for (const seeded of await seedRuns(db, await readRun(db, runWorkflowId), sizes.runs, nowMs, BATCH, progressOf('workflow runs', sizes.runs)))
      console.log(seededLine(seeded));
  console.log(seededLine(await insertInBatches(db, 'smsOutbox', sizes.sms, BATCH, (index) => makeSms(index, sizes.sms, sizes.customers, nowMs))));
  console.log(
    seededLine(await insertInBatches(db, 'mailSinkMessages', sizes.mail, BATCH, (index) => makeSinkMessage(index, sizes.mail, sizes.customers, nowMs))),
  );
  console.log(`chain added in ${seconds(performance.now() - started)}`);
  return { organizationId: templates.commissionReport.organizationId as string };
}

function printTable(rows: Row[]): void {
  const headers = ['measure', 'figure', 'target', 'result', 'answer'];
  const cells = rows.map((row) => [row.measure, row.figure, row.target, row.result, row.answer ?? '']);
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cell of cells) console.log(line(cell));
}

function queryRow(measured: Measured): Row {
  const target = `≤ ${measured.target.ms} ms`;
  if (measured.error || measured.samples.length === 0)
    return { measure: measured.name, figure: measured.error ? `failed: ${measured.error.slice(0, 160)}` : '-', target, result: 'not measured' };
  const middle = median(measured.samples);
  const figure = `median ${middle.toFixed(0)} ms, max ${Math.max(...measured.samples).toFixed(0)} ms`;
  return { measure: measured.name, figure, target, result: middle <= measured.target.ms ? 'met' : 'MISSED', answer: measured.shown };
}

function memoryRow(label: string, bytes: number | null): Row {
  if (bytes === null) return { measure: label, figure: '-', target: '≤ 1,024 MiB', result: 'not measured' };
  return { measure: label, figure: mib(bytes), target: '≤ 1,024 MiB', result: bytes <= MEMORY_TARGET_BYTES ? 'met' : 'MISSED' };
}

async function main(): Promise<number> {
  const nowMs = Date.now();
  const parent = process.env.SCALE_DIR ? path.resolve(process.env.SCALE_DIR) : os.tmpdir();
  mkdirSync(parent, { recursive: true });
  const workDir = mkdtempSync(path.join(parent, 'prometheus-bench-scale-'));
  const logFile = path.join(workDir, 'product.log');
  const env = await productEnvironment(path.join(workDir, 'data'));
  const config = loadConfig(env);
  const rows: Row[] = [];
  const pending = [
    'start to healthy, with the chain',
    'private memory (RssAnon) after start',
    ...measures({ code: '', phone: '', namePart: '' }, '', nowMs).map((entry) => entry.name),
    'private memory (RssAnon) after the queries',
  ];
  let product: RunningProduct | null = null;
  let failed = false;
  console.log(
    `bench:scale: ${count(sizes.customers)} customers, ${count(sizes.stores)} stores, ${count(sizes.staff)} staff, ${count(sizes.products)} products, ${count(sizes.reports)} commission reports, ${count(sizes.runs)} completed workflow runs, ${count(sizes.sms)} SMS, ${count(sizes.mail)} e-mails`,
  );
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${mib(os.totalmem())} of memory, load average ${os.loadavg()[0]!.toFixed(1)}; data directory ${config.dataDir}`,
  );
  try {
    const building = performance.now();
    await buildStart();
    console.log(`built dist/start.js in ${seconds(performance.now() - building)}`);

    product = await startProduct(env, logFile, START_TIMEOUT_MS);
    productPid = product.pid;
    console.log(`first start (loads the demo data): healthy after ${seconds(product.healthyMs)}, RssAnon ${mib(privateResidentBytes(product.pid) ?? 0)}`);
    const client = new MongoClient(`mongodb://127.0.0.1:${config.EMBEDDED_DB_PORT}/?directConnection=true`);
    let organizationId: string;
    try {
      await client.connect();
      const session = await StaffSession.signIn(product.url, 'admin', DEMO_PASSWORD);
      console.log(
        `adding the chain through the driver (mongodb://127.0.0.1:${config.EMBEDDED_DB_PORT}, database ${config.MONGODB_DB}), ${count(BATCH)} documents per insertMany:`,
      );
      ({ organizationId } = await seedChain(client.db(config.MONGODB_DB), session, nowMs));
      console.log(`product RssAnon with the chain added: ${mib(privateResidentBytes(product.pid) ?? 0)} (peak ${mib(peakResidentBytes(product.pid) ?? 0)})`);
    } finally {
      await client.close();
    }
    const stopped = await product.stop();
    console.log(
      `stopped (SIGTERM) in ${seconds(stopped.ms)}, exit code ${stopped.code ?? stopped.signal}; data directory ${mib(directoryBytes(config.dataDir))} on disk`,
    );
    if (stopped.code !== 0) throw new Error(`the product exited with ${stopped.code ?? stopped.signal} when stopped`);
    product = null;

    product = await startProduct(env, logFile, START_TIMEOUT_MS);
    const afterStart = privateResidentBytes(product.pid);
    rows.push({
      measure: pending.shift()!,
      figure: seconds(product.healthyMs),
      target: '≤ 30 s',
      result: product.healthyMs <= START_TARGET_MS ? 'met' : 'MISSED',
    });
    rows.push(memoryRow(pending.shift()!, afterStart));
    console.log(`second start: healthy after ${seconds(product.healthyMs)}, RssAnon ${afterStart === null ? '-' : mib(afterStart)}`);

    const session = await StaffSession.signIn(product.url, 'admin', DEMO_PASSWORD);
    for (const entry of measures(searchTarget(sizes.customers, nowMs), organizationId, nowMs)) {
      const measured = await measure(session, entry, REPEATS);
      pending.shift();
      rows.push(queryRow(measured));
      if (measured.error) {
        failed = true;
        console.log(`${entry.name}: ${measured.error}`);
      }
      if (product.exited()) throw new Error(`the product exited during "${entry.name}"`);
    }
    rows.push(memoryRow(pending.shift()!, privateResidentBytes(product.pid)));
    console.log(`peak resident memory of the product since its second start (VmHWM): ${mib(peakResidentBytes(product.pid) ?? 0)}`);
  } catch (error) {
    failed = true;
    console.log(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`);
    if (product) {
      // A closed connection is often the product dying: give it a moment to be gone, then say how.
      for (let waited = 0; waited < 10_000 && !product.exited(); waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
      const exit = product.exited();
      const memory = exit ? '' : `, RssAnon ${mib(privateResidentBytes(product.pid) ?? 0)}, peak ${mib(peakResidentBytes(product.pid) ?? 0)}`;
      console.log(
        `${exit ? `the product exited (code ${exit.code}, signal ${exit.signal})` : `the product is still running${memory}`}; its last lines (the whole log is ${logFile}${process.env.SCALE_KEEP === '1' ? '' : ', removed at the end unless SCALE_KEEP=1'}):`,
      );
      console.log(product.lastLines().join('\n'));
    }
  } finally {
    if (product && !product.exited()) await product.stop();
  }
  for (const name of pending) rows.push({ measure: name, figure: '-', target: '', result: 'not measured' });
  console.log(`\nbench:scale, ${count(sizes.customers)} customers (median and max of ${REPEATS} runs each, the first cold; met: the median within the target)`);
  printTable(rows);
  const met = rows.filter((row) => row.result === 'met').length;
  console.log(`${met} of ${rows.length} targets met; load average ${os.loadavg()[0]!.toFixed(1)}`);
  if (process.env.SCALE_KEEP === '1') console.log(`kept ${workDir} (product log: ${logFile})`);
  else rmSync(workDir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

process.exitCode = await main();
