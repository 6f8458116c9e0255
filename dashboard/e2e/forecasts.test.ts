import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { formatNumber } from '../src/purchasing/forecasts/utils';
import { dataTable, gqlInPage, tableOrder } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * The Forecast screen against the real product and its demo data: the buyer ('compras') sees the
 * seeded runs and the imported file, the accuracy panel of the last 8 weeks, imports a CSV,
 * cannot accept 'Nuevo pronóstico' without a provider, then starts a run for two stores, follows
 * it to the end and finds it finished in the list.
 */

describeWithBrowser('the Forecast screen on the running product', () => {
  const running = productInBrowser('forecasts');

  it('lists runs and imports, shows the accuracy, imports a file and runs a new forecast with its progress', async () => {
    const { page, consoleErrors } = await running.signIn('compras', { viewport: { width: 1500, height: 1000 } });
    await page.goto(`${running.url}/prometheus/purchases/newForecast`);
    await page.getByRole('heading', { name: 'Pronóstico', exact: true }).waitFor();

    const runs = page.getByTestId('data-table-forecast-runs');
    await runs.getByText('pronostico_olmeca_semana.csv', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await runs.getByText('Importado').count()).toBeGreaterThan(0);
    expect(await runs.getByText('Terminado').count()).toBeGreaterThanOrEqual(9);

    const accuracy = page.getByTestId('forecast-accuracy');
    await accuracy.getByTestId('forecast-accuracy-overall').waitFor({ timeout: 20_000 });
    expect(await accuracy.getByTestId('forecast-accuracy-overall').textContent()).toMatch(/Cobertura P10–P90\s*\d+(\.\d)?\s?%/);
    await accuracy.getByTestId('forecast-accuracy-chart').locator('svg.recharts-surface').first().waitFor();
    const items = dataTable(page, 'forecast-accuracy-items');
    expect(await items.rows().count()).toBeGreaterThan(5);
    // The products sort in the browser in Spanish (ui/utils/tableSort.ts).
    await items.sortBy('Producto', 'ascending');
    const products = await items.column(1);
    expect(products).toEqual(tableOrder(products));
    await items.sortBy('Producto', 'descending');
    const descending = await items.column(1);
    expect(descending).toEqual(tableOrder(descending).reverse());
    expect(descending[0]).not.toBe(products[0]);
    await saveScreenshot(page, 'forecasts-screen-es');
    // Bad input: no provider is refused under it in Spanish, 'Ver exactitud' is off and the figures shown stay.
    await accuracy.getByLabel('Proveedor').selectOption('');
    await accuracy.getByText('Elige el proveedor.').waitFor();
    expect(await accuracy.getByRole('button', { name: 'Ver exactitud' }).isDisabled()).toBe(true);
    expect(await items.rows().count()).toBeGreaterThan(5);
    await accuracy.getByLabel('Proveedor').selectOption('PRV001');
    await expect.poll(() => accuracy.getByRole('button', { name: 'Ver exactitud' }).isDisabled()).toBe(false);
    await accuracy.getByRole('button', { name: 'Ver exactitud' }).click();
    await accuracy.getByTestId('forecast-accuracy-overall').waitFor();

    // A forecast file through the existing import.
    await page.getByTestId('forecast-import-file').setInputFiles({
      name: 'pronostico_prueba.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('date,item,store,p10,p50,p90\n2027-01-04,10001,CO101,1,2,3\n2027-01-05,10001,CO101,1,2,4\n'),
    });
    await page.getByText('Pronóstico importado: 2 filas (1 artículo-tienda).').waitFor({ timeout: 20_000 });
    await runs.getByText('pronostico_prueba.csv').waitFor({ timeout: 10_000 });

    // A file above the API's 2 MB body limit goes in parts, with its progress, and is listed once.
    const lines = ['date,item,store,p10,p50,p90'];
    for (let day = 0; day < 1200; day += 1) {
      const date = new Date(Date.parse('2028-01-01T00:00:00Z') + day * 86_400_000).toISOString().slice(0, 10);
      for (const store of ['CO101', 'CO102', 'CO103'])
        for (const item of ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008', '10009', '10010', '10011'])
          lines.push(`${date},${item},${store},1.123456789,2.123456789,3.123456789`);
    }
    const large = Buffer.from(lines.join('\n'));
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    await page.getByTestId('forecast-import-file').setInputFiles({ name: 'pronostico_grande.csv', mimeType: 'text/csv', buffer: large });
    await page
      .getByTestId('forecast-import-progress')
      .getByText(/Importando el archivo: \d+ de 3 partes enviadas…/)
      .waitFor();
    await page.getByText(/Pronóstico importado: 39,600 filas/).waitFor({ timeout: 60_000 });
    const largeRun = runs.locator('tr', { hasText: 'pronostico_grande.csv' });
    await expect.poll(() => largeRun.count()).toBe(1);
    await expect.poll(() => largeRun.textContent()).toContain('39,600');
    await expect.poll(() => page.getByTestId('forecast-import-progress').count()).toBe(0);

    // One bad input: without a provider 'Aceptar' stays disabled and the dialog says why.
    await page.getByRole('button', { name: 'Nuevo pronóstico' }).click();
    const dialog = page.locator('.bp6-dialog');
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    expect(await accept.isDisabled()).toBe(true);
    await dialog.locator('#forecast-companyId').selectOption('01');
    await expect.poll(() => dialog.locator('#forecast-providerId').isEnabled(), { timeout: 15_000 }).toBe(true);
    await dialog.getByText('Elige el proveedor.').waitFor();
    expect(await accept.isDisabled()).toBe(true);
    await dialog.locator('#forecast-providerId').selectOption('PRV002');
    await dialog.locator('#forecast-storeIds').selectOption(['CO101', 'CO102']);
    // A horizon past 31 days is refused under its field and Aceptar stays off.
    await dialog.locator('#forecast-horizonDays').fill('40');
    await dialog.getByText('El horizonte debe ser un número entero de días entre 1 y 31.').waitFor();
    expect(await accept.isDisabled()).toBe(true);
    await dialog.locator('#forecast-horizonDays').fill('8');
    await expect.poll(() => accept.isEnabled()).toBe(true);
    await saveScreenshot(page, 'forecasts-dialog-es');
    await accept.click();
    await dialog.getByText(/Pronóstico listo: [\d,]+ filas para 2 tiendas\./).waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'forecasts-progress-es');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    const newRun = runs.locator('tr', { hasText: 'CO101, CO102' }).first();
    await newRun.getByText('Terminado').waitFor({ timeout: 15_000 });
    expect(await newRun.textContent()).toContain('Jorge Ramírez Cruz');
    expect(await newRun.textContent()).toContain('Embotelladora del Sureste');
    expect(consoleErrors).toEqual([]);
  }, 180_000);

  it('sorts the runs by rows on the server, filters them by kind and exports what it shows', async () => {
    const { page, consoleErrors } = await running.signIn('compras', { viewport: { width: 1500, height: 1000 } });
    await page.goto(`${running.url}/prometheus/purchases/newForecast`);
    const runs = dataTable(page, 'forecast-runs');
    await runs.loaded();
    const PAGE = `query ($kind: String) {
      forecastRunPage(pageSize: 25, sort: rows, direction: desc, kind: $kind) { total rows { runId rows createdAt kind } }
    }`;
    type Answer = { forecastRunPage: { total: number; rows: { runId: string; rows: number; createdAt: string; kind: string }[] } };
    const figures = (answer: Answer) => answer.forecastRunPage.rows.map((run) => formatNumber(run.rows, 'es', 0));
    const ROWS = 4;
    await runs.sortBy('Filas', 'descending');
    const all = await gqlInPage<Answer>(page, PAGE);
    expect(all.forecastRunPage.total).toBeGreaterThan(3);
    await runs.shows(ROWS, figures(all));
    expect(page.url()).toContain('sort=rows');
    await runs.root.getByLabel('Filtrar por Tipo').selectOption({ label: 'Importado' });
    const imported = await gqlInPage<Answer>(page, PAGE, { kind: 'imported' });
    expect(imported.forecastRunPage.total).toBeGreaterThan(0);
    expect(imported.forecastRunPage.total).toBeLessThan(all.forecastRunPage.total);
    await runs.shows(ROWS, figures(imported));
    const { fileName, records } = await runs.exportCsv('Exportar CSV');
    expect(fileName).toMatch(/^forecast-runs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(records[0].cells.slice(0, 3)).toEqual(['createdAt', 'kind', 'createdBy']);
    expect(records.slice(1).map((record) => record.cells[0])).toEqual(imported.forecastRunPage.rows.map((run) => run.createdAt));
    expect(records.slice(1).every((record) => record.cells[1] === 'imported')).toBe(true);
    await saveScreenshot(page, 'forecast-runs-table');
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
