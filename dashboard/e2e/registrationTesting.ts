/**
 * What the public pre-registration's browser tests share: the visitor's data, the registration
 * page opened with map tiles served here (or refused), the form's steps, and the map's stores.
 */
import { deflateSync } from 'node:zlib';
import { type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { collectConsoleErrors } from './browser';
import { productInBrowser } from './runningProduct';

export const email = 'maria.lopez@correo.mx';
export const phone = '9211234567';

/**
 * The API answers a refused registration with its HTTP status (409, 422) as well as the GraphQL
 * error, and Chromium logs every such answer; only those expected lines are left out.
 */
export const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource: the server responded with a status of (409|422)/.test(line));

/** The map's tile server in the built dashboard (VITE_MAP_TILE_URL unset): answered here, never reached. */
export const tileRequests = 'https://tile.openstreetmap.org/**';

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
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 256 px map tile: pale ground with a grid, so tiles are plain to see on a screenshot. */
function tileImage(): Buffer {
  return pngImage(256, 256, (x, y) => (x % 64 === 0 || y % 64 === 0 ? [170, 190, 215] : [246, 240, 222]));
}

/** A voter-card-like picture (pink card, dark header band, a photo box and text lines), easy to recognise on a screenshot. */
export function inePhotoImage(): Buffer {
  return pngImage(320, 200, (x, y) => {
    if (y < 36) return [120, 30, 70];
    if (x >= 20 && x < 100 && y >= 56 && y < 160) return [150, 150, 160];
    if (x >= 120 && x < 290 && (y - 60) % 24 < 8 && y < 160) return [60, 60, 70];
    return [245, 215, 225];
  });
}

const tile = tileImage();

/** Called inside `describeWithBrowser`: the running product and the registration page's steps. */
export function registrationInBrowser(name: string) {
  const running = productInBrowser(name);

  /** Map tiles are served from here (or refused, as by an unreachable server); the count says how many were asked for. */
  async function openRegistration(
    language: 'es' | 'en',
    tiles: 'served' | 'unreachable' = 'served',
  ): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[]; tilesAsked: () => number }> {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.url });
    await context.addInitScript((chosen) => window.localStorage.setItem('prometheus.language', chosen), language);
    let asked = 0;
    await context.route(tileRequests, async (route) => {
      asked += 1;
      await (tiles === 'served' ? route.fulfill({ status: 200, contentType: 'image/png', body: tile }) : route.abort('connectionrefused'));
    });
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${running.url}/customerRegistration`);
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

  return { running, openRegistration, fillData, acceptLegals, storeOptions, showMap, placeTowardsMinatitlan, expectPlacedTowardsMinatitlan };
}
