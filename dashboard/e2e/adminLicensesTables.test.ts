import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { dataTable, gqlInPage, tableOrder } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * The system settings' menus and positions on the data table (local lists: sorted, filtered and
 * paged on the screen), the POS licenses sorted, paged, filtered and exported on the server, and their forms on useZodForm: a bad menu path is
 * refused under its field in Spanish and nothing is created; a renewal of 40 months is refused
 * in storeOperations.test.ts.
 */
describeWithBrowser('admin and licenses data tables and forms', () => {
  const running = productInBrowser('admin-licenses-tables', { env: { STORE_SIMULATOR: 'off' } });

  /** A page signed in as 'admin'. */
  const signIn = () => running.signIn('admin', { viewport: { width: 1600, height: 1000 } });

  async function menuIds(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ systemMenus { systemMenuId } }' }),
      });
      return ((await response.json()) as { data: { systemMenus: { systemMenuId: string }[] } }).data.systemMenus.map((menu) => menu.systemMenuId);
    });
  }

  it('menus: sorts by name, filters by path; Crear menú refuses a bad path in Spanish and creates nothing', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${running.url}/prometheus/settings/menus`);
    const menus = dataTable(page, 'admin-menus');
    await menus.loaded();
    const NAME = 0;
    const ID = 1;
    const PATH = 3;
    // A local sort: descending is ascending reversed (the ids are unique).
    await menus.sortBy('Id', 'ascending');
    const ascending = await menus.column(ID);
    expect(ascending.length).toBeGreaterThan(3);
    await menus.sortBy('Id', 'descending');
    await menus.changedFrom(ascending, ID);
    expect(await menus.column(ID)).toEqual([...ascending].reverse());
    const names = await menus.column(NAME);
    await page.getByLabel('Filtrar por Ruta').fill('settings');
    await expect.poll(async () => (await menus.column(PATH)).every((value) => value.includes('settings'))).toBe(true);
    expect((await menus.column(PATH)).length).toBeLessThan(names.length);
    await saveScreenshot(page, 'admin-menus-table');

    await page.getByRole('button', { name: 'Crear menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear menú' });
    await dialog.getByLabel('Id del menú').fill('reports.bad');
    await dialog.getByLabel('Nombre').fill('Reportes malos');
    await dialog.getByLabel('Componente').fill('Reports');
    await dialog.getByLabel('Ruta').fill('reportes con espacios');
    await dialog.getByLabel('Ruta').press('Tab');
    await dialog.getByText('Indica una ruta válida para el menú.').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Crear' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'admin-menu-form-refused');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await menuIds(page)).not.toContain('reports.bad');
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('positions: sorts by position and filters by system role', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${running.url}/prometheus/settings/menus`);
    await page.getByRole('tab', { name: 'Puestos' }).click();
    const positions = dataTable(page, 'admin-positions');
    await positions.loaded();
    await positions.sortBy('Puesto', 'ascending');
    const all = await positions.column(0);
    expect(all.length).toBeGreaterThan(3);
    const firstLines = all.map((cell) => cell.split('\n')[0].trim());
    expect(firstLines).toEqual(tableOrder(firstLines));
    const roleFilter = page.getByLabel('Filtrar por Rol del sistema');
    const role = (await roleFilter.locator('option').nth(1).textContent()) ?? '';
    await roleFilter.selectOption({ label: role });
    await expect.poll(async () => (await positions.rows().count()) < all.length).toBe(true);
    const roles = await positions
      .rows()
      .evaluateAll((trs) => trs.map((tr) => (tr.children[1].querySelector('select') as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''));
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set([role]));
    await saveScreenshot(page, 'admin-positions-table');
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('licenses: sorts by expiry on the server, pages, filters by store and exports what it shows', async () => {
    const { page, consoleErrors } = await signIn();
    await page.goto(`${running.url}/prometheus/license`);
    const licenses = dataTable(page, 'pos-licenses');
    await licenses.loaded();
    const PAGE = `query ($page: Int, $search: String) {
      posLicensePage(pageSize: 50, page: $page, sort: expires, direction: desc, search: $search) { total rows { licenseId warehouseId warehouseName } }
    }`;
    type Answer = { posLicensePage: { total: number; rows: { licenseId: string; warehouseId: string; warehouseName: string }[] } };
    const stores = (answer: Answer) => answer.posLicensePage.rows.map((row) => `${row.warehouseId} · ${row.warehouseName}`);
    await licenses.sortBy('Vence', 'descending');
    const first = await gqlInPage<Answer>(page, PAGE, { page: 0 });
    expect(first.posLicensePage.total).toBeGreaterThan(50);
    await licenses.shows(0, stores(first));
    expect(page.url()).toContain('sort=expires');
    await licenses.nextPage('Siguiente');
    await licenses.shows(0, stores(await gqlInPage<Answer>(page, PAGE, { page: 1 })));
    await licenses.waitForRange(/^Registros 51–/);
    // The store filter under its heading is the server's search (code or name), back on the first page.
    const store = first.posLicensePage.rows[0].warehouseId;
    await page.getByLabel('Filtrar por Tienda').fill(store);
    const inStore = await gqlInPage<Answer>(page, PAGE, { page: 0, search: store });
    await licenses.shows(0, stores(inStore));
    await licenses.waitForRange(new RegExp(`^Registros 1–${inStore.posLicensePage.total} de ${inStore.posLicensePage.total}$`));
    const { fileName, records } = await licenses.exportCsv('Exportar CSV');
    expect(fileName).toMatch(/^pos-licenses-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(records[0].cells.slice(0, 5)).toEqual(['warehouseId', 'warehouseName', 'organizationId', 'registerNumber', 'licenseId']);
    expect(records.slice(1).map((record) => record.cells[4])).toEqual(inStore.posLicensePage.rows.map((row) => row.licenseId));
    expect(records.slice(1).every((record) => !record.cells.join(',').includes('PRM-'))).toBe(true);
    await saveScreenshot(page, 'licenses-table');
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
