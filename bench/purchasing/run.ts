import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { purchaseGrid, type PurchaseGrid } from '../../api/purchasing/grid/service';
import { defaultEndDate } from '../../domain/purchasing/dates';
import { purchaseSelectionSchema, type PurchaseSelection } from '../../domain/purchasing/schemas';
import { ensureDashboardBuilt, launchBrowser } from '../../dashboard/e2e/browser';
import { BENCH_COMPANY, BENCH_PROVIDER, seedBenchChain } from './data';
import { FORECAST_BATCH, originalGrid, STOCK_BATCH } from './original';

/**
 * npm run bench:purchasing (issue 12): the Purchase Orders grid for STORES stores x PRODUCTS
 * products on the embedded document server.
 *   1. The product's grid (api/purchasing/grid/service.ts purchaseGrid, whole: it reads the grid
 *      storage, one store-week document per company, store and week with every article's daily
 *      sales and quantiles, and one store-stock document per store; about 2,000 documents for
 *      300 x 500, docs/purchasing.md "Grid storage") against, in the same run and on the same data,
 *      the original's approach (bench/purchasing/original.ts: the per-article forecast and history
 *      records in batches of 30 products, stock in batches of 150, each batch a separate query
 *      answered as JSON text). Median of RUNS runs each, after one warm-up; both grids are checked
 *      to be equal. Target: at least 10x.
 *   2. The first render of that grid in Chromium: 'compras' signs in, opens
 *      /prometheus/purchases/forecast, picks the company and the provider (every store); the screen
 *      asks for the grid in pages (the first 500 rows, then the rest in the background, the totals
 *      of the whole selection from the server); measured in the page from the first grid request
 *      leaving to the first grid row painted. Target: under 2 s.
 * It starts the whole product on a temporary data directory (demo data, then the bench chain,
 * written in both shapes: the per-article records and the grid storage).
 * BENCH_STORES / BENCH_PRODUCTS / BENCH_RUNS change the sizes; BENCH_SKIP_BROWSER=1 skips step 2.
 */
const STORES = Number(process.env.BENCH_STORES ?? 300);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RATIO_TARGET = 10;
const RENDER_TARGET_MS = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

function sameGrid(a: PurchaseGrid, b: PurchaseGrid): string | null {
  if (a.rows.length !== b.rows.length) return `rows ${a.rows.length} vs ${b.rows.length}`;
  for (let index = 0; index < a.rows.length; index += 1) {
    const x = a.rows[index]!;
    const y = b.rows[index]!;
    // Money fields are exact decimals (objects): compared by their value.
    for (const field of ['storeId', 'sku', 'packages', 'p10', 'p50', 'p90', 'stock', 'price', 'total'] as const) {
      if (String(x[field]) !== String(y[field])) return `row ${index} (${x.storeId} ${x.sku}) ${field}: ${x[field]} vs ${y[field]}`;
    }
    if (x.sales[0]!.quantity !== y.sales[0]!.quantity || x.sales[1]!.quantity !== y.sales[1]!.quantity) return `row ${index} sales differ`;
  }
  return null;
}

