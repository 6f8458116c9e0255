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

  it('goes to sign-in when the server ends the session, and back to the same screen after signing in', async () => {
    await page.goto(`${running.url}/userSignIn`);
    await signIn();
    await page.waitForURL(`${running.url}/prometheus`);
    await page.goto(`${running.url}/prometheus/system/outbox?tab=mail`);
    await page.getByRole('heading', { name: 'Bandeja de salida' }).waitFor();
    await page.getByRole('tab', { name: 'Correo', selected: true }).waitFor();

    // The session ends on the server while the screen stays open.
    await AttendantModel.updateOne({ userName: 'admin' }, { $inc: { sessionEpoch: 1 } });
    await page.getByRole('tab', { name: 'SMS' }).click();

    await page.waitForURL(`${running.url}/userSignIn`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getByText('Reintentar').count()).toBe(0);
    await saveScreenshot(page, 'session-expired-sign-in-es');
    await signIn();
    await page.waitForURL(`${running.url}/prometheus/system/outbox?tab=sms`);
    await page.getByRole('tab', { name: 'SMS', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Bandeja de salida' }).waitFor();
  });

  it('does the same when the session cookie is gone', async () => {
    await page.context().clearCookies();
    await page.getByRole('tab', { name: 'Correo' }).click();
    await page.waitForURL(`${running.url}/userSignIn`);
    await signIn();
    await page.waitForURL(`${running.url}/prometheus/system/outbox?tab=mail`);
    await page.getByRole('tab', { name: 'Correo', selected: true }).waitFor();
    await saveScreenshot(page, 'session-expired-back-es');
  });

  it('logs no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
