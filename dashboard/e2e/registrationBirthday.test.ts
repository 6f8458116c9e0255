import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { productInBrowser } from './runningProduct';

/**
 * The pre-registration's birth date in the visitor's language (issue 24): dd/mm/aaaa in Spanish,
 * mm/dd/yyyy in English, a day that does not exist refused in words with the step held, and the
 * day typed reaching the server as the stored yyyy-mm-dd. The date field loads with the form's
 * checks, on the visitor's first touch, so the page's first paint stays light.
 */
/** A map tile (one pale pixel): the tile server is answered here, never reached. */
const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describeWithBrowser('the pre-registration birth date', () => {
  const running = productInBrowser('registration-birthday');

  /** The pre-registration page in `language`, its map tiles answered here. */
  async function open(language: 'es' | 'en'): Promise<{ page: Page; consoleErrors: string[] }> {
    const { page, context, consoleErrors } = await running.newPage({ language, viewport: { width: 1280, height: 900 } });
    await context.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
    await page.goto(`${running.url}/customerRegistration`);
    return { page, consoleErrors };
  }

  it('accepts dd/mm/aaaa in Spanish, refuses a day that does not exist and sends the day typed', async () => {
    const { page, consoleErrors } = await open('es');
    const birthday = page.locator('#registration-birthday');
    expect(await birthday.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await page.getByLabel('Nombre', { exact: true }).fill('Rosalía');
    await page.getByLabel('Segundo nombre o primer apellido').fill('Cruz');
    await page.getByLabel('Teléfono 1', { exact: true }).fill('9217654321');
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    // The calendar field (a text box, not the browser's date input) replaces its read-only stand-in once the form is in use.
    await expect.poll(() => birthday.getAttribute('readonly'), { timeout: 30_000 }).toBeNull();
    expect(await birthday.getAttribute('type')).toBe('text');
    await birthday.fill('31/02/1990');
    await page.getByLabel('Nombre', { exact: true }).click();
    await page.getByText('La fecha de nacimiento no es válida.').waitFor();
    const next = page.getByRole('button', { name: 'Siguiente', exact: true });
    expect(await next.isDisabled()).toBe(true);
    await saveScreenshot(page, 'registration-birthday-refused-es');

    await birthday.fill('15/08/1990');
    await page.getByLabel('Nombre', { exact: true }).click();
    await expect.poll(() => page.getByText('La fecha de nacimiento no es válida.').count()).toBe(0);
    expect(await birthday.inputValue()).toBe('15/08/1990');
    await saveScreenshot(page, 'registration-birthday-es');
    let sent: { customerBirthday?: string | null } = {};
    page.on('request', (request) => {
      if (request.postData()?.includes('mutation CreateCustomer'))
        sent = (JSON.parse(request.postData()!) as { variables: { input: typeof sent } }).variables.input;
    });
    await next.click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto el aviso de privacidad').click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.getByText('¡Felicidades Rosalía Cruz!').waitFor({ timeout: 30_000 });
    expect(sent.customerBirthday).toBe('1990-08-15');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('reads the month first in English', async () => {
    const { page, consoleErrors } = await open('en');
    const birthday = page.locator('#registration-birthday');
    expect(await birthday.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    await page.getByLabel('Name', { exact: true }).fill('Rosa');
    await expect.poll(() => birthday.getAttribute('readonly'), { timeout: 30_000 }).toBeNull();
    await birthday.fill('08/15/1990');
    await page.getByLabel('Name', { exact: true }).click();
    expect(await birthday.inputValue()).toBe('08/15/1990');
    await birthday.fill('15/08/1990');
    await page.getByLabel('Name', { exact: true }).click();
    await page.getByText('The birthday is not a valid date.').waitFor();
    await saveScreenshot(page, 'registration-birthday-en');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
