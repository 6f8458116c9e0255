import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { RemoteControlModel } from '../../db/models/remoteCommands/remoteControl';
import { dataTable, tableOrder } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * The price list and remote commands on the running product: 'precios' builds lines from the ERP
 * simulator's tables, exports the list once (the second try the same day is refused), and
 * 'soporte' sends a command that the store simulator answers, and meets an expired kit.
 */

describeWithBrowser('price list and remote commands on the running product', () => {
  const running = productInBrowser('pricing', { env: { ERP_POLL_INTERVAL_MS: '200', STORE_SIMULATOR_INTERVAL_MS: '500' }, startTimeoutMs: 180_000 });

  const signIn = (userName: string) => running.signIn(userName, { viewport: { width: 1440, height: 1100 } });

  it('precios adds priced lines from the ERP tables, exports the list once and is refused the second time', async () => {
    const { page, consoleErrors } = await signIn('precios');
    await page.goto(`${running.url}/prometheus/operation/price`);
    await page.getByLabel('Empresa', { exact: true }).selectOption({ index: 1 });
    const customers = page.getByRole('region', { name: 'Clientes' });
    const articles = page.getByRole('region', { name: 'Artículos' });
    const pickCustomer = customers.getByLabel(/^Elegir cliente /);
    const pickArticle = articles.getByLabel(/^Elegir artículo /);
    const customerTable = dataTable(page, 'price-customers');
    await customerTable.loaded().catch(async (error: unknown) => {
      await saveScreenshot(page, 'pricing-failure');
      throw error;
    });
    await dataTable(page, 'price-articles').loaded();
    await dataTable(page, 'price-offers').loaded();
    // The customers' table: sorted, filtered and paged in the browser (10 rows a page, spec 002).
    await customerTable.sortBy('clacte', 'descending');
    const codes = await customerTable.column(1);
    expect(codes).toEqual(tableOrder(codes).reverse());
    const paged = (await customerTable.root.getByTestId('data-table-pager').count()) > 0;
    const total = paged ? Number(/de (\d+)$/.exec(await customerTable.range())![1]) : codes.length;
    expect(codes.length).toBe(Math.min(10, total));
    if (total > 10) {
      await customerTable.nextPage('Siguiente');
      await customerTable.changedFrom(codes, 1);
      expect((await customerTable.column(1))[0] < codes[codes.length - 1]).toBe(true);
    }
    const someone = (await customerTable.column(2))[0];
    await customerTable.root.getByLabel('Filtrar por nomcte').fill(someone.slice(0, 6));
    await expect.poll(async () => (await customerTable.column(2)).every((name) => name.toLowerCase().includes(someone.slice(0, 6).toLowerCase()))).toBe(true);
    await customerTable.root.getByLabel('Filtrar por nomcte').fill('');
    await customerTable.sortBy('clacte', 'ascending');
    await pickCustomer.nth(0).check({ force: true });
    await pickCustomer.nth(1).check({ force: true });
    await pickArticle.nth(0).check({ force: true });
    await pickArticle.nth(1).check({ force: true });
    // A bad input: an article priced 0 is not added.
    const secondPrice = articles.getByLabel(/^Precio de /).nth(1);
    await secondPrice.fill('0');
    await page.getByRole('button', { name: 'Agregar Datos' }).click();
    await page.getByText('1 artículo sin precio mayor a 0 no se agregó').waitFor();
    const lines = page.getByRole('table', { name: 'Líneas agregadas' });
    await expect.poll(() => lines.locator('tbody tr').count()).toBe(2);
    // The added lines download as CSV through the dashboard's one download helper, to check them before the export.
    const addedFile = await dataTable(page, 'price-list-lines').exportCsv('Exportar CSV');
    expect(addedFile.fileName).toBe('lineas-agregadas.csv');
    expect(addedFile.records.map((record) => record.cells.slice(0, 1))).toHaveLength(3);
    expect(addedFile.records[0].cells).toEqual(['ClaCte', 'ClaEmp', 'ClaArti', 'PrecioOfe', 'PctDescto']);
    // A bad offer end is refused under it, in Spanish, and 'Exportar Lista' stays off until it is right.
    const offerTo = await page.locator('#offer-to').inputValue();
    await page.locator('#offer-to').fill('31/02/2020');
    await page.locator('#offer-to').press('Enter');
    await page.getByText('Escribe una fecha válida.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Exportar Lista' }).isDisabled()).toBe(true);
    await page.locator('#offer-to').fill(offerTo);
    await page.locator('#offer-to').blur();
    await page.getByText('Escribe una fecha válida.').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Exportar Lista' }).click();
    const notice = page.getByRole('dialog');
    await notice.getByText('Una vez que se cargue el archivo no lo podras generar de nuevo hasta el siguiente dia').waitFor();
    await saveScreenshot(page, 'pricing-notice');
    await notice.getByRole('button', { name: 'Listo' }).click();
    await page.getByText('Se generó ListadePrecios.csv con 2 líneas').waitFor();
    const history = page.getByRole('table', { name: 'Listas exportadas' });
    await history.getByRole('link', { name: 'ListadePrecios.csv' }).waitFor();
    const href = await history.getByRole('link', { name: 'ListadePrecios.csv' }).getAttribute('href');
    const file = await (await fetch(href!)).text();
    expect(file.split('\r\n')[0]).toBe('ClaCte,ClaEmp,ClaArti,TipoPrecioVta,PctDescto,PrecioOfe,FecIniOfe,FecFinOfe,IdSesion');
    expect(file.trimEnd().split('\r\n')).toHaveLength(3);
    await saveScreenshot(page, 'pricing-exported');
    // The second export the same day is refused by the server, saying when the next is possible.
    await pickCustomer.nth(2).check({ force: true });
    await page.getByRole('button', { name: 'Agregar Datos' }).click();
    await page.getByRole('button', { name: 'Exportar Lista' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Listo' }).click();
    await page
      .getByText(/ya se generó hoy/)
      .first()
      .waitFor();
    expect(consoleErrors.filter((text) => !text.includes('409'))).toEqual([]);
  }, 120_000);

  it('soporte sends a command the store simulator executes, and an expired kit is removed', async () => {
    const { page, consoleErrors } = await signIn('soporte');
    await page.goto(`${running.url}/prometheus/support/remoteCommands`);
    await page.getByLabel('Empresa', { exact: true }).selectOption('01');
    await page.getByLabel('Tienda', { exact: true }).selectOption('CO101');
    // The history follows the server's change stream (no timer): the store's answers arrive live.
    await page.locator('[data-live-status="live"]').waitFor();
    await page.getByLabel('Acción', { exact: true }).selectOption('Actualizar precios');
    await page.getByRole('button', { name: 'enviar' }).click();
    await page.getByText('El comando ha sido enviado...').waitFor();
    const history = page.getByRole('table', { name: 'Historial de comandos' });
    const newest = history.locator('tbody tr').first();
    await expect.poll(async () => newest.textContent(), { timeout: 30_000 }).toMatch(/Actualizar precios.*Ejecutado/);
    await expect
      .poll(async () => (await newest.locator('li').allTextContents()).map((text) => text.split(' · ')[0]))
      .toEqual(['Enviado', 'Recibido', 'Ejecutado']);
    // A bad input: the expired kit leaves the list, the form (useZodForm on sendCommandFormSchema) says under Kit that one
    // is needed, in Spanish, send stays disabled and nothing is sent; a kit of the store is then sent.
    const sentToStore = () => RemoteControlModel.countDocuments({ warehouseId: 'CO101' });
    const sentBefore = await sentToStore();
    await page.getByLabel('Acción', { exact: true }).selectOption('Activar kit promocional');
    await page.locator('#rc-kitId').selectOption('KIT_VERANO25');
    await page.getByText('La promo está vencida... por favor seleccione otra...').waitFor();
    await expect.poll(() => page.locator('#rc-kitId').locator('option[value="KIT_VERANO25"]').count()).toBe(0);
    await page.getByText('Selecciona un kit promocional de la tienda para este comando.').waitFor();
    expect(await page.getByRole('button', { name: 'enviar' }).isDisabled()).toBe(true);
    expect(await sentToStore()).toBe(sentBefore);
    await page.locator('#rc-kitId').selectOption('KIT_2X1CERV');
    await expect.poll(() => page.getByRole('button', { name: 'enviar' }).isDisabled()).toBe(false);
    expect(await page.getByText('Selecciona un kit promocional de la tienda para este comando.').count()).toBe(0);
    await saveScreenshot(page, 'remote-commands');
    await page.getByRole('button', { name: 'enviar' }).click();
    await expect.poll(sentToStore).toBe(sentBefore + 1);
    // The history's table (the seeded history and ours): sorted by command on the server, filtered by state, store and command, exported.
    await page.getByLabel('Acción', { exact: true }).selectOption('Actualizar precios');
    await page.getByRole('button', { name: 'enviar' }).click();
    const table = dataTable(page, 'remote-command-history');
    const executedHere = async () =>
      (await history.locator('tbody tr').allTextContents()).filter((text) => /Actualizar precios.*CO101.*Ejecutado/.test(text)).length;
    await expect.poll(executedHere, { timeout: 30_000 }).toBe(3);
    await table.sortBy('Comando', 'descending');
    const commandsShown = await table.column(1);
    expect(commandsShown).toEqual([...commandsShown].sort((a, b) => b.localeCompare(a, 'es')));
    await table.root.getByLabel('Filtrar por Estado').selectOption('executed');
    await expect.poll(async () => [...new Set(await table.column(4))]).toEqual(['Ejecutado']);
    await table.root.getByLabel('Filtrar por Tienda').selectOption('CO103');
    await table.root.getByTestId('data-table-empty').waitFor();
    await table.root.getByLabel('Filtrar por Tienda').selectOption('CO101');
    await table.root.getByLabel('Filtrar por Comando').selectOption('Actualizar precios');
    await table.waitForRange(/ de 3$/);
    const exported = await table.exportCsv('Exportar CSV');
    expect(exported.fileName).toMatch(/^remote-commands-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.records[0].cells.slice(0, 5)).toEqual(['sentAt', 'remoteCommandName', 'warehouseId', 'params', 'state']);
    expect(exported.records.slice(1).map((record) => [record.cells[1], record.cells[2], record.cells[4]])).toEqual(
      Array(3).fill(['Actualizar precios', 'CO101', 'executed']),
    );
    await saveScreenshot(page, 'remote-commands-history');
    // The command dialog refuses a command that is not JSON with oper and data.
    await page.getByRole('button', { name: 'Agregar comando' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Abrir cajón');
    await dialog.getByLabel('Comando').fill('{oper: abrir}');
    await dialog.getByLabel('Comando').press('Tab');
    // The form (useZodForm with the server's schema) says why in Spanish and keeps its save disabled: nothing is saved.
    await dialog.getByText('El comando debe ser un JSON con "oper" (texto) y "data".').waitFor();
    expect(await dialog.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Comando').fill('{"oper":"openDrawer","data":{"drawer":1}}');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado!').waitFor();
    await page.getByRole('table', { name: 'Comandos', exact: true }).getByText('Abrir cajón').waitFor();
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
