import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { AttendantModel } from '../../db/models/access/attendant';
import { accessScreensInBrowser, settled } from './accessTesting';
import { describeWithBrowser, saveScreenshot } from './browser';

/**
 * Menus by position, the own profile and the administration of roles, menus and users in Chromium
 * against the running product (spec 003 section 2.1): each position sees its own menus and is refused
 * the others' pages and operations, profile edits, roles and menus in System settings, the Menus tab
 * alone for Settings › Menús, and the users list paged past one page.
 */
describeWithBrowser('menus, profiles and administration on the running product', () => {
  const { running, signedInPage, api, sessionCookie, openProfileMenuEntry, itLeftNoConsoleErrors } = accessScreensInBrowser('access-administration');

  it('shows each position its own menus and refuses the others’ pages and operations', async () => {
    const buyer = await signedInPage('compras');
    await buyer.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = buyer.locator('.bp6-drawer');
    await drawer.getByText('Compras', { exact: true }).click();
    await drawer.getByText('Órdenes de compra').waitFor();
    await drawer.getByText('Pronóstico').waitFor();
    for (const hidden of ['Clientes', 'Configuración', 'Sistema', 'Recursos Humanos']) expect(await drawer.getByText(hidden, { exact: true }).count()).toBe(0);
    await settled(buyer);
    await saveScreenshot(buyer, 'access-menus-compras-es');
    await buyer.keyboard.press('Escape');
    for (const screen of ['system/settings', 'system/users', 'settings/users', 'settings/roles', 'system/outbox', 'customer']) {
      await buyer.goto(`${running.url}/prometheus/${screen}`);
      await buyer.getByText('Sin permiso').first().waitFor();
    }
    // The customers' page is the other position's: forbidden state, and no customer data on it.
    expect(await buyer.getByRole('heading', { name: 'Lista de clientes' }).count()).toBe(0);
    await settled(buyer);
    await saveScreenshot(buyer, 'access-compras-customers-forbidden-es');
    const buyerCookie = await sessionCookie(buyer);
    expect((await api('{ users { total } }', {}, buyerCookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api('{ systemRoles { systemRoleId } }', {}, buyerCookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const counters = await api('{ customerCounters { total active } }', {}, buyerCookie);
    expect(counters.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(counters.data?.customerCounters ?? null).toBeNull();

    const customers = await signedInPage('clientes');
    await customers.getByRole('button', { name: 'Abrir menú' }).click();
    const customerDrawer = customers.locator('.bp6-drawer');
    await customerDrawer.getByText('Clientes', { exact: true }).click();
    await customerDrawer.getByText('Lista de clientes').waitFor();
    expect(await customerDrawer.getByText('Compras', { exact: true }).count()).toBe(0);
    await customers.keyboard.press('Escape');
    await customers.goto(`${running.url}/prometheus/settings/menus`);
    await customers.getByText('Sin permiso').first().waitFor();
    // Another user's profile is refused by the screen and the server.
    const adminId = ((await api('{ me { id } }', {}, await sessionCookie(await signedInPage('admin')))).data?.me as { id: string }).id;
    await customers.goto(`${running.url}/prometheus/profile/${adminId}`);
    await customers.getByText('Sin permiso').first().waitFor();
    const refused = await api('query ($id: ID!) { profile(attendantId: $id) { userName } }', { id: adminId }, await sessionCookie(customers));
    expect(refused.errors?.[0]?.extensions?.errorCode).toBe('PROFILE_NOT_OWN');
  });

  it('edits the own profile: nickname, phone, PIN and photo', async () => {
    const page = await signedInPage('auditor');
    await openProfileMenuEntry(page, 'Perfil');
    await page.getByRole('heading', { name: 'Perfil' }).waitFor();
    expect(await page.locator('.profile__photo-frame').evaluate((frame) => frame.getBoundingClientRect().height)).toBe(240);
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
    const save = dialog.getByRole('button', { name: 'Guardar' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Apodo').fill('Revisora');
    await dialog.getByRole('button', { name: 'Agregar teléfono' }).click();
    const phones = dialog.getByRole('textbox', { name: /^Teléfono \d$/ });
    const added = phones.last();
    await added.fill('529');
    expect(await save.isDisabled()).toBe(true);
    await added.fill('529215550303');
    expect(await added.inputValue()).toBe('52 921 555 0303');
    await dialog.getByLabel('NIP nuevo').fill('12ab34');
    expect(await dialog.getByLabel('NIP nuevo').inputValue()).toBe('1234');
    await dialog.getByLabel('Contraseña nueva').fill('Auditor#2027');
    await dialog.getByLabel('Confirma la contraseña').fill('Auditor#2028');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Confirma la contraseña').fill('Auditor#2027');
    await settled(page);
    await saveScreenshot(page, 'access-profile-dialog-es');
    await save.click();
    await page.getByText('Perfil actualizado').waitFor();
    await page.getByRole('heading', { name: 'Revisora' }).waitFor();
    await page.getByText('52 921 555 0303').waitFor();
    await page.getByText('Configurado', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Cambiar foto' }).click();
    const photoDialog = page.getByRole('dialog', { name: 'Foto de perfil' });
    const photoSave = photoDialog.getByRole('button', { name: 'Guardar' });
    expect(await photoSave.isDisabled()).toBe(true);
    const png = await QRCode.toBuffer('Prometheus', { type: 'png', width: 240 });
    await photoDialog.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await page.getByText('La imagen se subió correctamente').waitFor();
    await expect.poll(() => photoSave.isDisabled()).toBe(false);
    await photoSave.click();
    await page.getByText('Perfil actualizado').first().waitFor();
    await page.locator('.profile__photo-frame img').waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-profile-es');
  });

  it('administers roles and menus in System settings', async () => {
    const page = await signedInPage('admin');
    await page.goto(`${running.url}/prometheus/system/settings`);
    await page.getByText(/\d+ roles del sistema cargados/).waitFor();
    await page.getByText(/\d+ menús del sistema cargados/).waitFor();
    const tree = page.locator('.bp6-tree');
    await tree.getByText('Dirección General').waitFor();
    await page.getByRole('button', { name: 'Crear rol' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Crear rol' });
    // A name of spaces only is refused under the field, in Spanish, and nothing is created.
    await roleDialog.getByLabel('Nombre del rol').fill('   ');
    await roleDialog.getByText('Escribe el nombre del rol.').waitFor();
    expect(await roleDialog.getByRole('button', { name: 'Crear' }).isDisabled()).toBe(true);
    await roleDialog.getByLabel('Nombre del rol').fill('Auditoría Interna');
    await roleDialog.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado un nuevo rol').waitFor();
    await tree.getByText('Auditoría Interna').waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-settings-roles-es');

    await page.getByRole('tab', { name: 'Menús del sistema' }).click();
    await page.getByRole('button', { name: 'Crear menú' }).click();
    const menuDialog = page.getByRole('dialog', { name: 'Crear menú' });
    const create = menuDialog.getByRole('button', { name: 'Crear' });
    await menuDialog.getByLabel('Id del menú').fill('reports');
    await menuDialog.getByLabel('Nombre').fill('Reportes');
    expect(await create.isDisabled()).toBe(true);
    await menuDialog.getByLabel('Componente').fill('Reports');
    await menuDialog.getByLabel('Ruta').fill('reports');
    await menuDialog.getByLabel('Icono (Blueprint)').fill('chart');
    expect(await menuDialog.getByRole('checkbox', { name: 'leer' }).isChecked()).toBe(true);
    await create.click();
    await page.getByText('Se ha creado un nuevo menu').waitFor();
    await page.getByRole('table', { name: 'Menús del sistema' }).getByText('reports', { exact: true }).first().waitFor();
    await settled(page);
    await saveScreenshot(page, 'access-settings-menus-es');
    // The administrator sees every top-level entry: the new one is in the navigation at once.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('.bp6-drawer').getByText('Reportes', { exact: true }).waitFor();
    // Close the drawer once it has opened (Escape is ignored while it slides in) and wait until it is gone: it covers the tabs while it closes.
    await page.locator('.bp6-drawer.bp6-overlay-enter-done').waitFor();
    await page.keyboard.press('Escape');
    const drawerClosed = await page
      .locator('.bp6-drawer')
      .waitFor({ state: 'hidden', timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
    if (!drawerClosed)
      await page
        .locator('.bp6-overlay-backdrop')
        .first()
        .click({ position: { x: 1200, y: 400 } });
    await page.locator('.bp6-drawer').waitFor({ state: 'hidden' });

    // Menu visibility is data: hiding Forecast from the buyer's profile takes effect at once.
    await page.getByRole('tab', { name: 'Puestos' }).click();
    await page.getByRole('table', { name: 'Puestos, roles y menús permitidos' }).getByText('Buyer').first().waitFor();
    const licenseRow = page.getByRole('row').filter({ hasText: 'licenseAdministrator' });
    await licenseRow.getByText('Autenticador obligatorio').waitFor();
    await page.getByRole('button', { name: 'Editar perfil de permisos de Buyer' }).click();
    const profileDialog = page.getByRole('dialog', { name: 'Perfil de permisos: Buyer' });
    expect(await profileDialog.getByRole('checkbox', { name: 'Compras', exact: true }).first().isChecked()).toBe(true);
    await profileDialog.getByText('Pronóstico (purchases)', { exact: true }).click();
    expect(await profileDialog.getByRole('checkbox', { name: 'Pronóstico (purchases)' }).isChecked()).toBe(true);
    // The position's sign-in security is part of the same data: the buyer does not require an authenticator.
    expect(await profileDialog.getByRole('checkbox', { name: 'Autenticador obligatorio' }).isChecked()).toBe(false);
    await settled(page);
    await saveScreenshot(page, 'access-settings-permission-profile-es');
    await profileDialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Perfil de permisos de Buyer actualizado').waitFor();
    const buyer = await signedInPage('compras');
    await buyer.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = buyer.locator('.bp6-drawer');
    await drawer.getByText('Compras', { exact: true }).click();
    await drawer.getByText('Órdenes de compra').waitFor();
    expect(await drawer.getByText('Pronóstico').count()).toBe(0);
  });

  it('opens System Menus, and only that tab, for Settings › Menús without Roles', async () => {
    const page = await signedInPage('configuracion');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByText('Configuración', { exact: true }).click();
    await drawer.getByText('Menús', { exact: true }).click();
    await page.waitForURL(`${running.url}/prometheus/settings/menus`);
    await page.getByRole('heading', { name: 'Configuración del sistema' }).waitFor();
    await page.getByText(/\d+ menús del sistema cargados/).waitFor();
    const menusTab = page.getByRole('tab', { name: 'Menús del sistema' });
    expect(await menusTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Roles del sistema' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Puestos' }).count()).toBe(0);
    expect(await page.getByText('Sin permiso').count()).toBe(0);

    // Uses the tab: a new entry under Settings (the caller gets it too), without the role picker it cannot fill.
    await page.getByRole('button', { name: 'Crear menú' }).click();
    const menuDialog = page.getByRole('dialog', { name: 'Crear menú' });
    await menuDialog.getByLabel('Id del menú').fill('settings.labels');
    await menuDialog.getByLabel('Nombre').fill('Etiquetas');
    await menuDialog.getByLabel('Componente').fill('Labels');
    await menuDialog.getByLabel('Ruta').fill('settings/labels');
    await menuDialog.getByLabel('Menú padre').selectOption('settings');
    expect(await menuDialog.getByLabel('Rol', { exact: true }).count()).toBe(0);
    await menuDialog.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado un nuevo menu').waitFor();
    const table = page.getByRole('table', { name: 'Menús del sistema' });
    await table.getByText('settings.labels', { exact: true }).first().waitFor();
    // The drawer opens with the current screen's branch (Settings) expanded.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer.getByText('Etiquetas', { exact: true }).waitFor();
    // Escape closes the drawer once it has opened (Blueprint ignores it while the drawer still slides in).
    await page.locator('.bp6-drawer.bp6-overlay-enter-done').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await settled(page);
    await saveScreenshot(page, 'access-settings-menus-only-es');

    // The roles path stays closed, by the screen and by the server.
    await page.goto(`${running.url}/prometheus/settings/roles`);
    await page.getByText('Sin permiso').first().waitFor();
    const cookie = await sessionCookie(page);
    expect((await api('{ systemRoles { systemRoleId } }', {}, cookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api('{ systemMenus { systemMenuId } }', {}, cookie)).data?.systemMenus).toBeDefined();
  });

  it('pages through more users than one page holds', async () => {
    await AttendantModel.insertMany(
      Array.from({ length: 310 }, (_, index) => {
        const userName = `pagina.${String(index).padStart(3, '0')}`;
        return {
          attendantId: `PAG${index}`,
          userName,
          userNameKey: userName,
          fullName: `Usuario Paginado ${index}`,
          organizationId: '01',
          position: { positionId: 'unassigned', positionName: 'Sin asignar' },
        };
      }),
    );
    const page = await signedInPage('admin');
    const cookie = await sessionCookie(page);
    const { total } = (await api('{ users(limit: 1) { total } }', {}, cookie)).data?.users as { total: number };
    const firstOfSecondPage = (
      (await api('{ users(limit: 1, offset: 300) { items { userName } } }', {}, cookie)).data?.users as { items: { userName: string }[] }
    ).items[0].userName;
    expect(total).toBeGreaterThan(310);

    await page.goto(`${running.url}/prometheus/system/users`);
    const range = page.getByTestId('data-table-users').getByTestId('data-table-pager').getByRole('status');
    await range.getByText(`Registros 1–300 de ${total}`).waitFor();
    const previous = page.getByRole('button', { name: 'Anterior' });
    const next = page.getByRole('button', { name: 'Siguiente' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await range.getByText(`Registros 301–${total} de ${total}`).waitFor();
    await page.getByTestId('users-table').getByText(firstOfSecondPage, { exact: true }).first().waitFor();
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    await settled(page);
    await saveScreenshot(page, 'access-users-page-2-es');

    // A new search starts again at the first page.
    await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill('pagina.30');
    await range.getByText('Registros 1–10 de 10').waitFor();
    await page.getByTestId('users-table').getByText('pagina.309', { exact: true }).first().waitFor();
    expect(await next.isDisabled()).toBe(true);
    await previous.waitFor();
    expect(await previous.isDisabled()).toBe(true);
  });

  itLeftNoConsoleErrors();
});
