import { rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { describeWithBrowser, saveScreenshot } from './browser';
import { dataTable, gqlInPage } from './dataTable';
import { productInBrowser, productSettings, settled, type ProductOptions } from './runningProduct';

/**
 * The staff screens against the real product (`npm start` in-process, every backend embedded,
 * every port ephemeral): sign-in through the form, the outbox with a mail sent into the SMTP
 * sink, an ERP read from System status, its run in Workflow runs, GraphiQL, and a position
 * without these permissions.
 */
/** The suite's product: ERP reads 200 ms apart, so a query is seen running and then done. */
const staffProduct: ProductOptions = { env: { ERP_POLL_INTERVAL_MS: '200' } };
const mailSubject = 'Orden de compra OC-2026-0042';

describeWithBrowser('staff screens on the running product', () => {
  const running = productInBrowser('staff-screens', staffProduct);
  let admin: Page;
  let adminErrors: string[];
  let erpWorkflowId = '';

  /** A page signed in as `userName` (downloads accepted, as every context's are). */
  const signIn = (userName: string) => running.signIn(userName, { viewport: { width: 1440, height: 900 } });

  beforeAll(async () => {
    ({ page: admin, consoleErrors: adminErrors } = await signIn('admin'));
  });

  function sinkPort(): number {
    const mode = running.product.components.find((component) => component.name === 'mail')?.mode ?? '';
    const port = /127\.0\.0\.1:(\d+)/.exec(mode)?.[1];
    if (!port) throw new Error(`no SMTP sink port in "${mode}"`);
    return Number(port);
  }

  it('shows the System group with its four screens to the administrator', async () => {
    await admin.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = admin.locator('.bp6-drawer');
    await drawer.getByText('Sistema', { exact: true }).waitFor();
    for (const entry of ['Bandeja de salida', 'Procesos', 'Estado del sistema', 'GraphiQL']) await drawer.getByText(entry, { exact: true }).waitFor();
    await settled(admin);
    await saveScreenshot(admin, 'staff-navigation-es');
    await drawer.getByText('Bandeja de salida', { exact: true }).click();
    await admin.waitForURL(`${running.url}/prometheus/system/outbox`);
    await drawer.waitFor({ state: 'detached' });
  });

  it('shows the mail the SMTP sink receives, its HTML in a sandboxed frame and its downloads', async () => {
    await admin.getByRole('heading', { name: 'Bandeja de salida' }).waitFor();
    await admin.getByText('No hay correos').waitFor();
    expect(await admin.title()).toBe('Bandeja de salida · Prometheus');
    await saveScreenshot(admin, 'outbox-empty-es');

    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sinkPort(), secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'compras@prometheus.example',
      to: 'proveedor@abarrotesistmo.example',
      cc: 'gerencia@prometheus.example',
      subject: mailSubject,
      text: 'Adjuntamos la orden de compra.',
      html: '<h1 style="font-family:sans-serif">Orden de compra</h1><p onclick="parent.document.body.dataset.clicked = &quot;yes&quot;">Adjuntamos la <b>orden de compra</b>.</p><script>parent.document.body.dataset.hacked = "yes"</script>',
      attachments: [{ filename: 'OC-2026-0042.pdf', content: Buffer.from('%PDF-1.4 orden de compra'), contentType: 'application/pdf' }],
    });
    transport.close();

    await admin.getByRole('button', { name: 'Actualizar' }).click();
    const row = admin.locator('tr', { hasText: mailSubject });
    await row.waitFor();
    expect(await row.textContent()).toContain('proveedor@abarrotesistmo.example');
    await row.getByRole('button', { name: mailSubject }).click();

    const message = admin.getByRole('article', { name: mailSubject });
    await message.getByText('gerencia@prometheus.example').waitFor();
    const frame = message.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const srcdoc = await frame.getAttribute('srcdoc');
    expect(srcdoc).toContain('<b>orden de compra</b>');
    expect(srcdoc).not.toMatch(/<script|onclick/i);
    const body = admin.frameLocator('iframe.mail-message__frame');
    await body.getByText('Orden de compra', { exact: true }).waitFor();
    await body.getByText('Adjuntamos la', { exact: false }).click();
    // Nothing in the message ran: no scripts, no handlers, no same-origin access.
    expect(await admin.evaluate(() => ({ ...document.body.dataset }))).toEqual({});

    // Blueprint's AnchorButton is a link styled and announced as a button.
    const attachment = message.getByRole('button', { name: /OC-2026-0042\.pdf/ });
    const attachmentHref = await attachment.getAttribute('href');
    expect(attachmentHref).toMatch(/^\/api\/outbox\/mail\/[0-9a-f]{24}\/attachments\/0$/);
    const source = message.getByRole('button', { name: 'Descargar origen (.eml)' });
    expect(await source.getAttribute('href')).toMatch(/^\/api\/outbox\/mail\/[0-9a-f]{24}\/source$/);
    const downloaded = await admin.evaluate(async (href) => (await fetch(href, { credentials: 'include' })).text(), attachmentHref!);
    expect(downloaded).toBe('%PDF-1.4 orden de compra');
    const eml = await admin.evaluate(async (href) => (await fetch(href, { credentials: 'include' })).text(), (await source.getAttribute('href'))!);
    expect(eml).toContain(`Subject: ${mailSubject}`);
    await saveScreenshot(admin, 'outbox-mail-es');

    await message.getByRole('tab', { name: 'Texto' }).click();
    await message.getByText('Adjuntamos la orden de compra.').waitFor();

    await admin.getByRole('tab', { name: 'SMS' }).click();
    await admin.waitForURL(/tab=sms/);
    await admin.getByText('No hay mensajes SMS').waitFor();
    await saveScreenshot(admin, 'outbox-sms-es');
  });

  it('sorts the mail by subject on the server, pages, searches and exports the whole list formula-safe', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sinkPort(), secure: false, ignoreTLS: true });
    const subjects = [...Array.from({ length: 29 }, (_, index) => `Pedido ${index + 1}`), '=HYPERLINK("x")'];
    for (const subject of subjects) await transport.sendMail({ from: 'compras@prometheus.example', to: 'bodega@prometheus.example', subject, text: subject });
    transport.close();
    const PAGE = `query ($page: Int, $pageSize: Int, $search: String) {
      mailMessagePage(page: $page, pageSize: $pageSize, search: $search, sort: subject, direction: asc) { total rows { subject } }
    }`;
    type Answer = { mailMessagePage: { total: number; rows: { subject: string }[] } };
    const ask = (variables: Record<string, unknown>) => gqlInPage<Answer>(admin, PAGE, { pageSize: 25, ...variables });
    const shown = (answer: Answer) => answer.mailMessagePage.rows.map((row) => row.subject);
    await expect.poll(async () => (await ask({})).mailMessagePage.total, { timeout: 15_000 }).toBe(subjects.length + 1);
    await admin.goto(`${running.url}/prometheus/system/outbox`);
    const mail = dataTable(admin, 'outbox-mail');
    await mail.loaded();
    await mail.sortBy('Asunto', 'ascending');
    await mail.shows(1, shown(await ask({ page: 0 })));
    await mail.nextPage('Siguiente');
    await mail.shows(1, shown(await ask({ page: 1 })));
    await mail.waitForRange(/^Registros 26–31 de 31$/);
    // The export is the whole list in the table's sort, a subject starting with = written as text.
    const whole = await mail.exportCsv('Exportar CSV');
    expect(whole.fileName).toMatch(/^mail-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(whole.records[0].cells.slice(0, 2)).toEqual(['receivedAt', 'subject']);
    const all = shown(await ask({ pageSize: 100 })).map((subject) => (subject.startsWith('=') ? `'${subject}` : subject));
    expect(whole.records.slice(1).map((record) => record.cells[1])).toEqual(all);
    // The search asks the server again from the first page; the export follows it.
    await admin.getByLabel('Buscar por asunto, remitente o destinatario').fill('Pedido 1');
    const found = await ask({ page: 0, search: 'Pedido 1' });
    await mail.shows(1, shown(found));
    await mail.waitForRange(new RegExp(`^Registros 1–${found.mailMessagePage.total} de ${found.mailMessagePage.total}$`));
    const searched = await mail.exportCsv('Exportar CSV');
    expect(searched.records.slice(1).map((record) => record.cells[1])).toEqual(shown(found));
    await saveScreenshot(admin, 'outbox-mail-table-es');
  });

  it('shows the backends and runs an ERP query from System status', async () => {
    await admin.goto(`${running.url}/prometheus/system/status`);
    await admin.getByRole('heading', { name: 'Estado del sistema' }).waitFor();
    const backends = admin.getByRole('table', { name: 'Servicios' });
    for (const name of ['database', 'mail', 'workflows']) {
      const state = backends.locator(`tr[data-backend="${name}"] .bp6-tag`);
      await expect.poll(() => state.textContent()).toBe('Activo');
      expect(await state.evaluate((element) => element.classList.contains('bp6-intent-success'))).toBe(true);
    }
    await admin.getByText('Todo en orden').waitFor();
    // The partner is asked through its own login method: up, and the detail says how it answered.
    const partner = backends.locator('tr[data-backend="partner"]');
    await partner.getByText('Activo').waitFor();
    await partner.getByText('el servicio del socio responde (rechaza un inicio de sesión vacío con HTTP 401)').waitFor();
    // The server's memory with room to spare, and each collection that only grows with its retention.
    const heap = admin.getByRole('region', { name: 'Memoria del proceso' });
    await heap.getByText('Con margen').waitFor();
    await heap.getByText(/^El servidor usa [\d,]+ % de la memoria de JavaScript que tiene permitida\.$/).waitFor();
    const collections = admin.getByRole('table', { name: 'Datos que se acumulan' });
    expect(await collections.locator('tr[data-collection]').count()).toBe(11);
    const runs = await collections.locator('tr[data-collection="workflowRuns"] td').allTextContents();
    expect([runs[0], runs[1], runs[4], runs[5]]).toEqual(['Procesos terminados', 'workflowRuns', '90 días', 'RETENTION_WORKFLOW_RUNS_DAYS']);
    expect(await collections.locator('tr[data-collection="verificationCodes"] td').nth(4).textContent()).toBe('24 horas');
    const history = await collections.locator('tr[data-collection="changeHistory"] td').allTextContents();
    expect([history[0], history[4], history[5]]).toEqual(['Historial de cambios', '10 años', 'HISTORY_RETENTION_YEARS']);

    await admin.getByRole('heading', { name: 'Consulta al ERP' }).waitFor();
    expect(await admin.locator('#erp-operation').inputValue()).toBe('emptyContainerStock');
    await admin.getByRole('button', { name: 'Consultar' }).click();
    const progress = admin.getByRole('region', { name: 'Avance' });
    await progress.locator('[data-state="done"]').waitFor({ timeout: 30_000 });
    expect(await progress.locator('[data-state="done"]').textContent()).toBe('Terminada');
    const rows = admin.getByTestId('erp-rows');
    await rows.getByText('E0101', { exact: true }).waitFor();
    await rows.getByText('E0201', { exact: true }).waitFor();
    // The ERP's field names are shown in the reader's words.
    for (const header of ['Clave de artículo', 'Artículo', 'Familia', 'Existencia']) await rows.locator('thead th', { hasText: header }).first().waitFor();
    expect(await rows.locator('thead th', { hasText: /^(articleKey|stock)$/ }).count()).toBe(0);
    // The rows are the one data table's: sorted in the browser by a heading.
    const erpTable = dataTable(admin, 'erp-rows');
    await erpTable.sortBy('Clave de artículo', 'descending');
    await expect.poll(async () => (await erpTable.rows().allInnerTexts())[0]).toContain('E0201');
    await erpTable.sortBy('Clave de artículo', 'ascending');
    await expect.poll(async () => (await erpTable.rows().allInnerTexts())[0]).toContain('E0101');
    await progress.getByText('2 filas').waitFor();
    erpWorkflowId = (await progress.getByRole('link').textContent()) ?? '';
    expect(erpWorkflowId).toMatch(/^erpQuery-/);
    await saveScreenshot(admin, 'system-status-es');

    // The same screen in English, texts and dates included.
    await admin.getByRole('radio', { name: 'EN' }).click();
    await admin.getByRole('heading', { name: 'System status' }).waitFor();
    await admin.getByText('All good').waitFor();
    await admin.getByRole('table', { name: 'Data that builds up' }).locator('tr[data-collection="mailOutbox"]').getByText('90 days').waitFor();
    await admin.getByRole('region', { name: 'Process memory' }).getByText('Room to spare').waitFor();
    await admin.getByRole('region', { name: 'Progress' }).getByText('Done', { exact: true }).waitFor();
    await rows.locator('thead th', { hasText: 'Article key' }).first().waitFor();
    await saveScreenshot(admin, 'system-status-en');
    await admin.getByRole('radio', { name: 'ES' }).click();
    await admin.getByRole('heading', { name: 'Estado del sistema' }).waitFor();

    // The date range form writes dd/MM/yyyy into the operation the API receives.
    await admin.locator('#erp-operation').selectOption('salesRange');
    expect(await admin.getByRole('button', { name: 'Consultar' }).isDisabled()).toBe(true);
    await admin.getByText('Elige la fecha inicial y la final.').waitFor();
    await admin.getByLabel('Desde (dd/MM/aaaa)').fill('01/03/2026');
    await admin.getByLabel('Hasta (dd/MM/aaaa)').fill('02/03/2026');
    // Escape closes the date picker wherever it opened (above the inputs it covers the heading).
    await admin.keyboard.press('Escape');
    await admin.locator('.bp6-daterangepicker').waitFor({ state: 'detached' });
    await expect.poll(() => admin.getByRole('button', { name: 'Consultar' }).isEnabled()).toBe(true);
    await saveScreenshot(admin, 'erp-query-range-es');
    await admin.locator('#erp-operation').selectOption('emptyContainerStock');
  });

  it('lists the ERP query run and shows its history', async () => {
    await admin.goto(`${running.url}/prometheus/system/workflows`);
    await admin.getByRole('heading', { name: 'Procesos', exact: true }).waitFor();
    const completed = admin.locator('[data-figure="completed"]');
    await expect.poll(async () => Number(await completed.locator('.workflows__count').textContent())).toBeGreaterThanOrEqual(1);
    const run = admin.getByRole('table', { name: 'Ejecuciones' }).locator('tr', { hasText: erpWorkflowId });
    await run.waitFor();
    expect(await run.textContent()).toContain('Completado');
    // Other areas register their schedules at start (commissions...): the card shows a list or the empty text.
    await admin.getByRole('heading', { name: 'Programaciones', exact: true }).waitFor();
    await expect.poll(async () => (await admin.getByTestId('data-table-workflow-schedules').getByTestId('data-table-skeleton').count()) === 0).toBe(true);
    // A calendar reads as words ("A las 05:00 (America/Mexico_City)"), never as the stored JSON.
    expect(await admin.getByTestId('data-table-workflow-schedules').locator('tbody').innerText()).not.toContain('cronExpressions');
    await saveScreenshot(admin, 'workflows-es');

    await run.click();
    const drawer = admin.locator('.bp6-drawer');
    await drawer.getByText('Historial').waitFor();
    const history = drawer.getByTestId('workflow-history');
    await history.getByText('WorkflowCompleted').waitFor();
    await drawer.getByText('Entrada').waitFor();
    await drawer.getByText('"E0101"').first().waitFor();
    // A completed run cannot be cancelled.
    expect(await drawer.getByRole('button', { name: 'Cancelar proceso' }).count()).toBe(0);
    await settled(admin);
    await saveScreenshot(admin, 'workflow-run-es');
    await history.scrollIntoViewIfNeeded();
    await saveScreenshot(admin, 'workflow-run-history-es');
    await admin.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await admin.locator('#workflow-status-filter').selectOption('failed');
    await admin.getByText('No hay procesos', { exact: true }).waitFor();
    await admin.locator('#workflow-status-filter').selectOption('');
    await run.waitFor();
  });

  it('sorts the runs on the server, pages them and exports the whole filtered list', async () => {
    // 40 closed runs in the runtime's own collection (older than the ERP read, so it stays first in the list's order).
    const now = Date.now();
    await WorkflowRunModel.insertMany(
      Array.from({ length: 40 }, (_, index) => ({
        workflowId: `seed-${String((index * 17) % 40).padStart(2, '0')}`,
        runId: `seed-run-${index}`,
        workflowType: 'erpQuery',
        status: index % 4 === 0 ? 'failed' : 'completed',
        startTime: now - (index + 1) * 3_600_000,
        closeTime: now - (index + 1) * 3_600_000 + 1000,
        historyLength: 1,
      })),
    );
    const order = async (query: Record<string, unknown>) =>
      (await WorkflowRunModel.find(query).sort({ workflowId: -1, startTime: -1, runId: -1 }).lean()).map((stored) => stored.workflowId);
    const all = await order({});
    await admin.goto(`${running.url}/prometheus/system/workflows`);
    const table = dataTable(admin, 'workflow-runs');
    await table.loaded();
    await table.sortBy('Identificador', 'descending');
    await expect.poll(() => table.column(1)).toEqual(all.slice(0, 25));
    await table.waitForRange(new RegExp(`^Registros 1–25 de ${all.length}$`));
    await admin.waitForURL(/sort=id&direction=desc/);
    await table.nextPage('Siguiente');
    await table.waitForRange(new RegExp(`^Registros 26–${all.length} de ${all.length}$`));
    await expect.poll(() => table.column(1)).toEqual(all.slice(25, 50));
    const { fileName, records } = await table.exportCsv('Exportar CSV');
    expect(fileName).toMatch(/^workflow-runs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(records.slice(1).map((record) => record.cells[0])).toEqual(all);
    // The state filter is the server's: back to the first page, the total and the file follow it.
    const failed = await order({ status: 'failed' });
    await admin.locator('#workflow-status-filter').selectOption('failed');
    await table.waitForRange(new RegExp(`^Registros 1–${failed.length} de ${failed.length}$`));
    await expect.poll(() => table.column(1)).toEqual(failed);
    expect((await table.exportCsv('Exportar CSV')).records.slice(1).map((record) => record.cells[0])).toEqual(failed);
    await admin.locator('#workflow-status-filter').selectOption('');
  });

  it('sorts the SMS by phone on the server, pages, filters by status and exports what it shows, formula-safe', async () => {
    const statuses = ['failed', 'sent', 'sending'] as const;
    await SmsOutboxModel.insertMany(
      Array.from({ length: 30 }, (_, index) => ({
        ...{ idempotencyKey: `e2e-sms-${index}`, phone: `+52921${String((index * 7919) % 10_000_000).padStart(7, '0')}`, provider: 'outbox' },
        ...{ message: index === 0 ? '=1+1' : `Tu código es ${1000 + index}`, status: statuses[index % 3], createdAt: new Date(Date.now() - index * 60_000) },
      })),
    );
    const PAGE = `query ($page: Int, $status: String) { smsMessagePage(page: $page, pageSize: 25, sort: phone, direction: desc, status: $status) { total rows { phone } } }`;
    const phones = async (variables: Record<string, unknown>) =>
      (await gqlInPage<{ smsMessagePage: { rows: { phone: string }[] } }>(admin, PAGE, variables)).smsMessagePage.rows.map((row) => row.phone);
    await admin.goto(`${running.url}/prometheus/system/outbox?tab=sms`);
    const sms = dataTable(admin, 'outbox-sms');
    await sms.loaded();
    await sms.sortBy('Teléfono', 'descending');
    await sms.shows(1, await phones({ page: 0 }));
    await sms.nextPage('Siguiente');
    await sms.shows(1, await phones({ page: 1 }));
    await sms.root.getByLabel('Filtrar por Estado').selectOption({ label: 'Falló' });
    const failed = await phones({ page: 0, status: 'failed' });
    await sms.shows(1, failed);
    const { fileName, records } = await sms.exportCsv('Exportar CSV');
    expect(fileName).toMatch(/^sms-\d{4}-\d{2}-\d{2}\.csv$/);
    // A phone starts with + and the first text with =: both written as text, never a formula.
    expect(records.slice(1).map((record) => record.cells[2])).toEqual(failed.map((phone) => `'${phone}`));
    expect(records.slice(1).map((record) => record.cells[3])).toContain("'=1+1");
    // Failed messages would show on System status: they leave with the test.
    await SmsOutboxModel.deleteMany({ idempotencyKey: /^e2e-sms-/ });
  });

  it('runs { me { userName } } in GraphiQL, loaded on demand', async () => {
    await admin.goto(`${running.url}/prometheus/graphiql`);
    await admin.getByRole('heading', { name: 'GraphiQL' }).waitFor();
    const editor = admin.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor({ timeout: 30_000 });
    await editor.click();
    await admin.keyboard.press('ControlOrMeta+A');
    await admin.keyboard.press('Delete');
    await admin.keyboard.insertText('{ me { userName } }');
    await admin.locator('.graphiql-execute-button').click();
    const response = admin.locator('.graphiql-response');
    await expect.poll(() => response.textContent(), { timeout: 20_000 }).toContain('"admin"');
    // GraphiQL reads the schema by introspection: answered to signed-in staff, refused to anonymous callers.
    const introspect = JSON.stringify({ query: '{ __schema { queryType { name } } }' });
    const asStaff = await admin.evaluate(
      async (body) =>
        (await (await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body })).json()) as unknown,
      introspect,
    );
    expect(asStaff).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const anonymous = await fetch(`${running.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: introspect });
    expect(anonymous.status).toBe(401);
    await saveScreenshot(admin, 'graphiql-es');
    // GraphiQL keeps its tabs under the staff member's own keys, never shared ones.
    const keys = await admin.evaluate(() => Object.keys(localStorage));
    expect(keys.some((key) => /^prometheus\.graphiql\.[^.]+\.graphiql:/.test(key))).toBe(true);
    expect(keys.filter((key) => key.startsWith('graphiql:'))).toEqual([]);
    expect(adminErrors).toEqual([]);
  });

  it('hides the System group from a buyer and shows a no-permission state on a direct visit', async () => {
    const { page, consoleErrors } = await signIn('compras');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('.bp6-drawer');
    // Spec 000 section 6: the buyer's position sees only Purchases.
    await drawer.getByText('Compras', { exact: true }).waitFor();
    expect(await drawer.getByText('Sistema', { exact: true }).count()).toBe(0);
    expect(await drawer.getByText('Bandeja de salida').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await page.goto(`${running.url}/prometheus/system/outbox`);
    await page.getByText('Sin permiso').waitFor();
    await page.getByText('Tu puesto no tiene permiso para ver esta información', { exact: false }).waitFor();
    expect(await page.locator('.bp6-toast').count()).toBe(0);
    await saveScreenshot(page, 'outbox-forbidden-es');

    for (const screen of ['workflows', 'status']) {
      await page.goto(`${running.url}/prometheus/system/${screen}`);
      await page.getByText('Sin permiso').first().waitFor();
      expect(await page.locator('.bp6-spinner').count()).toBe(0);
    }
    expect(await page.getByText('Consulta al ERP').count()).toBe(0);
    await saveScreenshot(page, 'status-forbidden-es');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('staff screens test setup', () => {
  it('uses ephemeral ports for every backend', () => {
    const { env, dataDir } = productSettings('staff-screens-check', staffProduct);
    rmSync(dataDir, { recursive: true, force: true });
    expect(
      Object.entries(env)
        .filter(([key]) => key.endsWith('PORT'))
        .every(([, value]) => value === '0'),
    ).toBe(true);
  });
});
