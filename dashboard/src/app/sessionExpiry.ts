import { isStaffPath, pathOf } from '../access/utils/returnPath';
import { isGraphqlRequestError } from '../graphql';

/**
 * True for the API's "no valid session" answer (UNAUTHENTICATED with NOT_AUTHENTICATED, or with
 * no business code). Other UNAUTHENTICATED answers (a wrong password at sign-in, a wrong current
 * password in the profile) are the screen's own business.
 */
export function isSessionExpired(error: unknown): boolean {
  if (!isGraphqlRequestError(error, 'UNAUTHENTICATED')) return false;
  return error.errorCode === undefined || error.errorCode === 'NOT_AUTHENTICATED';
}

/** What the handler needs of the app: where it is, how to move, and the cache of the ended session. */
export interface SessionExpiryTarget {
  location(): { pathname: string; search: string; hash: string };
  navigate(to: string, options: { replace: true; state: { from: string } }): unknown;
  /** Forgets every answer of the ended session (the next user must not see them, and `me` must be asked again). */
  clear(): void;
}

/**
 * The react-query error handler for a session that ends while a staff screen is open (spec 000
 * section 4: a "not authenticated" error redirects to /userSignIn): the cache is cleared and the
 * app goes to sign-in, remembering the screen (path, query and fragment) so sign-in returns there.
 * The return path travels in the history state, never in the address, and sign-in accepts it only
 * under /prometheus (access/utils/returnPath.ts). Several queries failing at once redirect once.
 */
export function createSessionExpiryHandler(target: SessionExpiryTarget): (error: unknown) => void {
  let redirecting = false;
  return (error) => {
    if (redirecting || !isSessionExpired(error)) return;
    const location = target.location();
    if (!isStaffPath(location.pathname)) return;
    redirecting = true;
    target.clear();
    void Promise.resolve(target.navigate('/userSignIn', { replace: true, state: { from: pathOf(location) } })).finally(() => {
      redirecting = false;
    });
  };
}
