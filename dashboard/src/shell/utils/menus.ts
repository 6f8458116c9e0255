import { type IconName, IconNames } from '@blueprintjs/icons';
import { type MenuEntryFragment, type MyMenusQuery } from '../../graphql';
import { toLanguage } from '../../ui/utils/languages';

/** A menu record with its children (the API sends two levels; the profile records have none). */
export type MenuEntry = MenuEntryFragment & { children?: MenuEntry[] };

/** The signed-in user's menus, each list as records with their children. */
export type UserMenus = Record<keyof MyMenusQuery['myMenus'], MenuEntry[]>;

const shellRoot = '/prometheus';
const knownIcons = new Set<string>(Object.values(IconNames));

/** Where a menu record leads: paths are relative to /prometheus/ unless they start with "/". */
export function menuHref(path: string): string {
  if (path.startsWith('/')) return path;
  const relative = path.replace(/^\/+|\/+$/g, '');
  return relative === '' ? shellRoot : `${shellRoot}/${relative}`;
}

/** The record's label in the interface language (the name when a label is missing). */
export function menuLabel(entry: Pick<MenuEntry, 'labels' | 'systemMenuName'>, language: string | undefined): string {
  const label = entry.labels[toLanguage(language)];
  return label || entry.systemMenuName;
}

/** The Blueprint icon a record names, or a neutral one when the name is not a Blueprint icon. */
export function menuIcon(name: string | null | undefined): IconName {
  return name && knownIcons.has(name) ? (name as IconName) : 'application';
}

/** Every record with its children, parents first. */
export function flattenMenus(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenus(entry.children ?? [])]);
}

function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

function covers(href: string, path: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/** The record a path belongs to: the longest matching href wins. */
export function activeMenuEntry(pathname: string, entries: readonly MenuEntry[]): MenuEntry | undefined {
  const path = normalise(pathname);
  return flattenMenus(entries)
    .filter((entry) => menuHref(entry.path) !== shellRoot && covers(menuHref(entry.path), path))
    .sort((a, b) => menuHref(b.path).length - menuHref(a.path).length)[0];
}

/** Whether one of the user's menus leads to the path (the screens behind menus show nothing else). */
export function menusAllow(pathname: string, menus: UserMenus): boolean {
  return activeMenuEntry(pathname, [...menus.profile, ...menus.system, ...menus.navigation]) !== undefined;
}

/**
 * Whether the user's menus carry a scope on one of the listed entries: the same rule the server
 * applies to each operation (domain/menus/operations.ts), so a screen asks only for what it gets.
 */
export function menusGrant(menus: UserMenus, requirement: { anyOf: readonly string[]; scope: string }): boolean {
  const entries = flattenMenus([...menus.profile, ...menus.system, ...menus.navigation]);
  return entries.some((entry) => requirement.anyOf.includes(entry.systemMenuId) && entry.scopes.includes(requirement.scope));
}
