import { createHmac, timingSafeEqual } from 'node:crypto';
import { IntegrationError } from '../shared/errors';

/**
 * A file key says who may read the file: `public/<path>`, `protected/<ownerId>/<path>` or
 * `private/<ownerId>/<path>` (the owner is the user id). Keys are checked segment by segment so a
 * key can never climb out of its folder on disk nor name an unexpected S3 object.
 */
export type FileAccess = 'public' | 'protected' | 'private';
export const fileAccessLevels: readonly FileAccess[] = ['public', 'protected', 'private'];

export interface FileKey {
  key: string;
  access: FileAccess;
  /** The user id for protected and private files. */
  ownerId: string | null;
  /** The part after the access level (and owner). */
  path: string;
}

const segmentPattern = /^[A-Za-z0-9_@-][A-Za-z0-9._@-]{0,199}$/;
const maxKeyLength = 1024;
const maxDepth = 20;

function invalidKey(): IntegrationError {
  return new IntegrationError('FILE_KEY_INVALID');
}

function checkSegments(segments: string[]): void {
  if (segments.length > maxDepth) throw invalidKey();
  for (const segment of segments) {
    if (!segmentPattern.test(segment) || segment.includes('..')) throw invalidKey();
  }
}

export function parseFileKey(key: string): FileKey {
  if (typeof key !== 'string' || key.length === 0 || key.length > maxKeyLength) throw invalidKey();
  const segments = key.split('/');
  checkSegments(segments);
  const access = segments[0] as FileAccess;
  if (!fileAccessLevels.includes(access)) throw invalidKey();
  if (access === 'public') {
    if (segments.length < 2) throw invalidKey();
    return { key, access, ownerId: null, path: segments.slice(1).join('/') };
  }
  if (segments.length < 3) throw invalidKey();
  return { key, access, ownerId: segments[1], path: segments.slice(2).join('/') };
}

export function buildFileKey(access: FileAccess, ownerId: string | null, path: string): string {
  const key = access === 'public' ? `public/${path}` : `${access}/${ownerId ?? ''}/${path}`;
  return parseFileKey(key).key;
}

/**
 * A listing prefix: an access level followed by whole or partial segments
 * (`protected/user-1/`, `public/products/img`). The same characters as keys.
 */
export function checkFilePrefix(prefix: string): string {
  if (typeof prefix !== 'string' || prefix.length === 0 || prefix.length > maxKeyLength) throw invalidKey();
  const segments = prefix.split('/');
  const last = segments.pop() ?? '';
  const whole = segments.length > 0 ? segments : [last];
  if (!fileAccessLevels.includes(whole[0] as FileAccess)) throw invalidKey();
  checkSegments(whole);
  if (segments.length > 0 && last !== '' && (!/^[A-Za-z0-9._@-]{1,200}$/.test(last) || last.includes('..'))) {
    throw invalidKey();
  }
  return prefix;
}

export interface FileUrlOptions {
  /** For protected and private files: how long the link works. */
  expiresInSeconds?: number;
  now?: () => number;
}

/**
 * Links to files go through the API's file route. Public files get a plain link; others get an
 * expiring HMAC signature, so a link can be handed to a browser (an <img>, a PDF download)
 * without a session, and nothing else can be read with it.
 */
export interface FileUrlSigner {
  url(key: string, options?: FileUrlOptions): string;
  verify(key: string, expires: unknown, signature: unknown, now?: number): boolean;
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function createFileUrlSigner(options: { secret: string; baseUrl: string }): FileUrlSigner {
  if (!options.secret || options.secret.length < 16) throw new Error('file URL signing needs a secret of at least 16 characters');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const sign = (key: string, expires: number) => createHmac('sha256', options.secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    url(key, urlOptions = {}) {
      const parts = parseFileKey(key);
      if (parts.access === 'public') return `${baseUrl}/${encodeKey(key)}`;
      const now = urlOptions.now ?? Date.now;
      const expires = Math.floor(now() / 1000) + (urlOptions.expiresInSeconds ?? 15 * 60);
      return `${baseUrl}/${encodeKey(key)}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key, expires, signature, now = Date.now()) {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 < now) return false;
      const expected = Buffer.from(sign(key, Number(expires)));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
