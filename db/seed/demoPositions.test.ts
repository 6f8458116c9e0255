import { describe, expect, it } from 'vitest';
import { platformPermissions, staffPermissionMenus } from '../../domain/access/permissions';
import { platformMenuRecords } from '../../domain/menus/platformMenus';
import { buildUserMenus, menuGrants, platformPermissionsFrom, type MenuNode } from '../../domain/menus/visibility';
import { commissionModules, demoAccounts, demoPermissionProfiles, demoSystemMenus } from './demoAccess';

/**
 * Each demo account against its job (docs/demo.md, "What each position may do"): the menus it
 * sees, the permissions it holds and its variable-commissions access, computed from the seeded
 * menus and permission profiles exactly as the API does (stored menus plus the platform entries).
 */
const records = [...demoSystemMenus, ...platformMenuRecords];
const profileOf = (positionId: string) => {
  const profile = demoPermissionProfiles.find((candidate) => candidate.positionId === positionId);
  if (!profile) throw new Error(`no permission profile for ${positionId}`);
  return profile;
};
const flatten = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.systemMenuId, ...flatten(node.children)]);

function seen(username: string) {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  const profile = profileOf(account.positionId);
  const menus = buildUserMenus(records, profile, 'ATT0001');
  const commissionsOf = (mode: 'read' | 'write') => profile.pathPermissions.filter((permission) => permission[mode]).map((permission) => permission.id);
  return {
    menus: [...flatten(menus.navigation), ...flatten(menus.system)],
    permissions: platformPermissionsFrom(menuGrants(records, profile)),
    commissionsRead: commissionsOf('read'),
    commissionsWrite: commissionsOf('write'),
  };
}

const everyNavigation = [
  'purchases',
  'purchases.forecast',
  'purchases.newForecast',
  'humanResources',
  'humanResources.headcount',
  'humanResources.templateAssignment',
  'customers',
  'customers.list',
  'customers.enrollment',
  'customers.types',
  'settings',
  'settings.users',
  'settings.products',
  'settings.warehouse',
  'settings.roles',
  'settings.menus',
  'remoteCommands',
  'collaboratorSearch',
  'operation',
  'operation.price',
  'workplan',
  'variableCommissions',
  'xadis',
  'xadis.infoXadis',
  'xadis.emptyContainer',
  'license',
  'billing',
];
// The audit log (Bitácora) is a system entry: its id keeps the route's settings.auditLog.
const everySystem = [
  'system.settings',
  'system.users',
  'system.chat',
  'system.support',
  'system.outbox',
  'system.workflows',
  'system.status',
  'system.graphiql',
  'settings.auditLog',
];
const customersMenus = ['customers', 'customers.list', 'customers.enrollment', 'customers.types'];
const allModules = commissionModules.map((module) => module.id);
const everyPermission = Object.keys(staffPermissionMenus).sort();
/** What only administration holds: the system screens, demo data, other people's messages, workflows. */
const administration = [...platformPermissions];

interface Expected {
  menus: string[];
  permissions: string[];
  commissionsRead?: string[];
  commissionsWrite?: string[];
}

