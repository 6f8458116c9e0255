import { type NavigationEntry } from '../types';

/**
 * The side navigation. System-menu records filtered by position will feed it once the menus
 * module exists; until then these are the screens every signed-in user has.
 */
export const shellNavigation: readonly NavigationEntry[] = [
  { key: 'home', path: '/prometheus', icon: 'home' },
  { key: 'chat', path: '/prometheus/chat', icon: 'chat' },
  { key: 'support', path: '/prometheus/support', icon: 'lifesaver' },
];

/** The entry a path belongs to: the longest matching path wins, so /prometheus is only Home. */
export function activeNavigationEntry(pathname: string, entries: readonly NavigationEntry[] = shellNavigation) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [...entries]
    .filter((entry) => path === entry.path || path.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
