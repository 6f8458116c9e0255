import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithBrowser } from './browser';
import { productInBrowser } from './runningProduct';
import { dataTable } from './dataTable';

/**
 * The products catalogue and the users list on the data table, on the running product with its
 * demo data: a heading sorts on the server (the rows are the API's page in that order), the search
 * filters, the pager moves, and the CSV is the whole searched list in the table's order.
 */

describeWithBrowser('products and users data tables', () => {
  const running = productInBrowser('products-users-table', { env: { STORE_SIMULATOR: 'off' }, startTimeoutMs: 240_000 });

  const signIn = () => running.signIn('admin', { language: 'en', viewport: { width: 1600, height: 1000 } });

  async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
    return page.evaluate(
      async ({ text, vars }) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: text, variables: vars }),
        });
        return ((await response.json()) as { data: unknown }).data;
      },
      { text: query, vars: variables },
    ) as Promise<T>;
  }

  /** Waits until a column of the table shows exactly `expected`. */
  async function showsColumn(page: Page, tableId: string, index: number, expected: string[]) {
    await page.waitForFunction(
      ({ id, at, wanted }) =>
        JSON.stringify(
          [...document.querySelectorAll(`[data-testid="data-table-${id}"] tbody tr:not([data-testid])`)].map((tr) =>
            (tr.children[at] as HTMLElement).innerText.trim(),
          ),
        ) === JSON.stringify(wanted),
      { id: tableId, at: index, wanted: expected },
    );
  }

  it('products: sorts by SKU on the server, searches, pages and exports the search', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${running.url}/prometheus/settings/products`);
    const table = dataTable(page, 'products');
    await table.loaded();
    const SKU = 2;
    const PAGE =
      'query ($sort: ProductSort, $direction: SortDirection, $page: Int, $search: String) { catalogueProducts(pageSize: 25, page: $page, sort: $sort, direction: $direction, search: $search) { total rows { sku } } }';
    type Answer = { catalogueProducts: { total: number; rows: { sku: string }[] } };

    await table.sortBy('SKU', 'descending');
    const descending = await api<Answer>(page, PAGE, { sort: 'sku', direction: 'desc' });
    await showsColumn(
      page,
      'products',
      SKU,
      descending.catalogueProducts.rows.map((row) => row.sku),
    );
    expect(descending.catalogueProducts.total).toBeGreaterThan(25);

    await table.nextPage('Next');
    const second = await api<Answer>(page, PAGE, { sort: 'sku', direction: 'desc', page: 1 });
    await showsColumn(
      page,
      'products',
      SKU,
      second.catalogueProducts.rows.map((row) => row.sku),
    );
    await table.waitForRange(new RegExp(`^Rows 26–\\d+ of ${descending.catalogueProducts.total}$`));

    // A search starts again at the first page, still sorted.
    const prefix = descending.catalogueProducts.rows[0].sku.slice(0, 2);
    await page.getByLabel('Search by name, start of the SKU or barcode').fill(prefix);
    const searched = await api<Answer>(page, PAGE, { sort: 'sku', direction: 'desc', search: prefix });
    await showsColumn(
      page,
      'products',
      SKU,
      searched.catalogueProducts.rows.map((row) => row.sku),
    );
    await table.waitForRange(new RegExp(`^Rows 1–\\d+ of ${searched.catalogueProducts.total}$`));

    const { fileName, records } = await table.exportCsv('Export CSV');
    expect(fileName).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(records).toHaveLength(searched.catalogueProducts.total + 1);
    expect(records.slice(1, 1 + searched.catalogueProducts.rows.length).map((record) => record.cells[0])).toEqual(
      searched.catalogueProducts.rows.map((row) => row.sku),
    );
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('users: sorts by full name on the server, searches and exports the search', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${running.url}/prometheus/system/users`);
    const table = dataTable(page, 'users');
    await table.loaded();
    // Edit, photo, then the user name.
    const USER = 2;
    const PAGE =
      'query ($sort: UserSort, $direction: SortDirection, $search: String) { users(limit: 300, sort: $sort, direction: $direction, search: $search) { total items { userName } } }';
    type Answer = { users: { total: number; items: { userName: string }[] } };

    await table.sortBy('Name', 'descending');
    const descending = await api<Answer>(page, PAGE, { sort: 'fullName', direction: 'desc' });
    await showsColumn(
      page,
      'users',
      USER,
      descending.users.items.map((user) => user.userName),
    );

    await page.getByLabel('Search user').fill('a');
    const searched = await api<Answer>(page, PAGE, { sort: 'fullName', direction: 'desc', search: 'a' });
    await showsColumn(
      page,
      'users',
      USER,
      searched.users.items.map((user) => user.userName),
    );
    const { records } = await table.exportCsv('Export CSV');
    expect(records.slice(1).map((record) => record.cells[0])).toEqual(searched.users.items.map((user) => user.userName));
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
