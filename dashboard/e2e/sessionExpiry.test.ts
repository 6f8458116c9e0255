import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AttendantModel } from '../../db/models/access/attendant';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { collectConsoleErrors, describeWithBrowser, ensureDashboardBuilt, launchBrowser, saveScreenshot } from './browser';

/**
 * A session that ends while a staff screen is open (spec 000 section 4): the next call the screen
 * makes is refused, the app goes to /userSignIn instead of showing "load failed / Retry", and
 * signing in returns to the same screen with its query. Ended server-side (the account's session
 * epoch moves, as a sign-out elsewhere or a deactivation does) and by a cookie that is gone.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-session-expiry-'));
const env = { DATA_DIR: dataDir, PORT: '0', EMBEDDED_DB_PORT: '0', SMTP_SINK_PORT: '0', PARTNER_SIMULATOR_PORT: '0', LOG_LEVEL: 'silent' };
const demoPassword = 'Demo#2026';

describeWithBrowser('a session that expires mid-screen', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    await ensureDashboardBuilt();
    product = await startProduct(loadConfig(env), createLogger('silent'));
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-MX' });
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn() {
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  }

  it('goes to sign-in when the server ends the session, and back to the same screen after signing in', async () => {
    await page.goto(`${product.url}/userSignIn`);
    await signIn();
    await page.waitForURL(`${product.url}/prometheus`);
    await page.goto(`${product.url}/prometheus/system/outbox?tab=mail`);
    await page.getByRole('heading', { name: 'Bandeja de salida' }).waitFor();
    await page.getByRole('tab', { name: 'Correo', selected: true }).waitFor();

    // The session ends on the server while the screen stays open.
    await AttendantModel.updateOne({ userName: 'admin' }, { $inc: { sessionEpoch: 1 } });
    await page.getByRole('tab', { name: 'SMS' }).click();

    await page.waitForURL(`${product.url}/userSignIn`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getByText('Reintentar').count()).toBe(0);
    await saveScreenshot(page, 'session-expired-sign-in-es');
    await signIn();
    await page.waitForURL(`${product.url}/prometheus/system/outbox?tab=sms`);
    await page.getByRole('tab', { name: 'SMS', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Bandeja de salida' }).waitFor();
  });

  it('does the same when the session cookie is gone', async () => {
    await page.context().clearCookies();
    await page.getByRole('tab', { name: 'Correo' }).click();
    await page.waitForURL(`${product.url}/userSignIn`);
    await signIn();
    await page.waitForURL(`${product.url}/prometheus/system/outbox?tab=mail`);
    await page.getByRole('tab', { name: 'Correo', selected: true }).waitFor();
    await saveScreenshot(page, 'session-expired-back-es');
  });

  it('logs no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
