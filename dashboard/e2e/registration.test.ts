import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
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

/** The map's tile server in the built dashboard (VITE_MAP_TILE_URL unset): answered here, never reached. */
const tileRequests = 'https://tile.openstreetmap.org/**';

/** An RGB PNG drawn pixel by pixel (signature, IHDR, one IDAT, IEND). */
function pngImage(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y), y * (1 + width * 3) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 256 px map tile: pale ground with a grid, so tiles are plain to see on a screenshot. */
function tileImage(): Buffer {
  return pngImage(256, 256, (x, y) => (x % 64 === 0 || y % 64 === 0 ? [170, 190, 215] : [246, 240, 222]));
}

/** A voter-card-like picture (pink card, dark header band, a photo box and text lines), easy to recognise on a screenshot. */
function inePhotoImage(): Buffer {
  return pngImage(320, 200, (x, y) => {
    if (y < 36) return [120, 30, 70];
    if (x >= 20 && x < 100 && y >= 56 && y < 160) return [150, 150, 160];
    if (x >= 120 && x < 290 && (y - 60) % 24 < 8 && y < 160) return [60, 60, 70];
    return [245, 215, 225];
  });
}
const tile = tileImage();

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

  /** Map tiles are served from here (or refused, as by an unreachable server); the count says how many were asked for. */
  async function openRegistration(language: 'es' | 'en', tiles: 'served' | 'unreachable' = 'served'): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[]; tilesAsked: () => number }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    await context.addInitScript((chosen) => window.localStorage.setItem('prometheus.language', chosen), language);
    let asked = 0;
    await context.route(tileRequests, async (route) => {
      asked += 1;
      await (tiles === 'served' ? route.fulfill({ status: 200, contentType: 'image/png', body: tile }) : route.abort('connectionrefused'));
    });
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${product.url}/customerRegistration`);
    return { context, page, consoleErrors, tilesAsked: () => asked };
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

  /** The store choices as the select lists them: names and distances, nearest first. */
  async function storeOptions(page: Page): Promise<{ name: string; km: number }[]> {
    const labels = await page.locator('#registration-store option').allTextContents();
    return labels.slice(1).map((label) => {
      const [name, distance] = label.split(' · ');
      return { name: name!, km: Number.parseFloat(distance!) };
    });
  }

  /** Scrolls to the map (it loads when the visitor comes near it) and waits for Leaflet to draw it. */
  async function showMap(page: Page) {
    // The placeholder gives way to the map as it loads: scroll whichever of the two is there.
    await page.waitForFunction(() => {
      document.querySelector('.store-map__canvas')?.scrollIntoView({ block: 'center' });
      return document.querySelector('.store-map__canvas.leaflet-container') !== null;
    });
    return page.getByRole('region', { name: 'Map of the stores around your position' });
  }

  /** Clicks the map near its lower-left corner (towards Minatitlán) and waits for the stores of the new position. */
  async function placeTowardsMinatitlan(page: Page) {
    const map = await showMap(page);
    const box = (await map.boundingBox())!;
    const before = (await storeOptions(page))[0]!.name;
    await map.click({ position: { x: Math.round(box.width * 0.22), y: Math.round(box.height * 0.86) } });
    await page.waitForFunction((nearest) => {
      const select = document.querySelector('#registration-store') as HTMLSelectElement | null;
      return Boolean(select && select.value !== '' && !select.options[1]?.textContent?.startsWith(`${nearest} ·`));
    }, before);
  }

  async function expectPlacedTowardsMinatitlan(page: Page) {
    const caption = (await page.getByText(/^Position: /).textContent())!;
    const [lat, lng] = caption.replace('Position: ', '').split(', ').map(Number);
    expect(lat).toBeLessThan(18.08);
    expect(lng).toBeLessThan(-94.5);
    // The stores are re-ordered for the new position exactly as nearestStores answers: nearest first, preselected.
    const stores = await storeOptions(page);
    expect(stores.map((store) => store.km)).toEqual([...stores.map((store) => store.km)].sort((a, b) => a - b));
    expect(stores[0]!.name).toMatch(/Minatitlán|Cosoleacaque|Jáltipan/);
    expect(await page.locator('#registration-store option:checked').textContent()).toBe(await page.locator('#registration-store option').nth(1).textContent());
    // The chosen store is the highlighted marker, named on the map.
    expect(await page.locator('.store-map__store--selected').count()).toBe(1);
    await page.locator('.store-map__tooltip').getByText(stores[0]!.name, { exact: true }).waitFor();
  }

  it('shows the map tiles with the stores; a click places the position and the nearest stores come first', async () => {
    const { context, page, consoleErrors, tilesAsked } = await openRegistration('en');
    const map = await showMap(page);
    await page.waitForFunction(() => document.querySelectorAll('.store-map__canvas img.leaflet-tile-loaded').length >= 4);
    expect(tilesAsked()).toBeGreaterThanOrEqual(4);
    expect(await map.getAttribute('data-tiles')).toBe('shown');
    // Leaflet's own layout holds: the tiles stay inside the map's box.
    expect(await map.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden');
    expect(await page.locator('.leaflet-control-attribution').textContent()).toContain('© OpenStreetMap contributors');
    expect(await page.getByText('The map images could not be loaded', { exact: false }).count()).toBe(0);
    // Leaflet's CSS and marker images come from the dashboard itself, never from another host.
    const foreign = await page.evaluate((origin) => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('https://tile.openstreetmap.org/')), product.url);
    expect(foreign).toEqual([]);
    // Every store the form offers is on the map, the preselected nearest one highlighted.
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    expect(await page.locator('.store-map__store').count()).toBe((await storeOptions(page)).length);
    expect(await page.getByText('Position: 18.11000, -94.45000').count()).toBe(1);
    await saveScreenshot(page, 'registration-map-tiles-en');

    await placeTowardsMinatitlan(page);
    await expectPlacedTowardsMinatitlan(page);
    await saveScreenshot(page, 'registration-map-placed-en');

    // From the keyboard: Enter on the focused map places the position at its centre (the map did not move).
    const placed = await page.getByText(/^Position: /).textContent();
    await page.locator('#registration-store').focus();
    await page.keyboard.press('Tab');
    expect(await map.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction((before) => document.querySelector('.store-map__caption span')?.textContent !== before, placed);
    const [centreLat, centreLng] = (await page.getByText(/^Position: /).textContent())!.replace('Position: ', '').split(', ').map(Number);
    // The centre is the default one, give or take the half pixel Leaflet rounds the view to.
    expect(Math.abs(centreLat! - 18.11)).toBeLessThan(0.001);
    expect(Math.abs(centreLng! + 94.45)).toBeLessThan(0.001);
    await saveScreenshot(page, 'registration-map-keyboard-en');
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.options[1]?.textContent?.startsWith('Sucursal Coatzacoalcos Las Gaviotas'));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('still works without tiles when the tile server cannot be reached: notice, stores, click', async () => {
    const { context, page, consoleErrors, tilesAsked } = await openRegistration('en', 'unreachable');
    const map = await showMap(page);
    await page.getByRole('status').getByText('The map images could not be loaded; the stores and your position are still shown, and a click still places it.').waitFor();
    expect(tilesAsked()).toBeGreaterThan(0);
    expect(await map.getAttribute('data-tiles')).toBe('failed');
    expect(await map.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden');
    expect(await page.locator('.store-map__canvas img.leaflet-tile-loaded').count()).toBe(0);
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    expect(await page.locator('.store-map__store').count()).toBe((await storeOptions(page)).length);
    await saveScreenshot(page, 'registration-map-no-tiles-en');

    await placeTowardsMinatitlan(page);
    await expectPlacedTowardsMinatitlan(page);
    await saveScreenshot(page, 'registration-map-no-tiles-placed-en');
    // The refused tile requests are the only errors the browser reports.
    expect(consoleErrors.filter((line) => !/Failed to load resource: net::ERR_CONNECTION_REFUSED/.test(line))).toEqual([]);
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
    const map = await showMap(page);
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
    expect(await barcode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
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
    // The welcome e-mail and SMS are sent a moment after the registration: poll until both are there.
    const mailOf = async () => ((await ask('query($to: String) { mailMessages(recipient: $to) { id subject attachmentCount } }', { to: email })).data.mailMessages as { id: string; attachmentCount: number }[])[0];
    const smsOf = async () => (await ask('query($phone: String) { smsMessages(phone: $phone) { message } }', { phone: `+52${phone}` })).data.smsMessages as { message: string }[];
    await expect.poll(async () => Boolean(await mailOf()) && (await smsOf()).length > 0, { timeout: 30_000 }).toBe(true);
    const mail = await mailOf();
    const sms = await smsOf();
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

  it('registers with a photo of the INE (Spanish): refused file, upload with preview, remove, and staff see it on the customer page', async () => {
    const { context, page, consoleErrors } = await openRegistration('es');
    const picker = page.locator('#registration-ine-photo');
    const label = page.locator('.registration-ine label.bp6-label');
    await label.waitFor();
    expect((await label.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Foto de tu INE (opcional)');
    // The server tells the type by the file's first bytes: a text file named .png is refused, in Spanish.
    await picker.setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
    await page.locator('.bp6-toast').getByText('La foto de tu INE debe ser una imagen JPEG o PNG.').waitFor();
    expect(await page.getByRole('img', { name: 'Vista previa de la foto de tu INE' }).count()).toBe(0);

    const photo = inePhotoImage();
    await picker.setInputFiles({ name: 'mi-ine.png', mimeType: 'image/png', buffer: photo });
    const preview = page.getByRole('img', { name: 'Vista previa de la foto de tu INE' });
    await preview.waitFor();
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    await page.getByText('Foto lista: mi-ine.png').waitFor();
    // Removing it takes the photo out of the registration; choosing it again uploads it again.
    await page.getByRole('button', { name: 'Quitar la foto de la INE' }).click();
    await preview.waitFor({ state: 'detached' });
    await picker.setInputFiles({ name: 'mi-ine.png', mimeType: 'image/png', buffer: photo });
    await preview.waitFor();

    await page.getByLabel('Nombre', { exact: true }).fill('Josefina');
    await page.getByLabel('Segundo nombre o primer apellido').fill('Valdez');
    await page.getByLabel('Teléfono 1', { exact: true }).fill('9213456780');
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    await page.locator('.bp6-toast').waitFor({ state: 'detached', timeout: 10_000 });
    await saveScreenshot(page, 'registration-ine-photo-es');
    let sent: { inePhotoToken?: string } = {};
    page.on('request', (request) => {
      if (request.postData()?.includes('mutation CreateCustomer')) sent = (JSON.parse(request.postData()!) as { variables: { input: typeof sent } }).variables.input;
    });
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto el aviso de privacidad').click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.getByText('¡Felicidades Josefina Valdez!').waitFor({ timeout: 30_000 });
    const code = (await page.getByTestId('preregistration-code').textContent())!.trim();
    expect(sent.inePhotoToken).toMatch(/^\d+\.[\w-]{43}\.private\/registration-uploads\/ine\/[0-9a-f-]{36}\.jpg$/);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();

    // Staff with customers.read see the photo on the customer's page, through a short-lived signed link.
    const staff = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'es-MX' });
    await staff.addInitScript(() => window.localStorage.setItem('prometheus.language', 'en'));
    const staffPage = await staff.newPage();
    const staffErrors = collectConsoleErrors(staffPage);
    await staffPage.goto(`${product.url}/userSignIn`);
    await staffPage.getByLabel('Username').fill('admin');
    await staffPage.getByLabel('Password', { exact: true }).fill('Demo#2026');
    await staffPage.getByRole('button', { name: 'Sign In' }).click();
    await staffPage.waitForURL(`${product.url}/prometheus`);
    const found = await staffPage.evaluate(async (preregistrationCode) => {
      const answer = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query($code: String!) { customerByPreregistrationCode(code: $code) { id } }', variables: { code: preregistrationCode } }) });
      return (await answer.json()) as { data: { customerByPreregistrationCode: { id: string } } };
    }, code);
    const customerId = found.data.customerByPreregistrationCode.id;
    await staffPage.goto(`${product.url}/prometheus/customer/${customerId}`);
    const ine = staffPage.getByRole('img', { name: 'INE photo of Josefina Valdez' });
    await ine.waitFor();
    await staffPage.waitForFunction(() => (document.querySelector('.customer-detail__identification img') as HTMLImageElement | null)?.complete === true);
    expect(await ine.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    const src = (await ine.getAttribute('src'))!;
    expect(src).toMatch(new RegExp(`/files/private/${customerId}/identification/[0-9a-f-]{36}\\.jpg\\?expires=\\d+&signature=`));
    expect(Number(new URL(src).searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(300);
    // The same file without the signature is refused to anyone without a session.
    expect((await fetch(src.split('?')[0]!)).status).toBe(403);
    await ine.scrollIntoViewIfNeeded();
    await saveScreenshot(staffPage, 'customers-ine-photo-en');
    expect(staffErrors).toEqual([]);
    await staff.close();
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
