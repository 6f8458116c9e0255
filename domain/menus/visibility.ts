import { staffPermissionMenus, type MenuScopeName } from '../access/permissions';

export const menuTypeNames = ['navigation', 'profile', 'system'] as const;
export type MenuTypeName = (typeof menuTypeNames)[number];

/** A system-menu record as the menus are stored (db/models/access/systemMenu.ts). */
export interface MenuRecord {
  systemMenuId: string;
  systemMenuName: string;
  labels: { es: string; en: string };
  menuType: MenuTypeName;
  path: string;
  component: string;
  icon: string;
  active: boolean;
  platformType: string;
  parentSystemMenuId: string | null;
  systemMenuRoleId: string | null;
  defaultScopes: { scopeName: string; active: boolean }[];
  order: number;
}

/** The menu part of a position's permission profile. */
export interface MenuProfile {
  menuAccess: 'all' | 'listed';
  permittedMenuIds: readonly string[];
  hiddenMenuIds: readonly string[];
  /** Optional narrowing of a menu's scopes for this position (absent: the menu's active default scopes). */
  menuScopes?: readonly { systemMenuId: string; scopes: readonly string[] }[];
}

export interface MenuNode {
  systemMenuId: string;
  systemMenuName: string;
  labels: { es: string; en: string };
  menuType: MenuTypeName;
  /** Relative to /prometheus/ (a leading / is outside the shell), with :id replaced. */
  path: string;
  component: string;
  icon: string;
  scopes: MenuScopeName[];
  children: MenuNode[];
}

export interface UserMenus {
  profile: MenuNode[];
  system: MenuNode[];
  navigation: MenuNode[];
}

/** The menus the back office shows: platform cloud only. */
export const SHELL_PLATFORM = 'cloud';

/** Scope grants per visible menu id. */
export type MenuGrants = ReadonlyMap<string, ReadonlySet<MenuScopeName>>;

function rootOf(menu: MenuRecord, byId: ReadonlyMap<string, MenuRecord>): MenuRecord | null {
  let current: MenuRecord | undefined = menu;
  const seen = new Set<string>();
  while (current && current.parentSystemMenuId !== null) {
    if (seen.has(current.systemMenuId)) return null;
    seen.add(current.systemMenuId);
    current = byId.get(current.parentSystemMenuId);
  }
  return current ?? null;
}

function chainIsLive(menu: MenuRecord, byId: ReadonlyMap<string, MenuRecord>, hidden: ReadonlySet<string>): boolean {
  let current: MenuRecord | undefined = menu;
  const seen = new Set<string>();
  while (current) {
    if (seen.has(current.systemMenuId)) return false;
    seen.add(current.systemMenuId);
    if (!current.active || current.platformType !== SHELL_PLATFORM || hidden.has(current.systemMenuId)) return false;
    if (current.parentSystemMenuId === null) return true;
    current = byId.get(current.parentSystemMenuId);
  }
  return false;
}

/**
 * Spec 000 section 6 as data. An entry is visible when it and its ancestors are active, on the
 * cloud platform and not hidden by the profile, and its top-level entry is allowed: profile-menu
 * entries (own profile, sign out) for every staff member; otherwise by the position's profile —
 * 'all' shows every top-level entry, 'listed' only `permittedMenuIds`. Without a profile only the
 * profile menu shows (an account waiting for a position).
 */
export function visibleMenuRecords(records: readonly MenuRecord[], profile: MenuProfile | null): MenuRecord[] {
  const byId = new Map(records.map((record) => [record.systemMenuId, record]));
  const hidden = new Set(profile?.hiddenMenuIds ?? []);
  const permitted = new Set(profile?.permittedMenuIds ?? []);
  return records.filter((record) => {
    if (!chainIsLive(record, byId, hidden)) return false;
    const root = rootOf(record, byId);
    if (!root) return false;
    if (root.menuType === 'profile') return true;
    if (!profile) return false;
    return profile.menuAccess === 'all' || permitted.has(root.systemMenuId);
  });
}

function scopesOf(record: MenuRecord, profile: MenuProfile | null): MenuScopeName[] {
  const narrowed = profile?.menuScopes?.find((entry) => entry.systemMenuId === record.systemMenuId);
  return record.defaultScopes
    .filter((scope) => scope.active && (!narrowed || narrowed.scopes.includes(scope.scopeName)))
    .map((scope) => scope.scopeName as MenuScopeName);
}

export function menuGrants(records: readonly MenuRecord[], profile: MenuProfile | null): MenuGrants {
  return new Map(visibleMenuRecords(records, profile).map((record) => [record.systemMenuId, new Set(scopesOf(record, profile))]));
}

/** The permission strings (system.status, mail.read, customers.read...) carried by the visible menus, sorted. */
export function platformPermissionsFrom(grants: MenuGrants): string[] {
  return Object.entries(staffPermissionMenus)
    .filter(([, { systemMenuId, scope }]) => grants.get(systemMenuId)?.has(scope) ?? false)
    .map(([permission]) => permission)
    .sort();
}

function sortMenus(a: MenuRecord, b: MenuRecord): number {
  return a.order - b.order || a.systemMenuName.localeCompare(b.systemMenuName);
}

/** The three menus of the shell, as trees, with :id in paths replaced by the user's id. */
export function buildUserMenus(records: readonly MenuRecord[], profile: MenuProfile | null, userId: string): UserMenus {
  const visible = visibleMenuRecords(records, profile).sort(sortMenus);
  const childrenOf = new Map<string | null, MenuRecord[]>();
  for (const record of visible) {
    const list = childrenOf.get(record.parentSystemMenuId) ?? [];
    list.push(record);
    childrenOf.set(record.parentSystemMenuId, list);
  }
  const toNode = (record: MenuRecord): MenuNode => ({
    systemMenuId: record.systemMenuId,
    systemMenuName: record.systemMenuName,
    labels: record.labels,
    menuType: record.menuType,
    path: record.path.split(':id').join(encodeURIComponent(userId)),
    component: record.component,
    icon: record.icon,
    scopes: scopesOf(record, profile),
    children: (childrenOf.get(record.systemMenuId) ?? []).map(toNode),
  });
  const roots = (childrenOf.get(null) ?? []).map(toNode);
  return {
    profile: roots.filter((node) => node.menuType === 'profile'),
    system: roots.filter((node) => node.menuType === 'system'),
    navigation: roots.filter((node) => node.menuType === 'navigation'),
  };
}

/** What a staff operation needs: one scope on any one of the listed menus. */
export interface MenuRequirement {
  anyOf: readonly string[];
  scope: MenuScopeName;
}

/** True when every scope of `inner` is also in `outer`: nobody grants or manages more than they have. */
export function grantsWithin(inner: MenuGrants, outer: MenuGrants): boolean {
  for (const [menuId, scopes] of inner) {
    const held = outer.get(menuId);
    for (const scope of scopes) if (!held?.has(scope)) return false;
  }
  return true;
}

export function allows(grants: MenuGrants, requirement: MenuRequirement): boolean {
  return requirement.anyOf.some((menuId) => grants.get(menuId)?.has(requirement.scope) ?? false);
}
