import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import type { RequestContext } from '../context';
import { clearSessionCookie, sessionCookieSecure, setSessionCookie, type CookieSecureSetting } from './sessionCookie';

describe('COOKIE_SECURE', () => {
  it('defaults to auto and accepts only auto, true or false', () => {
    expect(loadConfig({}).COOKIE_SECURE).toBe('auto');
    expect(loadConfig({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe('true');
    expect(loadConfig({ COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe('false');
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  it.each([
    ['auto', false, false],
    ['auto', true, true],
    ['true', false, true],
    ['true', true, true],
    ['false', false, false],
    ['false', true, false],
  ] as const)('%s on a %s-secure request gives Secure=%s', (setting, requestIsSecure, expected) => {
    expect(sessionCookieSecure(setting, requestIsSecure)).toBe(expected);
  });
});

describe('the session cookie on the wire', () => {
  let url = '';
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    // The same proxy trust as the API: X-Forwarded-Proto counts only from loopback.
    const app = express();
    app.set('trust proxy', 'loopback');
    app.get('/:setting/:action', (req, res) => {
      const ctx = { deps: { config: { COOKIE_SECURE: req.params.setting as CookieSecureSetting } }, req, res } as unknown as RequestContext;
      if (req.params.action === 'set') setSessionCookie(ctx, 'signed-token');
      else clearSessionCookie(ctx);
      res.end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  async function setCookie(path: string, headers: Record<string, string> = {}): Promise<string> {
    const response = await fetch(`${url}${path}`, { headers });
    return response.headers.get('set-cookie') ?? '';
  }

  it('follows the request in auto mode (plain HTTP, or HTTPS announced by a loopback proxy)', async () => {
    const plain = await setCookie('/auto/set');
    expect(plain).toMatch(/^prometheus_session=signed-token;/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).toMatch(/Max-Age=21600/);
    expect(plain).not.toMatch(/Secure/);
    expect(await setCookie('/auto/set', { 'X-Forwarded-Proto': 'https' })).toMatch(/; Secure/);
  });

  it('forces Secure on or off whatever the request says', async () => {
    expect(await setCookie('/true/set')).toMatch(/; Secure/);
    expect(await setCookie('/false/set', { 'X-Forwarded-Proto': 'https' })).not.toMatch(/Secure/);
  });

  it('clears the cookie with the attributes it was set with', async () => {
    const cleared = await setCookie('/true/clear');
    expect(cleared).toMatch(/^prometheus_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/HttpOnly/);
  });
});