const matrix: [string, Expected][] = [
  ['admin', { menus: [...everyNavigation, ...everySystem], permissions: everyPermission, commissionsRead: allModules, commissionsWrite: allModules }],
  ['direccion', { menus: [...everyNavigation, ...everySystem], permissions: everyPermission, commissionsRead: allModules, commissionsWrite: allModules }],
  [
    'compras',
    {
      menus: ['purchases', 'purchases.forecast', 'purchases.newForecast'],
      permissions: ['forecasts.read', 'forecasts.write', 'purchases.read', 'purchases.send'],
    },
  ],
  [
    'rhumanos',
    {
      menus: ['humanResources', 'humanResources.headcount'],
      permissions: ['headcount.compute', 'headcount.evaluate', 'headcount.read'],
      commissionsRead: allModules,
    },
  ],
  ['clientes', { menus: customersMenus, permissions: ['audits.read', 'customers.read', 'customers.write'] }],
  ['auditor', { menus: customersMenus, permissions: ['audits.decide', 'audits.read', 'customers.read'] }],
  [
    'xadis',
    {
      menus: ['xadis', 'xadis.infoXadis', 'xadis.emptyContainer'],
      permissions: ['xadis.emptyContainers.read', 'xadis.emptyContainers.write', 'xadis.transmissions.read', 'xadis.transmissions.send'],
    },
  ],
  ['almacen', { menus: ['xadis', 'xadis.infoXadis'], permissions: ['xadis.transmissions.read', 'xadis.transmissions.send'] }],
  ['gerente', { menus: ['humanResources', 'humanResources.headcount'], permissions: ['headcount.read'], commissionsRead: ['reports', 'employees', 'manual'] }],
  [
    'operaciones',
    {
      menus: ['humanResources', 'humanResources.headcount', 'settings', 'settings.warehouse', 'settings.menus'],
      permissions: ['headcount.compute', 'headcount.evaluate', 'headcount.read', 'stores.read', 'stores.write'],
    },
  ],
  ['configuracion', { menus: ['settings', 'settings.products', 'settings.menus'], permissions: ['products.images', 'products.read'] }],
  [
    'soporte',
    {
      menus: ['remoteCommands', 'collaboratorSearch'],
      permissions: ['collaborators.link', 'collaborators.read', 'remoteCommands.read', 'remoteCommands.send', 'remoteCommands.write'],
    },
  ],
  ['precios', { menus: ['operation', 'operation.price'], permissions: ['pricing.export', 'pricing.read'] }],
  [
    'cuentas',
    {
      menus: [...customersMenus, 'settings', 'settings.users', 'settings.products', 'settings.warehouse', 'settings.roles', 'settings.menus'],
      permissions: [
        'audits.decide',
        'audits.read',
        'catalog.write',
        'customerTypes.write',
        'customers.read',
        'customers.write',
        'products.images',
        'products.read',
        'stores.read',
      ],
    },
  ],
  ['licencias', { menus: ['license'], permissions: ['licenses.read', 'licenses.write'] }],
  ['comisiones', { menus: ['variableCommissions'], permissions: [], commissionsRead: allModules, commissionsWrite: allModules }],
  ['comisiones.consulta', { menus: ['variableCommissions'], permissions: [], commissionsRead: allModules }],
  [
    'tco.gerente',
    { menus: ['humanResources', 'humanResources.headcount'], permissions: ['headcount.read'], commissionsRead: ['reports', 'employees', 'manual'] },
  ],
];

describe('demo positions: what each account sees and may do', () => {
  it('covers every demo account once', () => {
    expect(matrix.map(([username]) => username).sort()).toEqual(demoAccounts.map((account) => account.username).sort());
  });

  it.each(matrix)('%s', (username, expected) => {
    expect(seen(username)).toEqual({ commissionsRead: [], commissionsWrite: [], ...expected });
  });

  it.each(matrix.filter(([username]) => !['admin', 'direccion'].includes(username)))(
    '%s holds no administration permission and sees no system screen',
    (username) => {
      const { menus, permissions } = seen(username);
      expect(permissions.filter((permission) => (administration as string[]).includes(permission))).toEqual([]);
      expect(menus.filter((menu) => menu.startsWith('system.'))).toEqual([]);
    },
  );

  it('keeps the commissions administrator to commissions: no users, outbox, status, GraphiQL, audit decisions, customer changes or demo seeding', () => {
    const { menus, permissions } = seen('comisiones');
    for (const menu of ['system.users', 'system.outbox', 'system.status', 'system.graphiql', 'settings.users']) expect(menus).not.toContain(menu);
    for (const permission of ['audits.decide', 'customers.write', 'demo.seed']) expect(permissions).not.toContain(permission);
  });

  it('leaves audit decisions to the auditor and the customers managers, and customer changes out of the auditor', () => {
    const deciders = matrix.filter(([username]) => seen(username).permissions.includes('audits.decide')).map(([username]) => username);
    expect(deciders).toEqual(['admin', 'direccion', 'auditor', 'cuentas']);
    expect(seen('auditor').permissions).not.toContain('customers.write');
    expect(seen('clientes').permissions).not.toContain('customerTypes.write');
  });
});
