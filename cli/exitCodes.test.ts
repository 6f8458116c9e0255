import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/app';
import { listen, type RunningServer } from '../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../api/testing/deps';
import { backendText } from '../domain/system/backendTexts';
import type { WorkflowGateway } from '../workers/gateway';
import { workflowsModule } from '../api/workflows/graphql';
import { EXIT } from './exitCodes';
import { colorDisabled } from './program';
import { runCliCaptured } from './testing';

let server: RunningServer;
beforeAll(async () => {
  const workflows = {
    backend: 'embedded',
    list: async () => [],
    count: async () => 0,
    listSchedules: async () => [],
    workers: async () => 1,
  } as unknown as WorkflowGateway;
  const deps = testDeps({ services: { workflows } }, [
    { name: 'database', requiredToServe: true, describe: () => backendText('mode.mongodb'), check: async () => ({ ok: true }) },
    { name: 'partner', describe: () => backendText('mode.mongodb'), check: async () => ({ ok: false }) },
  ]);
  server = await listen(createApp(deps, { modules: [workflowsModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
});
afterAll(() => server.close());

const cli = (args: string[], env: Record<string, string> = {}) => runCliCaptured(args, { env });

describe('exit codes', () => {
  it('gives the documented numbers', () => {
    expect(EXIT).toEqual({ done: 0, failed: 1, usage: 2, partial: 3 });
  });

  it('prints the version and exits 0', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) expect(await cli([flag])).toEqual({ code: EXIT.done, out: `${version}\n`, err: '' });
  });

  it('exits 2 on a usage error: unknown option or command, a missing or malformed value', async () => {
    expect((await cli(['--nope', 'status'])).code).toBe(EXIT.usage);
    expect((await cli(['statuz'])).code).toBe(EXIT.usage);
    expect((await cli(['catalog', 'import-postal-codes'])).code).toBe(EXIT.usage);
    const missing = await cli(['erp', 'query', 'salesRange', '--to', '2026-03-01']);
    expect(missing).toMatchObject({ code: EXIT.usage, err: 'error: --from es obligatorio para esta operación (dd/MM/yyyy o yyyy-MM-dd)\n' });
    expect((await cli(['--help'])).code).toBe(EXIT.done);
  });

  it('exits 1 when it failed: the API is not there, or refuses the token', async () => {
    expect((await cli(['--api-url', 'http://127.0.0.1:9', '--token', 'x', 'status'])).code).toBe(EXIT.failed);
    expect((await cli(['--api-url', server.url, '--token', 'wrong', 'status'])).code).toBe(EXIT.failed);
  });

  it('exits 3 when the answer is partial: status with a backend down', async () => {
    const result = await cli(['--api-url', server.url, '--token', TEST_OPERATOR_TOKEN, '--json', 'status']);
    expect(result.code, result.err).toBe(EXIT.partial);
    expect(JSON.parse(result.out)).toMatchObject({ ok: false });
  });
});

describe('colour', () => {
  it('is off with NO_COLOR (any value but empty) or --no-color', async () => {
    expect(colorDisabled([], { NO_COLOR: '1' })).toBe(true);
    expect(colorDisabled([], { NO_COLOR: '' })).toBe(false);
    expect(colorDisabled(['--no-color', 'status'], {})).toBe(true);
    expect(colorDisabled(['status'], {})).toBe(false);
    const result = await cli(['--no-color', '--api-url', server.url, '--token', TEST_OPERATOR_TOKEN, 'status']);
    expect(result.code).toBe(EXIT.partial);
    expect(result.out).not.toContain('\u001b[');
    expect(process.env.FORCE_COLOR).toBe('0');
  });
});
