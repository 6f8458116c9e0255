import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { api, root } from './commissionsTesting';
import { dataTable } from './dataTable';
import { productInBrowser, settled } from './runningProduct';

/**
 * The commissions forms on useZodForm (issue 24) on the running product: a bad input shows its
 * Spanish message under the field, keeps the submit disabled and saves nothing; a good one saves.
 */
describeWithBrowser('variable-commissions forms on the running product', () => {
  const running = productInBrowser('commissions-forms');

  it('refuses a one-letter company name under the field and saves a good one', async () => {
    const { page, consoleErrors } = await running.signIn('comisiones');
    await page.goto(`${running.url}${root}/empresas`);
    await page.getByRole('cell', { name: '01', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'CREAR EMPRESA' }).click();
    const dialog = page.getByRole('dialog');
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    // Untouched: nothing to save yet.
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByLabel('Nombre', { exact: true }).fill('X');
    // The message is the field's helper text (the FormGroup of the name), in Spanish.
    await dialog
      .locator('.bp6-form-group', { has: page.getByLabel('Nombre', { exact: true }) })
      .getByText('El nombre debe tener al menos 2 caracteres.')
      .waitFor();
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByLabel('Nombre', { exact: true }).press('Enter');
    await settled(page);
    await saveScreenshot(page, 'commissions-form-company-refused');
    const before = await api<{ organization: { name: string }[] }>(page, 'GET', '/api/commissions/organization');
    expect(before.organization.some((row) => row.name === 'X')).toBe(false);
    await dialog.getByLabel('Nombre', { exact: true }).fill('Sucursal Formas');
    await expect.poll(() => accept.isDisabled()).toBe(false);
    await accept.click();
    await page.getByText('Se creó correctamente').first().waitFor();
    await page.getByRole('cell', { name: 'Sucursal Formas' }).first().waitFor();
    const after = await api<{ organization: { name: string }[] }>(page, 'GET', '/api/commissions/organization');
    expect(after.organization.filter((row) => row.name === 'Sucursal Formas')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  }, 90_000);

  it('refuses a short first name of a new employee under the field and saves the corrected one', async () => {
    const { page, consoleErrors } = await running.signIn('comisiones');
    const employeesOf = async () =>
      (await api<{ employee: { id: string; first_name: string }[] }>(page, 'GET', '/api/commissions/area/demo-area-sellers/employee')).employee;
    await page.goto(`${running.url}${root}/empleados/lista/demo-area-sellers/${encodeURIComponent('Vendedor de piso')}`);
    await dataTable(page, 'commission-employees').loaded();
    await page.getByRole('button', { name: 'CREAR EMPLEADO' }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Guardar' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('No. de empleado', { exact: true }).fill('01-777002');
    await dialog.getByLabel('Nombre(s)', { exact: true }).fill('Al');
    await dialog.getByLabel('Apellido paterno', { exact: true }).fill('Pérez');
    await dialog.getByLabel('Apellido materno', { exact: true }).fill('Canché');
    await dialog.getByLabel('Correo', { exact: false }).first().fill('ana@');
    await dialog.getByLabel('Apellido paterno', { exact: true }).focus();
    const firstNameGroup = dialog.locator('.bp6-form-group', { has: page.getByLabel('Nombre(s)', { exact: true }) });
    await firstNameGroup.getByText('Nombre(s) debe tener más de 2 caracteres.').waitFor();
    await dialog.getByText('El correo no es válido: escribe una dirección como nombre@empresa.mx o déjalo vacío.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await settled(page);
    await saveScreenshot(page, 'commissions-form-employee-refused');
    expect((await employeesOf()).some((row) => row.id === '01-777002')).toBe(false);
    await dialog.getByLabel('Nombre(s)', { exact: true }).fill('Alma');
    await dialog.getByLabel('Correo', { exact: false }).first().fill('');
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await firstNameGroup.getByText('Nombre(s) debe tener más de 2 caracteres.').count()).toBe(0);
    await save.click();
    await page.getByText('Se creó correctamente').first().waitFor();
    expect((await employeesOf()).find((row) => row.id === '01-777002')?.first_name).toBe('Alma');
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
