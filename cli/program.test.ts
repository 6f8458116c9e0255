import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/app';
import { listen, type RunningServer } from '../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../api/testing/deps';
import { runCli } from './program';
import type { WorkflowGateway } from '../workers/gateway';
import { workflowsModule } from '../api/workflows/graphql';
import { backendText } from '../domain/system/backendTexts';

let server: RunningServer;
beforeAll(async () => {
  // The status command also counts runs; a gateway with none is enough here (runs are tested in platform/product.test.ts).
  const workflows = { backend: 'embedded', list: async () => [], listSchedules: async () => [], workers: async () => 1 } as unknown as WorkflowGateway;
  const deps = testDeps({ services: { workflows } }, [{ name: 'database', describe: () => backendText('mode.embeddedDb', { path: '/data/db', port: 1 }), check: async () => ({ ok: true, detail: backendText('detail.pingOk') }) }]);
  server = await listen(createApp(deps, { modules: [workflowsModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
});
afterAll(() => server.close());

function capture() {
  let text = '';
  const stream = { write: (chunk: string) => ((text += chunk), true), columns: 120, isTTY: false, on: () => stream, off: () => stream, once: () => stream, removeListener: () => stream } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

async function cli(args: string[], env: Record<string, string> = {}) {
  const out = capture();
  const err = capture();
  const code = await runCli(args, { env: { DATA_DIR: '/nonexistent', ...env }, stdout: out.stream, stderr: err.stream });
  return { code, out: out.text(), err: err.text() };
}

describe('CLI', () => {
  it('prints the status as JSON with the operator token', async () => {
    const result = await cli(['--api-url', server.url, '--token', TEST_OPERATOR_TOKEN, '--json', 'status']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({ ok: true, backends: [{ name: 'database', mode: 'servidor integrado (/data/db, puerto 1)', ok: true }], workflows: { backend: 'embedded', running: 0 } });
  });

  it('renders the status as a table', async () => {
    const result = await cli(['--api-url', server.url, 'status'], { API_TOKEN: TEST_OPERATOR_TOKEN });
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/database\s+servidor integrado \(\/data\/db, puerto 1\)\s+up/);
    const english = await cli(['--api-url', server.url, '--lang', 'en', 'status'], { API_TOKEN: TEST_OPERATOR_TOKEN });
    expect(english.out).toMatch(/database\s+embedded \(\/data\/db, port 1\)\s+up\s+ping ok/);
  });

  it('fails with a clear message and a non-zero exit without a token', async () => {
    const result = await cli(['--api-url', server.url, 'status']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^error: Inicia sesión para continuar\. \(no valid operator token/);
  });

  it('fails clearly when the API is not there', async () => {
    const result = await cli(['--api-url', 'http://127.0.0.1:9', '--token', 'x', 'status']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/Cannot reach the API at http:\/\/127\.0\.0\.1:9/);
  });

  it('rejects an unknown command', async () => {
    const result = await cli(['frobnicate']);
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(/unknown command 'frobnicate'/);
  });
});
