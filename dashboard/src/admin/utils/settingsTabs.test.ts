import { describe, expect, it } from 'vitest';
import { type MenuEntry, type UserMenus } from '../../shell/utils/menus';
import { initialSettingsTab, settingsAccess } from './settingsTabs';

function entry(systemMenuId: string, scopes: string[] = ['leer', 'editar', 'ejecutar'], children: MenuEntry[] = []): MenuEntry {
  return {
    systemMenuId,
    systemMenuName: systemMenuId,
    labels: { es: systemMenuId, en: systemMenuId },
    path: systemMenuId.replace('.', '/'),
    component: 'X',
    icon: 'cog',
    scopes,
    children,
  };
}

const profileOnly: UserMenus = { profile: [entry('profile.profile')], system: [], navigation: [] };
const withSettings = (...children: MenuEntry[]): UserMenus => ({ ...profileOnly, navigation: [entry('settings', ['leer'], children)] });

describe('System Settings tabs follow the caller’s menus', () => {
  it('opens every tab with System settings', () => {
    const access = settingsAccess({ ...profileOnly, system: [entry('system.settings')] });
    expect(access).toEqual({ tabs: ['roles', 'menus', 'positions'], readRoles: true, readMenus: true, editRoles: true, editMenus: true });
  });

  it('opens only System Menus for Settings › Menús without Roles (configuracion, operaciones)', () => {
    const access = settingsAccess(withSettings(entry('settings.menus'), entry('settings.products')));
    expect(access).toEqual({ tabs: ['menus'], readRoles: false, readMenus: true, editRoles: false, editMenus: true });
  });

  it('keeps positions out without the menu list, and editing out without editar', () => {
    expect(settingsAccess(withSettings(entry('settings.roles'))).tabs).toEqual(['roles']);
    const readOnly = settingsAccess(withSettings(entry('settings.roles', ['leer']), entry('settings.menus', ['leer'])));
    expect(readOnly).toMatchObject({ tabs: ['roles', 'menus', 'positions'], editRoles: false, editMenus: false });
    expect(settingsAccess(profileOnly).tabs).toEqual([]);
  });

  it('opens the tab of the path, or the first one allowed', () => {
    expect(initialSettingsTab('/prometheus/settings/menus', ['roles', 'menus'])).toBe('menus');
    expect(initialSettingsTab('/prometheus/settings/roles', ['roles', 'menus'])).toBe('roles');
    expect(initialSettingsTab('/prometheus/system/settings', ['roles', 'menus', 'positions'])).toBe('roles');
    expect(initialSettingsTab('/prometheus/system/settings', ['menus'])).toBe('menus');
    expect(initialSettingsTab('/prometheus/settings/menus', [])).toBeUndefined();
    // Settings leads to settings/roles for the shell, but the roles page is not the caller's.
    expect(initialSettingsTab('/prometheus/settings/roles', ['menus'])).toBeUndefined();
    expect(initialSettingsTab('/prometheus/settings/menus', ['roles'])).toBeUndefined();
  });
});
