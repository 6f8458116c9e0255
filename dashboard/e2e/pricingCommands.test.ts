import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { collectConsoleErrors, describeWithBrowser, ensureDashboardBuilt, launchBrowser, saveScreenshot } from './browser';

/**
 * The price list and remote commands on the running product: 'precios' builds lines from the ERP
 * simulator's tables, exports the list once (the second try the same day is refused), and
 * 'soporte' sends a command that the store simulator answers, and meets an expired kit.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-pricing-'));
const env = {
  DATA_DIR: dataDir,
  PORT: '0',
  EMBEDDED_DB_PORT: '0',
  SMTP_SINK_PORT: '0',
  PARTNER_SIMULATOR_PORT: '0',
  LOG_LEVEL: 'silent',
  ERP_POLL_INTERVAL_MS: '200',
  STORE_SIMULATOR_INTERVAL_MS: '500',
};
const password = 'Demo#2026';

describeWithBrowser('price list and remote commands on the running product', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    await ensureDashboardBuilt();
    product = await startProduct(loadConfig(env), createLogger('silent'));
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(userName: string): Promise<{ page: Page; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1100 }, locale: 'es-MX' });
    await context.addInitScript(() => window.localStorage.setItem('prometheus.language', 'es'));
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${product.url}/userSignIn`);
    await page.getByLabel('Usuario').fill(userName);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${product.url}/prometheus`);
    return { page, consoleErrors };
  }

  it('precios adds priced lines from the ERP tables, exports the list once and is refused the second time', async () => {
    const { page, consoleErrors } = await signIn('precios');
    await page.goto(`${product.url}/prometheus/operation/price`);
    await page.getByLabel('Empresa').selectOption({ index: 1 });
    const customers = page.getByRole('region', { name: 'Clientes' });
    const articles = page.getByRole('region', { name: 'Artículos' });
    const pickCustomer = customers.getByLabel(/^Elegir cliente /);
    const pickArticle = articles.getByLabel(/^Elegir artículo /);
    await customers.locator('tbody tr').first().waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      await saveScreenshot(page, 'pricing-failure');
      throw error;
    });
    await articles.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'Precios actualizados' }).locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await pickCustomer.nth(0).check({ force: true });
    await pickCustomer.nth(1).check({ force: true });
    await pickArticle.nth(0).check({ force: true });
    await pickArticle.nth(1).check({ force: true });
    // A bad input: an article priced 0 is not added.
    const secondPrice = articles.getByLabel(/^Precio de /).nth(1);
    await secondPrice.fill('0');
    await page.getByRole('button', { name: 'Agregar Datos' }).click();
    await page.getByText('1 artículo sin precio mayor a 0 no se agregó').waitFor();
    const lines = page.getByRole('table', { name: 'Líneas agregadas' });
    await expect.poll(() => lines.locator('tbody tr').count()).toBe(2);
    await page.getByRole('button', { name: 'Exportar Lista' }).click();
    const notice = page.getByRole('dialog');
    await notice.getByText('Una vez que se cargue el archivo no lo podras generar de nuevo hasta el siguiente dia').waitFor();
    await saveScreenshot(page, 'pricing-notice');
    await notice.getByRole('button', { name: 'Listo' }).click();
    await page.getByText('Se generó ListadePrecios.csv con 2 líneas').waitFor();
    const history = page.getByRole('table', { name: 'Listas exportadas' });
    await history.getByRole('link', { name: 'ListadePrecios.csv' }).waitFor();
    const href = await history.getByRole('link', { name: 'ListadePrecios.csv' }).getAttribute('href');
    const file = await (await fetch(href!)).text();
    expect(file.split('\r\n')[0]).toBe('ClaCte,ClaEmp,ClaArti,TipoPrecioVta,PctDescto,PrecioOfe,FecIniOfe,FecFinOfe,IdSesion');
    expect(file.trimEnd().split('\r\n')).toHaveLength(3);
    await saveScreenshot(page, 'pricing-exported');
    // The second export the same day is refused by the server, saying when the next is possible.
    await pickCustomer.nth(2).check({ force: true });
    await page.getByRole('button', { name: 'Agregar Datos' }).click();
    await page.getByRole('button', { name: 'Exportar Lista' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Listo' }).click();
    await page.getByText(/ya se generó hoy/).first().waitFor();
    expect(consoleErrors.filter((text) => !text.includes('409'))).toEqual([]);
  }, 120_000);

  it('soporte sends a command the store simulator executes, and an expired kit is removed', async () => {
    const { page, consoleErrors } = await signIn('soporte');
    await page.goto(`${product.url}/prometheus/support/remoteCommands`);
    await page.getByLabel('Empresa').selectOption('01');
    await page.getByLabel('Tienda').selectOption('CO101');
    // The history follows the server's change stream (no timer): the store's answers arrive live.
    await page.locator('[data-live-status="live"]').waitFor();
    await page.getByLabel('Acción').selectOption('Actualizar precios');
    await page.getByRole('button', { name: 'enviar' }).click();
    await page.getByText('El comando ha sido enviado...').waitFor();
    const history = page.getByRole('table', { name: 'Historial de comandos' });
    const newest = history.locator('tbody tr').first();
    await expect.poll(async () => newest.textContent(), { timeout: 30_000 }).toMatch(/Actualizar precios.*Ejecutado/);
    await expect.poll(async () => (await newest.locator('li').allTextContents()).map((text) => text.split(' · ')[0])).toEqual(['Enviado', 'Recibido', 'Ejecutado']);
    // A bad input: the expired kit leaves the list and send stays disabled.
    await page.getByLabel('Acción').selectOption('Activar kit promocional');
    await page.locator('#rc-kit').selectOption('KIT_VERANO25');
    await page.getByText('La promo está vencida... por favor seleccione otra...').waitFor();
    await expect.poll(() => page.locator('#rc-kit').locator('option[value="KIT_VERANO25"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'enviar' }).isDisabled()).toBe(true);
    await page.locator('#rc-kit').selectOption('KIT_2X1CERV');
    expect(await page.getByRole('button', { name: 'enviar' }).isDisabled()).toBe(false);
    await saveScreenshot(page, 'remote-commands');
    // The command dialog refuses a command that is not JSON with oper and data.
    await page.getByRole('button', { name: 'Agregar comando' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Abrir cajón');
    await dialog.getByLabel('Comando').fill('{oper: abrir}');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El comando debe ser un JSON con "oper" (texto) y "data".').waitFor();
    await dialog.getByLabel('Comando').fill('{"oper":"openDrawer","data":{"drawer":1}}');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado!').waitFor();
    await page.getByRole('table', { name: 'Comandos', exact: true }).getByText('Abrir cajón').waitFor();
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
