import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Principal, SessionTokens } from '../context';

/** Staff sessions last 6 hours: the spec's saved-login window. */
export const SESSION_TTL_SECONDS = 6 * 60 * 60;

/**
 * Reads a secret from the data directory, creating it on first use (mode 0600). Used when
 * SESSION_SECRET or API_TOKEN are not configured, so an embedded install is secure by default.
 */
export function persistentSecret(dataDir: string, fileName: string, bytes = 32): string {
  const file = path.join(dataDir, 'secrets', fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

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
