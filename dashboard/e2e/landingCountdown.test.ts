import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectConsoleErrors, describeWithBrowser, graphqlStub, launchBrowser, saveScreenshot, type ServedDashboard, serveDashboard } from './browser';

/**
 * The landing countdown (spec 000 section 2) toward the target the server's configuration gives
 * (`landingPage`, stubbed here with the spec's own 1 August 2020 and the page's clock wound back):
 * it ticks every second, and once it reaches zero the page announces the season.
 */
describeWithBrowser('the landing countdown', () => {
  let browser: Browser;
  let dashboard: ServedDashboard;

  beforeAll(async () => {
    browser = await launchBrowser();
    const stub = graphqlStub({
      Me: () => ({ data: { me: null } }),
      LandingPage: () => ({ data: { landingPage: { countdownTarget: '2020-08-01T05:00:00.000Z' } } }),
    });
    dashboard = await serveDashboard(stub.router);
  });

  afterAll(async () => {
    await dashboard?.close();
    await browser?.close();
  });

  async function openPage(): Promise<{ page: Page; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX' });
    const page = await context.newPage();
    return { page, consoleErrors: collectConsoleErrors(page) };
  }

  async function closePage(page: Page) {
    await page.context().close();
  }

  it('counts down every second to the season start', async () => {
    const { page, consoleErrors } = await openPage();
    // The configured target is the spec's 1 August 2020: wind the page's clock back.
    // The target comes from the API: the clock runs until the countdown shows, then pauses.
    await page.clock.install({ time: new Date('2020-07-29T22:58:00-05:00') });
    await page.goto(`${dashboard.url}/`);
    const values = page.locator('.countdown__value');
    await values.first().waitFor();
    await page.clock.pauseAt(new Date('2020-07-29T22:58:57-05:00'));
    await expect.poll(() => values.allTextContents()).toEqual(['02', '01', '01', '03']);
    await page.clock.runFor(2000);
    await expect.poll(() => values.allTextContents()).toEqual(['02', '01', '01', '01']);
    expect(await page.locator('.countdown__label').allTextContents()).toEqual(['Días', 'Horas', 'Minutos', 'Segundos']);
    await saveScreenshot(page, 'landing-countdown-es');

    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('announces the season once the countdown reaches zero, and at once when the target has passed', async () => {
    const { page, consoleErrors } = await openPage();
    await page.clock.install({ time: new Date('2020-08-01T04:59:50Z') });
    await page.goto(`${dashboard.url}/`);
    const values = page.locator('.countdown__value');
    await values.first().waitFor();
    await page.clock.pauseAt(new Date('2020-08-01T04:59:58Z'));
    await expect.poll(() => values.allTextContents()).toEqual(['00', '00', '00', '02']);
    await page.clock.runFor(3000);
    const announcement = page.getByRole('status').filter({ hasText: '¡Nuestra temporada de ofertas ya comenzó!' });
    await announcement.waitFor();
    expect(await values.count()).toBe(0);
    await closePage(page);

    // A visit after the date: no zeros, the announcement straight away.
    const later = await openPage();
    await later.page.clock.install({ time: new Date('2026-11-28T12:00:00Z') });
    await later.page.goto(`${dashboard.url}/`);
    await later.page.getByRole('status').filter({ hasText: '¡Nuestra temporada de ofertas ya comenzó!' }).waitFor();
    expect(await later.page.locator('.countdown__value').count()).toBe(0);
    await saveScreenshot(later.page, 'landing-countdown-reached-es');
    expect([...consoleErrors, ...later.consoleErrors]).toEqual([]);
    await closePage(later.page);
  });
});
