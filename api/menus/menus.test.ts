import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../../db/seed';
import { startAccessTestApp, type AccessTestApp } from '../access/testing';

let app: AccessTestApp;
beforeAll(async () => {
  app = await startAccessTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const MY_MENUS = /* GraphQL */ `
  {
    myMenus {
      profile {
        systemMenuId
        path
      }
      system {
        systemMenuId
        path
        scopes
      }
      navigation {
        systemMenuId
        path
        scopes
        children {
          systemMenuId
          path
        }
      }
    }
  }
`;

interface Node {
  systemMenuId: string;
  path: string;
  children?: Node[];
}

async function menusOf(userName: string) {
  let session = await app.gql('mutation ($input: SignInInput!) { signIn(input: $input) { user { id } challenge { name session totpSetup { secret } } } }', {
    input: { userName, password: DEMO_PASSWORD },
  });
  // licencias' position requires an authenticator: set it up as a person would, from the challenge's secret.
  const challenge = (session.data!.signIn as { challenge: { name: string; session: string; totpSetup: { secret: string } } | null }).challenge;
  if (challenge?.name === 'MFA_SETUP') {
    const input = { userName, session: challenge.session, code: await generate({ secret: challenge.totpSetup.secret }) };
    session = await app.gql('mutation ($input: MfaChallengeInput!) { signIn: answerMfaSetupChallenge(input: $input) { user { id } } }', { input });
  }
  const id = (session.data!.signIn as { user: { id: string } }).user.id;
  const answer = await app.gql(MY_MENUS, {}, { cookie: session.cookie });
  const menus = answer.data!.myMenus as { profile: Node[]; system: Node[]; navigation: Node[] };
  return {
    id,
    cookie: session.cookie,
    menus,
    tree: Object.fromEntries(menus.navigation.map((node) => [node.systemMenuId, (node.children ?? []).map((child) => child.systemMenuId)])),
  };
}

const allTop = [
  'purchases',
  'humanResources',
  'customers',
  'settings',
  'remoteCommands',
  'collaboratorSearch',
  'operation',
  'workplan',
  'variableCommissions',
  'xadis',
  'license',
  'billing',
];

describe('menu visibility by position (spec 000 section 6)', () => {
  it.each([
    ['compras', { purchases: ['purchases.forecast', 'purchases.newForecast'] }],
    ['rhumanos', { humanResources: ['humanResources.headcount'] }],
    ['gerente', { humanResources: ['humanResources.headcount'] }],
    ['clientes', { customers: ['customers.list', 'customers.enrollment', 'customers.types'] }],
    ['operaciones', { humanResources: ['humanResources.headcount'], settings: ['settings.warehouse', 'settings.menus'] }],
    ['configuracion', { settings: ['settings.products', 'settings.menus'] }],
    ['soporte', { remoteCommands: [], collaboratorSearch: [] }],
    ['precios', { operation: ['operation.price'] }],
    ['auditor', { customers: ['customers.list', 'customers.enrollment', 'customers.types'] }],
    [
      'cuentas',
      {
        customers: ['customers.list', 'customers.enrollment', 'customers.types'],
        settings: ['settings.users', 'settings.products', 'settings.warehouse', 'settings.roles', 'settings.menus'],
      },
    ],
    ['licencias', { license: [] }],
    ['xadis', { xadis: ['xadis.infoXadis', 'xadis.emptyContainer'] }],
    ['almacen', { xadis: ['xadis.infoXadis'] }],
  ])('%s sees %j', async (userName, expected) => {
    const { tree, menus } = await menusOf(userName);
    expect(tree).toEqual(expected);
    expect(menus.system).toEqual([]);
  });

  it('shows every active top-level entry to the administrator, with the system and platform menus', async () => {
    const { menus, id } = await menusOf('admin');
    expect(menus.navigation.map((node) => node.systemMenuId)).toEqual(allTop);
    expect(menus.system.map((node) => node.systemMenuId)).toEqual([
      'system.settings',
      'system.users',
      'system.chat',
      'system.support',
      'system.outbox',
      'system.workflows',
      'system.status',
      'system.graphiql',
      'settings.auditLog',
    ]);
    expect(menus.profile).toEqual([
      { systemMenuId: 'profile.profile', path: `profile/${id}` },
      { systemMenuId: 'profile.signOut', path: '/userSignOut' },
    ]);
  });

  it('gives the rest of the permission profile: commission modules and companies', async () => {
    const { cookie } = await menusOf('gerente');
    const answer = await app.gql('{ myPermissions { positionId pathPermissions { id read write } organizations permissions } }', {}, { cookie });
    expect(answer.data?.myPermissions).toEqual({
      positionId: 'manager',
      pathPermissions: [
        { id: 'reports', read: true, write: false },
        { id: 'employees', read: true, write: false },
        { id: 'manual', read: true, write: false },
      ],
      organizations: ['01'],
      // A store manager reads the headcount of the stores (its Human Resources menu's leer scope).
      permissions: ['headcount.read'],
    });
  });

  it('derives the permissions of other areas from their menus too (customers)', async () => {
    const service = await app.signIn('clientes');
    // Customer service narrows its Customers menus' scopes: no audit decisions, no customer-type admin.
    expect((service.data!.signIn as { user: { permissions: string[] } }).user.permissions).toEqual(['audits.read', 'customers.read', 'customers.write']);
    const buyer = await app.signIn('compras');
    // The buyer's Purchases menus carry the purchasing permissions, nothing of other areas.
    expect((buyer.data!.signIn as { user: { permissions: string[] } }).user.permissions).toEqual([
      'forecasts.read',
      'forecasts.write',
      'purchases.read',
      'purchases.send',
    ]);
  });

  it('requires a session', async () => {
    expect((await app.gql(MY_MENUS)).errors?.[0].extensions.errorCode).toBe('NOT_AUTHENTICATED');
  });
});

describe('a menu entry a position cannot see is also refused by the server', () => {
  const USERS = '{ users(limit: 5) { total items { userName } } }';
  const ROLES = '{ systemRoles { systemRoleId } }';
  const MENUS = '{ systemMenus { systemMenuId } }';

  it.each([
    ['compras', { users: 'FORBIDDEN', roles: 'FORBIDDEN', menus: 'FORBIDDEN' }],
    // Settings › Menús without Roles: the System Menus tab works, the roles and positions lists do not.
    ['configuracion', { users: 'FORBIDDEN', roles: 'FORBIDDEN', menus: 'ok' }],
    ['operaciones', { users: 'FORBIDDEN', roles: 'FORBIDDEN', menus: 'ok' }],
    ['cuentas', { users: 'ok', roles: 'ok', menus: 'ok' }],
    ['admin', { users: 'ok', roles: 'ok', menus: 'ok' }],
  ])('%s: %j', async (userName, expected) => {
    const { cookie } = await app.signIn(userName);
    const outcome = async (query: string) => (await app.gql(query, {}, { cookie })).errors?.[0].extensions.errorCode ?? 'ok';
    expect({ users: await outcome(USERS), roles: await outcome(ROLES), menus: await outcome(MENUS) }).toEqual(expected);
  });

  it('lets Settings › Usuarios without Roles read the position and role names its dialogs need, and nothing more', async () => {
    const admin = await app.signIn('admin');
    const UPDATE = 'mutation ($input: PermissionProfileInput!) { updatePermissionProfile(input: $input) { hiddenMenuIds } }';
    const usersOnly = {
      positionId: 'representativeAccount',
      menuAccess: 'listed',
      permittedMenuIds: ['customers', 'settings'],
      hiddenMenuIds: ['settings.roles', 'settings.menus'],
    };
    await app.gql(UPDATE, { input: usersOnly }, { cookie: admin.cookie });
    try {
      const { cookie, tree } = await menusOf('cuentas');
      expect(tree.settings).toEqual(['settings.users', 'settings.products', 'settings.warehouse']);
      const outcome = async (query: string) => {
        const answer = await app.gql(query, {}, { cookie });
        return answer.errors?.[0].extensions.errorCode ?? 'ok';
      };
      // What the Users screen asks for.
      const names = await app.gql('{ positions { positionId positionName labels { es en } } systemRoles { systemRoleId systemRoleName } }', {}, { cookie });
      expect(names.errors).toBeUndefined();
      expect((names.data!.positions as { positionId: string }[]).map((position) => position.positionId)).toContain('customerService');
      expect((names.data!.systemRoles as { systemRoleId: string }[]).map((role) => role.systemRoleId)).toContain('clientes');
      expect(await outcome('{ users(limit: 5) { total } }')).toBe('ok');
      // The rest of the roles menus stays refused.
      expect({
        profileOfPosition: await outcome('{ positions { positionId permissionProfile { menuAccess } } }'),
        roleMenus: await outcome('{ systemRoles { systemRoleId menus { systemMenuId } } }'),
        permissionProfiles: await outcome('{ permissionProfiles { positionId } }'),
        systemMenus: await outcome('{ systemMenus { systemMenuId } }'),
        createSystemRole: await outcome('mutation { createSystemRole(input: { systemRoleName: "Intruso" }) { systemRoleId } }'),
        updatePositionRole: await outcome('mutation { updatePositionRole(positionId: "customerService", systemRoleId: "clientes") { positionId } }'),
        updatePermissionProfile: await outcome(
          'mutation { updatePermissionProfile(input: { positionId: "customerService", menuAccess: "all" }) { positionId } }',
        ),
      }).toEqual({
        profileOfPosition: 'FORBIDDEN',
        roleMenus: 'FORBIDDEN',
        permissionProfiles: 'FORBIDDEN',
        systemMenus: 'FORBIDDEN',
        createSystemRole: 'FORBIDDEN',
        updatePositionRole: 'FORBIDDEN',
        updatePermissionProfile: 'FORBIDDEN',
      });
    } finally {
      await app.gql(UPDATE, { input: { ...usersOnly, hiddenMenuIds: [] } }, { cookie: admin.cookie });
    }
  });

  it('follows the data: hiding settings.users from a position closes the users operations for it', async () => {
    const admin = await app.signIn('admin');
    const UPDATE = 'mutation ($input: PermissionProfileInput!) { updatePermissionProfile(input: $input) { hiddenMenuIds } }';
    await app.gql(
      UPDATE,
      { input: { positionId: 'representativeAccount', menuAccess: 'listed', permittedMenuIds: ['customers', 'settings'], hiddenMenuIds: ['settings.users'] } },
      { cookie: admin.cookie },
    );
    const { cookie, tree } = await menusOf('cuentas');
    expect(tree.settings).not.toContain('settings.users');
    expect((await app.gql('{ users { total } }', {}, { cookie })).errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
    await app.gql(
      UPDATE,
      { input: { positionId: 'representativeAccount', menuAccess: 'listed', permittedMenuIds: ['customers', 'settings'], hiddenMenuIds: [] } },
      { cookie: admin.cookie },
    );
    expect((await app.gql('{ users { total } }', {}, { cookie })).data?.users).toBeDefined();
  });
});
