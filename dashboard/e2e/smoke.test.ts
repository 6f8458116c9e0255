import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectConsoleErrors,
  describeWithBrowser,
  graphqlStub,
  launchBrowser,
  saveScreenshot,
  type ServedDashboard,
  serveDashboard,
  signedOutApi,
  stubbedPlatformMenus,
  type StubbedGraphqlCall,
} from './browser';

const staffUser = { id: 'attendant-1', kind: 'staff', userName: 'ana.lopez', fullName: 'Ana López', positionId: 'buyer', permissions: [] as string[] };

describeWithBrowser('dashboard in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh browser context (own localStorage and cookies) with console errors recorded. */
  async function openPage(): Promise<{ page: Page; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX' });
    const page = await context.newPage();
    return { page, consoleErrors: collectConsoleErrors(page) };
  }

  /** Waits until no Blueprint overlay is mid-transition, so screenshots show the final state. */
  async function settled(page: Page) {
    const moving = ['enter', 'enter-active', 'appear', 'appear-active', 'exit', 'exit-active'].map((phase) => `.bp6-overlay-${phase}`);
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, moving.join(', '));
  }

  async function closePage(page: Page) {
    await page.context().close();
  }

  describe('signed out', () => {
    let dashboard: ServedDashboard;
    let calls: StubbedGraphqlCall[];
    let rejectNextSuscription = false;

    beforeAll(async () => {
      const stub = graphqlStub({
        Me: () => ({ data: { me: null } }),
        LandingPage: () => ({ data: { landingPage: { countdownTarget: '2030-08-01T06:00:00.000Z' } } }),
        CreateEmailSuscription: (variables) => {
          const input = variables.input as { email: string; active: boolean; origin: string };
          if (rejectNextSuscription) {
            rejectNextSuscription = false;
            return { errors: [{ message: 'Este correo ya está suscrito a nuestras promociones', code: 'EMAIL_ALREADY_SUBSCRIBED' }] };
          }
          return { data: { createEmailSuscription: input } };
        },
      });
      calls = stub.calls;
      dashboard = await serveDashboard(stub.router);
    });

    afterAll(async () => {
      await dashboard?.close();
    });

    it('loads the landing page in Spanish with Blueprint styles and icons', async () => {
      const { page, consoleErrors } = await openPage();
      await page.goto(`${dashboard.url}/`);

      await expect.poll(() => page.locator('h1').textContent()).toBe('Únete al Club Prometheus');
      // The title's word leads to the customer self-registration (spec 000 section 2).
      expect(await page.locator('h1').getByRole('link', { name: 'Club' }).getAttribute('href')).toBe('/customerRegistration');
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      await page.getByText('Todo lo que tu hogar necesita, cerca de ti.').waitFor();
      await page.getByRole('button', { name: 'Suscribirme' }).waitFor();
      // Blueprint's stylesheet is applied: its navbar has a fixed height and a shadow.
      const navbarHeight = await page.locator('.bp6-navbar').evaluate((element) => getComputedStyle(element).height);
      expect(navbarHeight).toBe('50px');
      // The envelope icon renders as an SVG with drawn paths (icon paths load asynchronously).
      await expect.poll(() => page.locator('[data-icon="envelope"] path').count()).toBeGreaterThan(0);
      // The footer links to both legal pages.
      expect(await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/noticePrivacy',
        '/termsAndConditions',
      ]);

      await saveScreenshot(page, 'landing-es');
      expect(consoleErrors).toEqual([]);
      await closePage(page);
    });

    it('validates the subscription e-mail and answers with bottom-left toasts', async () => {
      const { page, consoleErrors } = await openPage();
      await page.goto(`${dashboard.url}/`);
      const email = page.getByLabel('Correo electrónico');
      const submit = page.getByRole('button', { name: 'Suscribirme' });

      await submit.click();
      await page.getByText('Ingresa tu e-m@il').waitFor();
      expect(await submit.isDisabled()).toBe(true);

      await email.fill('ana@tienda');
      await page.getByText('Formato incorrecto de e-m@il').waitFor();
      expect(await submit.isDisabled()).toBe(true);

      rejectNextSuscription = true;
      await email.fill('ana@tienda.mx');
      await submit.click();
      const errorToast = page.locator('.bp6-toast-container-bottom.bp6-toast-container-left .bp6-toast.bp6-intent-danger');
      await errorToast.getByText('Este correo ya está suscrito a nuestras promociones').waitFor();
      await saveScreenshot(page, 'landing-subscribe-error');
      expect(await email.inputValue()).toBe('');

      await email.fill(' luis@tienda.com.mx ');
      await submit.click();
      const successToast = page.locator('.bp6-toast-container-bottom.bp6-toast-container-left .bp6-toast.bp6-intent-success');
      await successToast.getByText('Pronto recibirás promociones y excelentes noticias').waitFor();

      const suscriptions = calls.filter((call) => call.operationName === 'CreateEmailSuscription');
      expect(suscriptions.map((call) => call.variables)).toEqual([
        { input: { email: 'ana@tienda.mx', active: true, origin: 'landingPage' } },
        { input: { email: 'luis@tienda.com.mx', active: true, origin: 'landingPage' } },
      ]);
      expect(suscriptions.every((call) => call.acceptLanguage === 'es')).toBe(true);
      // The subscription toasts last 3 s (spec 000 section 8).
      await errorToast.waitFor({ state: 'detached', timeout: 5000 });

      expect(consoleErrors).toEqual([]);
      await closePage(page);
    });

    it('switches the language to English, keeps it across a reload and sends it to the API', async () => {
      const { page, consoleErrors } = await openPage();
      await page.goto(`${dashboard.url}/`);
      await page.getByText('Todo lo que tu hogar necesita, cerca de ti.').waitFor();

      await page.getByRole('radio', { name: 'EN' }).click();
      await page.getByText('Everything your home needs, close to you.').waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('prometheus.language'))).toBe('en');

      await page.reload();
      await page.getByText('Everything your home needs, close to you.').waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.getByText('Privacy notice').count()).toBe(1);
      await saveScreenshot(page, 'landing-en');

      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Enter your e-m@il').waitFor();
      await page.getByLabel('E-mail').fill('ana@tienda.mx');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('You will soon receive promotions and great news').waitFor();
      expect(calls.at(-1)?.acceptLanguage).toBe('en');

      await page.getByRole('radio', { name: 'ES' }).click();
      await page.getByText('Todo lo que tu hogar necesita, cerca de ti.').waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('es');

      expect(consoleErrors).toEqual([]);
      await closePage(page);
    });

    it('renders the privacy notice and the terms and conditions', async () => {
      const { page, consoleErrors } = await openPage();
      await page.goto(`${dashboard.url}/noticePrivacy`);
      await page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' }).waitFor();
      await page.getByText('15 (quince) días hábiles', { exact: false }).waitFor();
      expect(await page.locator('h3').count()).toBe(8);
      expect(await page.title()).toBe('Aviso de privacidad · Prometheus');
      await saveScreenshot(page, 'privacy-notice-es');

      await page.goto(`${dashboard.url}/termsAndConditions`);
      await page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }).waitFor();
      await page.getByText('Última actualización: 29 de junio de 2020').waitFor();
      expect(await page.locator('h3').allTextContents()).toHaveLength(12);
      await page.getByText('Coatzacoalcos, Veracruz', { exact: false }).waitFor();
      await saveScreenshot(page, 'terms-es');

      await page.getByRole('radio', { name: 'EN' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor();
      await page.getByText('Last updated: June 29, 2020').waitFor();

      expect(consoleErrors).toEqual([]);
      await closePage(page);
    });

    it('shows Page Not Found for unknown paths, with a way back home', async () => {
      const { page, consoleErrors } = await openPage();
      const answer = await page.goto(`${dashboard.url}/esto/no/existe`);
      expect(answer?.status()).toBe(200);
      await page.getByText('Página no encontrada').waitFor();
      await saveScreenshot(page, 'not-found-es');

      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await page.waitForURL(`${dashboard.url}/`);
      await page.getByText('Todo lo que tu hogar necesita, cerca de ti.').waitFor();

      await page.goto(`${dashboard.url}/not-found`);
      await page.getByText('Página no encontrada').waitFor();

      expect(consoleErrors).toEqual([]);
      await closePage(page);
    });

    it('sends a visitor without a session from /prometheus to the sign-in form', async () => {
      const { page, consoleErrors } = await openPage();
      await page.goto(`${dashboard.url}/prometheus/chat`);
      await page.waitForURL(`${dashboard.url}/userSignIn`);
      expect(calls.some((call) => call.operationName === 'Me')).toBe(true);

      const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
      await signIn.waitFor();
      expect(await signIn.isDisabled()).toBe(true);
      await page.getByLabel('Usuario').fill('abcd');
      await page.getByLabel('Contraseña', { exact: true }).fill('abcd');
      expect(await signIn.isDisabled()).toBe(true);
      await page.getByLabel('Usuario').fill('abcde');
      expect(await signIn.isDisabled()).toBe(false);
      await page.getByLabel('Contraseña', { exact: true }).fill('abc');
      expect(await signIn.isDisabled()).toBe(true);
      await saveScreenshot(page, 'sign-in-es');

      expect(consoleErrors).toEqual([]);
      await closePage(page);
    });
  });

  describe('signed in', () => {
    let dashboard: ServedDashboard;
    let signedIn = false;
    const signInInputs: unknown[] = [];

    beforeAll(async () => {
      const stub = graphqlStub({
        Me: () => ({ data: { me: signedIn ? staffUser : null } }),
        SignIn: (variables) => {
          signInInputs.push(variables.input);
          const input = variables.input as { userName: string; password: string };
          if (input.password !== '001234') {
            return { errors: [{ message: 'Usuario o contraseña incorrectos', code: 'INVALID_CREDENTIALS' }] };
          }
          signedIn = true;
          const attempts = { attemptsUsed: 0, attemptsRemaining: 3, maxAttempts: 3, resetOffered: false, locked: false, lockedUntil: null };
          return { data: { signIn: { status: 'SIGNED_IN', user: staffUser, challenge: null, attempts } } };
        },
        MyMenus: () => stubbedPlatformMenus(staffUser.id),
        SignOut: () => {
          signedIn = false;
          return { data: { signOut: true } };
        },
      });
      dashboard = await serveDashboard(stub.router);
    });

    afterAll(async () => {
      await dashboard?.close();
    });

    it('signs in, moves through the shell and signs out', async () => {
      const { page, consoleErrors } = await openPage();
      await page.goto(`${dashboard.url}/prometheus`);
      await page.waitForURL(`${dashboard.url}/userSignIn`);

      await page.getByLabel('Usuario').fill(' ana.lopez ');
      await page.getByLabel('Contraseña', { exact: true }).fill('9999');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.locator('.bp6-toast.bp6-intent-danger').getByText('Usuario o contraseña incorrectos').waitFor();

      await page.getByLabel('Contraseña', { exact: true }).fill('1234');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByText('Saludos Ana López').waitFor();
      expect(signInInputs).toEqual([
        { userName: 'ana.lopez', password: '009999' },
        { userName: 'ana.lopez', password: '001234' },
      ]);
      await page.waitForURL(`${dashboard.url}/prometheus`);
      await page.getByRole('heading', { level: 2, name: 'Inicio' }).waitFor();
      await page.getByText('Bienvenido, Ana López').waitFor();
      await saveScreenshot(page, 'shell-home-es');

      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const drawer = page.locator('.bp6-drawer');
      await drawer.getByText('Soporte').waitFor();
      await settled(page);
      await saveScreenshot(page, 'shell-navigation-es');
      await drawer.getByText('Chat').click();
      await page.waitForURL(`${dashboard.url}/prometheus/chat`);
      await page.getByRole('heading', { level: 2, name: 'Chat' }).waitFor();
      await drawer.waitFor({ state: 'detached' });

      await page.getByRole('radio', { name: 'EN' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.bp6-drawer').getByText('Support').click();
      await page.getByRole('heading', { level: 2, name: 'Support' }).waitFor();
      await settled(page);
      await saveScreenshot(page, 'shell-support-en');

      expect(await page.title()).toBe('Support · Prometheus');
      // Signed in, the sign-in screen has nothing to offer: straight back to the shell.
      await page.goto(`${dashboard.url}/userSignIn`);
      await page.waitForURL(`${dashboard.url}/prometheus`);
      await page.getByRole('heading', { level: 2, name: 'Home' }).waitFor();

      await page.goto(`${dashboard.url}/prometheus/no-such-screen`);
      await page.getByText('Page Not Found').waitFor();
      expect(await page.locator('.bp6-navbar').count()).toBe(1);

      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL(`${dashboard.url}/userSignIn`);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(signedIn).toBe(false);
      await page.goto(`${dashboard.url}/prometheus`);
      await page.waitForURL(`${dashboard.url}/userSignIn`);

      expect(consoleErrors).toEqual([]);
      await closePage(page);
    });
  });
});

// Needs no browser: checks the helpers that later API-backed browser tests build on.
describe('serveDashboard with the minimal signed-out API', () => {
  let dashboard: ServedDashboard;

  beforeAll(async () => {
    dashboard = await serveDashboard(signedOutApi().router);
  });

  afterAll(async () => {
    await dashboard?.close();
  });

  it('serves the built app for client routes and keeps API paths out of the fallback', async () => {
    const clientRoute = await fetch(`${dashboard.url}/prometheus/chat`);
    expect(clientRoute.status).toBe(200);
    expect(await clientRoute.text()).toContain('<div id="root"></div>');

    const apiPath = await fetch(`${dashboard.url}/api/nothing`);
    expect(apiPath.status).toBe(404);
    expect(apiPath.headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${dashboard.url}/graphql`)).status).toBe(404);
  });

  it('answers me with null and refuses other operations', async () => {
    const ask = (query: string) =>
      fetch(`${dashboard.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query }),
      }).then((response) => response.json());
    expect(await ask('query Me { me { id } }')).toEqual({ data: { me: null } });
    expect(await ask('mutation DropEverything { drop }')).toMatchObject({
      errors: [{ extensions: { code: 'UNKNOWN_OPERATION' } }],
    });
  });
});
