import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { collectConsoleErrors, describeWithBrowser, ensureDashboardBuilt, launchBrowser } from './browser';
import { dataTable } from './dataTable';

/**
 * The products catalogue and the users list on the data table, on the running product with its
 * demo data: a heading sorts on the server (the rows are the API's page in that order), the search
 * filters, the pager moves, and the CSV is the whole searched list in the table's order.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-products-users-table-'));
const env = { DATA_DIR: dataDir, PORT: '0', EMBEDDED_DB_PORT: '0', SMTP_SINK_PORT: '0', PARTNER_SIMULATOR_PORT: '0', LOG_LEVEL: 'silent', STORE_SIMULATOR: 'off' };

describeWithBrowser('products and users data tables', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    await ensureDashboardBuilt();
    product = await startProduct(loadConfig(env), createLogger('silent'));
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(): Promise<{ page: Page; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'es-MX', acceptDownloads: true });
    await context.addInitScript(() => window.localStorage.setItem('prometheus.language', 'en'));
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${product.url}/userSignIn`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${product.url}/prometheus`);
    return { page, consoleErrors };
  }

  async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
    return page.evaluate(
      async ({ text, vars }) => {
        const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text, variables: vars }) });
        return ((await response.json()) as { data: unknown }).data;
      },
      { text: query, vars: variables },
    ) as Promise<T>;
  }

  /** Waits until a column of the table shows exactly `expected`. */
  async function showsColumn(page: Page, tableId: string, index: number, expected: string[]) {
    await page.waitForFunction(
      ({ id, at, wanted }) =>
        JSON.stringify([...document.querySelectorAll(`[data-testid="data-table-${id}"] tbody tr:not([data-testid])`)].map((tr) => (tr.children[at] as HTMLElement).innerText.trim())) === JSON.stringify(wanted),
      { id: tableId, at: index, wanted: expected },
    );
  }

  it('products: sorts by SKU on the server, searches, pages and exports the search', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${product.url}/prometheus/settings/products`);
    const table = dataTable(page, 'products');
    await table.loaded();
    const SKU = 2;
    const PAGE = 'query ($sort: ProductSort, $direction: SortDirection, $page: Int, $search: String) { catalogueProducts(pageSize: 25, page: $page, sort: $sort, direction: $direction, search: $search) { total rows { sku } } }';
    type Answer = { catalogueProducts: { total: number; rows: { sku: string }[] } };

    await table.sortBy('SKU', 'descending');
    const descending = await api<Answer>(page, PAGE, { sort: 'sku', direction: 'desc' });
    await showsColumn(page, 'products', SKU, descending.catalogueProducts.rows.map((row) => row.sku));
    expect(descending.catalogueProducts.total).toBeGreaterThan(25);

    await table.nextPage('Next');
    const second = await api<Answer>(page, PAGE, { sort: 'sku', direction: 'desc', page: 1 });
    await showsColumn(page, 'products', SKU, second.catalogueProducts.rows.map((row) => row.sku));
    await table.waitForRange(new RegExp(`^Rows 26–\\d+ of ${descending.catalogueProducts.total}$`));

    // A search starts again at the first page, still sorted.
    const prefix = descending.catalogueProducts.rows[0].sku.slice(0, 2);
    await page.getByLabel('Search by name, start of the SKU or barcode').fill(prefix);
    const searched = await api<Answer>(page, PAGE, { sort: 'sku', direction: 'desc', search: prefix });
    await showsColumn(page, 'products', SKU, searched.catalogueProducts.rows.map((row) => row.sku));
    await table.waitForRange(new RegExp(`^Rows 1–\\d+ of ${searched.catalogueProducts.total}$`));

    const { fileName, records } = await table.exportCsv('Export CSV');
    expect(fileName).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(records).toHaveLength(searched.catalogueProducts.total + 1);
    expect(records.slice(1, 1 + searched.catalogueProducts.rows.length).map((record) => record.cells[0])).toEqual(searched.catalogueProducts.rows.map((row) => row.sku));
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('users: sorts by full name on the server, searches and exports the search', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${product.url}/prometheus/system/users`);
    const table = dataTable(page, 'users');
    await table.loaded();
    const USER = 1;
    const PAGE = 'query ($sort: UserSort, $direction: SortDirection, $search: String) { users(limit: 300, sort: $sort, direction: $direction, search: $search) { total items { userName } } }';
    type Answer = { users: { total: number; items: { userName: string }[] } };

    await table.sortBy('Name', 'descending');
    const descending = await api<Answer>(page, PAGE, { sort: 'fullName', direction: 'desc' });
    await showsColumn(page, 'users', USER, descending.users.items.map((user) => user.userName));

    await page.getByLabel('Search user').fill('a');
    const searched = await api<Answer>(page, PAGE, { sort: 'fullName', direction: 'desc', search: 'a' });
    await showsColumn(page, 'users', USER, searched.users.items.map((user) => user.userName));
    const { records } = await table.exportCsv('Export CSV');
    expect(records.slice(1).map((record) => record.cells[0])).toEqual(searched.users.items.map((user) => user.userName));
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
