/**
 * The set-up the Access area's browser tests share (spec 000, spec 003 section 2.1): the running
 * product, pages in the dashboard's default language, sign-in through the form, the SMS outbox's
 * codes, the API with a page's session, and the console errors of every page a file opened.
 */
import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { demoPassword, productInBrowser } from './runningProduct';

export { demoPassword, settled } from './runningProduct';

interface ApiAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; errorCode?: string } }>;
}

/** Called inside `describeWithBrowser`; the file ends with `itLeftNoConsoleErrors()`. */
export function accessScreensInBrowser(name: string) {
  const running = productInBrowser(name);
  const consoleErrorLists: string[][] = [];

  async function newPage(): Promise<Page> {
    const { page, consoleErrors } = await running.newPage({ viewport: { width: 1366, height: 900 } });
    consoleErrorLists.push(consoleErrors);
    return page;
  }

  async function fillSignIn(page: Page, userName: string, password: string) {
    await page.getByLabel('Usuario').fill(userName);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  }

  async function signedInPage(userName: string, password = demoPassword): Promise<Page> {
    const page = await newPage();
    await page.goto(`${running.url}/userSignIn`);
    await fillSignIn(page, userName, password);
    await page.waitForURL(`${running.url}/prometheus`);
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
    return page;
  }

  async function latestSmsCode(phone?: string): Promise<string> {
    const message = await SmsOutboxModel.findOne(phone ? { phone } : {})
      .sort({ _id: -1 })
      .lean();
    const code = /\d{6}/.exec(message?.message ?? '')?.[0];
    if (!code) throw new Error(`no code in the SMS outbox (${message?.message ?? 'no message'})`);
    return code;
  }

  async function api(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<ApiAnswer> {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as ApiAnswer;
  }

  async function sessionCookie(page: Page): Promise<string> {
    const cookies = await page.context().cookies();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  async function openProfileMenuEntry(page: Page, entry: string) {
    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: entry }).click();
  }

  /** The file's last test: no page it opened logged an error. */
  function itLeftNoConsoleErrors() {
    it('left no console errors on any page', () => {
      expect(consoleErrorLists.flat()).toEqual([]);
    });
  }

  return { running, newPage, fillSignIn, signedInPage, latestSmsCode, api, sessionCookie, openProfileMenuEntry, itLeftNoConsoleErrors };
}
