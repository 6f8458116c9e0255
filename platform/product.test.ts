import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createLogger } from '../config/logger';
import { startProduct, type RunningProduct } from './product';
import { runCli } from '../cli/program';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-product-'));
const env = {
  DATA_DIR: dataDir,
  PORT: '0',
  EMBEDDED_DB_PORT: '0',
  SMTP_SINK_PORT: '0',
  PARTNER_SIMULATOR_PORT: '0',
  LOG_LEVEL: 'silent',
  ERP_POLL_INTERVAL_MS: '200',
};
let product: RunningProduct | undefined;

afterAll(async () => {
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function capture() {
  let text = '';
  const stream = {
    write: (chunk: string) => ((text += chunk), true),
    columns: 200,
    isTTY: false,
    on: () => stream,
    off: () => stream,
    once: () => stream,
    removeListener: () => stream,
  } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

async function cli(args: string[]) {
  const out = capture();
  const err = capture();
  const code = await runCli(['--api-url', product!.url, '--json', ...args], { env: { DATA_DIR: dataDir }, stdout: out.stream, stderr: err.stream });
  return { code, json: code === 0 ? JSON.parse(out.text()) : null, err: err.text() };
}

function operatorToken(): string {
  return readFileSync(path.join(dataDir, 'secrets', 'operator-token'), 'utf8').trim();
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${product!.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Pre-registers a customer through the public API; answers its audit run once it waits for a decision. */
async function registerAndWait(phone: string): Promise<string> {
  const { createCustomer } = await graphql<{ createCustomer: { id: string } }>(
    'mutation($input: CustomerRegistrationInput!) { createCustomer(input: $input) { id } }',
    {
      input: {
        customerName: 'Ofelia',
        customerSecondName: `Ramos ${phone.slice(-2)}`,
        phones: [{ phoneType: 'mobile', phone }],
        emails: [],
        warehouseId: 'CO101',
        legals: [
          { legalType: 'termsAndConditions', datetime: 1_763_700_000 },
          { legalType: 'noticePrivacy', datetime: 1_763_700_000 },
        ],
      },
    },
  );
  const workflowId = `customerAudit-${createCustomer.id}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { customer } = await graphql<{ customer: { audits: { id: string }[] } }>(
      'query($id: ID!) { customer(id: $id) { audits { id } } }',
      { id: createCustomer.id },
      operatorToken(),
    );
    if (customer.audits.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return workflowId;
}

describe('the whole product on the embedded defaults', () => {
  it('starts on an empty data directory, seeds the demo data and reports every backend', async () => {
    product = await startProduct(loadConfig(env), createLogger('silent'));
    expect(product.components.map((component) => component.name)).toEqual([
      'database',
      'files',
      'mail',
      'sms',
      'partner',
      'ERP',
      'workflows',
      'API and dashboard',
      'store simulator',
    ]);
    expect(product.demoAccounts.map((account) => account.username)).toContain('admin');
    expect(readFileSync(path.join(dataDir, 'secrets', 'operator-token'), 'utf8').trim()).toMatch(/^[\w-]{40,}$/);
    const health = (await (await fetch(`${product.url}/healthz`)).json()) as { ok: boolean; backends: { name: string }[] };
    expect(health.ok).toBe(true);
    expect(health.backends.map((backend) => backend.name)).toEqual(['database', 'files', 'mail', 'sms', 'partner', 'erp', 'workflows']);
  }, 120_000);

  it('answers the CLI: status, an ERP query run to the end, the run list, an idempotent reseed', async () => {
    const status = await cli(['status']);
    expect(status.json).toMatchObject({ ok: true, workflows: { backend: 'embedded' } });

    const query = await cli(['erp', 'query', 'emptyContainerStock']);
    expect(query.code).toBe(0);
    expect(query.json.rows.map((row: { articleKey: string }) => row.articleKey).sort()).toEqual(['E0101', 'E0201']);

    // Without --json: the progress line while it runs (on stderr), then the rows as a table (on stdout).
    const out = capture();
    const progress = capture();
    const code = await runCli(['--api-url', product!.url, 'erp', 'query', 'emptyContainerStock', '--articles', 'E0101'], {
      env: { DATA_DIR: dataDir },
      stdout: out.stream,
      stderr: progress.stream,
    });
    expect(code).toBe(0);
    expect(progress.text()).toMatch(/erpQuery-[\w-]+ · [^·\n]+ · \d+ consultas?/);
    expect(out.text()).not.toMatch(/ · \d+ consultas?/);
    expect(out.text()).toMatch(/✔ erpQuery-[\w-]+: 1 fila tras \d+ consultas?/);
    expect(out.text()).toContain('E0101');
    expect(out.text()).toMatch(/clave de artículo/);
    const english = capture();
    expect(
      await runCli(['--api-url', product!.url, '--lang', 'en', 'erp', 'query', 'nextConsolidatedOrderId'], {
        env: { DATA_DIR: dataDir },
        stdout: english.stream,
        stderr: capture().stream,
      }),
    ).toBe(0);
    expect(english.text()).toMatch(/✔ erpQuery-[\w-]+: 1 row after \d+ polls?/);

    const runs = await cli(['workflows', 'list', '--type', 'erpQuery']);
    expect(runs.json.map((run: { workflowId: string }) => run.workflowId)).toContain(query.json.workflowId);
    const described = await cli(['workflows', 'describe', query.json.workflowId]);
    expect(described.json.history.map((event: { type: string }) => event.type)).toContain('WorkflowCompleted');

    const seed = await cli(['seed', '--demo']);
    for (const counts of Object.values(seed.json.collections) as { inserted: number }[]) expect(counts.inserted).toBe(0);

    const bad = await cli(['erp', 'query', 'salesRange', '--from', '2026-02-30', '--to', '2026-03-01']);
    // A bad option is a usage error: exit code 2 (README, CLI exit codes).
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--from "2026-02-30" no es una fecha \(dd\/MM\/yyyy o yyyy-MM-dd\)/);
    const badInEnglish = await cli(['--lang', 'en', 'erp', 'query', 'salesRange', '--from', '2026-02-30', '--to', '2026-03-01']);
    expect(badInEnglish.err).toMatch(/--from "2026-02-30" is not a date/);
  }, 120_000);

  it('keeps runs and data across a restart, resumes a waiting run and does not seed twice', async () => {
    const waiting = await registerAndWait('9217654320');
    await product!.stop();
    product = await startProduct(loadConfig(env), createLogger('silent'));
    const runs = await cli(['workflows', 'list']);
    expect(runs.json.length).toBeGreaterThanOrEqual(1);
    expect(await graphql('{ me { kind } }', {}, operatorToken())).toEqual({ me: { kind: 'operator' } });

    // The audit that waited through the restart takes the decision and finishes.
    expect((await cli(['workflows', 'describe', waiting])).json.status).toBe('running');
    const customerId = waiting.replace('customerAudit-', '');
    const { customer } = await graphql<{ customer: { audits: { id: string }[] } }>(
      'query($id: ID!) { customer(id: $id) { audits { id } } }',
      { id: customerId },
      operatorToken(),
    );
    await graphql(
      'mutation($input: AuditDecisionInput!) { decideAudit(input: $input) { id } }',
      { input: { auditId: customer.audits[0].id, decision: 'authorize' } },
      operatorToken(),
    );
    let status = 'running';
    for (let attempt = 0; attempt < 100 && status === 'running'; attempt += 1) {
      status = (await cli(['workflows', 'describe', waiting])).json.status as string;
      if (status === 'running') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('completed');
  }, 120_000);

  it('cancels a waiting run from the CLI and reloads the demo data with seed --reset', async () => {
    // A pre-registration's audit waits for an auditor's decision: a run to cancel.
    const workflowId = await registerAndWait('9217654321');
    const cancelled = await cli(['workflows', 'cancel', workflowId]);
    expect(cancelled.code).toBe(0);
    const described = await cli(['workflows', 'describe', workflowId]);
    expect(described.json.status).toBe('cancelled');

    const reset = await cli(['seed', '--demo', '--reset']);
    expect(reset.code).toBe(0);
    const inserted = Object.values(reset.json.collections as Record<string, { inserted: number }>).reduce((total, counts) => total + counts.inserted, 0);
    expect(inserted).toBeGreaterThan(100);
    const again = await cli(['seed', '--demo']);
    for (const counts of Object.values(again.json.collections) as { inserted: number }[]) expect(counts.inserted).toBe(0);
  }, 120_000);
});

describe('npm start', () => {
  it('prints the URL and demo accounts, logs short lines without probes or point-of-sale polls, then stops cleanly on Ctrl-C', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-start-'));
    // As in a terminal: pretty lines at info (LOG_FORMAT=pretty is what a TTY picks on its own; piped here to read it).
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'start.ts')], {
      env: { ...process.env, ...env, DATA_DIR: dir, LOG_LEVEL: 'info', LOG_FORMAT: 'pretty', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner:\n${output}`)), 90_000);
        child.stdout.on('data', () => {
          if (output.includes('Press Ctrl-C to stop.')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      expect(output).toMatch(/Prometheus back office is running at http:\/\/127\.0\.0\.1:\d+/);
      expect(output).toMatch(/admin\s+Demo#2026\s+Administrator/);
      // Probes and a store's command poll are routine (debug); any other request is one short line at info.
      const url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
      for (const route of ['/livez', '/readyz', '/healthz', '/api/pos/commands', '/livez']) await fetch(url + route).then((answer) => answer.arrayBuffer());
      await fetch(`${url}/api/no-such-route-after-the-probes`).then((answer) => answer.arrayBuffer());
      await expect.poll(() => output, { timeout: 30_000 }).toContain('/api/no-such-route-after-the-probes');
      const logLines = output.split('\n').filter((line) => line.startsWith('['));
      const requestLines = logLines.filter((line) => line.includes('/api/') || /\/(livez|readyz|healthz)\b/.test(line));
      expect(requestLines, output).toHaveLength(1);
      expect(requestLines[0]).toMatch(/^\[[\d:]+\] INFO: GET \/api\/no-such-route-after-the-probes 404 \d+ms$/);
      expect(output.split('\n').filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
      const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
      child.kill('SIGINT');
      expect(await exit, output).toEqual({ code: 0, signal: null });
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
