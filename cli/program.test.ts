import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/app';
import { listen, type RunningServer } from '../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../api/testing/deps';
import { runCliCaptured } from './testing';
import type { WorkflowGateway } from '../workers/gateway';
import { workflowsModule } from '../api/workflows/graphql';
import { backendText } from '../domain/system/backendTexts';

let server: RunningServer;
beforeAll(async () => {
  // The status command also counts runs; a gateway with none is enough here (runs are tested in platform/product.test.ts).
  // describe answers one waiting run, to check how a run is printed.
  const describe = async (workflowId: string) => ({
    workflowId,
    runId: 'r1',
    workflowType: 'erpQuery',
    status: 'running',
    startTime: new Date('2026-01-01T00:00:00Z'),
    closeTime: null,
    input: null,
    result: null,
    failure: { message: 'ERP timeout' },
    pendingActivities: [{ activityType: 'pollErp', attempt: 2 }],
    pendingTimers: [],
    history: [{ eventId: 1, time: new Date('2026-01-01T00:00:00Z'), type: 'WorkflowStarted' }],
  });
  const workflows = {
    backend: 'embedded',
    list: async () => [],
    count: async () => 0,
    listSchedules: async () => [],
    workers: async () => 1,
    describe,
  } as unknown as WorkflowGateway;
  const deps = testDeps({ services: { workflows } }, [
    {
      name: 'database',
      describe: () => backendText('mode.embeddedDb', { path: '/data/db', port: 1 }),
      check: async () => ({ ok: true, detail: backendText('detail.pingOk') }),
    },
  ]);
  server = await listen(createApp(deps, { modules: [workflowsModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
});
afterAll(() => server.close());

const cli = (args: string[], env: Record<string, string> = {}) => runCliCaptured(args, { env, columns: 120 });

describe('CLI', () => {
  it('prints the status as JSON with the operator token', async () => {
    const result = await cli(['--api-url', server.url, '--token', TEST_OPERATOR_TOKEN, '--json', 'status']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({
      ok: true,
      backends: [{ name: 'database', ok: true, modeCode: 'mode.embeddedDb', modeParams: { path: '/data/db', port: 1 }, detailCode: 'detail.pingOk' }],
      workflows: { backend: 'embedded', running: 0 },
    });
  });

  it('renders the status as a table, in Spanish unless told otherwise', async () => {
    const result = await cli(['--api-url', server.url, 'status'], { API_TOKEN: TEST_OPERATOR_TOKEN });
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/● todos los servicios responden · versión /);
    expect(result.out).toMatch(/servicio\s+modo\s+estado\s+detalle/);
    expect(result.out).toMatch(/base de datos\s+servidor integrado \(\/data\/db, puerto 1\)\s+activo\s+responde/);
    expect(result.out).toMatch(/workers: runtime integrado en el proceso de la API · ejecuciones: 0 en curso, 0 terminadas, 0 fallidas · 0\s+programaciones/);
    const english = await cli(['--api-url', server.url, '--lang', 'en', 'status'], { API_TOKEN: TEST_OPERATOR_TOKEN });
    expect(english.out).toMatch(/● all backends up · version /);
    expect(english.out).toMatch(/backend\s+mode\s+state\s+detail/);
    expect(english.out).toMatch(/database\s+embedded \(\/data\/db, port 1\)\s+up\s+ping ok/);
    expect(english.out).toMatch(/runs: 0 running, 0 completed, 0 failed · 0\s+schedules/);
    const fromEnvironment = await cli(['--api-url', server.url, 'status'], { API_TOKEN: TEST_OPERATOR_TOKEN, PROMETHEUS_LANG: 'en' });
    expect(fromEnvironment.out).toMatch(/● all backends up/);
    expect(fromEnvironment.out).toMatch(/embedded \(\/data\/db, port 1\)/);
  });

  it('keeps --json the same in both languages', async () => {
    const spanish = await cli(['--api-url', server.url, '--json', 'status'], { API_TOKEN: TEST_OPERATOR_TOKEN });
    const english = await cli(['--api-url', server.url, '--json', '--lang', 'en', 'status'], { API_TOKEN: TEST_OPERATOR_TOKEN });
    // The whole document but the moment of the check: no Spanish or English text in it.
    expect(english.out).toBe(spanish.out);
    expect(spanish.out).not.toMatch(/servidor|embedded \(|responde|ping ok/);
  });

  it('prints the help in the chosen language', async () => {
    // Help wraps at the terminal width; compare with single spaces.
    const help = async (args: string[], env: Record<string, string> = {}) => {
      const result = await cli(args, env);
      return { ...result, out: result.out.replace(/\s+/g, ' ') };
    };
    const spanish = await help(['--help']);
    expect(spanish.code).toBe(0);
    expect(spanish.out).toMatch(/^Uso: prometheus \[opciones\] \[comando\]/);
    expect(spanish.out).toMatch(/Back office de Prometheus: operaciones por lotes contra la API/);
    expect(spanish.out).toMatch(
      /Opciones:[\s\S]*--lang <language>\s+idioma de los textos \(si falta, PROMETHEUS_LANG\)\s+\(valores: "es", "en",\s+por defecto: "es"\)/,
    );
    expect(spanish.out).toMatch(/Comandos:[\s\S]*status\s+servicios \(integrados o externos\), workers y ejecuciones de\s+procesos/);
    expect(spanish.out).toMatch(/-h, --help\s+muestra la ayuda del comando/);
    const erp = await help(['erp', 'query', '--help']);
    expect(erp.out).toMatch(/Argumentos:[\s\S]*--from <date>\s+primer día \(dd\/MM\/yyyy o yyyy-MM-dd\)/);
    expect(erp.out).toMatch(/--company <id>\s+empresa: 1 \(BAMA\) o 2 \(TCO\) \(por defecto: "1"\)/);
    const english = await help(['--lang', 'en', '--help']);
    expect(english.out).toMatch(/^Usage: prometheus/);
    expect(english.out).toMatch(/Commands:[\s\S]*status\s+backends \(embedded or external\), workers and workflow\s+runs/);
    expect((await help(['erp', 'query', '--help'], { PROMETHEUS_LANG: 'en' })).out).toMatch(
      /--company <id>\s+company: 1 \(BAMA\) or 2 \(TCO\) \(default: "1"\)/,
    );
  });

  it('fails with a clear message and a non-zero exit without a token', async () => {
    const result = await cli(['--api-url', server.url, 'status']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^error: Inicia sesión para continuar\. \(no hay un token de operador válido: usa --token/);
    const english = await cli(['--api-url', server.url, '--lang', 'en', 'status']);
    expect(english.err).toMatch(/^error: Sign in to continue\. \(no valid operator token: pass --token/);
  });

  it('fails clearly when the API is not there', async () => {
    const result = await cli(['--api-url', 'http://127.0.0.1:9', '--token', 'x', 'status']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^error: No se puede contactar la API en http:\/\/127\.0\.0\.1:9 \([^)]+\)\. ¿Está en marcha\?/);
    const english = await cli(['--api-url', 'http://127.0.0.1:9', '--token', 'x', '--lang', 'en', 'status']);
    expect(english.err).toMatch(/^error: Cannot reach the API at http:\/\/127\.0\.0\.1:9/);
  });

  it('rejects an unknown command', async () => {
    const result = await cli(['frobnicate']);
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(/^error: comando desconocido 'frobnicate'/);
    expect((await cli(['--lang', 'en', 'frobnicate'])).err).toMatch(/^error: unknown command 'frobnicate'/);
    const language = await cli(['--lang', 'fr', 'status']);
    expect(language.code).not.toBe(0);
    expect(language.err).toMatch(/^error: el valor 'fr' de la opción '--lang <language>' no es válido\. Valores permitidos: es, en\./);
  });

  it('refuses bad arguments before calling the API, in the chosen language', async () => {
    expect(await cli(['seed'])).toMatchObject({ code: 2, err: 'error: Indica qué datos cargar: `seed --demo`.\n' });
    expect((await cli(['--lang', 'en', 'seed'])).err).toBe('error: Say which data to load: `seed --demo`.\n');
    expect((await cli(['erp', 'query', 'stock'])).err).toMatch(/^error: Operación del ERP desconocida "stock"\. Usa emptyContainerStock/);
    expect((await cli(['erp', 'query', 'salesRange', '--to', '2026-03-01'])).err).toBe(
      'error: --from es obligatorio para esta operación (dd/MM/yyyy o yyyy-MM-dd)\n',
    );
    expect((await cli(['--lang', 'en', 'erp', 'query', 'stock'])).err).toMatch(/^error: Unknown ERP operation "stock"/);
    expect((await cli(['catalog', 'import-postal-codes'])).err).toMatch(/^error: la opción obligatoria '--file <path>' no se indicó/);
  });

  it('describes a workflow run in the chosen language', async () => {
    const spanish = await cli(['--api-url', server.url, '--token', TEST_OPERATOR_TOKEN, 'workflows', 'describe', 'erpQuery-1']);
    expect(spanish.code, spanish.err).toBe(0);
    expect(spanish.out).toMatch(/erpQuery erpQuery-1 · en curso/);
    expect(spanish.out).toMatch(/iniciada 2026-01-01T00:00:00\.000Z/);
    expect(spanish.out).toMatch(/fallo: ERP timeout/);
    expect(spanish.out).toMatch(/actividades pendientes: pollErp \(intento 2\)/);
    expect(spanish.out).toMatch(/#\s+hora\s+evento/);
    const english = await cli(['--api-url', server.url, '--token', TEST_OPERATOR_TOKEN, '--lang', 'en', 'workflows', 'describe', 'erpQuery-1']);
    expect(english.out).toMatch(/erpQuery erpQuery-1 · running/);
    expect(english.out).toMatch(/started 2026-01-01T00:00:00\.000Z/);
    expect(english.out).toMatch(/pending activities: pollErp \(attempt 2\)/);
    expect(english.out).toMatch(/#\s+time\s+event/);
  });
});
