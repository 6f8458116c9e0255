import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendantModel } from '../../db/models/access/attendant';
import { demoPermissionProfiles } from '../../db/seed/demoAccess';
import { startAccessTestApp, type AccessTestApp } from '../access/testing';

let app: AccessTestApp;
let admin: { cookie?: string };
beforeAll(async () => {
  app = await startAccessTestApp();
  admin = await app.signIn('admin');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const as = (query: string, variables: Record<string, unknown> = {}) => app.gql(query, variables, { cookie: admin.cookie });

describe('system roles (tree to 4 levels)', () => {
  const CREATE = 'mutation ($input: CreateSystemRoleInput!) { createSystemRole(input: $input) { systemRoleId systemRoleName parentSystemRoleId level } }';

  it('lists the tree with levels, the positions of each role and the menus it owns', async () => {
    const roles = (await as('{ systemRoles { systemRoleId parentSystemRoleId level positions { positionId } menus { systemMenuId } } }')).data!.systemRoles as {
      systemRoleId: string;
      level: number;
      positions: { positionId: string }[];
      menus: { systemMenuId: string }[];
    }[];
    const soporte = roles.find((role) => role.systemRoleId === 'soporte')!;
    expect(soporte).toMatchObject({ level: 4, positions: [{ positionId: 'storeSupport' }] });
    expect(soporte.menus.map((menu) => menu.systemMenuId)).toEqual(['collaboratorSearch', 'remoteCommands']);
    expect(Math.max(...roles.map((role) => role.level))).toBe(4);
  });

  it('creates a role under a parent and refuses a fifth level and a blank name', async () => {
    const created = await as(CREATE, { input: { systemRoleName: ' Mesa de ayuda ', parentSystemRoleId: 'sistemas' } });
    expect(created.data?.createSystemRole).toMatchObject({ systemRoleName: 'Mesa de ayuda', parentSystemRoleId: 'sistemas', level: 4 });
    const tooDeep = await as(CREATE, { input: { systemRoleName: 'Nivel cinco', parentSystemRoleId: 'soporte' } });
    expect(tooDeep.errors?.[0]).toMatchObject({ message: 'El árbol de roles admite hasta 4 niveles.', extensions: { errorCode: 'ROLE_TREE_TOO_DEEP' } });
    expect((await as(CREATE, { input: { systemRoleName: '  ' } })).errors?.[0].extensions.errorCode).toBe('ROLE_NAME_REQUIRED');
    expect((await as(CREATE, { input: { systemRoleName: 'Raíz nueva' } })).data?.createSystemRole).toMatchObject({ parentSystemRoleId: null, level: 1 });
  });
});

describe('system menus', () => {
  const CREATE =
    'mutation ($input: CreateSystemMenuInput!) { createSystemMenu(input: $input) { systemMenuId menuType platformType active defaultScopes { scopeName active } labels { es en } } }';
  const base = {
    systemMenuId: 'settings.taxes',
    systemMenuName: 'Impuestos',
    menuType: 'navigation',
    path: 'settings/taxes',
    component: 'Taxes',
    platformType: 'cloud',
    parentSystemMenuId: 'settings',
  };

  it('creates a menu with the default scopes leer, editar, ejecutar', async () => {
    const created = await as(CREATE, { input: base });
    expect(created.data?.createSystemMenu).toEqual({
      systemMenuId: 'settings.taxes',
      menuType: 'navigation',
      platformType: 'cloud',
      active: true,
      defaultScopes: [
        { scopeName: 'leer', active: true },
        { scopeName: 'editar', active: true },
        { scopeName: 'ejecutar', active: true },
      ],
      labels: { es: 'Impuestos', en: 'Impuestos' },
    });
    expect((await as(CREATE, { input: base })).errors?.[0].extensions.errorCode).toBe('MENU_ID_TAKEN');
    const listed = (await as('{ systemMenus(menuType: "navigation") { systemMenuId } }')).data!.systemMenus as { systemMenuId: string }[];
    expect(listed.map((menu) => menu.systemMenuId)).toContain('settings.taxes');
  });

  it.each([
    [{ component: '' }, 'MENU_COMPONENT_REQUIRED'],
    [{ path: '' }, 'MENU_PATH_REQUIRED'],
    [{ path: 'javascript:alert(1) x' }, 'MENU_PATH_REQUIRED'],
    [{ menuType: 'sidebar' }, 'MENU_TYPE_REQUIRED'],
    [{ platformType: 'mainframe' }, 'MENU_PLATFORM_REQUIRED'],
  ])('refuses %j with %s', async (change, code) => {
    expect((await as(CREATE, { input: { ...base, systemMenuId: 'settings.other', ...change } })).errors?.[0].extensions.errorCode).toBe(code);
  });

  it('updates a menu; deactivating it hides it from the shell', async () => {
    const updated = await as(
      'mutation { updateSystemMenu(systemMenuId: "settings.taxes", input: { active: false }) { active _version parentSystemMenuId defaultScopes { scopeName } } }',
    );
    expect(updated.data?.updateSystemMenu).toEqual({
      active: false,
      _version: 2,
      parentSystemMenuId: 'settings',
      defaultScopes: [{ scopeName: 'leer' }, { scopeName: 'editar' }, { scopeName: 'ejecutar' }],
    });
    const loop = await as('mutation { updateSystemMenu(systemMenuId: "settings.taxes", input: { parentSystemMenuId: "settings.taxes" }) { active } }');
    expect(loop.errors?.[0].extensions.errorCode).toBe('NOT_FOUND');
    const menus = await as('{ myMenus { navigation { systemMenuId children { systemMenuId } } } }');
    const settings = (menus.data!.myMenus as { navigation: { systemMenuId: string; children: { systemMenuId: string }[] }[] }).navigation.find(
      (node) => node.systemMenuId === 'settings',
    )!;
    expect(settings.children.map((child) => child.systemMenuId)).not.toContain('settings.taxes');
  });
});

describe('positions and permission profiles', () => {
  it('lists positions with their role and profile, and moves a position to another role', async () => {
    const positions = (await as('{ positions { positionId systemRole { systemRoleName } permissionProfile { menuAccess permittedMenuIds hiddenMenuIds } } }'))
      .data!.positions as {
      positionId: string;
    }[];
    expect(positions.find((position) => position.positionId === 'buyer')).toEqual({
      positionId: 'buyer',
      systemRole: { systemRoleName: 'Compras' },
      permissionProfile: { menuAccess: 'listed', permittedMenuIds: ['purchases'], hiddenMenuIds: [] },
    });
    // The role reached through a position is resolved fully, level included (it answered INTERNAL before).
    const levels = await as(
      '{ positions { positionId systemRole { systemRoleId level } } systemRoles { systemRoleId positions { systemRole { systemRoleId level } } } }',
    );
    expect(levels.errors).toBeUndefined();
    const viaPositions = levels.data!.positions as { positionId: string; systemRole: { systemRoleId: string; level: number } }[];
    const roles = (await as('{ systemRoles { systemRoleId level } }')).data!.systemRoles as { systemRoleId: string; level: number }[];
    const roleLevels = Object.fromEntries(roles.map((role) => [role.systemRoleId, role.level]));
    expect(viaPositions.find((position) => position.positionId === 'storeSupport')?.systemRole).toEqual({ systemRoleId: 'soporte', level: 4 });
    for (const position of viaPositions) expect(position.systemRole.level).toBe(roleLevels[position.systemRole.systemRoleId]);
    const viaRoles = (levels.data!.systemRoles as { positions: { systemRole: { level: number } }[] }[]).flatMap((role) => role.positions);
    expect(viaRoles.length).toBeGreaterThan(0);
    for (const position of viaRoles) expect(position.systemRole.level).toBeGreaterThanOrEqual(1);
    const moved = await as('mutation { updatePositionRole(positionId: "buyer", systemRoleId: "comercial") { systemRoleId } }');
    expect(moved.data?.updatePositionRole).toEqual({ systemRoleId: 'comercial' });
    expect((await as('mutation { updatePositionRole(positionId: "nope", systemRoleId: "comercial") { systemRoleId } }')).errors?.[0].extensions.errorCode).toBe(
      'POSITION_NOT_FOUND',
    );
  });

  it('keeps "authenticator required" in the profile: seeded for the License Administrator, set and kept by the administrator', async () => {
    const required = async () =>
      Object.fromEntries(
        (
          (await as('{ permissionProfiles { positionId authenticatorRequired } }')).data!.permissionProfiles as {
            positionId: string;
            authenticatorRequired: boolean;
          }[]
        ).map((profile) => [profile.positionId, profile.authenticatorRequired]),
      );
    const seeded = await required();
    expect(Object.entries(seeded).filter(([, on]) => on)).toEqual([['licenseAdministrator', true]]);
    const UPDATE =
      'mutation ($input: PermissionProfileInput!) { updatePermissionProfile(input: $input) { positionId authenticatorRequired permittedMenuIds } }';
    const on = await as(UPDATE, {
      input: { positionId: 'pricingAnalyst', menuAccess: 'listed', permittedMenuIds: ['operation'], authenticatorRequired: true },
    });
    expect(on.data?.updatePermissionProfile).toEqual({ positionId: 'pricingAnalyst', authenticatorRequired: true, permittedMenuIds: ['operation'] });
    // A save without the setting (an older client, a menus file) leaves it as it was.
    const kept = await as(UPDATE, { input: { positionId: 'pricingAnalyst', menuAccess: 'listed', permittedMenuIds: ['operation'] } });
    expect(kept.data?.updatePermissionProfile).toMatchObject({ authenticatorRequired: true });
    expect(
      (await as(UPDATE, { input: { positionId: 'pricingAnalyst', menuAccess: 'listed', permittedMenuIds: ['operation'], authenticatorRequired: false } })).data
        ?.updatePermissionProfile,
    ).toMatchObject({ authenticatorRequired: false });
    expect((await as(UPDATE, { input: { positionId: 'pricingAnalyst', menuAccess: 'listed', authenticatorRequired: 'yes' } })).errors).toBeDefined();
  });
});

describe('users', () => {
  const USER_FIELDS =
    'userName fullName active position { positionId positionName } role { systemRoleId } warehouse { warehouseId } organizationId passwordChangeRequired';

  it('lists and searches users', async () => {
    const page = (await as('{ users(search: "gerente") { total items { userName } } }')).data!.users as { total: number; items: { userName: string }[] };
    expect(page.items.map((item) => item.userName)).toEqual(['gerente', 'tco.gerente']);
    const pattern = (await as('{ users(search: ".*") { total } }')).data!.users as { total: number };
    expect(pattern.total).toBe(0);
  });

  it('creates a user with a temporary password and edits position, role, warehouse and active', async () => {
    const created = await as(`mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`, {
      input: { userName: 'nueva.cajera', temporaryPassword: 'Temp#99' },
    });
    expect(created.data?.createUser).toMatchObject({ userName: 'nueva.cajera', position: { positionId: 'unassigned' }, passwordChangeRequired: true });
    expect(
      (
        await as('mutation ($input: CreateUserInput!) { createUser(input: $input) { userName } }', {
          input: { userName: 'NUEVA.CAJERA', temporaryPassword: 'Temp#99' },
        })
      ).errors?.[0].extensions.errorCode,
    ).toBe('USERNAME_TAKEN');
    expect(
      (
        await as('mutation ($input: CreateUserInput!) { createUser(input: $input) { userName } }', {
          input: { userName: 'otra.cajera', temporaryPassword: 'Temp9' },
        })
      ).errors?.[0].extensions.errorCode,
    ).toBe('PASSWORD_TOO_SHORT');
    const edited = await as(`mutation ($input: UpdateUserInput!) { updateUser(userName: "nueva.cajera", input: $input) { ${USER_FIELDS} } }`, {
      input: { positionId: 'customerService', systemRoleId: 'clientes', warehouseId: 'TC201', active: false },
    });
    expect(edited.data?.updateUser).toMatchObject({
      active: false,
      position: { positionId: 'customerService', positionName: 'Customer Service' },
      role: { systemRoleId: 'clientes' },
      warehouse: { warehouseId: 'TC201' },
      organizationId: '02',
    });
    expect((await app.signIn('nueva.cajera', 'Temp#99')).errors?.[0].extensions.errorCode).toBe('INVALID_CREDENTIALS');
    // The dialog's picker: active stores and distribution centres.
    const warehouses = (await as('{ userWarehouses { warehouseId warehouseName warehouseType } }')).data!.userWarehouses as {
      warehouseId: string;
      warehouseType: string;
    }[];
    expect(warehouses.map((warehouse) => warehouse.warehouseId)).toContain('TC201');
    expect(new Set(warehouses.map((warehouse) => warehouse.warehouseType))).toEqual(new Set(['_10', '_20']));
    const cleared = await as(`mutation { updateUser(userName: "nueva.cajera", input: { warehouseId: null }) { ${USER_FIELDS} } }`);
    expect(cleared.data?.updateUser).toMatchObject({ warehouse: null });
    expect((await as('mutation { updateUser(userName: "nobody.here", input: { active: true }) { userName } }')).errors?.[0].extensions.errorCode).toBe(
      'USER_NOT_FOUND',
    );
  });

  it('resets a password: temporary again, lock cleared, sessions ended', async () => {
    for (let i = 0; i < 3; i += 1) await app.signIn('licencias', 'wrong');
    const reset = await as('mutation { resetUserPassword(userName: "licencias", temporaryPassword: "Temp#55") { passwordChangeRequired } }');
    expect(reset.data?.resetUserPassword).toEqual({ passwordChangeRequired: true });
    expect((await app.signIn('licencias', 'Temp#55')).data?.signIn).toMatchObject({
      status: 'CHALLENGE',
      challenge: { name: 'NEW_PASSWORD_REQUIRED', phoneRequired: false },
    });
  });
});

describe('nobody grants or takes over more access than they hold', () => {
  it('lets a representative (Customers and Settings) manage a customer-service user but not an administrator', async () => {
    const representative = await app.signIn('cuentas');
    const as2 = (query: string, variables: Record<string, unknown> = {}) => app.gql(query, variables, { cookie: representative.cookie });
    const CREATE = 'mutation ($input: CreateUserInput!) { createUser(input: $input) { userName } }';
    expect((await as2(CREATE, { input: { userName: 'cliente.nuevo', temporaryPassword: 'Temp#11', positionId: 'customerService' } })).data?.createUser).toEqual(
      { userName: 'cliente.nuevo' },
    );
    const escalate = await as2(CREATE, { input: { userName: 'falso.admin', temporaryPassword: 'Temp#11', positionId: 'administrator' } });
    expect(escalate.errors?.[0]).toMatchObject({
      message: 'No puedes otorgar ni administrar accesos que tú no tienes.',
      extensions: { errorCode: 'ACCESS_BEYOND_OWN' },
    });
    expect((await as2('mutation { resetUserPassword(userName: "admin", temporaryPassword: "Temp#11") { userName } }')).errors?.[0].extensions.errorCode).toBe(
      'ACCESS_BEYOND_OWN',
    );
    expect(
      (await as2('mutation { updateUser(userName: "cliente.nuevo", input: { positionId: "owner" }) { userName } }')).errors?.[0].extensions.errorCode,
    ).toBe('ACCESS_BEYOND_OWN');
    const widen = await as2('mutation ($input: PermissionProfileInput!) { updatePermissionProfile(input: $input) { positionId } }', {
      input: { positionId: 'customerService', menuAccess: 'all' },
    });
    expect(widen.errors?.[0].extensions.errorCode).toBe('ACCESS_BEYOND_OWN');
    expect(
      (await as2('mutation { resetUserPassword(userName: "cliente.nuevo", temporaryPassword: "Temp#12") { passwordChangeRequired } }')).data?.resetUserPassword,
    ).toEqual({ passwordChangeRequired: true });
  });
});

describe('menu changes cannot hand out more than the caller holds', () => {
  it('lets a settings analyst add a menu under Settings but not pull a hidden entry into view', async () => {
    const analyst = await app.signIn('configuracion');
    const as3 = (query: string, variables: Record<string, unknown> = {}) => app.gql(query, variables, { cookie: analyst.cookie });
    const created = await as3('mutation ($input: CreateSystemMenuInput!) { createSystemMenu(input: $input) { systemMenuId } }', {
      input: {
        systemMenuId: 'settings.printers',
        systemMenuName: 'Impresoras',
        menuType: 'navigation',
        path: 'settings/printers',
        component: 'Printers',
        platformType: 'cloud',
        parentSystemMenuId: 'settings',
      },
    });
    expect(created.data?.createSystemMenu).toEqual({ systemMenuId: 'settings.printers' });
    const pull = await as3(
      'mutation { updateSystemMenu(systemMenuId: "system.users", input: { parentSystemMenuId: "settings", menuType: "navigation" }) { systemMenuId } }',
    );
    expect(pull.errors?.[0].extensions.errorCode).toBe('ACCESS_BEYOND_OWN');
    const widen = await as3(
      'mutation { updateSystemMenu(systemMenuId: "settings.products", input: { defaultScopes: [{ scopeName: "leer" }, { scopeName: "aprobar" }] }) { systemMenuId } }',
    );
    expect(widen.errors?.[0].extensions.errorCode).toBe('ACCESS_BEYOND_OWN');
    const unseen = await as3('mutation { updateSystemMenu(systemMenuId: "settings.users", input: { active: false }) { systemMenuId } }');
    expect(unseen.errors?.[0].extensions.errorCode).toBe('ACCESS_BEYOND_OWN');
    expect((await as3('{ users { total } }')).errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
    expect((await as3('{ userWarehouses { warehouseId } }')).errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
    const rename = await as3(
      'mutation { updateSystemMenu(systemMenuId: "settings.printers", input: { systemMenuName: "Impresoras de tienda" }) { systemMenuName } }',
    );
    expect(rename.data?.updateSystemMenu).toEqual({ systemMenuName: 'Impresoras de tienda' });
  });
});

describe('menus export and import', () => {
  it('exports every menu and profile, and importing the same file changes nothing', async () => {
    const exported = (await app.gql('{ exportMenus }', {}, { token: app.operatorToken })).data!.exportMenus as {
      systemMenus: { systemMenuId: string }[];
      permissionProfiles: unknown[];
    };
    expect(exported.systemMenus.map((menu) => menu.systemMenuId)).toContain('system.outbox');
    expect(exported.permissionProfiles).toHaveLength(demoPermissionProfiles.length);
    const IMPORT =
      'mutation ($document: JSON!) { importMenus(document: $document) { systemMenus { inserted updated unchanged } permissionProfiles { inserted updated unchanged } } }';
    const again = await app.gql(IMPORT, { document: exported }, { token: app.operatorToken });
    expect(again.data?.importMenus).toEqual({
      systemMenus: { inserted: 0, updated: 0, unchanged: exported.systemMenus.length },
      permissionProfiles: { inserted: 0, updated: 0, unchanged: demoPermissionProfiles.length },
    });
    const broken = await app.gql(
      IMPORT,
      { document: { format: 'prometheus.menus', version: 1, systemMenus: [{ systemMenuId: 'x' }] } },
      { token: app.operatorToken },
    );
    expect(broken.errors?.[0].extensions.errorCode).toBe('MENUS_IMPORT_INVALID');
  });
});

describe('users beyond one page', () => {
  it('reaches every user through limit and offset, 300 at most per page', async () => {
    const extra = Array.from({ length: 305 }, (_, index) => {
      const userName = `pagina.${String(index).padStart(3, '0')}`;
      return {
        attendantId: `PAG${index}`,
        userName,
        userNameKey: userName,
        fullName: `Usuario Paginado ${index}`,
        organizationId: '01',
        position: { positionId: 'unassigned', positionName: 'Sin asignar' },
      };
    });
    await AttendantModel.insertMany(extra);
    const PAGE = 'query ($limit: Int, $offset: Int) { users(limit: $limit, offset: $offset) { total items { userName } } }';
    const pageAt = async (offset: number, limit = 300) => (await as(PAGE, { limit, offset })).data!.users as { total: number; items: { userName: string }[] };
    const first = await pageAt(0, 1000);
    expect(first.items).toHaveLength(300);
    expect(first.total).toBeGreaterThan(305);
    const second = await pageAt(300);
    expect(second.items).toHaveLength(first.total - 300);
    const names = [...first.items, ...second.items].map((item) => item.userName);
    expect(new Set(names).size).toBe(first.total);
    expect(names).toEqual(expect.arrayContaining(extra.map((user) => user.userName)));
    expect((await pageAt(first.total)).items).toEqual([]);
  });
});

describe('users list sort and export', () => {
  const download = async (query: string, cookie: string | undefined, lang = 'es') => {
    const response = await fetch(`${app.url}/api/export/users.csv${query}`, { headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) } });
    return { status: response.status, text: await response.text() };
  };

  it('sorts by full name either way and exports the searched list in that order, with the menu access of the list', async () => {
    const PAGE =
      'query ($sort: UserSort, $direction: SortDirection, $search: String) { users(limit: 300, sort: $sort, direction: $direction, search: $search) { total items { userName fullName } } }';
    const names = async (direction: string) =>
      ((await as(PAGE, { sort: 'fullName', direction })).data!.users as { items: { fullName: string }[] }).items.map((user) => user.fullName);
    const ascending = await names('asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = await names('desc');
    expect(descending).toEqual([...descending].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    // The first name of the descending list is the greatest of all (the list may hold more than one page).
    expect(ascending.every((name) => name <= descending[0]!)).toBe(true);
    const refused = await as('{ users(sort: passwordHash) { total } }');
    expect(refused.status).toBe(400);

    const csv = await download('?search=compras&sort=fullName&direction=desc', admin.cookie);
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('userName,fullName,position,role,warehouse,active,passwordChangeRequired,confirmed,locked,totpEnabled');
    const searched = (await as(PAGE, { search: 'compras', sort: 'fullName', direction: 'desc' })).data!.users as {
      total: number;
      items: { userName: string }[];
    };
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(searched.items.map((user) => user.userName));

    const customerService = await app.signIn('clientes');
    const forbidden = await download('', customerService.cookie);
    expect(forbidden.status).toBe(403);
    expect(JSON.parse(forbidden.text).error.message).toBe('No tienes permiso para esta operación.');
    const badSort = await download('?sort=userNameKey', admin.cookie, 'en');
    expect(badSort.status).toBe(422);
  });

  it('shows each user’s photo thumbnail as a signed link, and none without a photo (issue 23)', async () => {
    const target = await AttendantModel.findOne({ userName: 'compras' }).lean();
    await AttendantModel.updateOne({ userName: 'compras' }, { $set: { profilePhoto: `protected/${target!.attendantId}/profile/foto.jpg` } });
    const PAGE = '{ users(limit: 300) { items { userName profilePhotoThumbnailUrl } } }';
    const items = ((await as(PAGE)).data!.users as { items: { userName: string; profilePhotoThumbnailUrl: string | null }[] }).items;
    expect(items.find((user) => user.userName === 'compras')!.profilePhotoThumbnailUrl).toMatch(/profile\/foto-thumb\.jpg\?/);
    expect(items.find((user) => user.userName === 'admin')!.profilePhotoThumbnailUrl).toBeNull();
    await AttendantModel.updateOne({ userName: 'compras' }, { $set: { profilePhoto: target!.profilePhoto ?? null } });
  });
});
