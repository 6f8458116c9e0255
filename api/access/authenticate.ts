import type { RequestHandler } from 'express';
import type { ApiDeps, Principal } from '../context';

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

/** Resolves the caller from the Bearer token (CLI) or the httpOnly session cookie (browser). */
export function authenticate(deps: ApiDeps): RequestHandler {
  return async (req, _res, next) => {
    try {
      req.principal = null;
      const header = req.headers.authorization;
      if (header?.startsWith('Bearer ')) {
        const token = header.slice('Bearer '.length).trim();
        if (deps.isOperatorToken(token)) req.principal = operatorPrincipal;
        else req.principal = await deps.sessions.verify(token);
      } else {
        const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
        if (cookie) req.principal = await deps.sessions.verify(cookie);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
