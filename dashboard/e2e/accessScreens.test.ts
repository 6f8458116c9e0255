import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { type Browser, type Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendantModel } from '../../db/models/access/attendant';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { collectConsoleErrors, describeWithBrowser, ensureDashboardBuilt, launchBrowser, saveScreenshot } from './browser';

/**
 * The Access area in Chromium against the running product (spec 000, spec 003 section 2.1): the
 * four sign-in modes with codes read from the SMS outbox, the attempts banner and the server's
 * lockout, TOTP, menus by position, profile edits, administration, and the public pages.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-access-screens-'));
const env = {
  DATA_DIR: dataDir,
  PORT: '0',
  EMBEDDED_DB_PORT: '0',
  SMTP_SINK_PORT: '0',
  PARTNER_SIMULATOR_PORT: '0',
  LOG_LEVEL: 'silent',
};
const demoPassword = 'Demo#2026';

describeWithBrowser('access screens on the running product', () => {
  let product: RunningProduct;
  let browser: Browser;
  const consoleErrorLists: string[][] = [];

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

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-MX' });
    const page = await context.newPage();
    consoleErrorLists.push(collectConsoleErrors(page));
    return page;
  }

  async function fillSignIn(page: Page, userName: string, password: string) {
    await page.getByLabel('Usuario').fill(userName);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  }

  async function signedInPage(userName: string, password = demoPassword): Promise<Page> {
    const page = await newPage();
    await page.goto(`${product.url}/userSignIn`);
    await fillSignIn(page, userName, password);
    await page.waitForURL(`${product.url}/prometheus`);
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
    return page;
  }

  /** Waits until no Blueprint overlay is mid-transition, so screenshots show the final state. */
  async function settled(page: Page) {
    const moving = ['enter', 'enter-active', 'appear', 'appear-active', 'exit', 'exit-active'].map((phase) => `.bp6-overlay-${phase}`);
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, moving.join(', '));
  }

  async function latestSmsCode(phone?: string): Promise<string> {
    const message = await SmsOutboxModel.findOne(phone ? { phone } : {})
      .sort({ _id: -1 })
      .lean();
    const code = /\d{6}/.exec(message?.message ?? '')?.[0];
    if (!code) throw new Error(`no code in the SMS outbox (${message?.message ?? 'no message'})`);
    return code;
  }

  async function api(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string; errorCode?: string } }> };
  }

  async function sessionCookie(page: Page): Promise<string> {
    const cookies = await page.context().cookies();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  async function openProfileMenuEntry(page: Page, entry: string) {
    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: entry }).click();
  }

  it('signs in with the greeting and the loading overlay, and signs out everywhere', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/prometheus/system/settings`);
    await page.waitForURL(`${product.url}/userSignIn`);
    expect(await page.getByRole('button', { name: 'Iniciar sesión' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'access-sign-in-es');
    await fillSignIn(page, 'admin', demoPassword);
    await page.getByText('Saludos Mariana López Herrera').waitFor();
    await page.getByRole('status').filter({ hasText: /Validando usuario|Cargando los datos de tu perfil/ }).first().waitFor();
    // The guard remembered the screen asked for.
    await page.waitForURL(`${product.url}/prometheus/system/settings`);
    await page.getByRole('heading', { name: 'Configuración del sistema' }).waitFor();

    // Global sign-out: a second browser's session ends too.
    const other = await signedInPage('admin');
    const otherCookie = await sessionCookie(other);
    expect((await api('{ me { userName } }', {}, otherCookie)).data).toEqual({ me: { userName: 'admin' } });
    await openProfileMenuEntry(page, 'Cerrar sesión');
    await page.waitForURL(`${product.url}/userSignIn`);
    expect((await api('{ me { userName } }', {}, otherCookie)).data).toEqual({ me: null });
    await page.goto(`${product.url}/prometheus`);
    await page.waitForURL(`${product.url}/userSignIn`);
    await other.goto(`${product.url}/userSignOut`);
    await other.waitForURL(`${product.url}/userSignIn`);
  });

  it('keeps the profile-data wait until the profile has really loaded, then moves on', async () => {
    const page = await newPage();
    // Hold the user's menus (the profile data the shell needs) for 2.5 s.
    let releaseMenus = () => {};
    const menusHeld = new Promise<void>((resolve) => (releaseMenus = resolve));
    let menusAsked = 0;
    await page.route('**/graphql', async (route) => {
      if (/query MyMenus\b/.test(route.request().postData() ?? '')) {
        menusAsked += 1;
        await menusHeld;
      }
      await route.continue();
    });
    // The page's clock is the test's: the greeting's second passes when the test moves it on.
    await page.clock.install();
    await page.goto(`${product.url}/userSignIn`);
    await fillSignIn(page, 'soporte', demoPassword);
    await page.getByText('Saludos', { exact: false }).first().waitFor();
    const wait = page.getByRole('status').filter({ hasText: 'Cargando los datos de tu perfil' });
    await wait.waitFor();
    await expect.poll(() => menusAsked).toBeGreaterThan(0);
    // Well past the greeting's second (2.5 s of the page's time): still waiting on the sign-in page.
    await page.clock.runFor(2500);
    expect(page.url()).toBe(`${product.url}/userSignIn`);
    expect(await wait.isVisible()).toBe(true);
    await page.clock.resume();
    await settled(page);
    await saveScreenshot(page, 'access-sign-in-profile-wait-es');
    releaseMenus();
    await page.waitForURL(`${product.url}/prometheus`);
    // The shell draws its menu from the loaded data without asking again.
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
    expect(menusAsked).toBe(1);
    await page.unroute('**/graphql');
  });

  it('counts wrong passwords: banner, reset offered at 2, limit at 3, and the server keeps refusing', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/userSignIn`);
    await fillSignIn(page, 'gerente', 'Wrong#1');
    const banner = page.getByRole('status', { name: 'Intentos de inicio de sesión' });
    await banner.getByText('Te quedan 2 de 3 intentos.').waitFor();
    expect(await banner.locator('.bp6-progress-meter').evaluate((meter) => (meter as HTMLElement).style.width)).toMatch(/^33\.3+%$/);
    await page.locator('.bp6-toast.bp6-intent-danger').first().waitFor();

    await page.getByLabel('Contraseña', { exact: true }).fill('Wrong#2');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await banner.getByText('Te quedan 1 de 3 intentos.').waitFor();
    // At 2 the reset option replaces the form.
    await page.getByRole('button', { name: 'Restablecer contraseña', exact: true }).waitFor();
    expect(await page.getByLabel('Contraseña', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña? / Restablecer contraseña' }).waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-attempts-reset-offered-es');

    // A fresh page cannot bypass the count: the third failure reaches the limit.
    await page.reload();
    await fillSignIn(page, 'gerente', 'Wrong#3');
    await banner.getByText('Se excedió el límite de intentos').waitFor();
    await banner.getByText('Te quedan 0 de 3 intentos.').waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-attempts-limit-es');

    // Even the right password is refused while locked, straight through the API.
    const direct = await api('mutation ($input: SignInInput!) { signIn(input: $input) { status } }', { input: { userName: 'gerente', password: demoPassword } });
    expect(direct.errors?.[0]?.extensions?.errorCode).toBe('ATTEMPT_LIMIT_EXCEEDED');

    // Forgot password lifts the lock: code by SMS, then username + code + new password.
    await page.getByRole('button', { name: 'Restablecer contraseña', exact: true }).click();
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
    await page.getByLabel('Usuario').fill('gerente');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText(/Recibirás un código por SMS en \+52\*+\d{3}/).waitFor();
    const code = await latestSmsCode();
    await page.getByLabel('Código', { exact: true }).fill(code);
    await page.getByLabel('Nueva contraseña').fill('Gerente#2027');
    await settled(page);
    await saveScreenshot(page, 'access-forgot-submit-es');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Contraseña restablecida correctamente').waitFor();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await fillSignIn(page, 'gerente', 'Gerente#2027');
    await page.waitForURL(`${product.url}/prometheus`);
  });

  it('signs up with the code from the SMS outbox, with resend, then signs in', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/userSignIn`);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByLabel('Usuario').fill('nuevo.colaborador');
    await page.getByLabel('Contraseña', { exact: true }).fill('123');
    await page.getByText('La contraseña es demasiado corta.').waitFor();
    expect(await page.getByRole('button', { name: 'Registrarme' }).isDisabled()).toBe(true);
    await page.getByLabel('Contraseña', { exact: true }).fill('Nuevo#2026');
    await page.getByLabel('Teléfono celular').fill('921 555 0101');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByText('Recibirás un código por SMS en +52*******101').waitFor();
    await page.getByRole('heading', { name: 'Confirmar cuenta' }).waitFor();
    const first = await latestSmsCode('+529215550101');
    await page.getByRole('button', { name: 'Reenviar código' }).click();
    await page.getByText('Código reenviado correctamente').waitFor();
    const second = await latestSmsCode('+529215550101');
    // The resent code replaces the first.
    if (first !== second) {
      await page.getByLabel('Código de confirmación').fill(first);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.locator('.bp6-toast.bp6-intent-danger').first().waitFor();
    }
    await page.getByLabel('Código de confirmación').fill(second);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Usuario confirmado').waitFor();
    await fillSignIn(page, 'nuevo.colaborador', 'Nuevo#2026');
    await page.waitForURL(`${product.url}/prometheus`);
    // Unassigned: only the profile menu.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByText('Inicio').waitFor();
    expect(await drawer.getByRole('menuitem').count()).toBe(1);
  });

  it('asks an administrator-created account for a new password ("Password Error" on a wrong current one)', async () => {
    const admin = await signedInPage('admin');
    await admin.goto(`${product.url}/prometheus/system/users`);
    await admin.getByRole('heading', { name: 'Usuarios' }).waitFor();
    await admin.getByText(/usuarios cargados/).first().waitFor();
    await admin.getByRole('button', { name: 'Agregar usuario' }).click();
    const dialog = admin.getByRole('dialog', { name: 'CREAR NUEVO USUARIO EN COGNITO' });
    await dialog.getByLabel('Usuario').fill('temporal.uno');
    await dialog.getByLabel('Contraseña temporal').fill('Temp#123');
    await settled(admin);
    await saveScreenshot(admin, 'access-users-add-es');
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await admin.getByText('Usuario temporal.uno creado', { exact: false }).waitFor();
    await admin.getByRole('searchbox', { name: 'Buscar usuario' }).fill('temporal');
    await admin.getByTestId('users-table').getByText('temporal.uno', { exact: true }).first().waitFor();

    const page = await newPage();
    await page.goto(`${product.url}/userSignIn`);
    await fillSignIn(page, 'temporal.uno', 'Temp#123');
    await page.getByRole('heading', { name: 'Nueva contraseña requerida' }).waitFor();
    await page.getByLabel('Contraseña actual').fill('Otra#999');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Propia#2026');
    const phone = page.getByLabel('Teléfono celular');
    if ((await phone.count()) > 0) await phone.fill('9215550202');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Error de contraseña').waitFor();
    await page.getByLabel('Contraseña actual').fill('Temp#123');
    await settled(page);
    await saveScreenshot(page, 'access-new-password-es');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL(`${product.url}/prometheus`);

    // The administrator assigns a position; the user then sees that position's menus.
    await admin.getByRole('button', { name: 'Editar temporal.uno' }).click();
    const edit = admin.getByRole('dialog', { name: 'Editar usuario temporal.uno' });
    await edit.getByLabel('Puesto').selectOption({ label: 'Buyer' });
    await edit.getByLabel('Tienda').selectOption('TC201');
    await settled(admin);
    await saveScreenshot(admin, 'access-edit-user-es');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Usuario temporal.uno actualizado').waitFor();
    await admin.getByText('Sucursal Cárdenas Centro').first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('.bp6-drawer').getByText('Compras', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // A reset by the administrator ends the user's sessions and asks for a new password again.
    await admin.getByRole('button', { name: 'Editar temporal.uno' }).click();
    const again = admin.getByRole('dialog', { name: 'Editar usuario temporal.uno' });
    await again.getByLabel('Nueva contraseña temporal').fill('Temp#456');
    await again.getByRole('button', { name: 'Restablecer', exact: true }).click();
    await admin.getByText('Contraseña temporal de temporal.uno asignada', { exact: false }).waitFor();
    await page.reload();
    await page.waitForURL(`${product.url}/userSignIn`);
    await fillSignIn(page, 'temporal.uno', 'Temp#456');
    await page.getByRole('heading', { name: 'Nueva contraseña requerida' }).waitFor();
  });

  it('sets up an authenticator from the profile and then asks for its code at sign-in', async () => {
    const page = await signedInPage('precios');
    await openProfileMenuEntry(page, 'Perfil');
    await page.getByRole('heading', { name: 'Perfil' }).waitFor();
    await page.getByRole('button', { name: 'Configurar autenticador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configurar autenticador' });
    const qr = dialog.getByRole('img', { name: 'Código QR del autenticador' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
    const now = Math.floor(Date.now() / 1000);
    await dialog.getByLabel('Código de 6 dígitos').fill(await generate({ secret, epoch: now }));
    await settled(page);
    await saveScreenshot(page, 'access-totp-setup-es');
    await dialog.getByRole('button', { name: 'Activar' }).click();
    await page.getByText('Autenticador activado', { exact: false }).waitFor();
    await page.getByText('Activado', { exact: true }).waitFor();

    await openProfileMenuEntry(page, 'Cerrar sesión');
    await page.waitForURL(`${product.url}/userSignIn`);
    await fillSignIn(page, 'precios', demoPassword);
    await page.getByRole('heading', { name: 'Código del autenticador' }).waitFor();
    await page.getByLabel('Código de 6 dígitos').fill('000000' === (await generate({ secret, epoch: now + 30 })) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.locator('.bp6-toast.bp6-intent-danger').first().waitFor();
    await page.getByLabel('Código de 6 dígitos').fill(await generate({ secret, epoch: now + 30 }));
    await settled(page);
    await saveScreenshot(page, 'access-totp-challenge-es');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${product.url}/prometheus`);
  });

  it('makes licencias (its position requires an authenticator) set one up at sign-in before any session', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/userSignIn`);
    await fillSignIn(page, 'licencias', demoPassword);
    await page.getByRole('heading', { name: 'Configura tu autenticador' }).waitFor();
    const qr = page.getByRole('img', { name: 'Código QR del autenticador' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // No session before a valid code.
    expect(await sessionCookie(page)).not.toContain('prometheus_session');
    expect((await api('{ me { id } }', {}, await sessionCookie(page))).data?.me).toBeNull();
    const submit = page.getByRole('button', { name: 'Activar e iniciar sesión' });
    expect(await submit.isDisabled()).toBe(true);

    const now = Math.floor(Date.now() / 1000);
    const right = await generate({ secret, epoch: now });
    await page.getByLabel('Código de 6 dígitos').fill(right === '000000' ? '111111' : '000000');
    await submit.click();
    await page.locator('.bp6-toast.bp6-intent-danger').first().waitFor();
    await page.getByText('2 de 3', { exact: false }).first().waitFor();
    expect(page.url()).toBe(`${product.url}/userSignIn`);
    await page.getByLabel('Código de 6 dígitos').fill(right);
    await settled(page);
    await saveScreenshot(page, 'access-mfa-setup-challenge-es');
    await submit.click();
    await page.waitForURL(`${product.url}/prometheus`);
    expect((await api('{ me { userName } }', {}, await sessionCookie(page))).data?.me).toEqual({ userName: 'licencias' });

    // The next sign-in asks for the code of the authenticator just added.
    await openProfileMenuEntry(page, 'Cerrar sesión');
    await page.waitForURL(`${product.url}/userSignIn`);
    await fillSignIn(page, 'licencias', demoPassword);
    await page.getByRole('heading', { name: 'Código del autenticador' }).waitFor();
    await page.getByLabel('Código de 6 dígitos').fill(await generate({ secret, epoch: now + 30 }));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${product.url}/prometheus`);
  });

  it('disables the authenticator from the profile with a current code', async () => {
    const page = await signedInPage('xadis');
    const cookie = await sessionCookie(page);
    const setup = await api('mutation { setUpTotp { secret } }', {}, cookie);
    const { secret } = setup.data?.setUpTotp as { secret: string };
    const now = Math.floor(Date.now() / 1000);
    expect((await api('mutation ($code: String!) { verifyTotpSetup(code: $code) }', { code: await generate({ secret, epoch: now }) }, cookie)).data).toEqual({ verifyTotpSetup: true });

    await openProfileMenuEntry(page, 'Perfil');
    await page.getByText('Activado', { exact: true }).waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-profile-totp-on-es');
    await page.getByRole('button', { name: 'Desactivar autenticador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desactivar autenticador' });
    const confirm = dialog.getByRole('button', { name: 'Desactivar', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    const next = await generate({ secret, epoch: now + 30 });
    await dialog.getByLabel('Código de 6 dígitos').fill(next === '000000' ? '111111' : '000000');
    await confirm.click();
    await page.locator('.bp6-toast.bp6-intent-danger').first().waitFor();
    expect(await page.getByText('Activado', { exact: true }).count()).toBe(1);
    await dialog.getByLabel('Código de 6 dígitos').fill(next);
    await settled(page);
    await saveScreenshot(page, 'access-totp-disable-es');
    await confirm.click();
    await page.getByText('Autenticador desactivado', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Configurar autenticador' }).waitFor();

    // Sign-in no longer asks for a code.
    await openProfileMenuEntry(page, 'Cerrar sesión');
    await page.waitForURL(`${product.url}/userSignIn`);
    await fillSignIn(page, 'xadis', demoPassword);
    await page.waitForURL(`${product.url}/prometheus`);
  });

  it('shows each position its own menus and refuses the others’ pages and operations', async () => {
    const buyer = await signedInPage('compras');
    await buyer.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = buyer.locator('.bp6-drawer');
    await drawer.getByText('Compras', { exact: true }).click();
    await drawer.getByText('Órdenes de compra').waitFor();
    await drawer.getByText('Pronóstico').waitFor();
    for (const hidden of ['Clientes', 'Configuración', 'Sistema', 'Recursos Humanos']) expect(await drawer.getByText(hidden, { exact: true }).count()).toBe(0);
    await settled(buyer);
    await saveScreenshot(buyer, 'access-menus-compras-es');
    await buyer.keyboard.press('Escape');
    for (const screen of ['system/settings', 'system/users', 'settings/users', 'settings/roles', 'system/outbox', 'customer']) {
      await buyer.goto(`${product.url}/prometheus/${screen}`);
      await buyer.getByText('Sin permiso').first().waitFor();
    }
    // The customers' page is the other position's: forbidden state, and no customer data on it.
    expect(await buyer.getByRole('heading', { name: 'Lista de clientes' }).count()).toBe(0);
    await settled(buyer);
    await saveScreenshot(buyer, 'access-compras-customers-forbidden-es');
    const buyerCookie = await sessionCookie(buyer);
    expect((await api('{ users { total } }', {}, buyerCookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api('{ systemRoles { systemRoleId } }', {}, buyerCookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const counters = await api('{ customerCounters { total active } }', {}, buyerCookie);
    expect(counters.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(counters.data?.customerCounters ?? null).toBeNull();

    const customers = await signedInPage('clientes');
    await customers.getByRole('button', { name: 'Abrir menú' }).click();
    const customerDrawer = customers.locator('.bp6-drawer');
    await customerDrawer.getByText('Clientes', { exact: true }).click();
    await customerDrawer.getByText('Lista de clientes').waitFor();
    expect(await customerDrawer.getByText('Compras', { exact: true }).count()).toBe(0);
    await customers.keyboard.press('Escape');
    await customers.goto(`${product.url}/prometheus/settings/menus`);
    await customers.getByText('Sin permiso').first().waitFor();
    // Another user's profile is refused by the screen and the server.
    const adminId = ((await api('{ me { id } }', {}, await sessionCookie(await signedInPage('admin')))).data?.me as { id: string }).id;
    await customers.goto(`${product.url}/prometheus/profile/${adminId}`);
    await customers.getByText('Sin permiso').first().waitFor();
    const refused = await api('query ($id: ID!) { profile(attendantId: $id) { userName } }', { id: adminId }, await sessionCookie(customers));
    expect(refused.errors?.[0]?.extensions?.errorCode).toBe('PROFILE_NOT_OWN');
  });

  it('edits the own profile: nickname, phone, PIN and photo', async () => {
    const page = await signedInPage('auditor');
    await openProfileMenuEntry(page, 'Perfil');
    await page.getByRole('heading', { name: 'Perfil' }).waitFor();
    expect(await page.locator('.profile__photo-frame').evaluate((frame) => frame.getBoundingClientRect().height)).toBe(240);
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
    const save = dialog.getByRole('button', { name: 'Guardar' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Apodo').fill('Revisora');
    await dialog.getByRole('button', { name: 'Agregar teléfono' }).click();
    const phones = dialog.getByRole('textbox', { name: /^Teléfono \d$/ });
    const added = phones.last();
    await added.fill('529');
    expect(await save.isDisabled()).toBe(true);
    await added.fill('529215550303');
    expect(await added.inputValue()).toBe('52 921 555 0303');
    await dialog.getByLabel('NIP nuevo').fill('12ab34');
    expect(await dialog.getByLabel('NIP nuevo').inputValue()).toBe('1234');
    await dialog.getByLabel('Contraseña nueva').fill('Auditor#2027');
    await dialog.getByLabel('Confirma la contraseña').fill('Auditor#2028');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Confirma la contraseña').fill('Auditor#2027');
    await settled(page);
    await saveScreenshot(page, 'access-profile-dialog-es');
    await save.click();
    await page.getByText('Perfil actualizado').waitFor();
    await page.getByRole('heading', { name: 'Revisora' }).waitFor();
    await page.getByText('52 921 555 0303').waitFor();
    await page.getByText('Configurado', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Cambiar foto' }).click();
    const photoDialog = page.getByRole('dialog', { name: 'Foto de perfil' });
    const photoSave = photoDialog.getByRole('button', { name: 'Guardar' });
    expect(await photoSave.isDisabled()).toBe(true);
    const png = await QRCode.toBuffer('Prometheus', { type: 'png', width: 240 });
    await photoDialog.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await page.getByText('La imagen se subió correctamente').waitFor();
    await expect.poll(() => photoSave.isDisabled()).toBe(false);
    await photoSave.click();
    await page.getByText('Perfil actualizado').first().waitFor();
    await page.locator('.profile__photo-frame img').waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-profile-es');
  });

  it('administers roles and menus in System settings', async () => {
    const page = await signedInPage('admin');
    await page.goto(`${product.url}/prometheus/system/settings`);
    await page.getByText(/\d+ roles del sistema cargados/).waitFor();
    await page.getByText(/\d+ menús del sistema cargados/).waitFor();
    const tree = page.locator('.bp6-tree');
    await tree.getByText('Dirección General').waitFor();
    await page.getByRole('button', { name: 'Crear rol' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Crear rol' });
    await roleDialog.getByLabel('Nombre del rol').fill('Auditoría Interna');
    await roleDialog.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado un nuevo rol').waitFor();
    await tree.getByText('Auditoría Interna').waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-settings-roles-es');

    await page.getByRole('tab', { name: 'Menús del sistema' }).click();
    await page.getByRole('button', { name: 'Crear menú' }).click();
    const menuDialog = page.getByRole('dialog', { name: 'Crear menú' });
    const create = menuDialog.getByRole('button', { name: 'Crear' });
    await menuDialog.getByLabel('Id del menú').fill('reports');
    await menuDialog.getByLabel('Nombre').fill('Reportes');
    expect(await create.isDisabled()).toBe(true);
    await menuDialog.getByLabel('Componente').fill('Reports');
    await menuDialog.getByLabel('Ruta').fill('reports');
    await menuDialog.getByLabel('Icono (Blueprint)').fill('chart');
    expect(await menuDialog.getByRole('checkbox', { name: 'leer' }).isChecked()).toBe(true);
    await create.click();
    await page.getByText('Se ha creado un nuevo menu').waitFor();
    await page.getByRole('table', { name: 'Menús del sistema' }).getByText('reports', { exact: true }).first().waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-settings-menus-es');
    // The administrator sees every top-level entry: the new one is in the navigation at once.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('.bp6-drawer').getByText('Reportes', { exact: true }).waitFor();
    // Close the drawer and wait until it is gone: it covers the tabs while it closes.
    await page.keyboard.press('Escape');
    const drawerClosed = await page.locator('.bp6-drawer').waitFor({ state: 'hidden', timeout: 3000 }).then(() => true, () => false);
    if (!drawerClosed) await page.locator('.bp6-overlay-backdrop').first().click({ position: { x: 1200, y: 400 } });
    await page.locator('.bp6-drawer').waitFor({ state: 'hidden' });

    // Menu visibility is data: hiding Forecast from the buyer's profile takes effect at once.
    await page.getByRole('tab', { name: 'Puestos' }).click();
    await page.getByRole('table', { name: 'Puestos, roles y menús permitidos' }).getByText('Buyer').first().waitFor();
    const licenseRow = page.getByRole('row').filter({ hasText: 'licenseAdministrator' });
    await licenseRow.getByText('Autenticador obligatorio').waitFor();
    await page.getByRole('button', { name: 'Editar perfil de permisos de Buyer' }).click();
    const profileDialog = page.getByRole('dialog', { name: 'Perfil de permisos: Buyer' });
    expect(await profileDialog.getByRole('checkbox', { name: 'Compras', exact: true }).first().isChecked()).toBe(true);
    await profileDialog.getByText('Pronóstico (purchases)', { exact: true }).click();
    expect(await profileDialog.getByRole('checkbox', { name: 'Pronóstico (purchases)' }).isChecked()).toBe(true);
    // The position's sign-in security is part of the same data: the buyer does not require an authenticator.
    expect(await profileDialog.getByRole('checkbox', { name: 'Autenticador obligatorio' }).isChecked()).toBe(false);
    await settled(page);
    await saveScreenshot(page, 'access-settings-permission-profile-es');
    await profileDialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Perfil de permisos de Buyer actualizado').waitFor();
    const buyer = await signedInPage('compras');
    await buyer.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = buyer.locator('.bp6-drawer');
    await drawer.getByText('Compras', { exact: true }).click();
    await drawer.getByText('Órdenes de compra').waitFor();
    expect(await drawer.getByText('Pronóstico').count()).toBe(0);
  });

  it('opens System Menus, and only that tab, for Settings › Menús without Roles', async () => {
    const page = await signedInPage('configuracion');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByText('Configuración', { exact: true }).click();
    await drawer.getByText('Menús', { exact: true }).click();
    await page.waitForURL(`${product.url}/prometheus/settings/menus`);
    await page.getByRole('heading', { name: 'Configuración del sistema' }).waitFor();
    await page.getByText(/\d+ menús del sistema cargados/).waitFor();
    const menusTab = page.getByRole('tab', { name: 'Menús del sistema' });
    expect(await menusTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Roles del sistema' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Puestos' }).count()).toBe(0);
    expect(await page.getByText('Sin permiso').count()).toBe(0);

    // Uses the tab: a new entry under Settings (the caller gets it too), without the role picker it cannot fill.
    await page.getByRole('button', { name: 'Crear menú' }).click();
    const menuDialog = page.getByRole('dialog', { name: 'Crear menú' });
    await menuDialog.getByLabel('Id del menú').fill('settings.labels');
    await menuDialog.getByLabel('Nombre').fill('Etiquetas');
    await menuDialog.getByLabel('Componente').fill('Labels');
    await menuDialog.getByLabel('Ruta').fill('settings/labels');
    await menuDialog.getByLabel('Menú padre').selectOption('settings');
    expect(await menuDialog.getByLabel('Rol', { exact: true }).count()).toBe(0);
    await menuDialog.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado un nuevo menu').waitFor();
    const table = page.getByRole('table', { name: 'Menús del sistema' });
    await table.getByText('settings.labels', { exact: true }).first().waitFor();
    // The drawer opens with the current screen's branch (Settings) expanded.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer.getByText('Etiquetas', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await settled(page);
    await saveScreenshot(page, 'access-settings-menus-only-es');

    // The roles path stays closed, by the screen and by the server.
    await page.goto(`${product.url}/prometheus/settings/roles`);
    await page.getByText('Sin permiso').first().waitFor();
    const cookie = await sessionCookie(page);
    expect((await api('{ systemRoles { systemRoleId } }', {}, cookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api('{ systemMenus { systemMenuId } }', {}, cookie)).data?.systemMenus).toBeDefined();
  });

  it('pages through more users than one page holds', async () => {
    await AttendantModel.insertMany(
      Array.from({ length: 310 }, (_, index) => {
        const userName = `pagina.${String(index).padStart(3, '0')}`;
        return { attendantId: `PAG${index}`, userName, userNameKey: userName, fullName: `Usuario Paginado ${index}`, organizationId: '01', position: { positionId: 'unassigned', positionName: 'Sin asignar' } };
      }),
    );
    const page = await signedInPage('admin');
    const cookie = await sessionCookie(page);
    const { total } = (await api('{ users(limit: 1) { total } }', {}, cookie)).data?.users as { total: number };
    const firstOfSecondPage = ((await api('{ users(limit: 1, offset: 300) { items { userName } } }', {}, cookie)).data?.users as { items: { userName: string }[] }).items[0].userName;
    expect(total).toBeGreaterThan(310);

    await page.goto(`${product.url}/prometheus/system/users`);
    const range = page.getByTestId('data-table-users').getByTestId('data-table-pager').getByRole('status');
    await range.getByText(`Registros 1–300 de ${total}`).waitFor();
    const previous = page.getByRole('button', { name: 'Anterior' });
    const next = page.getByRole('button', { name: 'Siguiente' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await range.getByText(`Registros 301–${total} de ${total}`).waitFor();
    await page.getByTestId('users-table').getByText(firstOfSecondPage, { exact: true }).first().waitFor();
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    await settled(page);
    await saveScreenshot(page, 'access-users-page-2-es');

    // A new search starts again at the first page.
    await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill('pagina.30');
    await range.getByText('Registros 1–10 de 10').waitFor();
    await page.getByTestId('users-table').getByText('pagina.309', { exact: true }).first().waitFor();
    expect(await next.isDisabled()).toBe(true);
    await previous.waitFor();
    expect(await previous.isDisabled()).toBe(true);
  });

  it('serves the public pages: landing subscription, legal texts, invoicing wizard, not found and the language switch', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/`);
    expect(await page.locator('h1').getByRole('link', { name: 'Club' }).getAttribute('href')).toBe('/customerRegistration');
    const email = page.locator('#landing-email');
    await email.fill('correo-sin-arroba');
    await page.getByText('Formato incorrecto de e-m@il').waitFor();
    await email.fill('');
    await page.getByText('Ingresa tu e-m@il').waitFor();
    await email.fill('cliente.feliz@tienda.mx');
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    const toast = page.locator('.bp6-toast-container-bottom.bp6-toast-container-left .bp6-toast.bp6-intent-success').getByText('Pronto recibirás promociones y excelentes noticias');
    await toast.waitFor();
    expect(await email.inputValue()).toBe('');

    await page.goto(`${product.url}/noticePrivacy`);
    await page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' }).waitFor();
    await page.getByText('15 (quince) días hábiles', { exact: false }).first().waitFor();
    await page.goto(`${product.url}/termsAndConditions`);
    await page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }).waitFor();

    await page.goto(`${product.url}/cfdi`);
    await page.getByText('Paso 1: Ingresa tu ticket').waitFor();
    await page.getByText('Validación de RFC').waitFor();
    expect(await page.getByRole('button', { name: 'Atras' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('RFC').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    expect(await page.getByRole('button', { name: 'Generar Factura' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'access-cfdi-verify-es');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Todos los pasos están completos').waitFor();
    await page.getByRole('button', { name: 'Reiniciar' }).click();
    await page.getByLabel('Folio del ticket').waitFor();

    await page.goto(`${product.url}/no-existe`);
    await page.getByText('Página no encontrada').first().waitFor();

    await page.goto(`${product.url}/userSignIn`);
    await page.getByRole('radio', { name: 'EN' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByLabel('Mobile phone').waitFor();
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Greetings Mariana López Herrera').waitFor();
    await page.waitForURL(`${product.url}/prometheus`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.bp6-drawer').getByText('System settings', { exact: true }).click();
    await page.getByText(/\d+ System Roles Loaded/).waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-settings-en');
  });

  it('left no console errors on any page', () => {
    expect(consoleErrorLists.flat()).toEqual([]);
  });
});

describe('access screens test setup', () => {
  it('starts its product on ephemeral ports in a temporary directory', () => {
    expect(env.PORT).toBe('0');
    expect(dataDir.startsWith(os.tmpdir())).toBe(true);
  });
});
