import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { collectConsoleErrors, describeWithBrowser, ensureDashboardBuilt, launchBrowser, saveScreenshot } from './browser';

/**
 * The Purchase Orders screen against the real product and its demo data: the buyer ('compras')
 * picks the company, a store and the provider, the server's grid appears, a bad Piezas value is
 * refused, a good one recomputes the totals, 'Verificar orden de compra' opens the preview with the
 * ERP folio, and send follows the process to the success message and the order history.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-purchasing-'));
const env = { DATA_DIR: dataDir, PORT: '0', EMBEDDED_DB_PORT: '0', SMTP_SINK_PORT: '0', PARTNER_SIMULATOR_PORT: '0', LOG_LEVEL: 'silent', ERP_POLL_INTERVAL_MS: '200' };

describeWithBrowser('purchase orders on the running product', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    await ensureDashboardBuilt();
    product = await startProduct(loadConfig(env), createLogger('silent'));
    browser = await launchBrowser();
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the buyer from the company to a sent purchase order', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'es-MX' });
    await context.addInitScript(() => window.localStorage.setItem('prometheus.language', 'es'));
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${product.url}/userSignIn`);
    await page.getByLabel('Usuario').fill('compras');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo#2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${product.url}/prometheus`);
    await page.goto(`${product.url}/prometheus/purchases/forecast`);
    await page.getByRole('heading', { name: 'Órdenes de compra' }).waitFor();

    await expect.poll(() => page.locator('#purchase-zone').isDisabled()).toBe(true);
    await expect.poll(() => page.locator('#purchase-provider').isDisabled()).toBe(true);
    await page.locator('#purchase-company').selectOption('01');
    await expect.poll(() => page.locator('#purchase-provider').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.locator('#purchase-stores').selectOption(['CO101', 'CO102']);
    await page.locator('#purchase-provider').selectOption('PRV001');
    await page.getByTestId('grid-summary').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('grid-summary').textContent()).toMatch(/^22 filas · 2 tiendas × 11 productos/);

    // A bad value is refused: the field says so and 'Verificar' stays disabled.
    const first = page.getByRole('textbox', { name: /^Piezas 10001 CO101$/ });
    await first.fill('abc');
    await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Verificar orden de compra' }).isDisabled()).toBe(true);
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
    await history.getByText(/OrdenOC_\d+\.pdf/).first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => history.getByText('Enviada').count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
