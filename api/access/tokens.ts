import { timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Principal, SessionTokens } from '../context';

/** Staff sessions last 6 hours: the spec's saved-login window. */
export const SESSION_TTL_SECONDS = 6 * 60 * 60;

export function operatorTokenMatcher(expected: string): (token: string) => boolean {
  const expectedBytes = Buffer.from(expected);
  return (token) => {
    const given = Buffer.from(token);
    return given.length === expectedBytes.length && timingSafeEqual(given, expectedBytes);
  };
}

/** A staff principal with the session epoch its token was signed in (global sign-out bumps the epoch). */
export type SessionPrincipal = Principal & { sessionEpoch?: number };

/** HS256 session tokens carrying the principal and its session epoch; authenticate() checks the epoch against the database. */
export function createSessionTokens(secret: string, ttlSeconds = SESSION_TTL_SECONDS): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(principal) {
      return new SignJWT({
        kind: principal.kind,
        userName: principal.userName,
        fullName: principal.fullName,
        positionId: principal.positionId,
        permissions: principal.permissions === 'all' ? 'all' : [...principal.permissions],
        sessionEpoch: (principal as SessionPrincipal).sessionEpoch ?? 0,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const permissions = payload.permissions === 'all' ? 'all' : new Set(Array.isArray(payload.permissions) ? (payload.permissions as string[]) : []);
        const principal: SessionPrincipal = {
          kind: payload.kind === 'operator' ? 'operator' : 'staff',
          id: String(payload.sub),
          userName: String(payload.userName ?? ''),
          fullName: String(payload.fullName ?? ''),
          positionId: typeof payload.positionId === 'string' ? payload.positionId : undefined,
          permissions,
          sessionEpoch: typeof payload.sessionEpoch === 'number' ? payload.sessionEpoch : 0,
        };
        return principal;
      } catch {
        return null;
      }
    },
  };
}
