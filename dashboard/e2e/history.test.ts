import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { dataTable } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * The change history on the running product with its demo data (issue 22): the administrator
 * changes a store's zone and renames a customer type, opens each record's "Historial de cambios"
 * and reads who, when and the field before → after; the "Bitácora" finds the change by the user,
 * opens its detail, refuses a backwards date range and exports CSV, in Spanish and in English; a
 * buyer without history:read gets the no-permission state and the API refuses the log.
 */

describeWithBrowser('change history panel and audit log', () => {
  const running = productInBrowser('history');
  const errors: string[][] = [];
  /** The store whose zone the first test changes, and the zone names before and after. */
  const changed = { store: '', before: '', after: '' };

  /** A page signed in as `userName` in `language`, on the dashboard's `screenPath`; its console errors join the suite's. */
  async function signIn(userName: string, screenPath: string, language: 'es' | 'en' = 'es'): Promise<Page> {
    const { page, consoleErrors } = await running.signIn(userName, {
      language,
      viewport: { width: 1440, height: 900 },
      locale: language === 'es' ? 'es-MX' : 'en-US',
    });
    errors.push(consoleErrors);
    await page.goto(`${running.url}/prometheus/${screenPath}`);
    return page;
  }

  it('the administrator changes a store zone and reads it in the store history, before and after', async () => {
    const page = await signIn('admin', 'settings/warehouse');
    await page.getByRole('heading', { name: 'Configuración de tiendas' }).waitFor();
    const table = page.getByRole('table', { name: 'ERP' });
    await table.waitFor();
    const store = ((await table.locator('tbody tr td strong').first().textContent()) ?? '').trim();
    const zone = page.getByLabel(`Zona de ${store}`);
    const options = await zone
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })));
    const initial = await zone.inputValue();
    const other = options.find((option) => option.value && option.value !== initial)!;
    changed.store = store;
    changed.before = options.find((option) => option.value === initial)?.text ?? '';
    changed.after = other.text;
    await zone.selectOption(other.value);
    await page.getByRole('button', { name: `Guardar cambios de ${store}` }).click();
    await page.getByText('Se ha actualizado tu sucursal satisfactoriamente.').waitFor();

    await page.getByRole('button', { name: new RegExp(`^Historial de cambios de ${store} `) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Historial de cambios', { exact: true }).waitFor();
    const entry = dialog.locator('.history-entry').first();
    await entry.getByText('Cambio', { exact: true }).waitFor();
    await entry.getByText('por admin').waitFor();
    const zoneRow = entry.locator('tr', { has: page.getByRole('rowheader', { name: 'Zona', exact: true }) });
    expect(await zoneRow.locator('.history-fields__before').textContent()).toBe(changed.before);
    expect(await zoneRow.locator('.history-fields__after').textContent()).toBe(changed.after);
    // The store's calendar date of today, in Spanish ("28 nov 2026, 1:05 a.m.").
    expect(await entry.locator('time').textContent()).toMatch(/^\d{1,2} [a-z]{3}\.? \d{4},? \d{1,2}:\d{2}\s[ap]\.\s?m\.$/);
    await saveScreenshot(page, 'history-store-panel-es');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The same history in the store's ERP form, collapsed until opened.
    await page.getByRole('button', { name: `Editar configuración ERP de ${store}` }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Compañía ERP (organizationId)').waitFor();
    expect(await form.locator('.history-entry').count()).toBe(0);
    await form.getByText('Historial de cambios', { exact: true }).click();
    await form.locator('.history-entry').first().getByText('por admin').waitFor();
    await form.getByText('Historial de cambios', { exact: true }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'history-store-erp-form-es');
  }, 90_000);

  it('a renamed customer type shows its old and new names', async () => {
    const page = await signIn('admin', 'customer/setting');
    const first = page.locator('.customer-types__table tbody tr').first();
    await first.waitFor();
    const name = ((await first.locator('.customer-types__name').textContent()) ?? '').trim();
    await first.getByRole('button', { name: new RegExp(`^Renombrar`) }).click();
    const renamed = `${name} H`;
    await first.getByRole('textbox').fill(renamed);
    await first.getByRole('button', { name: 'Guardar' }).click();
    await first.locator('.customer-types__name', { hasText: renamed }).waitFor();
    await first.getByRole('button', { name: `Historial de cambios de ${renamed}` }).click();
    const dialog = page.getByRole('dialog');
    const row = dialog
      .locator('.history-entry')
      .first()
      .locator('tr', { has: page.getByRole('rowheader', { name: 'Nombre', exact: true }) });
    await row.waitFor();
    expect(await row.locator('.history-fields__before').textContent()).toBe(name);
    expect(await row.locator('.history-fields__after').textContent()).toBe(renamed);
    await saveScreenshot(page, 'history-customer-type-es');
  }, 60_000);

  it('the audit log finds the change by its user, shows its detail, refuses a backwards range and exports CSV', async () => {
    const page = await signIn('admin', 'settings/auditLog');
    await page.getByRole('heading', { name: 'Bitácora' }).waitFor();
    await page.getByLabel('Usuario', { exact: true }).fill('admin');
    await page.getByLabel('Tipo de registro').selectOption('Warehouse');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/userName=admin/);
    const table = page.getByRole('table', { name: 'Bitácora de cambios' });
    const row = table.locator('tbody tr', { hasText: `Tienda${changed.store}` }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('admin');
    expect(await row.textContent()).toContain('Cambio');
    await row.getByRole('button', { name: `Ver detalle del cambio Tienda ${changed.store}` }).click();
    const detail = table.getByRole('table', { name: `Cambios de Tienda ${changed.store}` }).first();
    const zoneRow = detail.locator('tr', { has: page.getByRole('rowheader', { name: 'Zona', exact: true }) });
    expect(await zoneRow.locator('.history-fields__before').textContent()).toBe(changed.before);
    expect(await zoneRow.locator('.history-fields__after').textContent()).toBe(changed.after);
    await page
      .getByRole('status')
      .getByText(/cambios? encontrados?/)
      .waitFor();
    await saveScreenshot(page, 'history-audit-log-es');

    const log = dataTable(page, 'audit-log');
    const {
      records: [header, ...records],
      fileName,
    } = await log.exportCsv('Exportar CSV');
    expect(fileName).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header.cells.slice(0, 4)).toEqual(['at', 'actorKind', 'actorId', 'actorName']);
    expect(records.length).toBeGreaterThan(0);
    // Columns: at, actorKind, actorId, actorName, runId, area, recordType, recordId, operation, field, before, after.
    expect(records.every(({ cells }) => cells[3] === 'admin' && cells[6] === 'Warehouse')).toBe(true);
    expect(records.some(({ cells }) => cells.join(',').includes(changed.store) && cells[9].startsWith('zone'))).toBe(true);

    // Sorted on the server by operation, newest first inside each (the API's own page), the sort kept in the address.
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.waitForURL((url) => !url.search.includes('userName'));
    await log.sortBy('Operación', 'descending');
    await page.waitForURL(/sort=operation&direction=desc/);
    const api = (
      await page.evaluate(async () => {
        const query = 'query { changeHistory(pageSize: 25, sort: operation, direction: desc) { entries { operation } } }';
        const response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        return (await response.json()) as { data: { changeHistory: { entries: { operation: string }[] } } };
      })
    ).data.changeHistory.entries.map((entry) => ({ create: 'Alta', update: 'Cambio', delete: 'Baja' })[entry.operation as 'create']);
    await expect.poll(() => log.column(5)).toEqual(api);
    await saveScreenshot(page, 'history-audit-log-sorted-es');
    const sorted = await log.exportCsv('Exportar CSV');
    const operations = sorted.records.slice(1).map(({ cells }) => cells[8]);
    expect(operations).toEqual([...operations].sort().reverse());

    // The dates read and are typed as dd/mm/aaaa; a backwards range is refused under its field and nothing is asked.
    await page.getByLabel('Desde').fill('30/11/2026');
    await page.getByLabel('Hasta').fill('01/11/2026');
    await page.getByLabel('Hasta').press('Tab');
    await page.getByText('La fecha inicial es posterior a la final: corrige el rango.').waitFor();
    expect(await page.getByRole('button', { name: 'Buscar' }).isDisabled()).toBe(true);
    expect(page.url()).not.toContain('from=');
    await page.getByLabel('Hasta').fill('30/11/2026');
    await page.getByLabel('Hasta').press('Tab');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/from=2026-11-30&to=2026-11-30/);
    await saveScreenshot(page, 'history-audit-log-range-es');
  }, 90_000);

  it('reads the same in English', async () => {
    const page = await signIn('admin', `settings/auditLog?userName=admin&recordType=Warehouse`, 'en');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const table = page.getByRole('table', { name: 'Change log' });
    const row = table.locator('tbody tr', { hasText: `Store${changed.store}` }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Updated');
    await row.getByRole('button', { name: `Show details of change Store ${changed.store}` }).click();
    await table.getByRole('rowheader', { name: 'Zone', exact: true }).first().waitFor();
    await saveScreenshot(page, 'history-audit-log-en');

    await page.goto(`${running.url}/prometheus/settings/warehouse`);
    await page.getByRole('button', { name: new RegExp(`^Change history of ${changed.store} `) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.history-entry').first().getByText('by admin').waitFor();
    expect(await dialog.locator('.history-entry time').first().textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4},? \d{1,2}:\d{2}\s[AP]M$/);
    await saveScreenshot(page, 'history-store-panel-en');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A store nobody changed: the empty state.
    const untouched = page.getByRole('button', { name: /^Change history of / }).nth(1);
    await untouched.click();
    await page.getByRole('dialog').getByText('No changes recorded').waitFor();
    await saveScreenshot(page, 'history-store-empty-en');
  }, 60_000);

  it('a history that cannot be loaded says so in Spanish and retries', async () => {
    const page = await signIn('admin', 'settings/warehouse');
    let refuse = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { query?: string } | null;
      if (!refuse || !body?.query?.includes('query RecordHistory')) return route.fallback();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'Base de datos no disponible', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      });
    });
    await page.getByRole('button', { name: new RegExp(`^Historial de cambios de ${changed.store} `) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No se pudo cargar el historial').waitFor();
    await dialog.getByText('Base de datos no disponible').waitFor();
    await saveScreenshot(page, 'history-store-error-es');
    refuse = false;
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await dialog.locator('.history-entry').first().getByText('por admin').waitFor();
  }, 60_000);

  it('every record screen opens its history without an error, and the server knows every record type the screens ask for', async () => {
    const page = await signIn('admin', 'customer');
    const graphql = (query: string) =>
      page.evaluate(async (body) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: body }),
        });
        return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
      }, query);
    // The record types the screens pass (dashboard/src/<area>/components): each one answers a page.
    const recordTypes = [
      'Customer',
      'CustomerType',
      'Warehouse',
      'Product',
      'WorkTeamTemplate',
      'VariableCommission',
      'CommissionIndicator',
      'CommissionHelperFunction',
      'CommissionVariableValue',
      'CommissionParameter',
      'Attendant',
      'SystemRole',
      'Position',
      'PermissionProfile',
      'SystemMenu',
      'Workplan',
      'PurchaseOrder',
      'RemoteCommand',
    ];
    for (const recordType of recordTypes) {
      const answer = await graphql(`{ recordHistory(recordType: "${recordType}", recordId: "1-1") { total } }`);
      expect(answer.errors, recordType).toBeUndefined();
    }

    const customers = await graphql('{ customers(pageSize: 5) { rows { id } } }');
    const customerId = (customers.data?.customers as { rows: { id: string }[] }).rows[0]!.id;
    const opened = async (scope: ReturnType<Page['locator']>, name: string) => {
      await scope.getByText('Historial de cambios', { exact: true }).click();
      await scope.locator('.history-entry, .history-panel__state').first().waitFor();
      expect(await scope.getByText('No se pudo cargar el historial').count()).toBe(0);
      await saveScreenshot(page, name);
    };
    await page.goto(`${running.url}/prometheus/customer/${customerId}`);
    await page.locator('.customer-page .history-panel').waitFor();
    await opened(page.locator('.customer-page'), 'history-customer-page-es');

    await page.goto(`${running.url}/prometheus/system/users`);
    await page.getByRole('searchbox').fill('compras');
    await page.getByRole('button', { name: 'Editar compras' }).click();
    await opened(page.getByRole('dialog'), 'history-user-dialog-es');

    await page.goto(`${running.url}/prometheus/workplan`);
    await page
      .getByRole('button', { name: /^Ver secciones de / })
      .first()
      .click();
    await opened(page.getByRole('dialog'), 'history-workplan-es');
  }, 90_000);

  it('a buyer without history:read gets the no-permission state, and the API refuses the log', async () => {
    const page = await signIn('compras', 'settings/auditLog');
    await page.getByText('Sin permiso').first().waitFor();
    expect(await page.getByRole('table', { name: 'Bitácora de cambios' }).count()).toBe(0);
    await saveScreenshot(page, 'history-audit-log-forbidden-es');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ changeHistory { total } }' }),
      });
      return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows no console error on any of these screens', () => {
    expect(errors.flat()).toEqual([]);
  });
});
