import { describe, expect, it } from 'vitest';
import { allows, buildUserMenus, menuGrants, platformPermissionsFrom, visibleMenuRecords, type MenuProfile, type MenuRecord } from './visibility';
import { platformMenuRecords } from './platformMenus';
import { accessOperations } from './operations';

function menu(systemMenuId: string, menuType: MenuRecord['menuType'], parent: string | null = null, extra: Partial<MenuRecord> = {}): MenuRecord {
  return {
    systemMenuId,
    systemMenuName: systemMenuId,
    labels: { es: systemMenuId, en: systemMenuId },
    menuType,
    path: systemMenuId.replace('.', '/'),
    component: 'Screen',
    icon: 'circle',
    active: true,
    platformType: 'cloud',
    parentSystemMenuId: parent,
    systemMenuRoleId: null,
    defaultScopes: [
      { scopeName: 'leer', active: true },
      { scopeName: 'editar', active: true },
      { scopeName: 'ejecutar', active: true },
    ],
    order: 0,
    ...extra,
  };
}

const records: MenuRecord[] = [
  menu('purchases', 'navigation'),
  menu('purchases.forecast', 'navigation', 'purchases'),
  menu('settings', 'navigation', null, { order: 1 }),
  menu('settings.users', 'navigation', 'settings'),
  menu('settings.products', 'navigation', 'settings'),
  menu('settings.old', 'navigation', 'settings', { active: false }),
  menu('pos.only', 'navigation', null, { platformType: 'pos' }),
  menu('retired', 'navigation', null, { active: false }),
  menu('retired.child', 'navigation', 'retired'),
  menu('profile.profile', 'profile', null, { path: 'profile/:id' }),
  menu('system.settings', 'system'),
  ...platformMenuRecords,
];

const all: MenuProfile = { menuAccess: 'all', permittedMenuIds: [], hiddenMenuIds: [] };
const ids = (list: MenuRecord[]) => list.map((record) => record.systemMenuId).sort();

describe('menu visibility (spec 000 section 6)', () => {
  it('shows every active cloud entry to a position with access to all, children of inactive parents excluded', () => {
    expect(ids(visibleMenuRecords(records, all))).toEqual(
      [
        'profile.profile',
        'purchases',
        'purchases.forecast',
        'settings',
        'settings.auditLog',
        'settings.products',
        'settings.users',
        'system.graphiql',
        'system.outbox',
        'system.settings',
        'system.status',
        'system.workflows',
      ].sort(),
    );
  });

  it('shows only the permitted top-level entries, their children minus hidden ones, and the profile menu', () => {
    const profile: MenuProfile = { menuAccess: 'listed', permittedMenuIds: ['settings'], hiddenMenuIds: ['settings.users'] };
    expect(ids(visibleMenuRecords(records, profile))).toEqual(['profile.profile', 'settings', 'settings.products']);
  });

  it('shows only the profile menu without a permission profile', () => {
    expect(ids(visibleMenuRecords(records, null))).toEqual(['profile.profile']);
  });

  it('builds the three trees and replaces :id with the user id', () => {
    const menus = buildUserMenus(records, { menuAccess: 'listed', permittedMenuIds: ['purchases', 'settings'], hiddenMenuIds: [] }, 'ATT0001');
    expect(menus.profile.map((node) => node.path)).toEqual(['profile/ATT0001']);
    expect(menus.navigation.map((node) => [node.systemMenuId, node.children.map((child) => child.systemMenuId)])).toEqual([
      ['purchases', ['purchases.forecast']],
      ['settings', ['settings.products', 'settings.users']],
    ]);
    expect(menus.system).toEqual([]);
  });

  it('derives the platform permissions and operation checks from the grants, narrowed by profile scopes', () => {
    const narrowed: MenuProfile = { ...all, menuScopes: [{ systemMenuId: 'system.workflows', scopes: ['leer'] }] };
    const grants = menuGrants(records, narrowed);
    expect(platformPermissionsFrom(grants)).toEqual([
      'demo.seed',
      'erp.query',
      'history:read',
      'mail.read',
      'products.images',
      'products.read',
      'purchases.read',
      'purchases.send',
      'sms.read',
      'system.status',
      'workflows.read',
    ]);
    expect(allows(grants, accessOperations.createSystemRole)).toBe(true);
    const limited = menuGrants(records, { menuAccess: 'listed', permittedMenuIds: ['settings'], hiddenMenuIds: ['settings.users'] });
    // Settings without Users: the products screen's permissions, no platform one.
    expect(platformPermissionsFrom(limited)).toEqual(['products.images', 'products.read']);
    expect(allows(limited, accessOperations.users)).toBe(false);
    expect(allows(limited, accessOperations.myProfile)).toBe(true);
  });
});
