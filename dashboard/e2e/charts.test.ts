import { Types } from 'mongoose';
import { type Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { storeDate, storeDayStart } from '../../domain/common/time';
import { XadisEmptyContainerModel } from '../../db/models/xadis';
import { CustomerModel } from '../../db/models/customers/customer';
import { AuditModel } from '../../db/models/audits/audit';
import { describeWithBrowser, saveScreenshot } from './browser';
import { productInBrowser } from './runningProduct';

/**
 * The charts of issue 24 on the running product and its demo data: each one opens, switches to its
 * table ("Tabla") and the table's figure is the one the database or the API holds. The empty-container
 * history (boxes per day against the ERP total), the customers' "Registros y auditorías" panel, the
 * purchase order preview's amounts by store and by product, and the forecast dialog (P10-P90, P50,
 * sales). One print check: the view switch does not print.
 */
const esDay = (day: string) =>
  new Intl.DateTimeFormat('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
const digits = (text: string | null) => (text ?? '').replace(/,/g, '');

describeWithBrowser('charts with their table view on the running product', () => {
  const running = productInBrowser('charts', { env: { ERP_POLL_INTERVAL_MS: '200' } });

  const signIn = (userName: string) => running.signIn(userName);

  /** The chart drawn, then its table view: the row of `rowText`, its cells' texts. */
  async function tableRow(frame: Locator, rowText: string): Promise<string[]> {
    await frame.locator('.chart-frame__chart svg.recharts-surface').first().waitFor();
    await frame.getByText('Tabla', { exact: true }).click();
    const row = frame.locator('.chart-frame__table tbody tr').filter({ hasText: rowText }).first();
    await row.waitFor();
    return row.locator('td').allTextContents();
  }

  it('draws the empty-container history per day against the ERP total; the table reads the report of a day; the switch does not print', async () => {
    const { page, consoleErrors } = await signIn('admin');
    const latest = await XadisEmptyContainerModel.findOne({ endDate: { $ne: null } })
      .sort({ day: -1 })
      .lean();
    expect(latest?.erpTotal).toBeGreaterThan(0);
    await page.goto(`${running.url}/prometheus/xadis/emptyContainer`);
    await page.getByRole('heading', { name: 'Envase vacío' }).waitFor();
    await page.getByRole('button', { name: 'Histórico' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Desde').fill(esDay(storeDate(Date.now() - 7 * 86_400_000)));
    await dialog.getByLabel('Desde').press('Enter');
    const frame = dialog.getByTestId('empty-container-history-chart');
    await frame.locator('svg.recharts-surface').first().waitFor();
    await saveScreenshot(page, 'charts-empty-container-history');
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => frame.locator('.chart-frame__controls').isVisible()).toBe(false);
    expect(await frame.locator('svg.recharts-surface').first().isVisible()).toBe(true);
    await saveScreenshot(page, 'charts-empty-container-history-print');
    await page.emulateMedia({ media: 'screen' });
    const cells = await tableRow(frame, esDay(latest!.day));
    // Day, one column per sku, box total, ERP total, difference.
    const boxes = latest!.emptyContainers.reduce((sum, line) => sum + line.quantity, 0);
    expect(cells.slice(-3).map(digits)).toEqual([String(boxes), String(latest!.erpTotal), String(boxes - latest!.erpTotal!)]);
    await saveScreenshot(page, 'charts-empty-container-history-table');
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('opens "Registros y auditorías" on the customer list: today as the database counts it', async () => {
    const { page, consoleErrors } = await signIn('admin');
    const now = Date.now();
    await AuditModel.collection.insertMany(
      (['authorize', null] as const).map((decision, index) => ({
        customerRef: new Types.ObjectId(),
        startAudit: Math.floor(now / 1000),
        endAudit: decision ? Math.floor(now / 1000) : null,
        decision,
        blacklist: decision ? false : null,
        promoter: 'customerFraudPrevention',
        result: '{}',
        ranking: 1,
        auditKey: `charts-e2e-${index}`,
      })),
    );
    const today = storeDate(now);
    const start = storeDayStart(today);
    const registrations = await CustomerModel.countDocuments({
      createdAt: { $gte: new Date(start), $lt: new Date(start + 86_400_000) },
      _deleted: { $ne: true },
    });
    const audits = await AuditModel.countDocuments({ startAudit: { $gte: start / 1000, $lt: (start + 86_400_000) / 1000 } });
    const open = await AuditModel.countDocuments({ startAudit: { $gte: start / 1000, $lt: (start + 86_400_000) / 1000 }, endAudit: null });
    await page.goto(`${running.url}/prometheus/customer`);
    await page.getByRole('heading', { name: 'Lista de clientes' }).waitFor();
    const panel = page.getByTestId('customer-activity');
    await panel.getByText('Registros y auditorías', { exact: true }).click();
    const frame = panel.getByTestId('customer-activity-chart');
    await frame.locator('svg.recharts-surface').first().waitFor();
    await frame.screenshot({ path: await saveScreenshot(page, 'charts-customer-activity') });
    // The panel in its place under the list, as the viewport shows it.
    await frame.scrollIntoViewIfNeeded();
    await page.screenshot({ path: await saveScreenshot(page, 'charts-customer-activity-page') });
    const cells = await tableRow(frame, esDay(today));
    expect(cells.slice(1).map(digits)).toEqual([String(registrations), String(audits), expect.any(String), expect.any(String), String(open)]);
    expect(Number(cells[2])).toBeGreaterThanOrEqual(2);
    await frame.screenshot({ path: await saveScreenshot(page, 'charts-customer-activity-table') });
    // A range ending before it starts is refused on the screen in Spanish, nothing asked.
    await panel.getByLabel('Hasta').fill(storeDate(now - 40 * 86_400_000));
    await panel.getByText('La fecha final es anterior a la inicial.').waitFor();
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it("shows the forecast's band, P50 and sales, and the purchase order's amounts by store and by product before sending", async () => {
    const { page, consoleErrors } = await signIn('compras');
    await page.goto(`${running.url}/prometheus/purchases/forecast`);
    await page.getByRole('heading', { name: 'Órdenes de compra' }).waitFor();
    await page.locator('#purchase-company').selectOption('01');
    await expect.poll(() => page.locator('#purchase-provider').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.locator('#purchase-stores').selectOption(['CO101', 'CO102']);
    await page.locator('#purchase-provider').selectOption('PRV001');
    await page.getByTestId('grid-summary').waitFor({ timeout: 20_000 });

    // The forecast dialog: drawn, a tooltip on a day, then the start day's P50 in the table as the API answers it.
    await page.getByRole('button', { name: 'Ver gráfica de 10001 en CO101' }).click();
    const forecast = page.getByTestId('forecast-chart-frame');
    const surface = forecast.locator('svg.recharts-surface').first();
    await surface.waitFor();
    // The pointer on a day near the right end, where the forecast is (a person reads the tooltip on the screenshot).
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.4);
    await page.mouse.move(box.x + box.width * 0.86, box.y + box.height * 0.5);
    await saveScreenshot(page, 'charts-forecast-dialog');
    // The start date field shows dd/mm/aaaa in Spanish; the API takes yyyy-mm-dd.
    const from = (await page.evaluate(() => (document.querySelector('#purchase-from') as HTMLInputElement | null)?.value ?? '')).split('/').reverse().join('-');
    const points = await page.evaluate(async (start) => {
      const answer = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ forecastChart(storeId: "CO101", sku: "10001", from: "${start}", to: "${start}") { date p50 } }` }),
      });
      return ((await answer.json()) as { data: { forecastChart: { date: string; p50: number | null }[] } }).data.forecastChart;
    }, from);
    const first = points.find((point) => point.date === from)!;
    expect(first.p50).not.toBeNull();
    const cells = await tableRow(forecast, esDay(from));
    expect(digits(cells[4]!)).toBe(first.p50!.toLocaleString('en-US', { maximumFractionDigits: 2 }).replace(/,/g, ''));
    await saveScreenshot(page, 'charts-forecast-dialog-table');
    await page.locator('.bp6-dialog-close-button').first().click();

    // The preview: per store, the chart's table total equals the per-store table; per product, rows summed over the stores.
    await page.getByRole('button', { name: 'Verificar orden de compra' }).click();
    const preview = page.locator('.purchasing-preview');
    await preview.getByText(/Orden de compra \d+/).waitFor({ timeout: 30_000 });
    const amounts = preview.getByTestId('order-amounts-chart');
    await amounts.locator('svg.recharts-surface').first().waitFor();
    await saveScreenshot(page, 'charts-order-preview');
    const storeTotal = await preview
      .getByTestId('data-table-purchase-order-stores')
      .locator('tbody tr')
      .filter({ hasText: 'CO101' })
      .locator('td')
      .last()
      .textContent();
    const byStore = await tableRow(amounts, 'CO101');
    expect(digits(byStore.at(-1)!)).toBe(digits(storeTotal));
    await amounts.getByText('Por producto', { exact: true }).click();
    await expect.poll(() => amounts.locator('.chart-frame__table tbody tr').count()).toBeGreaterThan(1);
    await saveScreenshot(page, 'charts-order-preview-products');
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
