import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { registrationInBrowser } from './registrationTesting';

/**
 * The public pre-registration's map against the real product: the tiles with the stores, a click
 * placing the position with the nearest stores first, and the same without a reachable tile server.
 */
describeWithBrowser('the pre-registration map on the running product', () => {
  const { running, openRegistration, storeOptions, showMap, placeTowardsMinatitlan, expectPlacedTowardsMinatitlan } = registrationInBrowser('registration-map');

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
    const foreign = await page.evaluate(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('https://tile.openstreetmap.org/')),
      running.url,
    );
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
    await page.waitForFunction(() =>
      (document.querySelector('#registration-store') as HTMLSelectElement | null)?.options[1]?.textContent?.startsWith('Sucursal Coatzacoalcos Las Gaviotas'),
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('still works without tiles when the tile server cannot be reached: notice, stores, click', async () => {
    const { context, page, consoleErrors, tilesAsked } = await openRegistration('en', 'unreachable');
    const map = await showMap(page);
    await page
      .getByRole('status')
      .getByText('The map images could not be loaded; the stores and your position are still shown, and a click still places it.')
      .waitFor();
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
});
