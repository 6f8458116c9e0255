import { expect, it } from 'vitest';
import { accessScreensInBrowser, demoPassword, settled } from './accessTesting';
import { describeWithBrowser, saveScreenshot } from './browser';

/**
 * The public pages in Chromium against the running product (spec 000): landing subscription, legal
 * texts, invoicing wizard, not found, and the language switch through to the staff screens.
 */
describeWithBrowser('public pages on the running product', () => {
  const { running, newPage, itLeftNoConsoleErrors } = accessScreensInBrowser('access-public-pages');

  it('serves the public pages: landing subscription, legal texts, invoicing wizard, not found and the language switch', async () => {
    const page = await newPage();
    await page.goto(`${running.url}/`);
    expect(await page.locator('h1').getByRole('link', { name: 'Club' }).getAttribute('href')).toBe('/customerRegistration');
    const email = page.locator('#landing-email');
    await email.fill('correo-sin-arroba');
    await page.getByText('Formato incorrecto de e-m@il').waitFor();
    await email.fill('');
    await page.getByText('Ingresa tu e-m@il').waitFor();
    await email.fill('cliente.feliz@tienda.mx');
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    const toast = page
      .locator('.bp6-toast-container-bottom.bp6-toast-container-left .bp6-toast.bp6-intent-success')
      .getByText('Pronto recibirás promociones y excelentes noticias');
    await toast.waitFor();
    expect(await email.inputValue()).toBe('');

    await page.goto(`${running.url}/noticePrivacy`);
    await page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' }).waitFor();
    await page.getByText('15 (quince) días hábiles', { exact: false }).first().waitFor();
    await page.goto(`${running.url}/termsAndConditions`);
    await page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }).waitFor();

    await page.goto(`${running.url}/cfdi`);
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

    await page.goto(`${running.url}/no-existe`);
    await page.getByText('Página no encontrada').first().waitFor();

    await page.goto(`${running.url}/userSignIn`);
    await page.getByRole('radio', { name: 'EN' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByLabel('Mobile phone').waitFor();
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Greetings Mariana López Herrera').waitFor();
    await page.waitForURL(`${running.url}/prometheus`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.bp6-drawer').getByText('System settings', { exact: true }).click();
    await page.getByText(/\d+ System Roles Loaded/).waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-settings-en');
  });

  itLeftNoConsoleErrors();
});
