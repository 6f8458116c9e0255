import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendText } from '../domain/system/backendTexts';
import type { HealthCheck } from './context';
import { createApp, isRoutine } from './app';
import { listen, type RunningServer } from './server';
import { testDeps } from './testing/deps';

const state = { database: true, partner: false };
const checks: HealthCheck[] = [
  { name: 'database', requiredToServe: true, describe: () => backendText('mode.mongodb'), check: async () => ({ ok: state.database }) },
  { name: 'partner', describe: () => backendText('mode.mongodb'), check: async () => ({ ok: state.partner }) },
];
const logged: { level: number; msg: string; req?: { url: string } }[] = [];
let server: RunningServer;

beforeAll(async () => {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  server = await listen(createApp(testDeps({ logger }, checks), { dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
});
afterAll(() => server.close());

async function probe(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as { ok: boolean; backends?: { name: string; ok: boolean }[] } };
}

describe('health probes', () => {
  it('keeps /livez and /readyz up through a partner outage, while /healthz reports it', async () => {
    state.database = true;
    expect(await probe('/livez')).toEqual({ status: 200, body: { ok: true, version: 'test' } });
    expect(await probe('/readyz')).toEqual({ status: 200, body: { ok: true, version: 'test', backends: [{ name: 'database', ok: true }] } });
    const health = await probe('/healthz');
    expect(health.status).toBe(503);
    expect(health.body.backends).toEqual([
      { name: 'database', ok: true },
      { name: 'partner', ok: false },
    ]);
  });

  it('answers /readyz 503 without the database, and /livez still 200', async () => {
    state.database = false;
    try {
      expect((await probe('/readyz')).status).toBe(503);
      expect((await probe('/livez')).status).toBe(200);
    } finally {
      state.database = true;
    }
  });
});

describe('request log levels', () => {
  it('writes probes and point-of-sale polls at debug, the rest at info', async () => {
    const start = logged.length;
    await fetch(`${server.url}/livez`);
    await fetch(`${server.url}/api/pos/commands`, { headers: { authorization: 'Bearer nope' } });
    await fetch(`${server.url}/graphql?query=%7B__typename%7D`);
    await expect.poll(() => logged.slice(start).filter((line) => line.msg === 'request completed').length).toBe(3);
    const levels = logged
      .slice(start)
      .filter((line) => line.msg === 'request completed')
      .map((line) => [line.req?.url.split('?')[0], line.level]);
    expect(levels).toEqual([
      ['/livez', 20],
      ['/api/pos/commands', 20],
      ['/graphql', 30],
    ]);
  });

  it.each([
    ['GET', '/healthz', true],
    ['GET', '/readyz?x=1', true],
    ['GET', '/api/pos/commands?since=1', true],
    ['POST', '/api/pos/commands/1/report', false],
    ['POST', '/graphql', false],
  ])('%s %s is routine: %s', (method, url, routine) => {
    expect(isRoutine(method, url)).toBe(routine);
  });
});
