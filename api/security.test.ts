import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createApp } from './app';
import { listen, type RunningServer } from './server';
import { testDeps } from './testing/deps';

const dashboardDir = mkdtempSync(path.join(tmpdir(), 'dashboard-'));
writeFileSync(path.join(dashboardDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>');

const servers: Record<'auto' | 'true' | 'false', RunningServer | undefined> = { auto: undefined, true: undefined, false: undefined };
beforeAll(async () => {
  for (const setting of ['auto', 'true', 'false'] as const) {
    const deps = testDeps({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', COOKIE_SECURE: setting }) });
    servers[setting] = await listen(createApp(deps, { dashboardDir }), '127.0.0.1', 0);
  }
});
afterAll(() => Promise.all(Object.values(servers).map((server) => server?.close())));

function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  it('sends a CSP without inline scripts that no site may frame, on the page, the API and errors alike', async () => {
    for (const url of ['/', '/customers/42', '/graphql?query=%7Bme%7Bid%7D%7D', '/api/nothing']) {
      const response = await fetch(`${servers.auto!.url}${url}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('script-src-attr'), url).toBe("'none'");
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
      expect(response.headers.get('x-frame-options'), url).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy'), url).toBe('same-origin');
      expect(response.headers.get('x-powered-by'), url).toBeNull();
    }
  });

  it('sends HSTS only when COOKIE_SECURE says the site is on HTTPS', async () => {
    const hsts = async (server: RunningServer, headers: Record<string, string> = {}) => (await fetch(`${server.url}/`, { headers })).headers;
    expect((await hsts(servers.false!)).get('strict-transport-security')).toBeNull();
    expect((await hsts(servers.false!, { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBeNull();
    expect((await hsts(servers.auto!)).get('strict-transport-security')).toBeNull();
    // 'auto' trusts a loopback proxy that says the browser came over HTTPS.
    const proxied = await hsts(servers.auto!, { 'x-forwarded-proto': 'https' });
    expect(proxied.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(proxied.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    expect((await hsts(servers.true!)).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets other sites load a signed file link, and nothing else', async () => {
    expect((await fetch(`${servers.auto!.url}/files/nothing`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${servers.auto!.url}/`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
