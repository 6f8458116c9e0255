import { type Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { listSinkMessages } from '../../integrations/mail/sink';
import { storeDate } from '../../domain/common/time';
import { EmptyContainerWindowModel, XadisEmptyContainerModel, XadisSettingsModel, XadisTransmissionModel } from '../../db/models/xadis';
import { reportWindow } from '../../domain/xadis/window';
import { WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { TRANSMISSION_SCHEDULE_ID } from '../../domain/xadis/schedules';
import { describeWithBrowser, saveScreenshot } from './browser';
import { dataTable, gqlInPage } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * Both xadis screens on the running product (admin): a transmission of yesterday against the
 * partner simulator with its summary e-mail in the SMTP sink, a backwards range refused; the
 * empty-container report (the window's ERP stock fixed at state 1) with a bad quantity refused, then
 * filled to the ERP total, sent and found in the history dialog; the
 * administrator's settings: a bad address refused with its message and nothing saved, then the lists
 * and the daily switch saved (the daily schedule appears); the history sorted, paged, filtered and
 * exported on the server.
 */
/** A yyyy-mm-dd day as the Spanish date field shows and takes it (dd/mm/aaaa). */
const esDay = (iso: string) => iso.split('-').reverse().join('/');

describeWithBrowser('xadis screens on the running product', () => {
  // The dashboard build and the demo seeding are shared with every browser file: generous on a loaded machine.
  const running = productInBrowser('xadis', { env: { ERP_POLL_INTERVAL_MS: '200' }, startTimeoutMs: 420_000 });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await running.signIn('admin', { viewport: { width: 1440, height: 900 } }));
  });

  it('sends yesterday to the partner with live progress, shows the result and the e-mail; a backwards range is refused', async () => {
    await page.goto(`${running.url}/prometheus/xadis/infoXadis`);
    await page.getByRole('heading', { name: 'Envío de información' }).waitFor();
    // The seeded history.
    await page.getByRole('table', { name: 'Historial de envíos' }).locator('tbody').getByText('Con errores').first().waitFor();
    const sendButton = page.getByRole('button', { name: 'Enviar', exact: true });
    // No dates yet: Enviar is off (the range is a useZodForm on transmissionRangeSchema).
    expect(await sendButton.isDisabled()).toBe(true);
    const yesterday = storeDate(Date.now() - 86_400_000);
    const twoDaysAgo = storeDate(Date.now() - 2 * 86_400_000);
    const transmissionsBefore = await XadisTransmissionModel.countDocuments({});
    // The date fields take dd/mm/aaaa in Spanish (ui DateField). A range that ends before it starts is refused under
    // Fecha final, in Spanish, Enviar stays off and nothing starts.
    await page.getByLabel('Fecha inicial').fill(esDay(yesterday));
    await page.getByLabel('Fecha inicial').press('Enter');
    await page.getByLabel('Fecha final').fill(esDay(twoDaysAgo));
    await page.getByLabel('Fecha final').press('Enter');
    await page.getByText('La fecha final es anterior a la inicial.').waitFor();
    expect(await sendButton.isDisabled()).toBe(true);
    expect(await XadisTransmissionModel.countDocuments({})).toBe(transmissionsBefore);
    await page.getByLabel('Fecha final').fill(esDay(yesterday));
    await page.getByLabel('Fecha final').press('Enter');
    await page.getByText('La fecha final es anterior a la inicial.').waitFor({ state: 'detached' });
    await sendButton.click();
    await page
      .locator('.bp6-callout')
      .filter({ hasText: /Se ha enviado la informacion\.|Error de envio de informacion XADIS/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'xadis-transmission');
    await expect
      .poll(async () => (await listSinkMessages({})).filter((mail) => /XADIS/.test(mail.subject ?? '')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
  }, 90_000);

  it('refuses a bad box quantity, then sends the report with the ERP total and shows it in the history', async () => {
    // The window's ERP stock fixed for the test (the simulator's changes by day, and some days are state 3 with the
    // inputs disabled): E0101 at 112,400 pieces is state 1, (112,400 - 110,000) / 12 = 200 boxes. The screen shows
    // the stock stored for the window (as the daily process stores it) without reading the ERP again.
    const window = reportWindow(Date.now());
    const erpRows = [
      { articleKey: 'E0101', articleName: 'Envase vacío cerveza retornable 325 ml', familyKey: 'ENVR', stock: 112_400 },
      { articleKey: 'E0102', articleName: 'Envase vacío caguama retornable 1.2 l', familyKey: 'ENVR', stock: 21_000 },
      { articleKey: 'E0201', articleName: 'Caja plástica vacía para 12 envases', familyKey: 'CAJA', stock: 4_000 },
      { articleKey: 'E0202', articleName: 'Caja plástica vacía para 20 envases', familyKey: 'CAJA', stock: 500 },
    ];
    await EmptyContainerWindowModel.updateOne(
      { day: window.day },
      { $set: { windowStart: window.opensAt, windowEnd: window.end, erpRows, readAt: Date.now(), readError: null }, $setOnInsert: { reminderSentAt: null } },
      { upsert: true },
    );
    await page.goto(`${running.url}/prometheus/xadis/emptyContainer`);
    await page.getByRole('heading', { name: 'Envase vacío' }).waitFor();
    await page.getByRole('table', { name: 'Existencia ERP' }).getByText('E0101').waitFor();
    await expect.poll(async () => (await page.getByTestId('erp-total').textContent())?.replace(/[,.]/g, '') ?? '').toMatch(/\b200\b/);
    const first = page.getByRole('table', { name: 'Productos' }).locator('tbody input').first();
    await expect(first.isEnabled()).resolves.toBe(true);
    // The boxes are a useZodForm (emptyContainerFormSchema): a negative quantity is refused under its box, in Spanish,
    // as typed; both buttons stay off and nothing is saved.
    await first.fill('-3');
    await page.getByText('La cantidad de cajas debe ser un número entero de 0 o más.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Enviar datos' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    expect(await XadisEmptyContainerModel.countDocuments({ day: window.day })).toBe(0);
    await first.fill('200');
    await expect(page.getByTestId('difference').textContent()).resolves.toBe('Diferencia: 0');
    const shippingDate = storeDate(Date.now());
    await page.getByLabel('Fecha de envio').fill(esDay(shippingDate));
    await page.getByLabel('Fecha de envio').press('Enter');
    await page.getByRole('button', { name: 'Enviar datos' }).click();
    await page.getByText('Se ha generado satisfactoriamente tu reporte.').first().waitFor();
    await expect(page.getByRole('button', { name: 'Enviar datos' }).isDisabled()).resolves.toBe(true);
    await saveScreenshot(page, 'xadis-empty-container');
    await page.getByRole('button', { name: 'Histórico' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Desde').fill(esDay(storeDate(Date.now() - 7 * 86_400_000)));
    await dialog.getByLabel('Desde').press('Enter');
    // The report just sent: its window's day, the 200 boxes of the first product, today's shipping date.
    const sentRow = dialog
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: window.day })
      .filter({ hasText: shippingDate })
      .filter({ has: page.getByRole('cell', { name: '200', exact: true }) });
    await sentRow.first().waitFor();
    await saveScreenshot(page, 'xadis-empty-container-history');
  }, 60_000);

  it('lets the administrator edit the recipients and switch the daily transmission on; a bad address is refused and nothing is saved', async () => {
    await page.goto(`${running.url}/prometheus/xadis/infoXadis`);
    await page.getByRole('button', { name: 'Configuración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configuración de Xadis' });
    await expect(dialog.getByLabel('Código de almacén del socio').inputValue()).resolves.toBe('BAMA01');
    const summary = dialog.getByLabel('Destinatarios del resumen');
    await expect(summary.inputValue()).resolves.toMatch(/@/);
    const before = await summary.inputValue();
    await summary.fill(`${before}\nno-es-correo`);
    await dialog.getByText('Formato de correo incorrecto').waitFor();
    expect(await dialog.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'xadis-settings-invalid');
    expect((await XadisSettingsModel.findOne({}).lean())?.summaryRecipients).toHaveLength(before.split('\n').length);
    await summary.fill(`${before}\nlogistica.sureste@bama.example.com`);
    await dialog.getByText('Enviar diario a las 06:00 las ventas e inventario del día anterior').click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración guardada.').first().waitFor();
    const saved = await XadisSettingsModel.findOne({}).lean();
    expect(saved?.summaryRecipients).toContain('logistica.sureste@bama.example.com');
    expect(saved?.dailyTransmission).toBe(true);
    expect(await WorkflowScheduleModel.countDocuments({ scheduleId: TRANSMISSION_SCHEDULE_ID })).toBe(1);
  }, 60_000);

  it('sorts the transmission history on the server, pages it, filters by status and exports what it shows, formula-safe', async () => {
    // 30 older transmissions beside the seeded ones, one asked by a name that starts with '='.
    const DAY = 86_400_000;
    const statuses = ['sent', 'error', 'failed'] as const;
    await XadisTransmissionModel.insertMany(
      Array.from({ length: 30 }, (_, index) => {
        const day = storeDate(Date.now() - (10 + index) * DAY);
        return {
          transmissionId: `xadis-e2e-${index}`,
          from: day,
          to: day,
          requestedBy: index === 4 ? '=SUMA(A1)' : `zona${index % 3}`,
          status: statuses[index % statuses.length],
          startedAt: Date.now() - (10 + index) * DAY,
          endedAt: Date.now() - (10 + index) * DAY + 60_000,
        };
      }),
    );
    await page.goto(`${running.url}/prometheus/xadis/infoXadis`);
    const history = dataTable(page, 'xadis-transmissions');
    await history.loaded();
    const PAGE = `query ($page: Int, $status: String) {
      xadisTransmissionPage(pageSize: 25, page: $page, sort: range, direction: asc, status: $status) { total rows { id from to requestedBy } }
    }`;
    type Answer = { xadisTransmissionPage: { total: number; rows: { id: string; from: string; to: string; requestedBy: string }[] } };
    const ranges = (answer: Answer) => answer.xadisTransmissionPage.rows.map((row) => (row.from === row.to ? row.from : `${row.from} – ${row.to}`));
    const RANGE = 1;
    await history.sortBy('Periodo', 'ascending');
    const first = await gqlInPage<Answer>(page, PAGE, { page: 0 });
    expect(first.xadisTransmissionPage.total).toBeGreaterThan(25);
    await history.shows(RANGE, ranges(first));
    await history.nextPage('Siguiente');
    await history.shows(RANGE, ranges(await gqlInPage<Answer>(page, PAGE, { page: 1 })));
    expect(page.url()).toMatch(/page=2/);
    // The status filter under its heading asks the server again, from the first page.
    await history.root.getByLabel('Filtrar por Estado').selectOption({ label: 'Con errores' });
    const errors = await gqlInPage<Answer>(page, PAGE, { page: 0, status: 'error' });
    await history.shows(RANGE, ranges(errors));
    await history.waitForRange(new RegExp(`^Registros 1–${errors.xadisTransmissionPage.total} de ${errors.xadisTransmissionPage.total}$`));
    const { fileName, records } = await history.exportCsv('Exportar CSV');
    expect(fileName).toMatch(/^xadis-transmissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(records[0].cells.slice(0, 5)).toEqual(['startedAt', 'from', 'to', 'status', 'requestedBy']);
    expect(records.slice(1).map((record) => record.cells[1])).toEqual(errors.xadisTransmissionPage.rows.map((row) => row.from));
    expect(records.slice(1).every((record) => record.cells[3] === 'error')).toBe(true);
    // The one asked by '=SUMA(A1)' is an error: its name is written as text, never a formula.
    expect(records.map((record) => record.cells[4])).toContain("'=SUMA(A1)");
    await saveScreenshot(page, 'xadis-transmissions-table');
  }, 60_000);
});
