import { accessOperations } from '../../../../domain/menus/operations';
import { menusGrant } from '../../shell/utils/menus';
import { type UserMenus } from '../../shell/utils/menus';

export type SettingsTab = 'roles' | 'menus' | 'positions';

/** What the caller may do on each System Settings tab, by the same menu scopes the server checks. */
export interface SettingsAccess {
  /** Tabs the caller can open, in display order. */
  tabs: SettingsTab[];
  readRoles: boolean;
  readMenus: boolean;
  editRoles: boolean;
  editMenus: boolean;
}

export function settingsAccess(menus: UserMenus): SettingsAccess {
  const readRoles = menusGrant(menus, accessOperations.systemRoles) && menusGrant(menus, accessOperations.positions);
  const readMenus = menusGrant(menus, accessOperations.systemMenus);
  const tabs: SettingsTab[] = [];
  if (readRoles) tabs.push('roles');
  if (readMenus) tabs.push('menus');
  // Positions name their menus and the permission-profile dialog picks from them: both lists are needed.
  if (readRoles && readMenus) tabs.push('positions');
  return {
    tabs,
    readRoles,
    readMenus,
    editRoles: readRoles && menusGrant(menus, accessOperations.createSystemRole),
    editMenus: readMenus && menusGrant(menus, accessOperations.createSystemMenu),
  };
}

/**
 * The tab a path opens: settings/menus the menus and settings/roles the roles, or nothing when the
 * caller lacks that tab (its page is not theirs, even though the Settings parent leads there);
 * system/settings the roles, else the first tab allowed.
 */
export function initialSettingsTab(pathname: string, allowed: readonly SettingsTab[]): SettingsTab | undefined {
  if (/\/settings\/menus(\/|$)/.test(pathname)) return allowed.includes('menus') ? 'menus' : undefined;
  if (/\/settings\/roles(\/|$)/.test(pathname)) return allowed.includes('roles') ? 'roles' : undefined;
  return allowed.includes('roles') ? 'roles' : allowed[0];
}
