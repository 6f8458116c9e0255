import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { open as openLmdb } from 'lmdb';

/** bench:db's tools: timing, the better-sqlite3 baseline, LMDB alone and the printed table. */

export async function timed<T>(work: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

/** Runs `work` n times and returns the median and mean duration in ms. */
export async function sample(n: number, work: () => Promise<void> | void): Promise<{ median: number; mean: number }> {
  return (await sampleAlternately(n, [work]))[0];
}

/** Like `sample`, for several operations timed in turn (one of each per round): their medians, in order. */
export async function sampleAlternately(n: number, works: Array<() => Promise<void> | void>): Promise<Array<{ median: number; mean: number }>> {
  const durations = works.map((): number[] => []);
  for (let i = 0; i < n; i++) {
    for (const [index, work] of works.entries()) {
      const start = performance.now();
      await work();
      durations[index].push(performance.now() - start);
    }
  }
  return durations.map((taken) => {
    taken.sort((a, b) => a - b);
    return { median: taken[Math.floor(n / 2)], mean: taken.reduce((total, ms) => total + ms, 0) / n };
  });
}

/** One row: a label, the embedded figure, the sqlite figure, and how to compare them. */
export interface Row {
  label: string;
  embedded: string;
  baseline?: string;
  /** embedded cost / sqlite cost (time ratio; for rates the inverse of the rate ratio). */
  ratio?: number;
  target?: string;
}

export const ms = (value: number, digits = 2) => `${value.toFixed(digits)} ms`;
export const rate = (value: number, unit: string) => `${Math.round(value).toLocaleString('en-US')} ${unit}/s`;

// --- better-sqlite3 baseline ----------------------------------------------------------------------

interface SqliteStatement {
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}
export interface SqliteDatabase {
  pragma(source: string): unknown;
  exec(source: string): unknown;
  prepare(source: string): SqliteStatement;
  transaction<T extends (...args: never[]) => unknown>(fn: T): T;
  close(): void;
}

export function openSqlite(dir: string): SqliteDatabase | null {
  try {
    const require = createRequire(import.meta.url);
    const Database = require('better-sqlite3') as new (file: string) => SqliteDatabase;
    const db = new Database(path.join(dir, 'baseline.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(`CREATE TABLE sales (id INTEGER PRIMARY KEY, doc TEXT NOT NULL,
      sku TEXT GENERATED ALWAYS AS (json_extract(doc, '$.sku')) VIRTUAL,
      store INTEGER GENERATED ALWAYS AS (json_extract(doc, '$.store')) VIRTUAL,
      qty INTEGER GENERATED ALWAYS AS (json_extract(doc, '$.qty')) VIRTUAL,
      soldAt TEXT GENERATED ALWAYS AS (json_extract(doc, '$.soldAt')) VIRTUAL)`);
    return db;
  } catch (error) {
    process.stdout.write(`better-sqlite3 baseline unavailable: ${(error as Error).message}\n`);
    return null;
  }
}

/** LMDB opened as the embedded server opens it (durable commits), written to directly. */
export async function rawLmdbCommits(
  dir: string,
  concurrentClients: number,
  concurrentInserts: number,
): Promise<{ sequentialMs: number; concurrentPerSecond: number }> {
  const root = openLmdb({ path: dir, maxDbs: 4, overlappingSync: false });
  const documents = root.openDB<Buffer, [number, string]>({ name: 'documents', encoding: 'binary' });
  const value = Buffer.alloc(120, 1);
  try {
    const sequential = await timed(async () => {
      for (let i = 0; i < 200; i++) await root.transaction(() => documents.put([1, `ONE-${i}`], value));
    });
    let next = 0;
    const concurrent = await timed(() =>
      Promise.all(
        Array.from({ length: concurrentClients }, async () => {
          while (next < concurrentInserts) {
            const i = next++;
            await root.transaction(() => documents.put([1, `CONC-${i}`], value));
          }
        }),
      ),
    );
    return { sequentialMs: sequential.ms / 200, concurrentPerSecond: concurrentInserts / (concurrent.ms / 1000) };
  } finally {
    await root.close();
  }
}

function sqliteMissing(row: Row): string {
  return row.label.startsWith('ping') || row.label.startsWith('peak') || row.label.startsWith('  ') ? '' : 'baseline unavailable';
}

/** Prints the rows as a Markdown table, with the load average beside the title. */
export function printTable(rows: Row[], totalDocuments: number): void {
  const header = ['measure', 'embedded server', 'better-sqlite3', 'ratio (embedded cost / sqlite)', 'target'];
  const table = rows.map((row) => [
    row.label,
    row.embedded,
    row.baseline ?? sqliteMissing(row),
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x${row.ratio <= 3 ? '' : ' (over 3x)'}`,
    row.target ?? '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |\n`;
  process.stdout.write(
    `\nEmbedded document server vs better-sqlite3, ${totalDocuments.toLocaleString('en-US')} documents, durable writes (fsync / synchronous=FULL); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs\n\n`,
  );
  process.stdout.write(line(header));
  process.stdout.write(line(widths.map((width) => '-'.repeat(width))));
  for (const cells of table) process.stdout.write(line(cells));
}
