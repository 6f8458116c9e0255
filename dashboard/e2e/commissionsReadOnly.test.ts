import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { root } from './commissionsTesting';
import { dataTable } from './dataTable';
import { productInBrowser } from './runningProduct';

/**
 * The seeded read-only position ('comisiones.consulta', Consultor de Comisiones Variables) on the
 * running product: no write action on the lists nor on the indicator, commission and function editors.
 */
describeWithBrowser('variable-commissions for a read-only position on the running product', () => {
  const running = productInBrowser('commissions-read-only');
  const signIn = (userName: string) => running.signIn(userName);

  it('shows a read-only position tables without write actions', async () => {
    const { page, consoleErrors } = await signIn('comisiones.consulta');
    await page.goto(`${running.url}${root}/empresas`);
    await page.getByRole('cell', { name: '01', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'CREAR EMPRESA' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Editar/ }).count()).toBe(0);
    await page.goto(`${running.url}${root}/variables/lista/demo-ds-pos`);
    await page.getByRole('cell', { name: 'Ventas', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Ver Valores' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'CREAR VARIABLE' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);
    await saveScreenshot(page, 'commissions-read-only');
    await page.goto(`${running.url}${root}/empleados/lista/demo-area-sellers/${encodeURIComponent('Vendedor de piso')}`);
    await dataTable(page, 'commission-employees').loaded();
    expect(await page.getByRole('button', { name: 'CREAR EMPLEADO' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  }, 90_000);

  it('shows the read-only position the indicator, commission and function editors without write actions', async () => {
    // The seeded read-only position (Consultor de Comisiones Variables) reads every module without write.
    const { page, consoleErrors } = await signIn('comisiones.consulta');
    // The formula screens: lists without create/delete, editors showing the steps with a read-only notice and no action.
    const readOnlyNotice = 'Solo lectura: tu puesto puede consultar este módulo, no modificarlo.';
    const noWriteActions = async () => {
      for (const name of ['Guardar', 'Probar', 'Agregar elemento', 'Agregar paso', 'Eliminar último paso', 'Correr comisión'])
        expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      expect(await page.locator('.steps-workbench input[type=checkbox], .steps-form input[type=checkbox]').count()).toBe(0);
    };
    await page.goto(`${running.url}${root}/indicadores/lista/demo-area-sellers`);
    await page.getByRole('cell', { name: 'Cumplimiento de meta', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'CREAR INDICADOR' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);
    await page.goto(`${running.url}${root}/indicadores/detalle/demo-ind-goal-attainment`);
    await page.getByText(readOnlyNotice).waitFor();
    await page.locator('[data-step="3"] [data-item="builtin"]').waitFor();
    await noWriteActions();
    await saveScreenshot(page, 'commissions-read-only-indicator');
    await page.goto(`${running.url}${root}/comisiones-variables/lista/demo-area-sellers`);
    await page.getByRole('cell', { name: 'Comisión mensual de piso', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);
    await page.goto(`${running.url}${root}/comisiones-variables/detalle/demo-vc-monthly-sales`);
    await page.getByText(readOnlyNotice).waitFor();
    await page.locator('[data-step="5"]').waitFor();
    await page.getByText('KPI ACTIVADO').waitFor();
    await noWriteActions();
    await saveScreenshot(page, 'commissions-read-only-commission');
    await page.goto(`${running.url}${root}/funciones`);
    await page.getByRole('cell', { name: 'Bono con tope', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'CREAR FUNCIÓN' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);
    await page.goto(`${running.url}${root}/funciones/detalle/demo-fn-capped-bonus`);
    await page.getByText(readOnlyNotice).waitFor();
    await page.locator('[data-step="1"] [data-item="builtin"]').waitFor();
    await noWriteActions();
    await saveScreenshot(page, 'commissions-read-only-function');
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