async function firstRender(product: RunningProduct, companyId: string, providerId: string): Promise<{ ms: number; rows: string }> {
  await ensureDashboardBuilt();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'es-MX' });
    await context.addInitScript(() => {
      window.localStorage.setItem('prometheus.language', 'es');
      const marks = { request: 0, firstRow: 0 };
      (window as unknown as { __gridMarks: typeof marks }).__gridMarks = marks;
      const originalFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (!marks.request && typeof init?.body === 'string' && init.body.includes('purchaseGrid')) marks.request = performance.now();
        return originalFetch(input, init);
      };
      new MutationObserver(() => {
        if (marks.request && !marks.firstRow && document.querySelector('[data-row]')) {
          requestAnimationFrame(() => {
            if (!marks.firstRow) marks.firstRow = performance.now();
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${product.url}/userSignIn`);
    await page.getByLabel('Usuario').fill('compras');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo#2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${product.url}/prometheus`);
    await page.goto(`${product.url}/prometheus/purchases/forecast`);
    await page.getByRole('heading', { name: 'Órdenes de compra' }).waitFor();
    await page.locator('#purchase-company').selectOption(companyId);
    await page.locator('#purchase-provider').locator(`option[value="${providerId}"]`).waitFor({ state: 'attached', timeout: 30_000 });
    await page.locator('#purchase-provider').selectOption(providerId);
    await page.locator('[data-row]').first().waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __gridMarks: { firstRow: number } }).__gridMarks.firstRow > 0);
    const marks = await page.evaluate(() => (window as unknown as { __gridMarks: { request: number; firstRow: number } }).__gridMarks);
    const rows =
      (await page
        .getByTestId('grid-summary')
        .textContent()
        .catch(() => '')) ?? '';
    if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
    return { ms: marks.firstRow - marks.request, rows };
  } finally {
    await browser.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-bench-purchasing-'));
  const env = { DATA_DIR: dataDir, PORT: '0', EMBEDDED_DB_PORT: '0', SMTP_SINK_PORT: '0', PARTNER_SIMULATOR_PORT: '0', LOG_LEVEL: 'silent' };
  let product: RunningProduct | undefined;
  let failed = false;
  try {
    const started = await timed(() => startProduct(loadConfig(env), createLogger('silent')));
    product = started.value;
    const seeded = await timed(() => seedBenchChain({ stores: STORES, products: PRODUCTS }));
    console.log(
      `product started with demo data in ${seconds(started.ms)}; bench chain: ${STORES} stores x ${PRODUCTS} products = ${seeded.value.pairs.toLocaleString('en-US')} pairs (forecast, 400 days of sales, stock) written in ${seconds(seeded.ms)}`,
    );
    const selection: PurchaseSelection = purchaseSelectionSchema.parse({
      companyId: BENCH_COMPANY,
      providerId: BENCH_PROVIDER,
      from: seeded.value.today,
      to: defaultEndDate(seeded.value.today),
    });

    await purchaseGrid(selection);
    const productRuns: number[] = [];
    let productGrid: PurchaseGrid | undefined;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await timed(() => purchaseGrid(selection));
      productRuns.push(result.ms);
      productGrid = result.value;
    }
    await originalGrid(selection);
    const originalRuns: number[] = [];
    let original: Awaited<ReturnType<typeof originalGrid>> | undefined;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await timed(() => originalGrid(selection));
      originalRuns.push(result.ms);
      original = result.value;
    }
    const difference = sameGrid(productGrid!, original!);
    if (difference) {
      failed = true;
      console.log(`GRIDS DIFFER: ${difference}`);
    }
    const ratio = median(originalRuns) / median(productRuns);
    if (ratio < RATIO_TARGET) failed = true;
    console.log(
      `\nGrid of ${productGrid!.rows.length.toLocaleString('en-US')} rows (${productGrid!.stores} stores x ${productGrid!.products} products), median of ${RUNS} runs after a warm-up:`,
    );
    console.log(
      `  product (grid storage: store-weeks and store stock):     ${seconds(median(productRuns))}   [${productRuns.map((ms) => seconds(ms)).join(', ')}]`,
    );
    console.log(
      `  original (batches of ${FORECAST_BATCH} / ${FORECAST_BATCH} / ${STOCK_BATCH} products, ${original!.queries} queries): ${seconds(median(originalRuns))}   [${originalRuns.map((ms) => seconds(ms)).join(', ')}]`,
    );
    console.log(
      `  ratio: ${ratio.toFixed(1)}x (target >= ${RATIO_TARGET}x: ${ratio >= RATIO_TARGET ? 'met' : 'MISSED'}); grids ${difference ? 'DIFFER' : 'identical'}`,
    );

    if (process.env.BENCH_SKIP_BROWSER) return;
    const render = await firstRender(product, BENCH_COMPANY, BENCH_PROVIDER);
    if (render.ms >= RENDER_TARGET_MS) failed = true;
    console.log(
      `\nFirst render in Chromium ('compras', company ${BENCH_COMPANY}, provider ${BENCH_PROVIDER}, all stores): ${render.ms.toFixed(0)} ms from the first grid request (page of 500 rows) to the first row painted (target < ${RENDER_TARGET_MS} ms: ${render.ms < RENDER_TARGET_MS ? 'met' : 'MISSED'}); ${render.rows}`,
    );
  } finally {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (failed) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
