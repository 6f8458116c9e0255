import type { ServerResponse } from 'node:http';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  collectConsoleErrors,
  describeWithBrowser,
  graphqlStub,
  launchBrowser,
  saveScreenshot,
  type ServedDashboard,
  serveDashboard,
  stubbedPlatformMenus,
  type StubbedGraphqlCall,
} from './browser';
import { dataTable } from './dataTable';

/**
 * States of the staff screens the running product rarely shows on demand: a running run with
 * pending work, its auto-refresh and cancellation, a backend down, an ERP query that fails,
 * and a server error on a list. The API is a stub answering named operations.
 */
const operator = { id: 'u-1', kind: 'staff', userName: 'admin', fullName: 'Mariana López Herrera', positionId: 'administrator', permissions: ['*'] };
const started = '2026-11-21T17:00:00.000Z';
const runningRun = { workflowId: 'erpQuery-largo-1', runId: 'r-1', workflowType: 'erpQuery', status: 'running', startTime: started, closeTime: null };

describeWithBrowser('staff screens: running, failing and refused states', () => {
  let browser: Browser;
  let dashboard: ServedDashboard;
  let calls: StubbedGraphqlCall[];
  let cancelled = false;
  let erpPolls = 0;
  /** The open live streams of the stubbed API: a test announces a topic as the server does after a commit. */
  const liveStreams = new Set<ServerResponse>();
  const announce = (topics: string[]) => {
    for (const stream of liveStreams) stream.write(`event: change\ndata: ${JSON.stringify({ topics })}\n\n`);
  };

  beforeAll(async () => {
    const stub = graphqlStub({
      Me: () => ({ data: { me: operator } }),
      MyMenus: () => stubbedPlatformMenus(operator.id),
      WorkflowRunPage: () => ({
        data: {
          workflowRunPage: {
            rows: [{ ...runningRun, status: cancelled ? 'cancelled' : 'running', closeTime: cancelled ? '2026-11-21T17:05:00.000Z' : null }],
            total: 1,
            page: 0,
            pageSize: 25,
          },
        },
      }),
      WorkflowsOverview: () => ({
        data: { workflowsOverview: { backend: 'embedded', workers: 1, running: cancelled ? 0 : 1, completed: 0, failed: 0, schedules: 1 } },
      }),
      WorkflowSchedules: () => ({
        data: {
          workflowSchedules: [
            {
              scheduleId: 'inventario-diario',
              workflowType: 'erpQuery',
              spec: { cron: '0 6 * * *' },
              overlap: 'skip',
              nextActionAt: '2026-11-22T12:00:00.000Z',
              recentActions: [],
            },
          ],
        },
      }),
      WorkflowRun: () => ({
        data: {
          workflowRun: {
            ...runningRun,
            status: cancelled ? 'cancelled' : 'running',
            input: { operation: { operation: 'salesRange', companyId: 1, from: '01/03/2026', to: '31/03/2026' } },
            result: null,
            failure: null,
            pendingActivities: [{ activityType: 'readErpRequest', attempt: 3 }],
            pendingTimers: [{ fireAt: Date.parse('2026-11-21T17:10:00.000Z') }],
            history: [
              { eventId: 1, time: started, type: 'WorkflowStarted', attributes: { workflowType: 'erpQuery' } },
              { eventId: 2, time: started, type: 'ActivityScheduled', attributes: { seq: 1, activityType: 'readErpRequest' } },
            ],
          },
        },
      }),
      CancelWorkflowRun: (variables) => {
        cancelled = variables.workflowId === runningRun.workflowId;
        return { data: { cancelWorkflowRun: true } };
      },
      SystemStatus: () => ({
        data: {
          systemStatus: {
            ok: false,
            version: '0.1.0',
            startedAt: started,
            backends: [
              { name: 'database', mode: 'embedded', ok: true, detail: 'ping ok' },
              { name: 'mail', mode: 'SMTP smtp.example:587', ok: false, detail: 'connection refused' },
            ],
            // A heap past 80 % of its limit, and two collections that only grow.
            heap: { usedBytes: 1.7 * 1024 ** 3, limitBytes: 2 * 1024 ** 3, percent: 85, level: 'warning' },
            collections: [
              {
                name: 'workflowRuns',
                collection: 'workflowRuns',
                documents: 200_000,
                sizeBytes: 1.25 * 1024 ** 3,
                setting: 'RETENTION_WORKFLOW_RUNS_DAYS',
                retentionSeconds: 90 * 86_400,
              },
              { name: 'rateLimits', collection: 'rateLimits', documents: 12, sizeBytes: 1_536, setting: 'RETENTION_RATE_LIMITS_SECONDS', retentionSeconds: 0 },
            ],
          },
        },
      }),
      StartErpQuery: () => ({ data: { startErpQuery: { workflowId: 'erpQuery-falla-1' } } }),
      ErpQuery: () => {
        erpPolls += 1;
        return erpPolls < 3
          ? {
              data: {
                erpQuery: { workflowId: 'erpQuery-falla-1', status: 'running', state: 'waiting', polls: erpPolls, rows: null, rowCount: null, error: null },
              },
            }
          : {
              data: {
                erpQuery: {
                  workflowId: 'erpQuery-falla-1',
                  status: 'failed',
                  state: 'failed',
                  polls: erpPolls,
                  rows: null,
                  rowCount: null,
                  error: 'El ERP no respondió a tiempo (120 s).',
                },
              },
            };
      },
      MailMessages: () => ({ errors: [{ message: 'El buzón de pruebas no está disponible.', code: 'BACKEND_UNAVAILABLE' }] }),
      SmsMessages: () => ({ errors: [{ message: 'No tienes permiso para esta operación.', code: 'FORBIDDEN' }] }),
    });
    calls = stub.calls;
    stub.router.get('/api/live', (request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write('retry: 3600000\n\n');
      liveStreams.add(response);
      request.on('close', () => liveStreams.delete(response));
    });
    dashboard = await serveDashboard(stub.router);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
  });

  async function openPage(path: string, options: { fakeClock?: boolean } = {}): Promise<{ page: Page; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-MX' });
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    // A fake clock lets a test say "this much time passes" without waiting for it.
    if (options.fakeClock) await page.clock.install();
    await page.goto(`${dashboard.url}${path}`);
    return { page, consoleErrors };
  }

  /** Waits until no Blueprint overlay is mid-transition, so screenshots show the final state. */
  async function settled(page: Page) {
    const moving = ['enter', 'enter-active', 'appear', 'appear-active', 'exit', 'exit-active'].map((phase) => `.bp6-overlay-${phase}`);
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, moving.join(', '));
  }

  // The runs refresh when a run changes (the live stream, docs/live.md), not on a timer: that is checked against the real server in pricingCommands.test.ts.
  it('shows a running run, its pending work, and cancels it after confirmation', async () => {
    const { page, consoleErrors } = await openPage('/prometheus/system/workflows');
    const row = page.locator('tr', { hasText: runningRun.workflowId });
    await row.getByText('En curso').waitFor();
    await page.getByText('inventario-diario').waitFor();

    await row.click();
    await page.waitForURL(/run=erpQuery-largo-1/);
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByText('readErpRequest', { exact: true }).waitFor();
    await drawer.getByText('intento 3', { exact: false }).waitFor();
    await drawer.getByText('se dispara', { exact: false }).waitFor();
    await drawer.getByText('"31/03/2026"').waitFor();
    await settled(page);
    await saveScreenshot(page, 'workflow-run-running-es');

    await drawer.getByRole('button', { name: 'Cancelar proceso' }).click();
    const alert = page.locator('.bp6-alert');
    await alert.getByText('¿Cancelar el proceso erpQuery-largo-1?', { exact: false }).waitFor();
    await settled(page);
    await saveScreenshot(page, 'workflow-cancel-confirm-es');
    await alert.getByRole('button', { name: 'Sí, cancelar' }).click();
    await page.getByText('Se pidió la cancelación del proceso erpQuery-largo-1.').waitFor();
    expect(calls.find((call) => call.operationName === 'CancelWorkflowRun')?.variables).toEqual({ workflowId: runningRun.workflowId });
    await drawer.getByText('Cancelado').waitFor();
    expect(await drawer.getByRole('button', { name: 'Cancelar proceso' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('marks a backend down in red and shows an ERP failure with the server message', async () => {
    const { page, consoleErrors } = await openPage('/prometheus/system/status', { fakeClock: true });
    // Polls as the browser sends them (in order with the clock's steps, unlike the stub's log).
    let erpPollsSent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('query ErpQuery')) erpPollsSent += 1;
    });
    const mail = page.locator('tr[data-backend="mail"]');
    await mail.getByText('Caído').waitFor();
    expect(await mail.locator('.bp6-tag').evaluate((element) => element.classList.contains('bp6-intent-danger'))).toBe(true);
    await page.getByText('Hay servicios con fallas').waitFor();
    // A failing backend is listed first.
    expect(await page.locator('tr[data-backend]').first().getAttribute('data-backend')).toBe('mail');
    // The heap past 80 % is a warning with what to do, in the reader's language.
    const heap = page.getByRole('region', { name: 'Memoria del proceso' });
    await heap.getByText('1,7 GB de 2 GB (85 %)').waitFor();
    const warning = heap.getByRole('alert');
    await warning.getByText(/^La memoria del servidor pasó del 80 % de su límite\. Si se llena, el proceso se detiene/).waitFor();
    expect(await warning.evaluate((element) => element.classList.contains('bp6-intent-warning'))).toBe(true);
    // Each collection that only grows: documents, size and retention with its setting.
    const runs = page.locator('tr[data-collection="workflowRuns"]');
    expect(await runs.locator('td').allTextContents()).toEqual([
      'Procesos terminados',
      'workflowRuns',
      '200.000',
      '1,3 GB',
      '90 días',
      'RETENTION_WORKFLOW_RUNS_DAYS',
    ]);
    expect(await page.locator('tr[data-collection="rateLimits"] td').allTextContents()).toEqual([
      'Contadores de límite de solicitudes',
      'rateLimits',
      '12',
      '1,5 kB',
      'se borra al terminar',
      'RETENTION_RATE_LIMITS_SECONDS',
    ]);

    await page.locator('#erp-operation').selectOption('nextConsolidatedOrderId');
    await page.getByRole('radio', { name: 'Empresa 2' }).click();
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByText('Esperando al ERP').waitFor();
    // The page asks again when the server announces that ERP reads moved (the live stream), never on a timer:
    // announce it (the stub answers the third read with the failure), moving the page's clock for its own timers.
    const failure = page.locator('.bp6-callout', { hasText: 'El ERP no respondió a tiempo (120 s).' });
    await expect
      .poll(async () => {
        announce(['erpQueries']);
        await page.clock.runFor(1000);
        return failure.count();
      })
      .toBeGreaterThan(0);
    await page.locator('.bp6-toast', { hasText: 'El ERP no respondió a tiempo (120 s).' }).waitFor();
    expect(calls.find((call) => call.operationName === 'StartErpQuery')?.variables).toEqual({
      operation: { operation: 'nextConsolidatedOrderId', companyId: 2 },
    });
    // Ten more seconds of the page's time ask nothing more: nothing polls on a timer.
    const pollsAtEnd = erpPollsSent;
    await page.clock.runFor(10_000);
    expect(erpPollsSent).toBe(pollsAtEnd);
    await page.clock.resume();
    await saveScreenshot(page, 'system-status-failures-es');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('sorts and filters the services and the collections in the browser, their figures right-aligned', async () => {
    const { page, consoleErrors } = await openPage('/prometheus/system/status');
    const services = dataTable(page, 'system-backends');
    await services.loaded();
    // Failing first (the list's own order) until a heading sorts; the names in the reader's language.
    expect(await services.column(0)).toEqual(['Correo', 'Base de datos']);
    await services.sortBy('Servicio', 'ascending');
    expect(await services.column(0)).toEqual(['Base de datos', 'Correo']);
    await services.sortBy('Servicio', 'descending');
    expect(await services.column(0)).toEqual(['Correo', 'Base de datos']);
    await page.getByLabel('Filtrar por Estado').selectOption({ label: 'Activo' });
    await expect.poll(() => services.column(0)).toEqual(['Base de datos']);
    await page.getByLabel('Filtrar por Estado').selectOption({ label: 'Caído' });
    await expect.poll(() => services.column(0)).toEqual(['Correo']);
    // The collections by their figures (by value, not as text), and filtered by what they hold.
    const collections = dataTable(page, 'system-collections');
    await collections.sortBy('Documentos', 'ascending');
    expect(await collections.column(2)).toEqual(['12', '200.000']);
    await collections.sortBy('Documentos', 'descending');
    expect(await collections.column(2)).toEqual(['200.000', '12']);
    const documents = collections.rows().first().locator('td').nth(2);
    expect(await documents.evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('right');
    await page.getByLabel('Filtrar por Qué guarda').fill('límite');
    await expect.poll(() => collections.column(0)).toEqual(['Contadores de límite de solicitudes']);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('shows a server error as a toast and an inline state, and a refused list as no permission', async () => {
    const { page, consoleErrors } = await openPage('/prometheus/system/outbox');
    await page.locator('.bp6-toast', { hasText: 'El buzón de pruebas no está disponible.' }).waitFor();
    await page.getByText('No se pudo cargar la información').waitFor();
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    await saveScreenshot(page, 'outbox-error-es');

    await page.getByRole('tab', { name: 'SMS' }).click();
    await page.getByText('Sin permiso').waitFor();
    expect(await page.locator('.bp6-toast', { hasText: 'No tienes permiso' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
