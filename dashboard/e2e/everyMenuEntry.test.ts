import { generate } from 'otplib';
import { type Page, type Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoAccounts, demoPermissionProfiles } from '../../db/seed/demoAccess';
import { notBuiltYet } from '../src/shell/notBuiltYet';
import { describeWithBrowser } from './browser';
import { productInBrowser } from './runningProduct';

/**
 * Every menu entry, every account: signs in as each demo account (one browser, one context per
 * account), opens every entry of its navigation, system and profile menus as a person would
 * (through the side navigation and the profile menu), and reports any entry that shows "Página no
 * encontrada" or "Sin permiso", throws in the page, logs a console error or warning, or makes a
 * request that fails (an HTTP error, a network failure, a GraphQL error). Entries listed in
 * dashboard/src/shell/notBuiltYet.ts must still show the missing page, so the list stays true.
 */

interface Entry {
  systemMenuId: string;
  labels: { es: string; en: string };
  path: string;
  children?: Entry[];
}

interface Menus {
  profile: Entry[];
  system: Entry[];
  navigation: Entry[];
}

const MY_MENUS =
  'query MyMenus { myMenus { profile { systemMenuId labels { es en } path } system { systemMenuId labels { es en } path children { systemMenuId labels { es en } path } } navigation { systemMenuId labels { es en } path children { systemMenuId labels { es en } path } } } }';

const hrefOf = (entryPath: string) => (entryPath.startsWith('/') ? entryPath : `/prometheus/${entryPath}`);

