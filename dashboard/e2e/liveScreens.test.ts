import net from 'node:net';
import { type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { productInBrowser } from './runningProduct';

/**
 * Live screens on the running product (docs/live.md): a change made through the API (another
 * client, the operator's token) reaches an open screen by the server's event stream, with no
 * reload and no timer in the page. The ERP query process waits ERP_POLL_INTERVAL_MS between its
 * reads, so its run is seen running and then completing.
 */
const token = 'live-screens-operator-token-0123456789';

/**
 * The browser's way to the product, through a relay the test can cut: `cut()` drops every open
 * connection (the event stream too) and refuses new ones until `restore()`, as a lost network does.
 */
async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    /** Stops the relay, dropping the connections the browser still holds (the suite closes it before the browser). */
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describeWithBrowser('screens that update by themselves on the running product', () => {
  const running = productInBrowser('live', { env: { ERP_POLL_INTERVAL_MS: '30000', API_TOKEN: token } });
  let relay: Awaited<ReturnType<typeof startRelay>>;
  /** The pages' address: the relay to the product. */
  let base = '';

  beforeAll(async () => {
    relay = await startRelay(running.url);
    base = relay.url;
  });

  afterAll(async () => {
    await relay?.close();
  });

  /** A page signed in as `userName` through the relay. */
  const signIn = (userName: string) => running.signIn(userName, { through: base });

  /** A GraphQL request as the operator: another client than the page. */
  async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await answer.json()) as { data?: T; errors?: unknown[] };
    if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** Marks the page: the mark survives only if the page is never reloaded. */
  const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { liveMark: 'kept' }));
  const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark);

  it("shows a workflow run's progress moving on the run's screen, from running to completed, without a reload", async () => {
    const { page, consoleErrors } = await signIn('admin');
    await page.goto(`${base}/prometheus/system/workflows`);
    await page.locator('[data-live-status="live"]').first().waitFor();
    await markPage(page);
    // The page records each state the run's screen renders (status and the history's height), so
    // a loaded machine's slow test steps cannot miss the running state the page did show.
    await page.evaluate(() => {
      const shown: { status: string; height: number }[] = [];
      Object.assign(window, { runShown: shown });
      new MutationObserver(() => {
        const drawer = document.querySelector('.bp6-drawer');
        const status = drawer?.querySelector('.workflows__details-head')?.textContent ?? '';
        const height = drawer?.querySelector('[data-testid="workflow-history"]')?.getBoundingClientRect().height ?? 0;
        const last = shown[shown.length - 1];
        if (status && (!last || last.status !== status || last.height !== height)) shown.push({ status, height });
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const { startErpQuery } = await api<{ startErpQuery: { workflowId: string } }>('mutation ($o: JSON!) { startErpQuery(operation: $o) { workflowId } }', {
      o: { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101'] },
    });
    // The new run joins the list by itself; its screen opens from there.
    await page.getByRole('table', { name: 'Ejecuciones' }).locator('tr', { hasText: startErpQuery.workflowId }).click();
    const drawer = page.locator('.bp6-drawer');
    const history = drawer.getByTestId('workflow-history');
    await history.getByText('WorkflowCompleted').waitFor({ timeout: 90_000 });
    await drawer.locator('.workflows__details-head').getByText('Completado').waitFor();
    // What the run's screen showed, as the page rendered it: running with a shorter history, then completed.
    const shown = await page.evaluate(() => (window as unknown as { runShown: { status: string; height: number }[] }).runShown);
    const runningAt = shown.findIndex((entry) => entry.status.includes('En curso'));
    expect(runningAt, JSON.stringify(shown)).toBeGreaterThanOrEqual(0);
    const completed = shown.findIndex((entry, index) => index > runningAt && entry.status.includes('Completado'));
    expect(completed, JSON.stringify(shown)).toBeGreaterThan(runningAt);
    expect(shown[completed]!.height).toBeGreaterThan(shown[runningAt]!.height);
    expect(await pageMark(page)).toBe('kept');
    await saveScreenshot(page, 'live-run-completed');
    expect(consoleErrors).toEqual([]);
  }, 180_000);

  it('updates the customer counters and the list after a mass update made through the API, without a reload', async () => {
    const { page, consoleErrors } = await signIn('clientes');
    await page.goto(`${base}/prometheus/customer`);
    await page.locator('[data-live-status="live"]').first().waitFor();
    const counter = (name: string) => page.getByTestId(`counter-${name}`).locator('.customer-counters__value');
    await expect.poll(async () => Number.isFinite(Number(await counter('active').textContent()))).toBe(true);
    const active = Number(await counter('active').textContent());
    const inactive = Number(await counter('inactive').textContent());
    // Two active customers the screen shows, read as the page reads it (the same session).
    const listed = await page.evaluate(async () => {
      const answer = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ query: '{ customers(filter: { class: "active" }, pageSize: 5) { rows { id } } }' }),
      });
      const rows = ((await answer.json()) as { data: { customers: { rows: { id: string }[] } } }).data.customers.rows;
      return { first: rows[0]!.id, second: rows[1]!.id };
    });
    await markPage(page);
    await api('mutation ($i: CustomerMassUpdateInput!) { startCustomerMassUpdate(input: $i) { workflowId } }', {
      i: { action: 'inactivate', customerIds: [listed.first] },
    });
    await expect.poll(async () => Number(await counter('inactive').textContent()), { timeout: 30_000 }).toBe(inactive + 1);
    expect(Number(await counter('active').textContent())).toBe(active - 1);
    // A lost connection says so; a change made meanwhile arrives when it comes back, resumed from its Last-Event-ID.
    relay.cut();
    await page.locator('[data-live-status="reconnecting"]').first().waitFor();
    await api('mutation ($i: CustomerMassUpdateInput!) { startCustomerMassUpdate(input: $i) { workflowId } }', {
      i: { action: 'inactivate', customerIds: [listed.second] },
    });
    relay.restore();
    await page.locator('[data-live-status="resumed"]').first().waitFor({ timeout: 30_000 });
    await expect.poll(async () => Number(await counter('inactive').textContent()), { timeout: 30_000 }).toBe(inactive + 2);
    await saveScreenshot(page, 'live-resumed');
    expect(await pageMark(page)).toBe('kept');
    await saveScreenshot(page, 'live-customer-counters');
    // While cut, the stream's failed reconnections are the browser's own console lines.
    expect(consoleErrors.filter((text) => !/ERR_|api\/live/.test(text))).toEqual([]);
  }, 120_000);
});
