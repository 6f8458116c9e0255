import { expect, it } from 'vitest';
import { storeDate } from '../../domain/common/time';
import { describeWithBrowser, saveScreenshot } from './browser';
import { customerScreensInBrowser } from './customersTesting';
import { settled } from './runningProduct';

const esDay = (day: string) =>
  new Intl.DateTimeFormat('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));

/**
 * The customer list and the customer types against the real product: filters by type and date
 * window, page size 'All' (capped at 1000 rows a page), and the types' PRINCIPAL toggle, additions
 * and renames.
 */
describeWithBrowser('the customer list and types on the running product', () => {
  const { running, signIn } = customerScreensInBrowser('customers-list');

  it('filters the list by customer type and date window and shows every row with page size all', async () => {
    const { page, consoleErrors } = await signIn('admin', 'es');
    await page.goto(`${running.url}/prometheus/customer`);
    await page.getByRole('heading', { name: 'Lista de clientes' }).waitFor();
    // The date field reads dd/mm/aaaa in Spanish and allows the last year up to today: a day after today is refused, in Spanish.
    const dateBox = page.getByLabel('Cambios desde');
    const today = storeDate(Date.now());
    expect(await dateBox.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await dateBox.fill(esDay(storeDate(Date.now() + 2 * 86_400_000)));
    await dateBox.press('Tab');
    await expect.poll(() => dateBox.inputValue()).toBe('Fecha fuera del rango permitido');
    await dateBox.fill('');

    await page.getByLabel('Filas por página').selectOption({ label: 'Todos' });
    await page.getByText('Página 1 de 1').waitFor();
    const total = Number(/Ver (\d+) filas/.exec((await page.getByRole('button', { name: /^Ver \d+ filas$/ }).textContent())!)![1]);
    // Sell banned is a labelled tag, not a bare mark.
    const table = page.getByTestId('customer-table');
    await table
      .locator('.bp6-tag', { hasText: /^(Permitida|Bloqueada)$/ })
      .first()
      .waitFor();
    expect(await table.getByText(/^[✔✘]$/).count()).toBe(0);
    // The toast says how many rows the page brought.
    await page.getByText(`${total} filas cargadas`).waitFor();

    await page.getByLabel('Tipo de cliente').selectOption('CL');
    await page.waitForFunction(() => {
      const table = document.querySelector('[data-testid="customer-table"] tbody')?.textContent ?? '';
      return table.includes('Cliente Leal') && !/Cliente (Club|Tiendero|Mayorista)/.test(table);
    });
    await dateBox.fill(esDay(today));
    await page
      .getByText(/filas cargadas/)
      .first()
      .waitFor();
    await saveScreenshot(page, 'customers-filtered-es');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("pages through 'All' 1000 rows at a time when a filter has more, and says so", async () => {
    const { page, consoleErrors } = await signIn('admin');
    // More than 1000 customers without loading them: the list answer's total is raised to 2345.
    const asked: { page: number; pageSize: number }[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { query?: string; variables?: { page?: number; pageSize?: number } } | null;
      if (!body?.query?.includes('query Customers(') || body.variables?.pageSize !== 0) return route.fallback();
      asked.push({ page: body.variables.page ?? 0, pageSize: body.variables.pageSize });
      const response = await route.fetch();
      const json = (await response.json()) as { data: { customers: { total: number } } };
      json.data.customers.total = 2345;
      await route.fulfill({ response, json });
    });
    await page.goto(`${running.url}/prometheus/customer`);
    await page.getByRole('heading', { name: 'Customer list' }).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await page.getByTestId('customer-list-capped').count()).toBe(0);
    await page.getByLabel('Rows per page').selectOption({ label: 'All' });
    const note = page.getByTestId('customer-list-capped');
    await note
      .getByText("'All' shows at most 1000 rows a page: rows 1 to 1000 of 2345. Use the pages to see the rest; Export CSV downloads all 2345.")
      .waitFor();
    await page.getByText('Page 1 of 3').waitFor();
    await settled(page);
    await saveScreenshot(page, 'customers-all-capped-en');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 3').waitFor();
    await note.getByText(/rows 1001 to 2000 of 2345/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 3 of 3').waitFor();
    await note.getByText(/rows 2001 to 2345 of 2345/).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // The note follows the page number at once; the page's request may still be on its way.
    await expect.poll(() => asked.map((request) => request.page)).toEqual(expect.arrayContaining([0, 1, 2]));
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('toggles a customer type between PRINCIPAL and INACTIVO and keeps it after a reload', async () => {
    const { page, consoleErrors } = await signIn('admin', 'es');
    await page.goto(`${running.url}/prometheus/customer/setting`);
    await page.getByRole('heading', { name: 'Tipo de cliente' }).waitFor();
    const toggle = page.getByRole('checkbox', { name: 'Cliente Mayorista' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await page.getByText('Cliente Mayorista guardado como PRINCIPAL').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Tipo de cliente' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Cliente Mayorista"]') as HTMLInputElement | null)?.checked === true);
    // Exactly one PRINCIPAL after the reload: the previous main type is INACTIVO now.
    expect(await page.getByRole('checkbox', { name: 'Cliente Club' }).isChecked()).toBe(false);
    expect(await page.locator('.customer-types__table input[type="checkbox"]:checked').count()).toBe(1);
    await saveScreenshot(page, 'customers-types-es');

    // A type is added from the form; an empty name is refused under its box with the server's words, Agregar off.
    const add = page.getByRole('form', { name: 'Agregar tipo de cliente' });
    await add.getByLabel('Clave del tipo').fill('ce');
    await add.getByLabel('Nombre del tipo').focus();
    await add.getByLabel('Nombre del tipo').press('Tab');
    await add.getByText('Escribe el nombre del tipo de cliente (hasta 60 caracteres).').waitFor();
    expect(await add.getByRole('button', { name: 'Agregar tipo' }).isDisabled()).toBe(true);
    await add.getByLabel('Nombre del tipo').fill('Cliente Empresa');
    await add.getByRole('button', { name: 'Agregar tipo' }).click();
    await page.getByText('Tipo Cliente Empresa agregado').waitFor();
    await page.locator('.customer-types__table td', { hasText: /^CE(\b|$)/ }).waitFor();
    // A repeated name is refused by the server, in Spanish, and nothing is added.
    await add.getByLabel('Clave del tipo').fill('CF');
    await add.getByLabel('Nombre del tipo').fill('cliente empresa');
    await add.getByRole('button', { name: 'Agregar tipo' }).click();
    await page.getByText('Ya existe un tipo de cliente llamado cliente empresa.').waitFor();
    await saveScreenshot(page, 'customers-type-refused-es');
    expect(await page.locator('.customer-types__table td', { hasText: /^CF(\b|$)/ }).count()).toBe(0);
    // Another name makes the form sendable again.
    await add.getByLabel('Nombre del tipo').fill('Cliente Foráneo');
    await expect.poll(() => add.getByRole('button', { name: 'Agregar tipo' }).isDisabled()).toBe(false);
    // Renamed in place.
    await page.getByRole('button', { name: 'Renombrar Cliente Empresa' }).click();
    // An empty name is refused under the field, in Spanish, and Guardar stays off.
    await page.getByLabel('Nuevo nombre de Cliente Empresa').fill('  ');
    await page.getByText('Escribe el nombre del tipo de cliente (hasta 60 caracteres).').waitFor();
    expect(await page.getByRole('button', { name: 'Guardar', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Nuevo nombre de Cliente Empresa').fill('Cliente Corporativo');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Tipo renombrado a Cliente Corporativo').waitFor();
    await page.getByRole('checkbox', { name: 'Cliente Corporativo' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