describeWithBrowser('every menu entry of every demo account', () => {
  const running = productInBrowser('every-menu', { startTimeoutMs: 180_000 });

  /** Watches one page: what went wrong while `current` was the entry being opened, and requests still running. */
  function watch(page: Page) {
    const state = { current: 'sign-in', problems: [] as string[], inFlight: new Set<Request>(), answers: [] as Promise<void>[] };
    const note = (what: string) => state.problems.push(`${state.current}: ${what}`);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => note(`page error: ${error.message}`));
    page.on('request', (request) => state.inFlight.add(request));
    page.on('requestfinished', (request) => state.inFlight.delete(request));
    page.on('requestfailed', (request) => {
      state.inFlight.delete(request);
      // A screen left behind cancels its own requests: not a failure of the server.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        note(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) note(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      else if (new URL(response.url()).pathname === '/graphql') {
        const entry = state.current;
        state.answers.push(
          response
            .json()
            .then((body: { errors?: { message: string; extensions?: { code?: string } }[] }) => {
              for (const error of body.errors ?? []) state.problems.push(`${entry}: GraphQL ${error.extensions?.code ?? ''} ${error.message}`);
            })
            .catch(() => undefined),
        );
      }
    });
    return state;
  }

  /** The screen has drawn: content, no spinner or skeleton, and no request of the page still running. */
  async function screenSettled(page: Page, inFlight: Set<Request>) {
    await page.waitForFunction(() => {
      const main = document.querySelector('.prometheus-shell__content');
      if (!main || (main.textContent ?? '').trim() === '') return false;
      return main.querySelectorAll('.bp6-spinner, .bp6-skeleton').length === 0;
    });
    // An editor's web worker script (GraphiQL's Monaco) is not part of the screen having drawn; if it
    // fails, the response and requestfailed listeners still report it.
    // The live stream (/api/live, server-sent events) stays open by design while the screen shows.
    const screenRequests = () =>
      [...inFlight].filter((request) => !/\.worker-[\w-]+\.js$/.test(new URL(request.url()).pathname) && new URL(request.url()).pathname !== '/api/live');
    await expect
      .poll(() => screenRequests().map((request) => `${request.method()} ${request.url()} ${request.postData()?.slice(0, 80) ?? ''}`), { timeout: 15_000 })
      .toEqual([]);
  }

  async function signIn(page: Page, username: string, password: string, authenticatorRequired: boolean) {
    await page.goto(`${running.url}/userSignIn`);
    await page.getByLabel('Usuario').fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    if (authenticatorRequired) {
      // First sign-in of a position that requires an authenticator: set it up from the shown secret.
      await page.getByRole('heading', { name: 'Configura tu autenticador' }).waitFor();
      const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
      await page.getByLabel('Código de 6 dígitos').fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Activar e iniciar sesión' }).click();
    }
    await page.waitForURL(`${running.url}/prometheus`);
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
  }

  async function openFromNavigation(page: Page, parent: Entry | null, entry: Entry) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const navigation = page.getByRole('navigation', { name: 'Menú' });
    await navigation.waitFor();
    if (parent) {
      const parentItem = navigation.getByRole('menuitem', { name: parent.labels.es, exact: true });
      if ((await parentItem.getAttribute('aria-expanded')) !== 'true') await parentItem.click();
    }
    await navigation.getByRole('menuitem', { name: entry.labels.es, exact: true }).click();
    await navigation.waitFor({ state: 'detached' });
  }

  async function openFromProfileMenu(page: Page, entry: Entry) {
    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: entry.labels.es, exact: true }).click();
  }

  for (const account of demoAccounts) {
    it(`${account.username} (${account.position}) opens every entry it sees`, async () => {
      const profile = demoPermissionProfiles.find((candidate) => candidate.positionId === account.positionId);
      const { page, context } = await running.newPage({ language: 'es', viewport: { width: 1366, height: 900 } });
      const state = watch(page);
      try {
        await signIn(page, account.username, account.password, profile?.authenticatorRequired === true);
        await screenSettled(page, state.inFlight);
        const menus = await page.evaluate(async (query) => {
          const answer = await fetch('/graphql', {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
          });
          return ((await answer.json()) as { data: { myMenus: Menus } }).data.myMenus;
        }, MY_MENUS);

        const leaves = [...menus.navigation, ...menus.system].flatMap((entry): { parent: Entry | null; entry: Entry }[] =>
          entry.children?.length ? entry.children.map((child) => ({ parent: entry, entry: child })) : [{ parent: null, entry }],
        );
        const opened: string[] = [];
        const open = async (entry: Entry, how: () => Promise<void>) => {
          state.current = `${entry.systemMenuId} (${entry.labels.es})`;
          await how();
          await page.waitForURL(`${running.url}${hrefOf(entry.path)}`);
          await screenSettled(page, state.inFlight);
          const missing = await page.getByRole('heading', { name: 'Página no encontrada' }).count();
          const forbidden = await page.getByText('Sin permiso', { exact: true }).count();
          if (notBuiltYet.has(entry.systemMenuId)) {
            if (missing === 0) state.problems.push(`${state.current}: opens a screen but is listed in notBuiltYet.ts: remove it from the list`);
          } else {
            if (missing > 0) state.problems.push(`${state.current}: shows "Página no encontrada"`);
            if (forbidden > 0) state.problems.push(`${state.current}: shows "Sin permiso"`);
          }
          opened.push(entry.systemMenuId);
        };

        for (const { parent, entry } of leaves) await open(entry, () => openFromNavigation(page, parent, entry));
        const signOut = menus.profile.find((entry) => entry.path === '/userSignOut');
        for (const entry of menus.profile) if (entry !== signOut) await open(entry, () => openFromProfileMenu(page, entry));

        await Promise.all(state.answers);
        expect(state.problems).toEqual([]);
        expect(opened.length).toBe(leaves.length + menus.profile.length - (signOut ? 1 : 0));
        if (signOut) {
          state.current = 'profile.signOut';
          await openFromProfileMenu(page, signOut);
          await page.waitForURL(`${running.url}/userSignIn`);
        }
      } finally {
        await context.close();
      }
      // Admin opens some forty screens: an upper bound for a busy machine, not a wait.
    }, 240_000);
  }
});
