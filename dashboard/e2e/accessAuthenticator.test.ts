import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { accessScreensInBrowser, demoPassword, settled } from './accessTesting';
import { describeWithBrowser, saveScreenshot } from './browser';

/**
 * Authenticators (TOTP) in Chromium against the running product (spec 000): set up from the profile
 * and asked at sign-in, required by a position before any session, and disabled with a current code.
 */
describeWithBrowser('authenticators (TOTP) on the running product', () => {
  const { running, newPage, fillSignIn, signedInPage, api, sessionCookie, openProfileMenuEntry, itLeftNoConsoleErrors } =
    accessScreensInBrowser('access-authenticator');

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
    await page.waitForURL(`${running.url}/userSignIn`);
    await fillSignIn(page, 'precios', demoPassword);
    await page.getByRole('heading', { name: 'Código del autenticador' }).waitFor();
    await page.getByLabel('Código de 6 dígitos').fill('000000' === (await generate({ secret, epoch: now + 30 })) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.locator('.bp6-toast.bp6-intent-danger').first().waitFor();
    await page.getByLabel('Código de 6 dígitos').fill(await generate({ secret, epoch: now + 30 }));
    await settled(page);
    await saveScreenshot(page, 'access-totp-challenge-es');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${running.url}/prometheus`);
  });

  it('makes licencias (its position requires an authenticator) set one up at sign-in before any session', async () => {
    const page = await newPage();
    await page.goto(`${running.url}/userSignIn`);
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
    expect(page.url()).toBe(`${running.url}/userSignIn`);
    await page.getByLabel('Código de 6 dígitos').fill(right);
    await settled(page);
    await saveScreenshot(page, 'access-mfa-setup-challenge-es');
    await submit.click();
    await page.waitForURL(`${running.url}/prometheus`);
    expect((await api('{ me { userName } }', {}, await sessionCookie(page))).data?.me).toEqual({ userName: 'licencias' });

    // The next sign-in asks for the code of the authenticator just added.
    await openProfileMenuEntry(page, 'Cerrar sesión');
    await page.waitForURL(`${running.url}/userSignIn`);
    await fillSignIn(page, 'licencias', demoPassword);
    await page.getByRole('heading', { name: 'Código del autenticador' }).waitFor();
    await page.getByLabel('Código de 6 dígitos').fill(await generate({ secret, epoch: now + 30 }));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${running.url}/prometheus`);
  });

  it('disables the authenticator from the profile with a current code', async () => {
    const page = await signedInPage('xadis');
    const cookie = await sessionCookie(page);
    const setup = await api('mutation { setUpTotp { secret } }', {}, cookie);
    const { secret } = setup.data?.setUpTotp as { secret: string };
    const now = Math.floor(Date.now() / 1000);
    expect((await api('mutation ($code: String!) { verifyTotpSetup(code: $code) }', { code: await generate({ secret, epoch: now }) }, cookie)).data).toEqual({
      verifyTotpSetup: true,
    });

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
    await page.waitForURL(`${running.url}/userSignIn`);
    await fillSignIn(page, 'xadis', demoPassword);
    await page.waitForURL(`${running.url}/prometheus`);
  });

  itLeftNoConsoleErrors();
});
