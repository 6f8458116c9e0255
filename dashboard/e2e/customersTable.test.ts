import mongoose from 'mongoose';
import { type Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { seedCustomers } from '../../bench/scale/data';
import { describeWithBrowser } from './browser';
import { productInBrowser } from './runningProduct';
import { dataTable } from './dataTable';

/**
 * The customer list on the data table, on the running product with 60 more customers: sorting a
 * column asks the server (the rows are the API's page in that order), the type column's filter and
 * the pager change the rows, the CSV is the whole filtered list in the table's order, the columns
 * chosen are remembered for the user, and the keyboard moves, selects and opens rows.
 */
describeWithBrowser('customer list data table', () => {
  const running = productInBrowser('customers-table', { env: { STORE_SIMULATOR: 'off' }, startTimeoutMs: 240_000 });

  beforeAll(async () => {
    await seedCustomers(mongoose.connection.db!, 60, Date.now(), 60, () => undefined);
  }, 120_000);

  const signIn = () => running.signIn('admin', { language: 'en', viewport: { width: 1600, height: 1000 } });

  /** The API's page for a sort and filter, asked with the page's own session. */
  async function apiNames(page: Page, variables: Record<string, unknown>): Promise<{ names: string[]; total: number }> {
    return page.evaluate(async (vars) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'query ($filter: CustomerFilterInput, $sort: CustomerSort, $direction: SortDirection, $page: Int) { customers(filter: $filter, pageSize: 10, page: $page, sort: $sort, direction: $direction) { total rows { customerName } } }',
          variables: vars,
        }),
      });
      const body = (await response.json()) as { data: { customers: { total: number; rows: { customerName: string }[] } } };
      return { names: body.data.customers.rows.map((row) => row.customerName), total: body.data.customers.total };
    }, variables);
  }

  it('sorts on the server, filters, pages, exports the filtered list and remembers the columns', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${running.url}/prometheus/customer`);
    const table = dataTable(page, 'customers');
    await table.loaded();
    const NAME = 1; // after the selection column

    // Sort by name, descending then ascending: the rows are the server's page in that order.
    const before = await table.column(NAME);
    await table.sortBy('Customer name', 'ascending');
    const ascending = await apiNames(page, { sort: 'customerName', direction: 'asc' });
    await page.waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="data-table-customers"] tbody tr:not([data-testid])')].map((tr) =>
            (tr.children[1] as HTMLElement).innerText.trim(),
          ),
        ) === JSON.stringify(expected),
      ascending.names,
    );
    expect(ascending.names).not.toEqual(before);
    await table.sortBy('Customer name', 'descending');
    const descending = await apiNames(page, { sort: 'customerName', direction: 'desc' });
    await page.waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="data-table-customers"] tbody tr:not([data-testid])')].map((tr) =>
            (tr.children[1] as HTMLElement).innerText.trim(),
          ),
        ) === JSON.stringify(expected),
      descending.names,
    );

    // Filter by a type under its heading: every row shown is of that type, and the total follows.
    const filtered = await apiNames(page, { filter: { customerTypeId: 'CC' }, sort: 'customerName', direction: 'desc' });
    await table.root.getByLabel('Filter by Customer type').selectOption('CC');
    await table.waitForRange(new RegExp(`of ${filtered.total}$`));
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="data-table-customers"] tbody tr:not([data-testid])')].every(
        (tr) => (tr.children[2] as HTMLElement).innerText.trim() === 'Cliente Club',
      ),
    );
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
