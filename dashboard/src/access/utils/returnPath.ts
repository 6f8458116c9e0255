/** Where the staff screens live: sign-in only ever returns under here. */
export const staffRoot = '/prometheus';

/** The screen a location shows, as a path with its query and fragment (what sign-in returns to). */
export function pathOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** True for /prometheus and the paths under it (not /prometheusX). */
export function isStaffPath(pathname: string): boolean {
  return pathname === staffRoot || pathname.startsWith(`${staffRoot}/`);
}

// Any origin works: only a value that stays on it once resolved is accepted.
const probeOrigin = 'http://return-path.invalid';

/**
 * The path sign-in may return to, or null. Only a same-origin path under /prometheus is accepted
 * (never another host, a scheme, `//host`, a backslash trick or `..` leaving the app): the result
 * is the resolved path with its query and fragment, so it can never become an open redirect.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // Control characters and backslashes are how browsers are talked into another host.
  if (value.includes('\\') || [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin || !isStaffPath(url.pathname)) return null;
  return pathOf(url);
}
