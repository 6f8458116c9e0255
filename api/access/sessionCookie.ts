import type { CookieOptions } from 'express';
import type { Config } from '../../config/config';
import type { RequestContext } from '../context';
import { SESSION_COOKIE } from './authenticate';
import { SESSION_TTL_SECONDS } from './tokens';

export type CookieSecureSetting = Config['COOKIE_SECURE'];

/**
 * Whether the session cookie carries Secure. 'auto' follows the request (HTTPS, or a loopback
 * proxy's X-Forwarded-Proto: https); 'true' always sets it, for a TLS-terminating proxy that is
 * not on loopback; 'false' never does, for plain-HTTP installs reached by a name other than
 * localhost, where browsers would drop a Secure cookie.
 */
export function sessionCookieSecure(setting: CookieSecureSetting, requestIsSecure: boolean): boolean {
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  return requestIsSecure;
}

function sessionCookieOptions(ctx: Pick<RequestContext, 'deps' | 'req'>): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: sessionCookieSecure(ctx.deps.config.COOKIE_SECURE, ctx.req.secure), path: '/' };
}

/** Sets the signed session token for the 6-hour saved login. */
export function setSessionCookie(ctx: Pick<RequestContext, 'deps' | 'req' | 'res'>, token: string): void {
  ctx.res.cookie(SESSION_COOKIE, token, { ...sessionCookieOptions(ctx), maxAge: SESSION_TTL_SECONDS * 1000 });
}

/** Clears the session cookie with the attributes it was set with, so the browser replaces it. */
export function clearSessionCookie(ctx: Pick<RequestContext, 'deps' | 'req' | 'res'>): void {
  ctx.res.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx));
}
