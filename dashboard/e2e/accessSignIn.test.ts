import { expect, it } from 'vitest';
import { accessScreensInBrowser, demoPassword, settled } from './accessTesting';
import { describeWithBrowser, saveScreenshot } from './browser';

/**
 * The Access area's sign-in in Chromium against the running product (spec 000, spec 003 section 2.1):
 * the greeting and the profile-data wait, global sign-out, the attempts banner and the server's
 * lockout with the forgotten-password reset, sign-up with the SMS outbox's code, and an
 * administrator-created account asked for a new password.
 */
describeWithBrowser('the sign-in screen on the running product', () => {
  const { running, newPage, fillSignIn, signedInPage, latestSmsCode, api, sessionCookie, openProfileMenuEntry, itLeftNoConsoleErrors } =
    accessScreensInBrowser('access-sign-in');

  it('signs in with the greeting and the loading overlay, and signs out everywhere', async () => {
    const page = await newPage();
    await page.goto(`${running.url}/prometheus/system/settings`);
    await page.waitForURL(`${running.url}/userSignIn`);
    expect(await page.getByRole('button', { name: 'Iniciar sesión' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'access-sign-in-es');
    // A field left empty says its rule under it; the password not reached yet keeps its hint.
    await page.getByLabel('Usuario').focus();
    await page.keyboard.press('Tab');
    await page.getByText('El usuario debe tener más de 4 caracteres.').waitFor();
    await page.getByText('El usuario debe tener más de 4 caracteres y la contraseña más de 3.').waitFor();
    await fillSignIn(page, 'admin', demoPassword);
    await page.getByText('Saludos Mariana López Herrera').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /Validando usuario|Cargando los datos de tu perfil/ })
      .first()
      .waitFor();
    // The guard remembered the screen asked for.
    await page.waitForURL(`${running.url}/prometheus/system/settings`);
    await page.getByRole('heading', { name: 'Configuración del sistema' }).waitFor();

    // Global sign-out: a second browser's session ends too.
    const other = await signedInPage('admin');
    const otherCookie = await sessionCookie(other);
    expect((await api('{ me { userName } }', {}, otherCookie)).data).toEqual({ me: { userName: 'admin' } });
    await openProfileMenuEntry(page, 'Cerrar sesión');
    await page.waitForURL(`${running.url}/userSignIn`);
    expect((await api('{ me { userName } }', {}, otherCookie)).data).toEqual({ me: null });
    await page.goto(`${running.url}/prometheus`);
    await page.waitForURL(`${running.url}/userSignIn`);
    await other.goto(`${running.url}/userSignOut`);
    await other.waitForURL(`${running.url}/userSignIn`);
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
    await page.goto(`${running.url}/userSignIn`);
    await fillSignIn(page, 'soporte', demoPassword);
    await page.getByText('Saludos', { exact: false }).first().waitFor();
    const wait = page.getByRole('status').filter({ hasText: 'Cargando los datos de tu perfil' });
    await wait.waitFor();
    await expect.poll(() => menusAsked).toBeGreaterThan(0);
    // Well past the greeting's second (2.5 s of the page's time): still waiting on the sign-in page.
    await page.clock.runFor(2500);
    expect(page.url()).toBe(`${running.url}/userSignIn`);
    expect(await wait.isVisible()).toBe(true);
    await page.clock.resume();
    await settled(page);
    await saveScreenshot(page, 'access-sign-in-profile-wait-es');
    releaseMenus();
    await page.waitForURL(`${running.url}/prometheus`);
    // The shell draws its menu from the loaded data without asking again.
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
    expect(menusAsked).toBe(1);
    await page.unroute('**/graphql');
  });

  it('counts wrong passwords: banner, reset offered at 2, limit at 3, and the server keeps refusing', async () => {
    const page = await newPage();
    await page.goto(`${running.url}/userSignIn`);
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
    const direct = await api('mutation ($input: SignInInput!) { signIn(input: $input) { status } }', {
      input: { userName: 'gerente', password: demoPassword },
    });
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
    await page.waitForURL(`${running.url}/prometheus`);
  });

  it('signs up with the code from the SMS outbox, with resend, then signs in', async () => {
    const page = await newPage();
    await page.goto(`${running.url}/userSignIn`);
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
    await page.waitForURL(`${running.url}/prometheus`);
    // Unassigned: only the profile menu.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByText('Inicio').waitFor();
    expect(await drawer.getByRole('menuitem').count()).toBe(1);
  });

  it('asks an administrator-created account for a new password ("Password Error" on a wrong current one)', async () => {
    const admin = await signedInPage('admin');
    await admin.goto(`${running.url}/prometheus/system/users`);
    await admin.getByRole('heading', { name: 'Usuarios' }).waitFor();
    await admin
      .getByText(/usuarios cargados/)
      .first()
      .waitFor();
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
    await page.goto(`${running.url}/userSignIn`);
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
    await page.waitForURL(`${running.url}/prometheus`);

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
    await page.locator('.bp6-drawer.bp6-overlay-enter-done').waitFor();
    await page.keyboard.press('Escape');

    // A reset by the administrator ends the user's sessions and asks for a new password again.
    await admin.getByRole('button', { name: 'Editar temporal.uno' }).click();
    const again = admin.getByRole('dialog', { name: 'Editar usuario temporal.uno' });
    // A temporary password too short is refused under the field, and the reset stays off.
    await again.getByLabel('Nueva contraseña temporal').fill('abc');
    await again.getByText('La contraseña es demasiado corta.').waitFor();
    expect(await again.getByRole('button', { name: 'Restablecer', exact: true }).isDisabled()).toBe(true);
    await again.getByLabel('Nueva contraseña temporal').fill('Temp#456');
    await again.getByRole('button', { name: 'Restablecer', exact: true }).click();
    await admin.getByText('Contraseña temporal de temporal.uno asignada', { exact: false }).waitFor();
    await page.reload();
    await page.waitForURL(`${running.url}/userSignIn`);
    await fillSignIn(page, 'temporal.uno', 'Temp#456');
    await page.getByRole('heading', { name: 'Nueva contraseña requerida' }).waitFor();
  });

  itLeftNoConsoleErrors();
});
