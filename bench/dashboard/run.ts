import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { RunningProduct } from '../../platform/product';

/**
 * Dashboard page-weight benchmark (npm run bench:dashboard; run `npm run build` first; not part
 * of CI). For each public page, in a fresh Chromium profile each time (empty cache): the
 * JavaScript it downloads (files, bytes on the wire and uncompressed), the encoding the server
 * answered with, and the first contentful paint. Prints the median of RUNS loads against the
 * targets of issue 8: under 200 KB of JavaScript transferred and a first paint under 1 s.
 *
 * It starts the whole product embedded on a temporary data directory, or measures BENCH_URL.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const JS_TARGET_BYTES = 200 * 1024;
const FCP_TARGET_MS = 1000;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = [
  { name: 'landing', path: '/' },
  { name: 'registration', path: '/customerRegistration' },
  { name: 'sign-in', path: '/userSignIn' },
];

interface Load {
  scripts: number;
  transferred: number;
  decoded: number;
  encodings: Set<string>;
  fcp: number;
}

/**
 * The targets count gzip: the measured loads ask for gzip only (BENCH_ENCODING=br measures what
 * Chromium asks for by itself, brotli included).
 */
const acceptEncoding = process.env.BENCH_ENCODING === 'br' ? undefined : 'gzip';

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext(acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {});
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; encoding: string }>();
  const load: Load = { scripts: 0, transferred: 0, decoded: 0, encodings: new Set(), fcp: Number.NaN };
  session.on('Network.responseReceived', (event) => {
    const isScript = event.type === 'Script' || /\.m?js(\?|$)/.test(new URL(event.response.url).pathname);
    if (!isScript) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]));
    scripts.set(event.requestId, { url: event.response.url, encoding: headers['content-encoding'] ?? 'identity' });
  });
  session.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (!script) return;
    load.scripts += 1;
    load.transferred += event.encodedDataLength;
    if (process.env.BENCH_VERBOSE) console.log(`  ${String(event.encodedDataLength).padStart(8)} ${script.encoding.padEnd(9)} ${new URL(script.url).pathname}`);
    load.encodings.add(script.encoding);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const measured = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    decoded: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
      .reduce((total, entry) => total + (entry as PerformanceResourceTiming).decodedBodySize, 0),
  }));
  load.fcp = measured.fcp;
  load.decoded = measured.decoded;
  await context.close();
  return load;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`);
  let product: RunningProduct | undefined;
  let dataDir: string | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-bench-dashboard-'));
    const env = { DATA_DIR: dataDir, PORT: '0', EMBEDDED_DB_PORT: '0', SMTP_SINK_PORT: '0', PARTNER_SIMULATOR_PORT: '0', LOG_LEVEL: 'silent' };
    const [{ loadConfig }, { createLogger }, { startProduct }] = await Promise.all([
      import('../../config/config'),
      import('../../config/logger'),
      import('../../platform/product'),
    ]);
    product = await startProduct(loadConfig(env), createLogger('silent'));
    base = product.url;
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  let failed = false;
  try {
    const index = await fetch(new URL('/', base));
    if (!index.ok || !(await index.text()).includes('id="root"')) throw new Error(`${base} serves no built dashboard: run \`npm run build\` first`);
    console.log(`Dashboard page weight at ${base}, median of ${RUNS} loads, empty cache, Accept-Encoding: ${acceptEncoding ?? "Chromium's own"}\n`);
    console.log(
      `${'page'.padEnd(14)}${'js files'.padStart(9)}${'transferred'.padStart(14)}${'uncompressed'.padStart(14)}  ${'encoding'.padEnd(10)}${'FCP'.padStart(9)}  target`,
    );
    for (const { name, path: pagePath } of pages) {
      // One load first warms the server's file cache and the browser binary, not the measured pages.
      await measure(browser, new URL(pagePath, base).href);
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await measure(browser, new URL(pagePath, base).href));
      const transferred = median(loads.map((load) => load.transferred));
      const fcp = median(loads.map((load) => load.fcp));
      const targeted = name !== 'sign-in';
      const ok = transferred < JS_TARGET_BYTES && fcp < FCP_TARGET_MS;
      if (targeted && !ok) failed = true;
      console.log(
        `${name.padEnd(14)}${String(median(loads.map((load) => load.scripts))).padStart(9)}${kb(transferred).padStart(14)}${kb(median(loads.map((load) => load.decoded))).padStart(14)}  ${[...new Set(loads.flatMap((load) => [...load.encodings]))].join(',').padEnd(10)}${`${Math.round(fcp)} ms`.padStart(9)}  ${targeted ? (ok ? 'met' : 'MISSED') : '(not targeted)'}`,
      );
    }
    console.log(
      `\nTargets (issue 8): landing and registration under ${kb(JS_TARGET_BYTES)} of JavaScript transferred, first contentful paint under ${FCP_TARGET_MS} ms.`,
    );
  } finally {
    await browser.close();
    await product?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
