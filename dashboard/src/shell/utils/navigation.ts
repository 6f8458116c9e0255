import { hasAnyPermission } from '../../access/utils/permissions';
import { type NavigationEntry, type NavigationGroup, type NavigationRequirement } from '../types';

const everyone: NavigationRequirement = { signedIn: true };

/**
 * The side navigation, as data. System-menu records filtered by position will replace these
 * groups once the menus module exists; until then the screens every signed-in user has, plus
 * the platform's staff screens guarded by the API's own permissions.
 */
export const shellNavigationGroups: readonly NavigationGroup[] = [
  {
    key: 'main',
    titled: false,
    requires: everyone,
    entries: [
      { key: 'home', path: '/prometheus', icon: 'home', requires: everyone },
      { key: 'chat', path: '/prometheus/chat', icon: 'chat', requires: everyone },
      { key: 'support', path: '/prometheus/support', icon: 'lifesaver', requires: everyone },
    ],
  },
  {
    key: 'system',
    titled: true,
    // Staff without any platform permission have nothing to operate: the group stays hidden,
    // although GraphiQL itself is open to every signed-in user at /prometheus/graphiql.
    requires: { anyOf: ['mail.read', 'sms.read', 'workflows.read', 'system.status'] },
    entries: [
      { key: 'outbox', path: '/prometheus/system/outbox', icon: 'envelope', requires: { anyOf: ['mail.read', 'sms.read'] } },
      { key: 'workflows', path: '/prometheus/system/workflows', icon: 'flows', requires: { anyOf: ['workflows.read'] } },
      { key: 'systemStatus', path: '/prometheus/system/status', icon: 'pulse', requires: { anyOf: ['system.status'] } },
      { key: 'graphiql', path: '/prometheus/graphiql', icon: 'code', requires: everyone },
    ],
  },
];

/** Every entry of every group, for matching the current path. */
export const shellNavigation: readonly NavigationEntry[] = shellNavigationGroups.flatMap((group) => group.entries);

export function meetsRequirement(requirement: NavigationRequirement, permissions: readonly string[] | null | undefined): boolean {
  return 'signedIn' in requirement || hasAnyPermission(permissions, requirement.anyOf);
}

/** The groups the user may see, with only the entries they may open; a group left empty disappears. */
export function visibleNavigationGroups(
  permissions: readonly string[] | null | undefined,
  groups: readonly NavigationGroup[] = shellNavigationGroups,
): NavigationGroup[] {
  return groups
    .filter((group) => meetsRequirement(group.requires, permissions))
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => meetsRequirement(entry.requires, permissions)) }))
    .filter((group) => group.entries.length > 0);
}

/** The entry a path belongs to: the longest matching path wins, so /prometheus is only Home. */
export function activeNavigationEntry(pathname: string, entries: readonly NavigationEntry[] = shellNavigation) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [...entries]
    .filter((entry) => path === entry.path || path.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
