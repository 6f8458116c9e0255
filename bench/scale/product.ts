import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * The product as `npm start` runs it, for bench:scale: `node scripts/build.mjs start` (what
 * `prestart` builds for the server; the dashboard's Vite build is left to `npm start` or
 * `npm run build`, the API answers without it) and then `node dist/start.js` in its own process,
 * on the embedded defaults, with the data directory and the ports this bench chooses.
 */
export const rootDir = path.join(import.meta.dirname, '..', '..');

/** Settings that switch a backend away from the embedded default: never passed to the measured product. */
const externalBackends = ['MONGODB_URI', 'TEMPORAL_ADDRESS', 'SMTP_URL', 'S3_BUCKET', 'PARTNER_URL', 'SMS_PROVIDER_URL', 'API_TOKEN'];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The product's environment: the caller's, without external backends, on this data directory and free loopback ports. */
export async function productEnvironment(dataDir: string): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !externalBackends.includes(key)) env[key] = value;
  const [port, dbPort, sinkPort, partnerPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  return {
    ...env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    EMBEDDED_DB_PORT: String(dbPort),
    SMTP_SINK_PORT: String(sinkPort),
    PARTNER_SIMULATOR_PORT: String(partnerPort),
    LOG_LEVEL: process.env.SCALE_LOG_LEVEL ?? 'info',
  };
}

/** Builds dist/start.js as `npm start`'s prestart does. */
export async function buildStart(): Promise<void> {
  const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'build.mjs'), 'start'], { cwd: rootDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`node scripts/build.mjs start exited with ${code}`);
}

export class ProductExited extends Error {}

export interface RunningProduct {
  pid: number;
  url: string;
  /** Milliseconds from the spawn to the first 200 of /healthz. */
  healthyMs: number;
  /** Set when the process has exited (expected or not). */
  exited(): { code: number | null; signal: string | null } | null;
  /** The last lines the product wrote (stdout and stderr), to show why it stopped. */
  lastLines(): string[];
  /** SIGTERM, then the time until the process is gone. */
  stop(): Promise<{ ms: number; code: number | null; signal: string | null }>;
}

const KEPT_LINES = 40;

/**
 * Starts `node dist/start.js` and waits for /healthz to answer 200 (polled every 100 ms), at most
 * `timeoutMs`. Its output goes to `logFile`; the last lines are kept for a failure report.
 */
export async function startProduct(env: Record<string, string>, logFile: string, timeoutMs: number): Promise<RunningProduct> {
  const log: WriteStream = createWriteStream(logFile, { flags: 'a' });
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(rootDir, 'dist', 'start.js')], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(line.length > 400 ? `${line.slice(0, 400)}...` : line);
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const state: { exit: { code: number | null; signal: string | null } | null } = { exit: null };
  const gone = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      state.exit = { code, signal };
      resolve();
    }),
  );
  void gone.then(() => log.end());
  const url = `http://${env.HOST}:${env.PORT}`;
  const running: RunningProduct = {
    pid: child.pid!,
    url,
    healthyMs: 0,
    exited: () => state.exit,
    lastLines: () => [...lines],
    async stop() {
      const stopping = performance.now();
      if (!state.exit) child.kill('SIGTERM');
      await gone;
      const { code, signal } = state.exit ?? { code: null, signal: null };
      return { ms: performance.now() - stopping, code, signal };
    },
  };
  for (;;) {
    if (state.exit) throw new ProductExited(`the product exited (code ${state.exit.code}, signal ${state.exit.signal}) before it was healthy`);
    if (performance.now() - started > timeoutMs) {
      await running.stop();
      throw new ProductExited(`the product was not healthy after ${Math.round(timeoutMs / 1000)} s`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  running.healthyMs = performance.now() - started;
  return running;
}
