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
 * The profile's phone rows ask before deleting (spec 000 section 8: "Are you sure you want to delete
 * this row?"), in Spanish and in English; a row just added and still empty goes at once.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-profile-phones-'));
const env = { DATA_DIR: dataDir, PORT: '0', EMBEDDED_DB_PORT: '0', SMTP_SINK_PORT: '0', PARTNER_SIMULATOR_PORT: '0', LOG_LEVEL: 'silent' };

describeWithBrowser('the profile phone rows', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    await ensureDashboardBuilt();
    product = await startProduct(loadConfig(env), createLogger('silent'));
    browser = await launchBrowser();
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function profileDialog(language: 'es' | 'en'): Promise<{ page: Page; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-MX' });
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.addInitScript((lang) => window.localStorage.setItem('prometheus.language', lang), language);
    await page.goto(`${product.url}/userSignIn`);
    await page.locator('input[name=username]').fill('auditor');
    await page.locator('input[name=password]').fill('Demo#2026');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`${product.url}/prometheus`);
    const profileEntry = language === 'es' ? 'Perfil' : 'Profile';
    await page.getByRole('button', { name: language === 'es' ? 'Menú de perfil' : 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: profileEntry }).click();
    await page.getByRole('button', { name: language === 'es' ? 'Editar perfil' : 'Edit profile' }).click();
    return { page, consoleErrors };
  }

  it.each([
    ['es', 'Agregar teléfono', /^Teléfono \d$/, /^Quitar teléfono \d$/, '¿Seguro que quieres eliminar esta fila?', 'Cancelar', 'Eliminar'],
    ['en', 'Add phone', /^Phone \d$/, /^Remove phone \d$/, 'Are you sure you want to delete this row?', 'Cancel', 'Delete'],
  ] as const)('asks before deleting a phone row (%s)', async (language, add, phoneName, removeName, question, cancel, confirm) => {
    const { page, consoleErrors } = await profileDialog(language);
    const dialog = page.getByRole('dialog').first();
    const phones = dialog.getByRole('textbox', { name: phoneName });
    const before = await phones.count();

    // A row just added and still empty goes without a question.
    await dialog.getByRole('button', { name: add }).click();
    await expect.poll(() => phones.count()).toBe(before + 1);
    await dialog.getByRole('button', { name: removeName }).last().click();
    await expect.poll(() => phones.count()).toBe(before);

    // A row with a number asks; Cancel keeps it, the confirmation deletes it.
    await dialog.getByRole('button', { name: add }).click();
    await phones.last().fill('529215550404');
    await dialog.getByRole('button', { name: removeName }).last().click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(question).waitFor();
    await saveScreenshot(page, `profile-phone-delete-${language}`);
    await alert.getByRole('button', { name: cancel }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await phones.count()).toBe(before + 1);
    expect(await phones.last().inputValue()).toBe('52 921 555 0404');

    await dialog.getByRole('button', { name: removeName }).last().click();
    await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
    await expect.poll(() => phones.count()).toBe(before);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
