import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { formatMoney, money as money_, MONEY_SCALE, sumMoney } from '../../domain/common/money';
import { collectConsoleErrors, describeWithBrowser, saveScreenshot } from './browser';
import { PurchaseOrderModel } from '../../db/models/purchasing/purchaseOrder';
import { listedPurchaseOrder } from '../../api/purchasing/orders/testing';
import { dataTable, gqlInPage } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * The Purchase Orders screen against the real product and its demo data: the buyer ('compras')
 * picks the company, a store and the provider, the server's grid appears, a bad Piezas value is
 * refused, a good one recomputes the totals, 'Verificar orden de compra' opens the preview with the
 * ERP folio, and send follows the process to the success message and the order history, where
 * the folio opens the order with its lines. A selection above one page (every store of company 01
 * with PRV004: 22 x 27 = 594 rows) shows its first 500 rows at once, the server's totals of all
 * 594, and then the rest.
 */

describeWithBrowser('purchase orders on the running product', () => {
  const running = productInBrowser('purchasing', { env: { ERP_POLL_INTERVAL_MS: '200' } });

  /** The buyer signed in (Spanish) on the Purchase Orders screen. */
  async function buyerOnScreen(): Promise<Page> {
    const { page } = await running.signIn('compras', { viewport: { width: 1600, height: 1000 } });
    await page.goto(`${running.url}/prometheus/purchases/forecast`);
    await page.getByRole('heading', { name: 'Órdenes de compra' }).waitFor();
    return page;
  }

  it('takes the buyer from the company to a sent purchase order', async () => {
    const page = await buyerOnScreen();
    const consoleErrors = collectConsoleErrors(page);

    await expect.poll(() => page.locator('#purchase-zone').isDisabled()).toBe(true);
    await expect.poll(() => page.locator('#purchase-provider').isDisabled()).toBe(true);
    await page.locator('#purchase-company').selectOption('01');
    await expect.poll(() => page.locator('#purchase-provider').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.locator('#purchase-stores').selectOption(['CO101', 'CO102']);
    await page.locator('#purchase-provider').selectOption('PRV001');
    await page.getByTestId('grid-summary').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('grid-summary').textContent()).toMatch(/^22 filas · 2 tiendas × 11 productos/);

    // A range longer than 62 days is refused under Fecha final (the API's rule), in Spanish; the grid keeps its selection.
    const shownTo = await page.locator('#purchase-to').inputValue();
    const [day, month, year] = (await page.locator('#purchase-from').inputValue()).split('/').map(Number);
    const far = new Date(Date.UTC(year, month - 1, day + 70));
    const farText = [far.getUTCDate(), far.getUTCMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/') + `/${far.getUTCFullYear()}`;
    await page.locator('#purchase-to').fill(farText);
    await page.locator('#purchase-to').press('Enter');
    const rangeProblem = page.getByText('La fecha final debe ser igual o posterior a la inicial y el rango no puede pasar de 62 días.');
    await rangeProblem.waitFor();
    expect(await page.getByTestId('grid-summary').textContent()).toMatch(/^22 filas · 2 tiendas × 11 productos/);
    await page.locator('#purchase-to').fill(shownTo);
    await page.locator('#purchase-to').press('Enter');
    await rangeProblem.waitFor({ state: 'hidden' });
    await page.getByTestId('grid-summary').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('grid-summary').textContent(), { timeout: 20_000 }).toMatch(/^22 filas · 2 tiendas × 11 productos/);

    // A bad value is refused: the field says so and 'Verificar' stays disabled.
    const first = page.getByRole('textbox', { name: /^Piezas 10001 CO101$/ });
    await first.fill('abc');
    await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Verificar orden de compra' }).isDisabled()).toBe(true);
    // Demo products have a sale unit: their price shows 2 decimals (spec 002 section 9).
    expect(await page.locator('[data-row="CO101|10001"] [data-cell="price"]').textContent()).toMatch(/^\d[\d,]*\.\d{2}$/);
    await first.fill('007');
    await expect.poll(() => first.inputValue()).toBe('7'); // leading zeros stripped
    const rowTotal = page.locator('[data-row="CO101|10001"] [data-cell="subtotal"]');
    await expect.poll(async () => rowTotal.textContent()).not.toBe('0.0000');
    await saveScreenshot(page, 'purchasing-grid-es');

    await page.getByRole('button', { name: 'Ver gráfica de 10001 en CO101' }).click();
    await page.getByTestId('forecast-chart').locator('svg.recharts-surface').first().waitFor();
    await saveScreenshot(page, 'purchasing-chart-es');
    await page.getByRole('button', { name: 'Close' }).or(page.locator('.bp6-dialog-close-button')).first().click();

    await page.getByRole('button', { name: 'Verificar orden de compra' }).click();
    const preview = page.locator('.purchasing-preview');
    await preview.getByText(/Orden de compra \d+/).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'purchasing-preview-es');
    await preview.getByRole('button', { name: 'Enviar' }).click();
    await preview.getByText('Se ha generado satisfactoriamente tu orden de compra.').waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'purchasing-sent-es');
    await preview.getByRole('button', { name: 'Cerrar' }).click();
    const history = page.getByRole('region', { name: 'Historial de órdenes' });
    await history
      .getByText(/OrdenOC_\d+\.pdf/)
      .first()
      .waitFor({ timeout: 15_000 });
    await expect.poll(async () => history.getByText('Enviada').count()).toBeGreaterThan(0);
    // The history lists orders without their lines; the folio opens one and reads its lines.
    await history.getByRole('button', { name: /^\d+$/ }).first().click();
    const opened = page.locator('.purchasing-order');
    await opened.getByText(/renglones$/).waitFor();
    await expect.poll(async () => opened.locator('.purchasing-preview__lines tbody tr').count()).toBeGreaterThan(0);
    await opened.getByRole('button', { name: 'Cerrar' }).click();
    expect(consoleErrors).toEqual([]);
  }, 180_000);

  it("shows a large selection in pages: the first 500 rows at once with the server's totals of all, then the rest", async () => {
    const page = await buyerOnScreen();
    const consoleErrors = collectConsoleErrors(page);
    // The grid's pages pass through here: the second one waits until the first page has been looked at.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Amounts arrive as GraphQL Decimal strings (docs/money.md).
    type Money = { subtotal: string; ieps: string; iva: string; total: string };
    const pages: { offset: number; limit: number; rows: { storeId: string; sku: string; total: string }[] }[] = [];
    let serverTotals: Money | null = null;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null;
      const query = body?.query ?? '';
      if (query.includes('query PurchaseGrid(')) {
        const { offset, limit } = body!.variables as { offset: number; limit: number };
        if (offset > 0) await gate;
        const response = await route.fetch();
        const answer = (await response.json()) as { data: { purchaseGrid: { rows: { storeId: string; sku: string; total: string }[] } } };
        pages.push({ offset, limit, rows: answer.data.purchaseGrid.rows });
        await route.fulfill({ response });
      } else if (query.includes('query PurchaseGridTotals(')) {
        const response = await route.fetch();
        serverTotals = ((await response.json()) as { data: { purchaseGrid: { totals: Money } } }).data.purchaseGrid.totals;
        await route.fulfill({ response });
      } else {
        await route.continue();
      }
    });
    await page.locator('#purchase-company').selectOption('01');
    await expect.poll(() => page.locator('#purchase-provider').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.locator('#purchase-provider').selectOption('PRV004');
    const summary = page.getByTestId('grid-summary');
    await summary.waitFor({ timeout: 20_000 });
    expect(await summary.textContent()).toMatch(/^594 filas · 22 tiendas × 27 productos/);
    // The first page only: 500 rows on the screen, the rest announced as loading.
    const grid = page.getByRole('table', { name: 'Órdenes de compra' });
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('501');
    await expect.poll(() => page.getByTestId('grid-loading').textContent()).toContain('cargando 500 de 594');
    expect(pages.map(({ offset, limit, rows }) => [offset, limit, rows.length])).toEqual([[0, 500, 500]]);
    // The totals are the server's, of all 594 rows with the projection, not of the 500 at hand.
    const money = (value: string) => formatMoney(value, MONEY_SCALE.amount, { grouping: true });
    await expect.poll(() => serverTotals !== null, { timeout: 20_000 }).toBe(true);
    const totals = serverTotals! as Money;
    await expect.poll(() => page.getByTestId('grid-totals').textContent()).toContain(`Total ${money(totals.total)}`);
    const firstPageTotal = sumMoney(pages[0]!.rows.map((row) => row.total));
    expect(money_(totals.total).minus(firstPageTotal).abs().greaterThan(0.01)).toBe(true);
    await saveScreenshot(page, 'purchasing-grid-first-page-es');

    // Then the rest, appended: every row, no loading, the same totals.
    release();
    await expect.poll(() => grid.getAttribute('aria-rowcount'), { timeout: 20_000 }).toBe('595');
    await expect.poll(() => page.getByTestId('grid-loading').count()).toBe(0);
    expect(pages.map(({ offset, limit, rows }) => [offset, limit, rows.length])).toEqual([
      [0, 500, 500],
      [500, 10_000, 94],
    ]);
    expect(await page.getByTestId('grid-totals').textContent()).toContain(`Total ${money(totals.total)}`);
    const last = pages[1]!.rows[93]!;
    await page.locator('.purchasing-grid__body').evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.locator(`[data-row="${last.storeId}|${last.sku}"]`).waitFor();
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('sorts the order history by folio on the server, pages, filters by provider and exports what it shows, formula-safe', async () => {
    // 40 orders beside the ones sent (every fourth a draft, which the history never lists).
    await PurchaseOrderModel.insertMany(Array.from({ length: 40 }, (_, index) => listedPurchaseOrder(990_000 + index)));
    const page = await buyerOnScreen();
    const history = dataTable(page, 'purchase-orders');
    await history.loaded();
    const PAGE = `query ($page: Int, $provider: String) {
      purchaseOrderPage(pageSize: 25, page: $page, sort: folio, direction: desc, provider: $provider) { total rows { folio providerName } }
    }`;
    type Answer = { purchaseOrderPage: { total: number; rows: { folio: number; providerName: string }[] } };
    const folios = (answer: Answer) => answer.purchaseOrderPage.rows.map((order) => String(order.folio));
    await history.sortBy('Folio', 'descending');
    const first = await gqlInPage<Answer>(page, PAGE, { page: 0 });
    expect(first.purchaseOrderPage.total).toBeGreaterThan(25);
    await history.shows(0, folios(first));
    await history.nextPage('Siguiente');
    await history.shows(0, folios(await gqlInPage<Answer>(page, PAGE, { page: 1 })));
    // The provider filter under its heading (a part of the name) asks the server again from the first page.
    await page.getByLabel('Filtrar por Proveedor').fill('Proveedor');
    const named = await gqlInPage<Answer>(page, PAGE, { page: 0, provider: 'Proveedor' });
    expect(named.purchaseOrderPage.total).toBeGreaterThan(0);
    await history.shows(0, folios(named));
    await history.waitForRange(new RegExp(`^Registros 1–${named.purchaseOrderPage.total} de ${named.purchaseOrderPage.total}$`));
    const { fileName, records } = await history.exportCsv('Exportar CSV');
    expect(fileName).toMatch(/^purchase-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(records[0].cells.slice(0, 4)).toEqual(['folio', 'createdAt', 'organizationName', 'providerName']);
    expect(records.slice(1).map((record) => record.cells[0])).toEqual(folios(named));
    // '=Proveedor' is written as text, never a formula.
    expect(records.slice(1).map((record) => record.cells[3])).toContain("'=Proveedor");
    await saveScreenshot(page, 'purchase-orders-history-table');
  }, 120_000);
});
