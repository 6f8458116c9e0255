import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { seedCustomers } from '../../bench/scale/data';
import { collectConsoleErrors, describeWithBrowser, ensureDashboardBuilt, launchBrowser } from './browser';
import { dataTable } from './dataTable';

/**
 * The customer list on the data table, on the running product with 60 more customers: sorting a
 * column asks the server (the rows are the API's page in that order), the type column's filter and
 * the pager change the rows, the CSV is the whole filtered list in the table's order, the columns
 * chosen are remembered for the user, and the keyboard moves, selects and opens rows.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-customers-table-'));
const env = { DATA_DIR: dataDir, PORT: '0', EMBEDDED_DB_PORT: '0', SMTP_SINK_PORT: '0', PARTNER_SIMULATOR_PORT: '0', LOG_LEVEL: 'silent', STORE_SIMULATOR: 'off' };

describeWithBrowser('customer list data table', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    await ensureDashboardBuilt();
    product = await startProduct(loadConfig(env), createLogger('silent'));
    await seedCustomers(mongoose.connection.db!, 60, Date.now(), 60, () => undefined);
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

  /** The API's page for a sort and filter, asked with the page's own session. */
  async function apiNames(page: Page, variables: Record<string, unknown>): Promise<{ names: string[]; total: number }> {
    return page.evaluate(async (vars) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($filter: CustomerFilterInput, $sort: CustomerSort, $direction: SortDirection, $page: Int) { customers(filter: $filter, pageSize: 10, page: $page, sort: $sort, direction: $direction) { total rows { customerName } } }', variables: vars }),
      });
      const body = (await response.json()) as { data: { customers: { total: number; rows: { customerName: string }[] } } };
      return { names: body.data.customers.rows.map((row) => row.customerName), total: body.data.customers.total };
    }, variables);
  }

  it('sorts on the server, filters, pages, exports the filtered list and remembers the columns', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${product.url}/prometheus/customer`);
    const table = dataTable(page, 'customers');
    await table.loaded();
    const NAME = 1; // after the selection column

    // Sort by name, descending then ascending: the rows are the server's page in that order.
    const before = await table.column(NAME);
    await table.sortBy('Customer name', 'ascending');
    const ascending = await apiNames(page, { sort: 'customerName', direction: 'asc' });
    await page.waitForFunction(
      (expected) => JSON.stringify([...document.querySelectorAll('[data-testid="data-table-customers"] tbody tr:not([data-testid])')].map((tr) => (tr.children[1] as HTMLElement).innerText.trim())) === JSON.stringify(expected),
      ascending.names,
    );
    expect(ascending.names).not.toEqual(before);
    await table.sortBy('Customer name', 'descending');
    const descending = await apiNames(page, { sort: 'customerName', direction: 'desc' });
    await page.waitForFunction(
      (expected) => JSON.stringify([...document.querySelectorAll('[data-testid="data-table-customers"] tbody tr:not([data-testid])')].map((tr) => (tr.children[1] as HTMLElement).innerText.trim())) === JSON.stringify(expected),
      descending.names,
    );

    // Filter by a type under its heading: every row shown is of that type, and the total follows.
    const filtered = await apiNames(page, { filter: { customerTypeId: 'CC' }, sort: 'customerName', direction: 'desc' });
    await table.root.getByLabel('Filter by Customer type').selectOption('CC');
    await table.waitForRange(new RegExp(`of ${filtered.total}$`));
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="data-table-customers"] tbody tr:not([data-testid])')].every((tr) => (tr.children[2] as HTMLElement).innerText.trim() === 'Cliente Club'));
    expect(filtered.total).toBeGreaterThan(10);

    // The next page: rows 11–20 of the same filter and sort.
    const secondPage = await apiNames(page, { filter: { customerTypeId: 'CC' }, sort: 'customerName', direction: 'desc', page: 1 });
    await table.nextPage('Next');
    await table.waitForRange(new RegExp(`^Rows 11–20 of ${filtered.total}$`));
    expect(await table.column(NAME)).toEqual(secondPage.names);

    // Export: the whole filtered list, in the table's order, formula-safe.
    const { fileName, records } = await table.exportCsv('Export CSV');
    expect(fileName).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(records[0].cells.slice(0, 2)).toEqual(['customerName', 'customerType']);
    expect(records).toHaveLength(filtered.total + 1);
    expect(records.slice(1).every((record) => record.cells[1] === 'Cliente Club')).toBe(true);
    expect(records.slice(11, 21).map((record) => record.cells[0])).toEqual(secondPage.names);

    // Hide a column: it stays hidden for this user after a reload.
    await table.root.getByRole('button', { name: 'Columns' }).click();
    await page.locator('.data-table__chooser label', { hasText: 'Address' }).click();
    await table.root.locator('thead th', { hasText: 'Address' }).waitFor({ state: 'detached' });
    await page.reload();
    await table.loaded();
    await table.root.locator('thead th', { hasText: 'Customer name' }).waitFor();
    expect(await table.root.locator('thead th', { hasText: 'Address' }).count()).toBe(0);

    // Keyboard: the arrows move the focused row, Space selects it, Enter opens it.
    await table.rows().first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await table.rows().nth(1).and(page.locator('[aria-selected="true"]')).waitFor();
    const second = (await table.column(NAME))[1];
    await page.keyboard.press('Enter');
    await page.locator('.bp6-drawer').getByText(second).first().waitFor();
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
