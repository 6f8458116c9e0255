import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithBrowser } from './browser';
import { productInBrowser } from './runningProduct';
import { dataTable } from './dataTable';

/**
 * The commissions, headcount and work-plan lists on the data table, on the running product with
 * its demo data: the commission reports sorted on the server by payroll number (the rows are the
 * API's page), filtered by payroll, paged and exported (the file is the whole search in the
 * table's order); the headcount reports sorted by vacancies, filtered by status and exported; the
 * work plans sorted on the client.
 */

describeWithBrowser('commissions, headcount and work-plan data tables', () => {
  const running = productInBrowser('commissions-headcount-tables', { env: { STORE_SIMULATOR: 'off' }, startTimeoutMs: 600_000 });

  const signIn = (userName: string) => running.signIn(userName, { viewport: { width: 1600, height: 1000 } });

  /** A call with the page's session, as the screens make it. */
  async function request<T>(page: Page, url: string, body: unknown): Promise<T> {
    return page.evaluate(
      async ({ address, json }) => {
        const response = await fetch(address, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'accept-language': 'es' },
          body: JSON.stringify(json),
        });
        return (await response.json()) as never;
      },
      { address: url, json: body },
    );
  }

  /** Waits until a column of the table shows exactly `expected`. */
  async function showsColumn(page: Page, tableId: string, index: number, expected: string[]) {
    await page.waitForFunction(
      ({ id, at, wanted }) =>
        JSON.stringify(
          [...document.querySelectorAll(`[data-testid="data-table-${id}"] tbody tr:not([data-testid])`)].map((tr) =>
            (tr.children[at] as HTMLElement).innerText.trim(),
          ),
        ) === JSON.stringify(wanted),
      { id: tableId, at: index, wanted: expected },
    );
  }

  it('commission reports: sorts by payroll on the server, filters by payroll, pages and exports the search in that order', async () => {
    const { page, consoleErrors } = await signIn('comisiones');
    await page.goto(`${running.url}/prometheus/variableCommissions/reportes/01`);
    const table = dataTable(page, 'commission-reports');
    await table.loaded();
    const PAYROLL = 1;
    type Search = { data: { results: { employee_id: string }[]; total: number } };
    const search = (extra: object) =>
      request<Search>(page, '/api/commissions/report/search', { type: 'organization', organization_id: '01', page_size: 25, ...extra });

    await table.sortBy('NoNomina', 'descending');
    const first = await search({ sort: 'payroll', direction: 'desc' });
    const total = first.data.total;
    expect(total).toBeGreaterThan(50);
    await showsColumn(
      page,
      'commission-reports',
      PAYROLL,
      first.data.results.map((row) => row.employee_id),
    );
    await table.waitForRange(new RegExp(`^Registros 1–25 de ${total}$`));

    // The next page is the server's second page in the same order.
    await table.nextPage('Siguiente');
    await table.waitForRange(new RegExp(`^Registros 26–50 de ${total}$`));
    const second = await search({ sort: 'payroll', direction: 'desc', page: 2 });
    await showsColumn(
      page,
      'commission-reports',
      PAYROLL,
      second.data.results.map((row) => row.employee_id),
    );

    // The export: every report of the search in the table's order, the table's columns, formula-safe.
    const all = await table.exportCsv('Exportar CSV');
    expect(all.fileName).toMatch(/^commission-reports-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.records[0].cells).toEqual([
      'Empresa',
      'NoNomina',
      'Nombre Empleado',
      'Puesto',
      'Comisión Variable',
      'Fecha Inicio',
      'Fecha Cálculo',
      'Resultado',
      'Tienda',
    ]);
    const rows = all.records.slice(1).map((record) => record.cells[PAYROLL]);
    expect(rows).toHaveLength(total);
    expect(rows.slice(0, 50)).toEqual([...first.data.results, ...second.data.results].map((row) => row.employee_id));
    expect(rows).toEqual([...rows].sort().reverse());

    // The payroll filter under the heading narrows the search on the server, and the export follows it.
    await table.root.getByLabel('Filtrar por NoNomina').fill('01-000001');
    const one = await search({ employee_id: '01-000001', sort: 'payroll', direction: 'desc' });
    await table.waitForRange(new RegExp(`^Registros 1–${one.data.total} de ${one.data.total}$`));
    expect(new Set(await table.column(PAYROLL))).toEqual(new Set(['01-000001']));
    const filtered = await table.exportCsv('Exportar CSV');
    expect(filtered.records.slice(1).map((record) => record.cells[PAYROLL])).toEqual(Array(one.data.total).fill('01-000001'));
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('headcount reports: sorts by vacancies on the server, filters by status and exports the filtered list', async () => {
    const { page, consoleErrors } = await signIn('rhumanos');
    await page.goto(`${running.url}/prometheus/humanResources/headcount`);
    const table = dataTable(page, 'headcount-reports');
    await table.loaded();
    const STORE_CODE = 1;
    type Reports = { data: { headcountReports: { total: number; rows: { warehouseId: string }[] } } };
    const PAGE =
      'query ($sort: HeadcountReportSort, $direction: SortDirection, $statusName: String) { headcountReports(pageSize: 10, sort: $sort, direction: $direction, statusName: $statusName) { total rows { warehouseId } } }';

    await table.sortBy('Vacante', 'descending');
    const byVacancies = await request<Reports>(page, '/graphql', { query: PAGE, variables: { sort: 'vacants', direction: 'desc' } });
    await showsColumn(
      page,
      'headcount-reports',
      STORE_CODE,
      byVacancies.data.headcountReports.rows.map((row) => row.warehouseId),
    );

    await table.root.getByLabel('Filtrar por Estatus').selectOption('none');
    const waiting = await request<Reports>(page, '/graphql', { query: PAGE, variables: { sort: 'vacants', direction: 'desc', statusName: 'none' } });
    const count = waiting.data.headcountReports.total;
    expect(count).toBeGreaterThan(0);
    await table.waitForRange(new RegExp(`^Registros 1–${Math.min(10, count)} de ${count}$`));
    await showsColumn(
      page,
      'headcount-reports',
      STORE_CODE,
      waiting.data.headcountReports.rows.map((row) => row.warehouseId),
    );

    const file = await table.exportCsv('Exportar CSV');
    expect(file.fileName).toMatch(/^headcount-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.records[0].cells.slice(0, 3)).toEqual(['company', 'storeCode', 'store']);
    expect(file.records.slice(1).map((record) => record.cells[9])).toEqual(Array(count).fill(''));
    expect(file.records.slice(1, 11).map((record) => record.cells[STORE_CODE])).toEqual(waiting.data.headcountReports.rows.map((row) => row.warehouseId));
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('work plans: sorted, filtered and exported on the client, Enter opens a plan’s sections', async () => {
    const { page, consoleErrors } = await signIn('admin');
    await page.goto(`${running.url}/prometheus/workplan`);
    const table = dataTable(page, 'workplans');
    await table.loaded();
    const names = await table.column(0);
    expect(names.length).toBeGreaterThan(1);
    await table.sortBy('Nombre del plan', 'ascending');
    const ascending = await table.column(0);
    expect(new Set(ascending)).toEqual(new Set(names));
    await table.sortBy('Nombre del plan', 'descending');
    await showsColumn(page, 'workplans', 0, [...ascending].reverse());
    // The browser's export: the table's rows in its order, the headings in Spanish, no actions column.
    const sorted = await table.exportCsv('Exportar CSV');
    expect(sorted.fileName).toMatch(/^workplans-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(sorted.records[0].cells).toEqual(['Nombre del plan', 'Descripción', 'Secciones', 'Última modificación']);
    expect(sorted.records.slice(1).map((record) => record.cells[0])).toEqual([...ascending].reverse());
    expect(sorted.records.slice(1).map((record) => record.cells[2])).toEqual(await table.column(2));
    await table.root.getByLabel('Filtrar por Nombre del plan').fill(names[0]);
    await showsColumn(page, 'workplans', 0, [names[0]]);
    const filtered = await table.exportCsv('Exportar CSV');
    expect(filtered.records.slice(1).map((record) => record.cells[0])).toEqual([names[0]]);
    await table.rows().first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByTestId('data-table-workplan-sections').waitFor();
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
