import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { customerScreensInBrowser } from './customersTesting';
import { settled } from './runningProduct';

/**
 * The customers' mass update against the real product: selected pre-registrations sent to the
 * blacklist, a customer type and a store release with progress; every customer of a filter; and a
 * blacklisted customer's audit reopened from its page.
 */
describeWithBrowser('customer mass updates on the running product', () => {
  const { running, registered, signIn } = customerScreensInBrowser('customers-mass-update');

  it('mass-updates selected customers: pending audits sent to the blacklist, a customer type, a store release with progress', async () => {
    const { page, consoleErrors } = await signIn('admin', 'es');
    await page.goto(`${running.url}/prometheus/customer`);
    await page.getByRole('heading', { name: 'Lista de clientes' }).waitFor();
    await page.getByTestId('counter-auditable').click();
    // While Blueprint's table swaps one row set for the next it can draw a row twice for a moment:
    // row locators take the first match.
    await page.getByTestId('customer-table').getByText(registered[1].customerName).first().waitFor();
    await page.getByText('Modo auditoría').click();
    expect(await page.getByRole('button', { name: 'Editar 0 filas' }).isDisabled()).toBe(true);
    await page
      .getByRole('checkbox', { name: `Seleccionar a ${registered[1].customerName}` })
      .first()
      .check({ force: true });
    await page
      .getByRole('checkbox', { name: `Seleccionar a ${registered[2].customerName}` })
      .first()
      .check({ force: true });
    await page.getByRole('button', { name: 'Editar 2 filas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Actualización masiva de clientes' });
    await dialog.getByText('2 clientes seleccionados').waitFor();
    await dialog.getByText('2 auditorías pendientes').waitFor();
    // Spec 001: a full-screen dialog (measured once its opening transition is over).
    await settled(page);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(1440 - 1);
    expect(box.height).toBeGreaterThanOrEqual(1000 - 1);
    // Its footer sits at the bottom of the screen (the body scrolls, not the page).
    expect((await dialog.getByRole('button', { name: 'Cerrar' }).boundingBox())!.y).toBeGreaterThan(1000 - 80);
    await settled(page);
    await saveScreenshot(page, 'customers-mass-update-es');

    // Authorizing many customers asks first; cancelling decides nothing.
    await dialog.getByRole('button', { name: 'Autorizar registro' }).click();
    const confirm = page.locator('.bp6-alert');
    await confirm.getByText('¿Autorizar el registro de 2 clientes?', { exact: false }).waitFor();
    await settled(page);
    await saveScreenshot(page, 'customers-mass-authorize-confirm-es');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByText('2 auditorías pendientes').waitFor();
    expect(await dialog.getByTestId('mass-decisions').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Enviar a lista negra' }).click();
    await confirm.getByText('¿Enviar a lista negra a 2 clientes?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Enviar 2 a lista negra' }).click();
    await page.getByText('2 auditorías decididas, 0 ya resueltas, 0 no encontradas, 0 con error').waitFor();
    await dialog.getByTestId('mass-decisions').getByText('2 de 2 decididas').waitFor();
    await dialog.getByText('0 auditorías pendientes').waitFor();

    await dialog.getByRole('button', { name: 'Cliente Leal' }).click();
    await dialog.getByText(/^Listo: \d+ actualizados/).waitFor({ timeout: 30_000 });
    // Once a run has finished, every action is available again (read at once, not waited for).
    for (const name of ['Enviar cliente a inactivo', 'Cliente Leal', 'Cliente Club', 'Cliente Mayorista'])
      expect(await dialog.getByRole('button', { name, exact: true }).isEnabled(), name).toBe(true);
    await settled(page);
    await saveScreenshot(page, 'customers-mass-update-type-es');

    await dialog.getByText(/^CO102 · /).click();
    await dialog.getByText(/^CO103 · /).click();
    expect(await dialog.getByRole('button', { name: 'Guardar selección' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Guardar selección' }).click();
    // Both are blacklisted now: a release may not free a blocked customer, so both are skipped.
    await dialog.getByText('Listo: 0 actualizados, 2 omitidos, 0 notificados').waitFor({ timeout: 30_000 });
    // A second store can be released right after the first release finished.
    await dialog.getByText(/^CO104 · /).click();
    expect(await dialog.getByRole('button', { name: 'Guardar selección' }).isEnabled()).toBe(true);
    await settled(page);
    await saveScreenshot(page, 'customers-mass-update-done-es');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // Blacklisted rows are grey and labelled; the CSV comes from the server.
    await page.getByRole('button', { name: /^Ver \d+ filas$/ }).click();
    await page.getByTestId('counter-inactive').click();
    const blacklisted = page.getByTestId('customer-table').locator('.customer-row--blacklist', { hasText: registered[1].customerName });
    await blacklisted.first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain(registered[1].customerName);
    await saveScreenshot(page, 'customers-inactive-es');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("mass-updates every customer of a filter, and opens a customer's own page from the drawer", async () => {
    const { page, consoleErrors } = await signIn('admin', 'es');
    await page.goto(`${running.url}/prometheus/customer`);
    await page.getByRole('heading', { name: 'Lista de clientes' }).waitFor();
    const target = registered[2];
    await page.getByLabel('Buscar por nombre, código, teléfono o correo').fill(target.customerName);
    await page.getByRole('button', { name: 'Ver 1 filas' }).waitFor();
    await page.getByText('Modo auditoría').click();
    await page.getByRole('button', { name: 'Editar los 1 del filtro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Actualización masiva de clientes' });
    await dialog.getByText('1 clientes del filtro').waitFor();
    await dialog.getByRole('button', { name: 'Cliente Mayorista' }).click();
    await dialog.getByText(/^Listo: 1 actualizados, 0 omitidos/).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page
      .getByTestId('customer-table')
      .getByRole('button', { name: `Detalle de ${target.customerName}` })
      .first()
      .click();
    await page.locator('.bp6-drawer').getByRole('link', { name: 'Abrir página' }).click();
    await page.waitForURL(`${running.url}/prometheus/customer/${target.id}`);
    await page.getByRole('heading', { name: `Cliente ${target.customerName}` }).waitFor();
    const details = page.locator('.customer-page__details');
    await details.getByText('Cliente Mayorista').waitFor();
    await details.getByText(target.preregistrationCode).waitFor();
    await page.locator('.customer-page').getByText('+529213456783').waitFor();
    await page.getByRole('button', { name: 'Revisar detalle de auditoría' }).first().click();
    await page.getByRole('dialog', { name: 'Detalle de la auditoría' }).waitFor();
    await page.keyboard.press('Escape');
    await settled(page);
    await saveScreenshot(page, 'customers-page-es');

    // A customer id that does not exist gets the server's message, not a broken page.
    await page.goto(`${running.url}/prometheus/customer/0123456789abcdef01234567`);
    await page.getByRole('heading', { name: 'Cliente' }).waitFor();
    await page
      .locator('.customer-page')
      .getByText(/no existe|not found/i)
      .waitFor();
    expect(consoleErrors.filter((text) => !text.includes('the server responded'))).toEqual([]);
    await page.context().close();
  });

  it('reopens the audit of a blacklisted customer from its page; authorizing it releases the customer', async () => {
    const { page, consoleErrors } = await signIn('admin', 'es');
    // Blacklisted by the mass dialog above.
    const target = registered[1];
    await page.goto(`${running.url}/prometheus/customer/${target.id}`);
    await page.getByRole('heading', { name: `Cliente ${target.customerName}` }).waitFor();
    const details = page.locator('.customer-page__details');
    const audits = page.locator('.customer-page__audits');
    await details.getByText('Lista negra', { exact: true }).waitFor();
    const reopen = audits.getByRole('button', { name: 'Reabrir auditoría' });
    await reopen.waitFor();
    await settled(page);
    await saveScreenshot(page, 'customers-reopen-es');

    await reopen.click();
    await page.getByText(`Se abrió una nueva auditoría para ${target.customerName}`).waitFor();
    // The new audit appears open (newest first) and the button goes away while it is open.
    await audits.getByText('Abierta', { exact: true }).waitFor({ timeout: 15_000 });
    await reopen.waitFor({ state: 'detached' });
    await details.getByText('Lista negra', { exact: true }).waitFor();
    await audits.getByRole('button', { name: 'Revisar detalle de auditoría' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Detalle de la auditoría' });
    await dialog.getByRole('button', { name: 'Autorizar registro' }).click();
    await page.getByText('Actualizado', { exact: true }).waitFor();
    // Released: Active with its customer number (the pre-registration code), no Blacklist label.
    await details.getByText('Activos', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await details.getByText('Lista negra', { exact: true }).count()).toBe(0);
    expect(await details.getByText(target.preregistrationCode, { exact: true }).count()).toBe(2);
    expect(await audits.getByRole('button', { name: 'Reabrir auditoría' }).count()).toBe(0);
    await settled(page);
    await saveScreenshot(page, 'customers-reopened-authorized-es');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
