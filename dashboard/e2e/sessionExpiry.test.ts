import { type Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { AttendantModel } from '../../db/models/access/attendant';
import { describeWithBrowser, saveScreenshot } from './browser';
import { demoPassword, productInBrowser } from './runningProduct';

/**
 * A session that ends while a staff screen is open (spec 000 section 4): the next call the screen
 * makes is refused, the app goes to /userSignIn instead of showing "load failed / Retry", and
 * signing in returns to the same screen with its query. Ended server-side (the account's session
 * epoch moves, as a sign-out elsewhere or a deactivation does) and by a cookie that is gone.
 */
describeWithBrowser('a session that expires mid-screen', () => {
  const running = productInBrowser('session-expiry');
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    ({ page, consoleErrors } = await running.newPage({ viewport: { width: 1366, height: 900 } }));
  });

  async function signIn() {
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  }

  // The audit log keeps its filters in the address and follows no live topic, so the screen's next
  // call is the one the test makes (a live screen may refetch by itself first, at a moment the test
  // does not choose).
  it('goes to sign-in when the server ends the session, and back to the same screen after signing in', async () => {
    await page.goto(`${running.url}/userSignIn`);
    await signIn();
    await page.waitForURL(`${running.url}/prometheus`);
    await page.goto(`${running.url}/prometheus/settings/auditLog?userName=admin`);
    await page.getByRole('heading', { name: 'Bitácora' }).waitFor();
    await page.getByRole('table', { name: 'Bitácora de cambios' }).waitFor();

    // The session ends on the server while the screen stays open; the next search is refused.
    await AttendantModel.updateOne({ userName: 'admin' }, { $inc: { sessionEpoch: 1 } });
    await page.getByLabel('Usuario', { exact: true }).fill('soporte');
    await page.getByRole('button', { name: 'Buscar' }).click();

    await page.waitForURL(`${running.url}/userSignIn`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getByText('Reintentar').count()).toBe(0);
    await saveScreenshot(page, 'session-expired-sign-in-es');
    await signIn();
    await page.waitForURL(`${running.url}/prometheus/settings/auditLog?userName=soporte`);
    await page.getByRole('heading', { name: 'Bitácora' }).waitFor();
    expect(await page.getByLabel('Usuario', { exact: true }).inputValue()).toBe('soporte');
  });

  it('does the same when the session cookie is gone', async () => {
    await page.getByRole('table', { name: 'Bitácora de cambios' }).waitFor();
    await page.context().clearCookies();
    await page.getByLabel('Usuario', { exact: true }).fill('compras');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(`${running.url}/userSignIn`);
    await signIn();
    await page.waitForURL(`${running.url}/prometheus/settings/auditLog?userName=compras`);
    await page.getByRole('heading', { name: 'Bitácora' }).waitFor();
    await saveScreenshot(page, 'session-expired-back-es');
  });

  it('logs no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
