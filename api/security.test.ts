import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createApp } from './app';
import { listen, type RunningServer } from './server';
import { testDeps } from './testing/deps';

const dashboardDir = mkdtempSync(path.join(tmpdir(), 'dashboard-'));
writeFileSync(path.join(dashboardDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>');

mkdirSync(path.join(dashboardDir, 'assets'));
writeFileSync(path.join(dashboardDir, 'assets', 'index-Ab12.js'), 'export {};');
writeFileSync(path.join(dashboardDir, 'assets', 'editor.worker-Cd34.js'), 'self.onmessage = () => {};');

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

  it('sends a build file only the headers that act on it, and a worker its CSP', async () => {
    const script = await fetch(`${servers.auto!.url}/assets/index-Ab12.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'last-modified']) {
      expect(script.headers.get(name), name).toBeNull();
    }
    const proxied = await fetch(`${servers.auto!.url}/assets/index-Ab12.js`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const worker = await fetch(`${servers.auto!.url}/assets/editor.worker-Cd34.js`);
    expect(directives(worker.headers.get('content-security-policy')).get('script-src')).toBe("'self'");
    // A path under /assets that is no file is an error page: the whole set.
    const missing = await fetch(`${servers.auto!.url}/assets/nothing.js`);
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets other sites load a signed file link, and nothing else', async () => {
    expect((await fetch(`${servers.auto!.url}/files/nothing`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${servers.auto!.url}/`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
