import { describe, expect, it } from 'vitest';
import { activeMenuEntry, flattenMenus, type MenuEntry, menuHref, menuIcon, menuLabel, menusAllow, menusGrant, type UserMenus } from './menus';

function entry(systemMenuId: string, path: string, children: MenuEntry[] = []): MenuEntry {
  return {
    systemMenuId,
    systemMenuName: systemMenuId,
    labels: { es: `${systemMenuId} es`, en: `${systemMenuId} en` },
    path,
    component: 'X',
    icon: 'cog',
    scopes: ['leer'],
    children,
  };
}

const menus: UserMenus = {
  profile: [entry('profile.profile', 'profile/u1'), entry('profile.signOut', '/userSignOut')],
  system: [entry('system.settings', 'system/settings'), entry('system.outbox', 'system/outbox')],
  navigation: [entry('settings', 'settings', [entry('settings.menus', 'settings/menus'), entry('settings.products', 'settings/products')])],
};

describe('menu records in the shell', () => {
  it('turns relative paths into /prometheus paths and keeps absolute ones', () => {
    expect(menuHref('system/outbox')).toBe('/prometheus/system/outbox');
    expect(menuHref('/userSignOut')).toBe('/userSignOut');
    expect(menuHref('')).toBe('/prometheus');
    expect(menuHref('settings/')).toBe('/prometheus/settings');
  });

  it('labels by language and falls back to a neutral icon', () => {
    expect(menuLabel(menus.system[0], 'en')).toBe('system.settings en');
    expect(menuLabel(menus.system[0], 'es')).toBe('system.settings es');
    expect(menuLabel({ labels: { es: '', en: '' }, systemMenuName: 'Nombre' }, 'es')).toBe('Nombre');
    expect(menuIcon('cog')).toBe('cog');
    expect(menuIcon('fa-rocket')).toBe('application');
    expect(menuIcon(null)).toBe('application');
  });

  it('finds the longest matching entry, children included', () => {
    expect(flattenMenus(menus.navigation).map((item) => item.systemMenuId)).toEqual(['settings', 'settings.menus', 'settings.products']);
    expect(activeMenuEntry('/prometheus/settings/menus/', menus.navigation)?.systemMenuId).toBe('settings.menus');
    expect(activeMenuEntry('/prometheus/settingsX', menus.navigation)).toBeUndefined();
  });

  it('allows only paths a visible entry leads to', () => {
    expect(menusAllow('/prometheus/system/settings', menus)).toBe(true);
    expect(menusAllow('/prometheus/profile/u1', menus)).toBe(true);
    expect(menusAllow('/prometheus/profile/u2', menus)).toBe(false);
    expect(menusAllow('/prometheus/system/users', menus)).toBe(false);
  });

  it('grants a scope only through a visible entry, children included', () => {
    expect(menusGrant(menus, { anyOf: ['system.settings', 'settings.menus'], scope: 'leer' })).toBe(true);
    expect(menusGrant(menus, { anyOf: ['settings.menus'], scope: 'leer' })).toBe(true);
    expect(menusGrant(menus, { anyOf: ['settings.menus'], scope: 'editar' })).toBe(false);
    expect(menusGrant(menus, { anyOf: ['settings.roles'], scope: 'leer' })).toBe(false);
  });
});
