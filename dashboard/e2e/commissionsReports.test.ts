import { expect, it } from 'vitest';
import { encodeExpression } from '../../domain/commissions/language';
import { storeDate } from '../../domain/common/time';
import { describeWithBrowser, saveScreenshot } from './browser';
import { api, root } from './commissionsTesting';
import { dataTable } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * The variable-commissions reports on the running product with the demo data: a report with an
 * exception is retried through the calculation workflow.
 */
describeWithBrowser('variable-commissions reports on the running product', () => {
  const running = productInBrowser('commissions-reports');
  const signIn = (userName: string) => running.signIn(userName);

  it('lists reports, shows an exception and retries it through the calculation workflow', async () => {
    const { page, consoleErrors } = await signIn('comisiones');
    // A commission dividing by a parameter that is 0: its report carries ZeroDivision.
    const divisor = await api<{ parameter: { id: string } }>(page, 'POST', '/api/commissions/area/demo-area-sellers/parameter', {
      name: 'Divisor de prueba',
      values: [{ uploaded_at: '2020-01-01', value: 0 }],
    });
    const expression = encodeExpression(`indicator("demo-ind-net-sales") / parameter("${divisor.parameter.id}")`);
    const commission = await api<{ variable_commission: { id: string } }>(page, 'POST', '/api/commissions/area/demo-area-sellers/variable-commission', {
      name: 'Prueba de división',
      period: 'mensual',
      expression,
    });
    const today = storeDate(Date.now());
    const previousMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)).toISOString().slice(0, 10);
    const run = await api<{ data: { workflow_id: string } }>(page, 'POST', '/api/commissions/variable-commission/calculate', {
      variable_commission_id: commission.variable_commission.id,
      start_date: previousMonth,
      employee_id: '01-000001',
    });
    await expect
      .poll(
        async () =>
          (await api<{ data: { status: string } }>(page, 'GET', `/api/commissions/variable-commission/calculate/${encodeURIComponent(run.data.workflow_id)}`))
            .data.status,
        { timeout: 20_000 },
      )
      .toBe('completed');
    const found = await api<{ data: { results: { id: string; variable_commission_id: string }[] } }>(page, 'POST', '/api/commissions/report/search', {
      type: 'organization',
      organization_id: '01',
      employee_id: '01-000001',
    });
    const reportId = found.data.results.find((row) => row.variable_commission_id === commission.variable_commission.id)?.id;
    expect(reportId).toBeDefined();

    // The company's reports: seeded rows, Error in red for the exception.
    await page.goto(`${running.url}${root}/reportes/01`);
    await page.getByRole('button', { name: 'BUSCAR REPORTES' }).first().waitFor();
    await page.locator('td .commissions-error').first().waitFor();
    expect(await page.locator('td .commissions-error').first().textContent()).toBe('Error');
    await page.getByRole('link', { name: 'Ver Reporte' }).first().waitFor();
    await page.locator('.chart-frame__chart svg').first().waitFor();
    await saveScreenshot(page, 'commissions-reports');
    // The server answers one page with the total; the next page and a larger page come from it too.
    const reports = dataTable(page, 'commission-reports');
    const range = () => reports.range();
    await expect.poll(range).toMatch(/^Registros 1–25 de \d+$/);
    const total = Number((await range()).split(' de ')[1]);
    expect(total).toBeGreaterThan(50);
    const links = () => reports.root.locator('tbody tr td a').first().getAttribute('href');
    const firstRow = await links();
    await reports.nextPage('Siguiente');
    await expect.poll(range).toBe(`Registros 26–50 de ${total}`);
    await expect.poll(links).not.toBe(firstRow);
    await reports.root.getByLabel('Filas por página').selectOption('50');
    await expect.poll(range).toBe(`Registros 1–50 de ${total}`);
    await expect.poll(() => reports.rows().count()).toBe(50);
    // The last size is the total row count: every row on one page (read from the export route).
    await reports.root.getByLabel('Filas por página').selectOption({ label: 'Todos' });
    await expect.poll(range).toBe(`Registros 1–${total} de ${total}`);
    await expect.poll(() => reports.rows().count()).toBe(total);
    expect(await reports.root.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'commissions-reports-all-rows');
    // Export: every row of the search, not only the page shown (the one export, /api/export/commissionReports.csv).
    const csv = await reports.exportCsv('Exportar CSV');
    expect(csv.records[0].cells).toContain('NoNomina');
    expect(csv.records).toHaveLength(total + 1);
    expect(csv.records.some((record) => record.cells.includes('Error: ZeroDivision'))).toBe(true);
    // Dates on with the start after the end: the spec's alert.
    await page.getByText('Filtrar por fechas').click();
    await page.getByLabel('Fecha Inicio', { exact: true }).fill('2026/12/31');
    await page.getByLabel('Fecha Final', { exact: true }).fill('2026/01/01');
    await page.getByLabel('Fecha Final', { exact: true }).press('Enter');
    // Refused under Fecha Final (the API's rule), BUSCAR REPORTES off, the rows shown kept.
    await page.locator('.bp6-form-group:has(#reports-end) .bp6-form-helper-text').getByText('Fechas Inicio debe ser menos que la fecha Final').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'BUSCAR REPORTES' }).isDisabled()).toBe(true);
    await expect.poll(range).toBe(`Registros 1–${total} de ${total}`);
    // A day that is not one is refused under it too; a right period searches again.
    await page.getByLabel('Fecha Inicio', { exact: true }).fill('2026/13/40');
    await page.getByLabel('Fecha Inicio', { exact: true }).blur();
    await page.getByText('Escribe una fecha válida (aaaa/mm/dd).').first().waitFor();
    await page.getByLabel('Fecha Inicio', { exact: true }).fill('2020/01/01');
    await page.getByLabel('Fecha Inicio', { exact: true }).blur();
    await page.getByText('Fechas Inicio debe ser menos que la fecha Final').waitFor({ state: 'hidden' });
    await page.getByLabel('Fecha Final', { exact: true }).fill('2027/12/31');
    await page.getByLabel('Fecha Final', { exact: true }).blur();
    await page.getByRole('button', { name: 'BUSCAR REPORTES' }).click();
    await expect.poll(range).toMatch(/^Registros 1–\d+ de \d+$/);

    // The exception view, its error log, and the retry once the parameter is fixed.
    await page.goto(`${running.url}${root}/reportes/detalle/${reportId}`);
    await page.getByText('División por cero').first().waitFor();
    await page.getByRole('button', { name: 'Log de error' }).click();
    await page.locator('.commissions-error-log').waitFor();
    expect(await page.locator('.commissions-error-log').textContent()).toContain('ZeroDivision');
    await saveScreenshot(page, 'commissions-report-exception');
    await api(page, 'POST', `/api/commissions/parameter/${divisor.parameter.id}/values`, { values: [{ uploaded_at: '2020-01-01', value: 4 }] });
    await page.getByRole('button', { name: 'Reintentar comisión variable' }).click();
    await page.getByText('División por cero').waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByRole('heading', { name: 'Bitácora de evaluación' }).first().waitFor();
    await saveScreenshot(page, 'commissions-report-detail');

    // One employee's reports over time.
    await page.goto(`${running.url}${root}/reportes/01-000001`);
    await page.locator('.chart-frame__chart svg').first().waitFor();
    await saveScreenshot(page, 'commissions-employee-reports');
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
