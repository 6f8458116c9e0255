import type { RequestHandler } from 'express';
import type { ApiDeps, Principal } from '../context';
import type { StaffAccess } from '../menus/service';
import type { SessionPrincipal } from './tokens';
import { withActor } from '../../db/history/actor';

declare module '../context' {
  interface ApiServices {
    /**
     * Recomputes a staff session from data (account live and active, session epoch current,
     * permissions from the position's menus). The access area registers it; without it (API tests
     * that run with no database) a valid token is taken as it is.
     */
    staffAccess?: (session: SessionPrincipal) => Promise<StaffAccess | null>;
  }
}

export const SESSION_COOKIE = 'prometheus_session';

/** The operator behind the CLI token: every permission. */
export const operatorPrincipal: Principal = {
  kind: 'operator',
  id: 'operator',
  userName: 'operator',
  fullName: 'Operator',
  permissions: 'all',
};

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal | null;
  }
}

/** The rest of the request runs with the caller as the author of its writes (the change history, docs/history.md). */
function asActor(principal: Principal | null, next: () => void): void {
  if (!principal) return next();
  withActor({ kind: principal.kind, id: principal.id, name: principal.userName }, next);
}

/**
 * Resolves the caller from the Bearer token (CLI) or the httpOnly session cookie (browser). A
 * staff token only names the account: its permissions and menu scopes are recomputed from the
 * database on every request, and a token from before a global sign-out is refused.
 */
export function authenticate(deps: ApiDeps): RequestHandler {
  return async (req, _res, next) => {
    try {
      req.principal = null;
      req.menuGrants = undefined;
      const header = req.headers.authorization;
      let token: string | undefined;
      if (header?.startsWith('Bearer ')) {
        token = header.slice('Bearer '.length).trim();
        if (deps.isOperatorToken(token)) {
          req.principal = operatorPrincipal;
          req.menuGrants = 'all';
          return asActor(req.principal, next);
        }
      } else {
        token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
      }
      if (!token) return next();
      const session = (await deps.sessions.verify(token)) as SessionPrincipal | null;
      if (session?.kind === 'staff') {
        const staffAccess = deps.services.staffAccess;
        if (!staffAccess) req.principal = session;
        else {
          const access = await staffAccess(session);
          if (access) {
            req.principal = access.principal;
            req.menuGrants = access.grants;
          }
        }
      }
      asActor(req.principal, next);
    } catch (error) {
      next(error);
    }
  };
}
