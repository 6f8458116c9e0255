import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { dataTable, tableOrder } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * Head Count (as 'rhumanos') and Asignación de plantillas (as 'admin'; rhumanos does not see it)
 * on the running product with its demo data: the main paths and one bad input each.
 */

describeWithBrowser('headcount and work-team templates', () => {
  const running = productInBrowser('headcount');
  const consoleErrors: string[] = [];

  /** A page signed in as `userName`; its console errors join the suite's when it closes. */
  async function signedIn(userName: string): Promise<Page> {
    const { page, consoleErrors: errors } = await running.signIn(userName, { viewport: { width: 1440, height: 900 } });
    page.on('close', () => consoleErrors.push(...errors));
    return page;
  }

  /** A GraphQL call with the page's session (what another person's screen would send). */
  function call<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    return page.evaluate(
      async ({ query, variables }) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'accept-language': 'es' },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as never;
      },
      { query, variables },
    );
  }

  it("Head Count as 'rhumanos': cards, chart, reports, status filter, drawer with history and an evaluation kept after reload, and the calculation on demand", async () => {
    const page = await signedIn('rhumanos');
    await page.goto(`${running.url}/prometheus/humanResources/headcount`);
    await page.locator('[aria-label="BAMA"]').first().waitFor();
    await page.locator('[aria-label="TCO"]').first().waitFor();
    const statusChart = page.getByTestId('headcount-status-chart');
    await statusChart.locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByRole('cell', { name: 'CO101', exact: true }).waitFor();
    // The status chart's table view reads each company's levels as the API counts them.
    const summary = await call<{ data: { headcountSummary: { organizationName: string; high: number; medium: number; low: number }[] } }>(
      page,
      '{ headcountSummary { organizationName high medium low } }',
    );
    await statusChart.getByText('Tabla', { exact: true }).click();
    for (const company of summary.data.headcountSummary) {
      const cells = await statusChart.locator('.chart-frame__table tbody tr').filter({ hasText: company.organizationName }).locator('td').allTextContents();
      expect(cells).toEqual([
        company.organizationName,
        String(company.high),
        String(company.medium),
        String(company.low),
        String(company.high + company.medium + company.low),
      ]);
    }
    await saveScreenshot(page, 'headcount-status-table');
    await statusChart.getByText('Gráfica', { exact: true }).click();
    // Status filter: the stores still waiting for a template.
    await page.getByLabel('Filtrar por estatus').selectOption('none');
    await page.getByRole('cell', { name: 'CO119', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'CO101', exact: true }).count()).toBe(0);
    await page.getByLabel('Filtrar por estatus').selectOption('');
    // A store whose history has a cut-off with vacancies.
    const reports = await call<{ data: { headcountReports: { rows: { id: string; warehouseName: string }[] } } }>(
      page,
      '{ headcountReports(pageSize: 100) { rows { id warehouseName statusName } } }',
    );
    let store: { id: string; warehouseName: string } | undefined;
    let cutoff = '';
    for (const row of reports.data.headcountReports.rows) {
      const history = await call<{ data: { headcountHistory: { calculationDate: string; vacantCounter: number }[] } }>(
        page,
        'query ($id: ID!) { headcountHistory(reportId: $id) { calculationDate vacantCounter } }',
        { id: row.id },
      );
      const withVacancies = history.data.headcountHistory.find((log) => log.vacantCounter > 0);
      if (withVacancies) {
        store = row;
        cutoff = withVacancies.calculationDate;
        break;
      }
    }
    expect(store).toBeDefined();
    await page.getByLabel('Buscar empresa, sucursal, zona o tipo').fill(store!.id);
    await page.getByRole('button', { name: `More Info de ${store!.warehouseName}` }).click();
    await page.getByRole('heading', { name: 'Historial de Evaluaciones' }).waitFor();
    const vacancies = page.getByTestId('headcount-vacancies-chart');
    await vacancies.locator('.recharts-line-curve').waitFor();
    await vacancies.getByText('Tabla', { exact: true }).click();
    const [year, month, day] = cutoff.split('-');
    await vacancies
      .locator('.chart-frame__table tbody tr')
      .filter({ hasText: `${day}/${month}/${year}` })
      .first()
      .waitFor();
    await page.getByLabel(`Observación del corte ${cutoff}`).selectOption({ label: '— Vacaciones' });
    await page.getByText('Evaluación guardada.').first().waitFor();
    await page.getByLabel(`Plan de acción del corte ${cutoff}`).selectOption({ label: '— Tiempo extra autorizado' });
    await expect.poll(() => page.getByText('Evaluación guardada.').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Ver incidentes y detalles del ${cutoff}` }).click();
    await page.getByRole('heading', { name: 'Detalles' }).waitFor();
    await saveScreenshot(page, 'headcount-drawer');
    await page.reload();
    await page.getByLabel('Buscar empresa, sucursal, zona o tipo').fill(store!.id);
    await page.getByRole('button', { name: `More Info de ${store!.warehouseName}` }).click();
    await expect.poll(() => page.getByLabel(`Observación del corte ${cutoff}`).inputValue()).toBe('OBS-AUS-VAC');
    expect(await page.getByLabel(`Plan de acción del corte ${cutoff}`).inputValue()).toBe('PLA-COB-EXT');
    await page.keyboard.press('Escape');
    // The daily calculation on demand.
    await page.getByRole('button', { name: 'Calcular ahora' }).click();
    await page.getByText(/Cálculo del \d{4}-\d{2}-\d{2} terminado: \d+ sucursales\./).waitFor({ timeout: 60_000 });
    // A search that matches no store says so, and clearing it brings the stores back.
    await page.getByLabel('Buscar empresa, sucursal, zona o tipo').fill('ZZZ-no-existe');
    await page.getByText('Sin Datos', { exact: true }).waitFor();
    await page.getByLabel('Buscar empresa, sucursal, zona o tipo').fill('');
    await page.getByRole('button', { name: `More Info de ${store!.warehouseName}` }).waitFor();
    await saveScreenshot(page, 'headcount-screen');
    // rhumanos does not see the template assignment, and the server refuses it.
    const refused = await call<{ errors?: { extensions: { errorCode: string } }[] }>(page, '{ workTeamTemplates { id } }');
    expect(refused.errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
    await page.close();
  }, 150_000);

  it("Asignación de plantillas as 'admin': create with a bad range first, a team position with a bad quantity first, rules, toggle, assign a store, and the stale-version message", async () => {
    const page = await signedIn('admin');
    await page.goto(`${running.url}/prometheus/humanResources/templateAssignment`);
    await page.getByRole('cell', { name: 'Tienda chica', exact: true }).waitFor();
    await saveScreenshot(page, 'templates-table');
    // Create: a bad range is refused with its message, nothing is saved.
    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre de la plantilla').fill('Tienda de playa');
    await dialog.getByLabel('Venta mínima (MXN)').fill('900000');
    await dialog.getByLabel('Venta máxima (MXN)').fill('500000');
    await dialog.getByLabel('Frecuencia de ventas').selectOption('quincenal');
    await dialog.getByLabel('Periodo (1 a 10 veces la frecuencia)').fill('2');
    // The maximum was left below the minimum: refused under its box as soon as it is left, Guardar off.
    await dialog.getByText('La venta máxima debe ser mayor o igual a la mínima.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    const none = await call<{ data: { workTeamTemplates: { workTeamTemplate: string }[] } }>(page, '{ workTeamTemplates { workTeamTemplate } }');
    expect(none.data.workTeamTemplates.map((template) => template.workTeamTemplate)).not.toContain('Tienda de playa');
    await dialog.getByLabel('Venta máxima (MXN)').fill('1500000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('cell', { name: 'Tienda de playa', exact: true }).waitFor();
    // Edit Position: a quantity of 0 is refused, then a position is added.
    await page.getByRole('button', { name: 'Editar puestos de Tienda de playa' }).click();
    const positions = page.getByRole('dialog');
    await positions.getByLabel('Puesto', { exact: true }).selectOption({ label: 'Cajero' });
    await positions.getByLabel('Cantidad').fill('0');
    await positions.getByLabel('Cantidad').press('Tab');
    await positions.getByText('La cantidad va de 1 a 200.').waitFor();
    expect(await positions.getByRole('button', { name: 'Agregar puesto' }).isDisabled()).toBe(true);
    await positions.getByLabel('Cantidad').fill('3');
    await positions.getByLabel('Observación').fill('Dos turnos');
    await positions.getByRole('button', { name: 'Agregar puesto' }).click();
    await positions.getByText('Plazas requeridas: 3').waitFor();
    await positions.getByRole('cell', { name: 'Dos turnos' }).waitFor();
    await saveScreenshot(page, 'templates-positions');
    await positions.getByRole('button', { name: 'Cerrar' }).last().click();
    // Rule HeadCount: the order rule, then saved.
    await page.getByRole('button', { name: 'Reglas HeadCount de Tienda de playa' }).click();
    const rules = page.getByRole('dialog');
    await rules.getByLabel('Usar la regla Alto').check({ force: true });
    await rules.getByLabel('Vacantes del nivel Alto').fill('1');
    await rules.getByLabel('Usar la regla Bajo').check({ force: true });
    await rules.getByLabel('Vacantes del nivel Bajo').fill('2');
    await rules.getByRole('button', { name: 'Guardar' }).click();
    await rules.getByText(/Alto pide al menos tantas vacantes como Medio/).waitFor();
    await rules.getByLabel('Vacantes del nivel Alto').fill('3');
    await rules.getByLabel('Días del nivel Alto').fill('5');
    await rules.getByLabel('Vacantes del nivel Bajo').fill('1');
    await rules.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Reglas guardadas.').waitFor();
    // The dialog closes with a transition: a forced click on the switch before it is gone lands on its backdrop.
    await rules.waitFor({ state: 'hidden' });
    // Active toggle.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Tienda de playa', exact: true }) });
    const toggle = page.getByLabel('Activar o desactivar Tienda de playa');
    await toggle.click({ force: true });
    await page.getByText('Tienda de playa: Desactivado.').waitFor();
    await row.getByText('Desactivado', { exact: true }).waitFor();
    await toggle.click({ force: true });
    await page.getByText('Tienda de playa: Activado.').waitFor();
    await row.getByText('Activado', { exact: true }).waitFor();
    // Assignment to a store waiting for a template.
    await page.getByRole('button', { name: 'Asignar sucursales a Tienda de playa' }).click();
    const stores = page.getByRole('dialog');
    // The stores are a data table: sorted by code, filtered by company, then searched and ticked.
    const storesTable = dataTable(page, 'headcount-template-stores');
    await storesTable.loaded();
    await storesTable.sortBy('Clave Sucursal', 'descending');
    const codes = await storesTable.column(1);
    expect(codes).toEqual(tableOrder(codes).reverse());
    await stores.getByLabel('Filtrar por Empresa').selectOption('TCO');
    await expect.poll(async () => [...new Set(await storesTable.column(3))]).toEqual(['TCO']);
    await stores.getByLabel('Filtrar por Empresa').selectOption('');
    await stores.getByLabel('Buscar sucursal').fill('CO119');
    await stores.getByRole('checkbox', { name: /^CO119 · / }).check({ force: true });
    await stores.getByText('1 sucursal marcada').waitFor();
    await saveScreenshot(page, 'templates-stores');
    await stores.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Sucursales asignadas: 1 cambio.').waitFor();
    await expect.poll(() => row.getByRole('cell').nth(7).textContent()).toBe('1');
    // Someone else changes the template meanwhile: this screen's _version is stale.
    const list = await call<{ data: { workTeamTemplates: { id: string; workTeamTemplate: string; _version: number }[] } }>(
      page,
      '{ workTeamTemplates { id workTeamTemplate _version } }',
    );
    const playa = list.data.workTeamTemplates.find((template) => template.workTeamTemplate === 'Tienda de playa')!;
    await call(page, 'mutation ($id: ID!, $v: Int!) { setWorkTeamTemplateActive(id: $id, active: true, _version: $v) { _version } }', {
      id: playa.id,
      v: playa._version,
    });
    await toggle.click({ force: true });
    await page.getByText(/Alguien más cambió la plantilla mientras la veías \(versión \d+\)\. Recarga y vuelve a intentarlo\./).waitFor();
    await saveScreenshot(page, 'templates-stale');
    // HR's trees: a new option under a root.
    await page.getByRole('tab', { name: 'Observaciones y planes de acción' }).click();
    await page.getByRole('button', { name: 'Agregar · Observaciones' }).click();
    const choice = page.getByRole('dialog');
    await choice.getByLabel('Nombre').fill('Cambio de domicilio');
    await choice.getByLabel('Grupo').selectOption({ label: 'Rotación de personal' });
    await choice.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('cell', { name: /— Cambio de domicilio/ }).waitFor();
    await saveScreenshot(page, 'templates-choices');
    await page.close();
    expect(consoleErrors).toEqual([]);
  }, 150_000);
});
