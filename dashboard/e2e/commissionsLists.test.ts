import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot, screenshotDir } from './browser';
import { api, root, shot } from './commissionsTesting';
import { dataTable } from './dataTable';
import { productInBrowser, settled } from './runningProduct';

/**
 * The variable-commissions module's lists and manual on the running product with the demo data:
 * every route of spec 003 section 2.2 opens, the 'comisiones' account sees every card and the
 * seeded records, and each form refuses one bad input with its message.
 */
describeWithBrowser('variable-commissions lists on the running product', () => {
  const running = productInBrowser('commissions-lists');
  const signIn = (userName: string) => running.signIn(userName);

  it("opens every route of spec 003 section 2.2 as 'comisiones' with its seeded data, without a missing page, page error or failed request", async () => {
    const { page } = await signIn('comisiones');
    const problems: string[] = [];
    let current = 'sign-in';
    page.on('pageerror', (error) => problems.push(`${current}: page error ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${current}: request failed ${request.method()} ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${current}: HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
    });
    // The ids the demo data makes at seed time: a tag of Ventas and a report.
    const tags = await api<{ variable_value: { id: string; tag: string }[] }>(page, 'GET', '/api/commissions/variable/demo-var-sales/values');
    const tagId = tags.variable_value[0]?.id;
    expect(tagId).toBeDefined();
    const reports = await api<{ data: { results: { id: string; exception: unknown }[] } }>(page, 'POST', '/api/commissions/report/search', {
      type: 'organization',
      organization_id: '01',
    });
    const reportId = reports.data.results.find((row) => !row.exception)?.id;
    expect(reportId).toBeDefined();
    const tagQuery = `?variable=demo-var-sales&name=Ventas`;
    const company = 'Selecciona empresa:';
    // Route, a text of its seeded data (or of the screen when it holds none), and a screenshot name.
    const routes: [string, string, string?][] = [
      ['', 'Comisiones Variables', 'dashboard'],
      ['empresas', 'BAMA', 'companies'],
      ['areas', company, 'selector-company'],
      ['areas/lista/01', 'Vendedor de piso', 'positions'],
      ['empleados', company],
      [`empleados/lista/demo-area-sellers/${encodeURIComponent('Vendedor de piso')}`, '01-000001', 'employees'],
      ['fuentes-de-informacion', company],
      ['fuentes-de-informacion/lista/01', 'Punto de venta', 'data-sources'],
      ['variables', company],
      ['variables/lista/demo-ds-pos', 'Devoluciones', 'variables'],
      ['variables/detalle/demo-var-sales/Ventas', 'mensual', 'variable-tags'],
      [`variables/detalle-valor-tag${tagQuery}`, 'CREAR TAG', 'tag-create'],
      [`variables/detalle-valor-tag/${encodeURIComponent(tagId ?? '')}${tagQuery}`, '01-000001', 'tag-values'],
      ['parametros', company],
      ['parametros/lista/demo-area-sellers', 'Meta mensual de venta', 'parameters'],
      [`parametros/detalle/demo-param-goal/${encodeURIComponent('Meta mensual de venta')}`, '140000', 'parameter-values'],
      ['indicadores', company],
      ['indicadores/lista/demo-area-sellers', 'Cumplimiento de meta', 'indicators'],
      ['indicadores/crear', 'Elegir empresa', 'indicator-create'],
      ['indicadores/crear/pasos', 'Elegir empresa'],
      ['indicadores/detalle/demo-ind-goal-attainment', 'Cumplimiento de meta', 'indicator-edit'],
      [`indicadores/detalle/demo-ind-goal-attainment/${encodeURIComponent('Cumplimiento de meta')}`, 'Cumplimiento de meta'],
      ['comisiones-variables', company],
      ['comisiones-variables/lista/demo-area-sellers', 'Comisión mensual de piso', 'commissions'],
      ['comisiones-variables/crear', 'Crear comisión variable lista para ejecutar', 'commission-create'],
      ['comisiones-variables/crear/pasos', 'Crear comisión variable lista para ejecutar'],
      ['comisiones-variables/detalle/demo-vc-monthly-sales', 'KPI ACTIVADO', 'commission-edit'],
      ['funciones', 'Bono con tope', 'functions'],
      ['funciones/crear', 'Define el nombre del párametro:', 'function-create'],
      ['funciones/crear/pasos', 'Define el nombre del párametro:'],
      ['funciones/detalle/demo-fn-capped-bonus', 'Bono con tope', 'function-edit'],
      ['reportes', company],
      ['reportes/01', 'Ver Reporte', 'reports'],
      ['reportes/01-000001', 'Comisión mensual de piso', 'employee-reports'],
      [`reportes/detalle/${encodeURIComponent(reportId ?? '')}`, 'ver todos sus reportes', 'report-detail'],
      ['documentacion', 'Qué hace el módulo', 'manual'],
    ];
    for (const [route, text, name] of routes) {
      current = route || '/';
      await page.goto(`${running.url}${root}${route ? `/${route}` : ''}`);
      await page.getByText(text, { exact: false }).first().waitFor();
      expect(await page.getByText('Página no encontrada').count(), route).toBe(0);
      await settled(page);
      if (name) await shot(page, name);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('refuses bad input when creating a position, a data source and a variable, and when adding a parameter value', async () => {
    const { page, consoleErrors } = await signIn('comisiones');
    const tooShort = 'El nombre debe tener al menos 2 caracteres.';
    for (const [route, create] of [
      ['areas/lista/01', 'CREAR PUESTO'],
      ['fuentes-de-informacion/lista/01', 'CREAR FUENTE DE INFORMACIÓN'],
      ['variables/lista/demo-ds-pos', 'CREAR VARIABLE'],
    ] as const) {
      await page.goto(`${running.url}${root}/${route}`);
      await page.getByRole('button', { name: create }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nombre', { exact: true }).fill('X');
      await dialog.getByText(tooShort).waitFor();
      expect(await dialog.getByRole('button', { name: 'Aceptar' }).isDisabled(), route).toBe(true);
      await settled(page);
      await shot(page, `bad-${route.split('/')[0]}`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    }
    // A parameter value needs a date and a number: a number alone is not added, and the date's field says what is missing.
    await page.goto(`${running.url}${root}/parametros/detalle/demo-param-goal/${encodeURIComponent('Meta mensual de venta')}`);
    await page.getByRole('cell', { name: '140000' }).first().waitFor();
    await page.getByLabel('Valor', { exact: true }).fill('150000');
    await page
      .locator('.bp6-form-group', { has: page.getByLabel('Fecha', { exact: true }) })
      .getByText('Escribe una fecha válida.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'AGREGAR VALOR' }).isDisabled()).toBe(true);
    await shot(page, 'bad-parameter-value');
    expect(consoleErrors).toEqual([]);
  }, 90_000);

  it('shows every card and the seeded lists to the commissions administrator, refusing one bad input per form', async () => {
    const { page, consoleErrors } = await signIn('comisiones');
    await page.goto(`${running.url}${root}`);
    const cards = [
      'Empresas',
      'Puestos',
      'Empleados',
      'Fuentes de información',
      'Variables',
      'Parámetros',
      'Funciones',
      'Indicadores',
      'Comisiones Variables',
      'Reportes',
      'Documentación',
    ];
    for (const card of cards) await page.locator('.commissions-cards').getByText(card, { exact: true }).first().waitFor();
    await saveScreenshot(page, 'commissions-dashboard');

    // Companies: the seeded ones; a one-letter name is refused with the catalogue's message.
    await page.locator('[data-card="business"]').click();
    await page.getByRole('cell', { name: '01', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'CREAR EMPRESA' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('X');
    await page.getByText('El nombre debe tener al menos 2 caracteres.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Aceptar' }).isDisabled()).toBe(true);
    await settled(page);
    await saveScreenshot(page, 'commissions-companies');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    // Positions: the full-screen company selector keeps Accept disabled until a choice.
    await page.goto(`${running.url}${root}/areas`);
    await page.getByText('Selecciona empresa:').first().waitFor();
    expect(await page.getByRole('button', { name: 'Aceptar' }).isDisabled()).toBe(true);
    await settled(page);
    await saveScreenshot(page, 'commissions-selector');
    await page.getByRole('option').filter({ hasText: '01' }).first().click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL(`**${root}/areas/lista/01`);
    await page.getByRole('cell', { name: 'Vendedor de piso' }).first().waitFor();

    // Employees: the id is read-only on edit; an unknown subordinate; a short first name.
    await page.goto(`${running.url}${root}/empleados/lista/demo-area-managers/${encodeURIComponent('Gerente de tienda')}`);
    // The data table (paged 5 to 600 rows once there is more than a page); its edit action opens about 1 s after the click, its button spinning meanwhile (spec 003 section 9).
    await dataTable(page, 'commission-employees').loaded();
    const firstEdit = page.getByRole('button', { name: /^Editar / }).first();
    await firstEdit.click();
    await expect.poll(async () => (await firstEdit.getAttribute('class')) ?? '').toContain('bp6-loading');
    await page.getByRole('dialog').waitFor();
    expect(await page.getByLabel('No. de empleado', { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Subordinados', { exact: true }).fill('99-999999');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByText('Subordinado no encontrado').first().waitFor();
    await settled(page);
    await saveScreenshot(page, 'commissions-employee-edit');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'CREAR EMPLEADO' }).click();
    await page.getByLabel('No. de empleado', { exact: true }).fill('01-777001');
    await page.getByLabel('Nombre(s)', { exact: true }).fill('Al');
    await page.getByLabel('Apellido paterno', { exact: true }).fill('Pérez');
    await page.getByLabel('Apellido materno', { exact: true }).fill('Canché');
    // The first name was left: its message shows and Save stays disabled (useZodForm).
    await page.getByText('Nombre(s) debe tener más de 2 caracteres.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    // Data sources and variables: seeded rows; a new variable has no tags yet.
    await page.goto(`${running.url}${root}/fuentes-de-informacion/lista/01`);
    await page.getByRole('cell', { name: 'Punto de venta' }).first().waitFor();
    await page.goto(`${running.url}${root}/variables/lista/demo-ds-pos`);
    await page.getByRole('cell', { name: 'Ventas', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'CREAR VARIABLE' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('Tickets');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Se creó correctamente').first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Tickets' }).getByRole('button', { name: 'Ver Valores' }).click();
    await page.getByText('Esta variable no cuenta con tags').first().waitFor();
    await page.goto(`${running.url}${root}/variables/lista/demo-ds-pos`);
    await page.getByRole('row').filter({ hasText: 'Ventas' }).getByRole('button', { name: 'Ver Valores' }).click();
    await page.getByRole('cell', { name: 'mensual' }).first().waitFor();
    await saveScreenshot(page, 'commissions-variable-tags');
    // A new tag: Save stays disabled until a name, a date and one value; an unknown employee is refused.
    await page.getByRole('button', { name: 'CREAR TAG' }).click();
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    // An id that is not company-payroll is refused under it once left, and the value cannot be added.
    await page.getByLabel('Empleado', { exact: true }).fill('abc');
    await page.getByLabel('Valor', { exact: true }).fill('10');
    await page.getByText('Escribe el número de empleado como empresa-nómina (01-000001).').waitFor();
    expect(await page.getByRole('button', { name: 'AGREGAR VALOR' }).isDisabled()).toBe(true);
    await page.getByLabel('Empleado', { exact: true }).fill('99-999999');
    await page.getByRole('button', { name: 'AGREGAR VALOR' }).click();
    await page.getByText('Empleado no encontrado').first().waitFor();
    expect(await page.getByRole('cell', { name: '99-999999' }).count()).toBe(0);

    // Parameters: seeded; a new one needs a dated value before Accept.
    await page.goto(`${running.url}${root}/parametros/lista/demo-area-sellers`);
    await page.getByRole('cell', { name: 'Meta mensual de venta' }).first().waitFor();
    await page.getByRole('button', { name: 'CREAR PARÁMETRO' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('Bono extra');
    await page.getByText('Agrega al menos un valor (fecha y número).').first().waitFor();
    expect(await page.getByRole('button', { name: 'Aceptar' }).isDisabled()).toBe(true);
    await settled(page);
    await saveScreenshot(page, 'commissions-parameter-create');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    // The manual.
    await page.goto(`${running.url}${root}/documentacion`);
    await page.getByRole('heading', { name: 'Qué hace el módulo' }).first().waitFor();
    await saveScreenshot(page, 'commissions-manual');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('manual-comisiones-variables.pdf');
    await pdf.saveAs(path.join(screenshotDir, 'commissions-manual.pdf'));
    // Looking up the unknown subordinate and the unknown employee answered 404, as the API does for an absent record.
    expect(consoleErrors.filter((message) => !message.includes('status of 404'))).toEqual([]);
    expect(consoleErrors).toHaveLength(2);
  }, 90_000);
});
