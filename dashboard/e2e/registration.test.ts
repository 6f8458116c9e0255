import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createLogger } from '../../platform/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { collectConsoleErrors, describeWithBrowser, ensureDashboardBuilt, launchBrowser, saveScreenshot } from './browser';

/**
 * The public pre-registration against the real product: validation messages, a registration end
 * to end (code and barcode on screen, the e-mail with its barcode in the SMTP sink, the SMS in the
 * outbox), the existing-customer and unparseable-phone failures, and Enrol New Customer.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-registration-'));
const env = {
  DATA_DIR: dataDir,
  PORT: '0',
  EMBEDDED_DB_PORT: '0',
  SMTP_SINK_PORT: '0',
  PARTNER_SIMULATOR_PORT: '0',
  LOG_LEVEL: 'silent',
};
const email = 'maria.lopez@correo.mx';
const phone = '9211234567';

/**
 * The API answers a refused registration with its HTTP status (409, 422) as well as the GraphQL
 * error, and Chromium logs every such answer; only those expected lines are left out.
 */
const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource: the server responded with a status of (409|422)/.test(line));

describeWithBrowser('customer pre-registration on the running product', () => {
  let product: RunningProduct;
  let browser: Browser;

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

  async function openRegistration(language: 'es' | 'en'): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    await context.addInitScript((chosen) => window.localStorage.setItem('prometheus.language', chosen), language);
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${product.url}/customerRegistration`);
    return { context, page, consoleErrors };
  }

  async function fillData(page: Page, data: { name: string; second: string; phone: string; email?: string }) {
    await page.getByLabel('Name', { exact: true }).fill(data.name);
    await page.getByLabel('Second name or first surname').fill(data.second);
    await page.getByLabel('Phone 1', { exact: true }).fill(data.phone);
    if (data.email) {
      await page.getByRole('button', { name: 'Add e-mail', exact: true }).click();
      await page.getByLabel('E-mail 1', { exact: true }).fill(data.email);
    }
    // The nearest store is preselected once the stores arrive.
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
  }

  async function acceptLegals(page: Page) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('I accept the terms and conditions').click();
    await page.getByText('I accept the privacy notice').click();
  }

  it('shows every step-1 message from the shared schema and limits phones and e-mails to two', async () => {
    const { context, page, consoleErrors } = await openRegistration('en');
    await page.getByText('Enter your Information').waitFor();
    expect(await page.title()).toContain('Customer registration');
    expect(await page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Skip', exact: true }).count()).toBe(0);

    const name = page.getByLabel('Name', { exact: true });
    await name.fill('x');
    await name.fill('');
    await name.blur();
    await page.getByText('Enter Customer Name').waitFor();
    await page.getByLabel('Second name or first surname').focus();
    await page.getByLabel('Second name or first surname').blur();
    await page.getByText('Enter Customer Second Name').waitFor();

    const phoneBox = page.getByLabel('Phone 1', { exact: true });
    await phoneBox.fill('92a1-12');
    expect(await phoneBox.inputValue()).toBe('92112');
    await phoneBox.blur();
    await page.getByText("The telephone number don't have a correct length").waitFor();
    await phoneBox.fill('921123456789');
    expect(await phoneBox.inputValue()).toBe('9211234567');
    await page.getByRole('button', { name: 'Remove phone 1', exact: true }).click();
    await page.getByText('Enter at least one phone').waitFor();

    await page.getByRole('button', { name: 'Add e-mail', exact: true }).click();
    await page.getByLabel('E-mail 1', { exact: true }).fill('maria@correo');
    await page.getByLabel('E-mail 1', { exact: true }).blur();
    await page.getByText('Email incorrect Format').waitFor();
    await page.getByRole('button', { name: 'Add e-mail', exact: true }).click();
    await page.getByLabel('E-mail 2', { exact: true }).fill('second@correo.example');
    await page.getByRole('button', { name: 'Add e-mail', exact: true }).click();
    // A third replaces the second.
    expect(await page.getByLabel(/^E-mail \d$/).count()).toBe(2);
    expect(await page.getByLabel('E-mail 2', { exact: true }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Add taxpayer information', exact: true }).click();
    await page.getByLabel('Taxpayer name').focus();
    await page.getByLabel('Taxpayer name').blur();
    await page.getByText('Enter Taxpayer').waitFor();
    await saveScreenshot(page, 'registration-validation-en');

    // Back to top after 100 px; the footer's privacy link opens in a new tab.
    expect(await page.getByRole('button', { name: 'Back to top', exact: true }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: 'Back to top', exact: true }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Back to top', exact: true }).waitFor({ state: 'detached' });
    const privacy = page.locator('footer').getByRole('link', { name: 'Privacy notice' });
    expect(await privacy.getAttribute('href')).toBe('/noticePrivacy');
    expect(await privacy.getAttribute('target')).toBe('_blank');
    expect(await page.locator('footer').textContent()).toContain(String(new Date().getFullYear()));
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('registers a customer end to end: code and barcode shown, e-mail with the barcode and SMS sent', async () => {
    const { context, page, consoleErrors } = await openRegistration('en');
    await fillData(page, { name: 'María', second: 'López', phone, email });
    // The address from the postal-code catalogue and a position placed on the map.
    await page.getByRole('button', { name: 'Add address', exact: true }).click();
    await saveScreenshot(page, 'registration-address-en');
    await page.getByLabel('Postal code').fill('96400');
    await page.waitForFunction(() => ((document.querySelector('#registration-neighbourhood') as HTMLSelectElement | null)?.options.length ?? 0) > 1);
    const neighbourhood = await page.locator('#registration-neighbourhood option').nth(1).getAttribute('value');
    await page.locator('#registration-neighbourhood').selectOption(neighbourhood!);
    expect(await page.getByLabel('State').inputValue()).toMatch(/Veracruz/);
    await page.getByLabel('Street and number').fill('Av. Juárez 101');
    const map = page.getByRole('img', { name: 'Map of the stores around your position' });
    await map.click({ position: { x: 200, y: 120 } });
    await page.getByText(/Position: 18\.\d+, -94\.\d+/).waitFor();
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    const storeLabel = await page.locator('#registration-store option:checked').textContent();
    expect(storeLabel).toMatch(/ km$/);
    await saveScreenshot(page, 'registration-step1-en');

    await acceptLegals(page);
    await page.getByRole('button', { name: 'Read', exact: true }).first().click();
    await saveScreenshot(page, 'registration-step2-en');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.getByText('Congratulations María López!').waitFor({ timeout: 30_000 });
    const code = (await page.getByTestId('preregistration-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{15}$/);
    const barcode = page.getByRole('img', { name: `Barcode of the code ${code}` });
    expect(await barcode.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await barcode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(50);
    await page.getByText('Registry successfully').waitFor();

    await page.getByRole('button', { name: 'Copy to Clipboard', exact: true }).click();
    await page.getByText(`Code ${code} Copied to Clipboard`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await saveScreenshot(page, 'registration-success-en');

    // Print shows only the code and its barcode.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText('Enrol New Customer').isVisible()).toBe(false);
    expect(await barcode.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // The audit process e-mails the barcode and SMSes the code in lower case (read as the administrator).
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await adminPage.goto(`${product.url}/userSignIn`);
    await adminPage.evaluate(async () => {
      await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }', variables: { input: { userName: 'admin', password: 'Demo#2026' } } }) });
    });
    const ask = (query: string, variables: Record<string, unknown>) =>
      adminPage.evaluate(async ({ query: text, variables: values }) => {
        const answer = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text, variables: values }) });
        return answer.json() as Promise<{ data: Record<string, unknown> }>;
      }, { query, variables });
    let mail: { id: string; attachmentCount: number } | undefined;
    let sms: { message: string }[] = [];
    for (let attempt = 0; attempt < 60 && (!mail || sms.length === 0); attempt += 1) {
      const mails = (await ask('query($to: String) { mailMessages(recipient: $to) { id subject attachmentCount } }', { to: email })).data.mailMessages as { id: string; attachmentCount: number }[];
      mail = mails[0];
      sms = (await ask('query($phone: String) { smsMessages(phone: $phone) { message } }', { phone: `+52${phone}` })).data.smsMessages as { message: string }[];
      if (!mail || sms.length === 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(mail?.attachmentCount).toBeGreaterThanOrEqual(1);
    const message = (await ask('query($id: ID!) { mailMessage(id: $id) { html attachments { filename contentType } } }', { id: mail!.id })).data.mailMessage as { html: string; attachments: { filename: string; contentType: string }[] };
    expect(message.html).toContain(code);
    expect(message.html).toContain('María López');
    expect(message.attachments).toContainEqual({ filename: `${code}.png`, contentType: 'image/png' });
    // The e-mail's barcode link leads to the running product (its real port, even with PORT=0).
    const barcodeLink = new RegExp(`${product.url.replace(/[.:/]/g, '\\$&')}/files/[^"]*${code}\\.png`).exec(message.html)?.[0];
    expect(barcodeLink, message.html).toBeDefined();
    const image = await fetch(barcodeLink!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(sms[0].message).toContain(code.toLowerCase());
    await admin.close();

    // Enrol New Customer: back to an empty step 0 after half a second.
    await page.getByRole('button', { name: 'Enrol New Customer', exact: true }).click();
    await page.getByText('Enter your Information').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('flags a possible duplicate while typing and shows the existing-customer failure', async () => {
    const { context, page, consoleErrors } = await openRegistration('en');
    await fillData(page, { name: 'Mario', second: 'Pérez', phone });
    await page.getByText(`A customer may already be registered with the phone ${phone}.`).waitFor();
    expect(await page.content()).not.toContain('María');
    await acceptLegals(page);
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.getByText('A customer with that phone or e-mail is already registered.').first().waitFor();
    await page.getByRole('button', { name: 'Enrol New Customer', exact: true }).waitFor();
    await saveScreenshot(page, 'registration-exists-en');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('shows the unparseable-phone failure in Spanish', async () => {
    const { context, page, consoleErrors } = await openRegistration('es');
    await page.getByLabel('Nombre', { exact: true }).fill('Pedro');
    await page.getByLabel('Segundo nombre o primer apellido').fill('Ruiz');
    await page.getByLabel('Teléfono 1', { exact: true }).fill('0000000000');
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepta los avisos legales').waitFor();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto el aviso de privacidad').click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.getByText(/no se puede interpretar 0000000000 como un número de teléfono válido/).first().waitFor();
    await saveScreenshot(page, 'registration-bad-phone-es');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('shows "Sending data" while the server works, then the generic failure for an error outside the catalogue', async () => {
    const { context, page, consoleErrors } = await openRegistration('en');
    // The registration answer is held until the sending state has been seen, then the server
    // "fails" with an error the screen has no specific text for.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let intercepted = 0;
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('mutation CreateCustomer')) return route.fallback();
      intercepted += 1;
      await released;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Lost the connection to the database', extensions: { errorCode: 'INTERNAL_ERROR' } }] }) });
    });
    await fillData(page, { name: 'Ramona', second: 'Cruz', phone: '9217654321' });
    await acceptLegals(page);
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const sending = page.getByRole('status').getByText('Sending data, please waiting for response');
    await sending.waitFor();
    expect(intercepted).toBe(1);
    await saveScreenshot(page, 'registration-sending-en');
    release();
    const result = page.locator('.registration-result');
    await result.getByText('We could not complete your registration').waitFor();
    await result.getByText('Generic Error Create Customer').waitFor();
    await sending.waitFor({ state: 'detached' });
    // The server's own words are not the visitor's message; no code was issued.
    expect(await page.getByText('Lost the connection to the database').count()).toBe(0);
    await page.locator('.bp6-toast').getByText('Generic Error Create Customer').waitFor();
    expect(await page.getByTestId('preregistration-code').count()).toBe(0);
    await page.getByRole('button', { name: 'Enrol New Customer', exact: true }).waitFor();
    await saveScreenshot(page, 'registration-generic-failure-en');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('shows the generic failure in Spanish when the request never reaches the server', async () => {
    const { context, page, consoleErrors } = await openRegistration('es');
    await page.route('**/graphql', async (route) => (route.request().postData()?.includes('mutation CreateCustomer') ? route.abort('connectionrefused') : route.fallback()));
    await page.getByLabel('Nombre', { exact: true }).fill('Ramona');
    await page.getByLabel('Segundo nombre o primer apellido').fill('Cruz');
    await page.getByLabel('Teléfono 1', { exact: true }).fill('9217654322');
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto el aviso de privacidad').click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.locator('.registration-result').getByText('Error genérico al crear el cliente').waitFor();
    await page.getByRole('button', { name: 'Registrar nuevo cliente', exact: true }).waitFor();
    // The refused request is the only console line (the browser reports the failed load).
    expect(unexpected(consoleErrors).filter((line) => !line.includes('net::ERR_CONNECTION_REFUSED'))).toEqual([]);
    await context.close();
  });
});
