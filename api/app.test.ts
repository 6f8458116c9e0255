import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendText } from '../domain/system/backendTexts';
import { Decimal128 } from 'bson';
import { money } from '../domain/common/money';
import { createApp, decimalJsonReplacer } from './app';
import { listen, type RunningServer } from './server';
import { testDeps, TEST_OPERATOR_TOKEN } from './testing/deps';

let server: RunningServer;
const healthy = true;

beforeAll(async () => {
  const deps = testDeps({}, [
    {
      name: 'database',
      requiredToServe: true,
      describe: () => backendText('mode.embeddedDb', { path: '/data/db', port: 27017 }),
      check: async () => ({ ok: healthy, detail: backendText(healthy ? 'detail.pingOk' : 'detail.notConnected') }),
    },
    { name: 'hung', describe: () => backendText('mode.mongodb'), check: () => new Promise(() => undefined) },
  ]);
  server = await listen(createApp(deps, { dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
});
afterAll(() => server.close());

async function gql(query: string, options: { token?: string; lang?: string; variables?: unknown } = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

describe('API over HTTP', () => {
  it('reports each backend on /healthz and 503 when one is down or hung', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const body = (await response.json()) as { ok: boolean; backends: { name: string; ok: boolean }[] };
    expect(response.status).toBe(503);
    expect(body.backends.map((backend) => [backend.name, backend.ok])).toEqual([
      ['database', true],
      ['hung', false],
    ]);
    expect(JSON.stringify(body)).not.toContain('/data/db');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  }, 10_000);

  it('answers malformed JSON with a 400 in Spanish by default and in English on request', async () => {
    const es = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(es.status).toBe(400);
    const esBody = (await es.json()) as { error: { code: string; message: string } };
    expect(esBody.error.code).toBe('MALFORMED_JSON');
    expect(esBody.error.message).toMatch(/^El cuerpo de la petición no es JSON válido/);
    const en = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: 'nope' });
    expect(((await en.json()) as { error: { message: string } }).error.message).toMatch(/^The request body is not valid JSON/);
  });

  it('answers a body without a query with a localized 400', async () => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"variables": {}}' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('MALFORMED_GRAPHQL');
  });

  it('localizes GraphQL syntax and validation errors without a stack trace', async () => {
    const syntax = await gql('{ me { id ', { lang: 'en' });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0].message).toMatch(/^The GraphQL request is not valid: Syntax Error/);
    const unknownField = await gql('{ nothingHere }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors?.[0].message).toMatch(/^La consulta GraphQL no es válida: Cannot query field "nothingHere"/);
    expect(JSON.stringify(unknownField.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('returns null for me when anonymous and refuses staff operations', async () => {
    expect((await gql('{ me { id } }')).body.data).toEqual({ me: null });
    const refused = await gql('{ systemStatus { ok } }');
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Inicia sesión para continuar.',
      extensions: { code: 'UNAUTHENTICATED', errorCode: 'NOT_AUTHENTICATED' },
    });
  });

  it('accepts the operator token and rejects a wrong one', async () => {
    const ok = await gql('{ me { kind permissions } systemStatus { backends { name mode ok } } }', { token: TEST_OPERATOR_TOKEN });
    expect(ok.body.data?.me).toEqual({ kind: 'operator', permissions: ['*'] });
    expect((ok.body.data?.systemStatus as { backends: unknown[] }).backends).toHaveLength(2);
    // Modes and details in the caller's language.
    const statusQuery = '{ systemStatus { backends { name mode ok detail } } }';
    const spanish = (await gql(statusQuery, { token: TEST_OPERATOR_TOKEN })).body.data?.systemStatus as {
      backends: { name: string; mode: string; detail: string }[];
    };
    expect(spanish.backends).toEqual([
      { name: 'database', mode: 'servidor integrado (/data/db, puerto 27017)', ok: true, detail: 'responde' },
      { name: 'hung', mode: 'MongoDB (MONGODB_URI)', ok: false, detail: 'sin respuesta en 3000 ms' },
    ]);
    const english = (await gql(statusQuery, { token: TEST_OPERATOR_TOKEN, lang: 'en' })).body.data?.systemStatus as {
      backends: { name: string; mode: string; detail: string }[];
    };
    expect(english.backends.map((backend) => [backend.mode, backend.detail])).toEqual([
      ['embedded (/data/db, port 27017)', 'ping ok'],
      ['MongoDB (MONGODB_URI)', 'no answer within 3000 ms'],
    ]);
    const wrong = await gql('{ me { kind } }', { token: 'wrong-token' });
    expect(wrong.body.data).toEqual({ me: null });
  }, 20_000);

  it('accepts a signed session token and rejects a tampered one', async () => {
    const deps = testDeps();
    const token = await deps.sessions.sign({ kind: 'staff', id: 'a1', userName: 'clientes', fullName: 'Ana', permissions: new Set(['system.status']) });
    expect((await gql('{ me { userName permissions } }', { token })).body.data?.me).toEqual({ userName: 'clientes', permissions: ['system.status'] });
    // Change a character of the signature that carries only data bits (not the last one's padding).
    const tampered = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.slice(-1);
    expect((await gql('{ me { userName } }', { token: tampered })).body.data).toEqual({ me: null });
  });

  it('answers unknown API paths with a catalogue 404', async () => {
    const response = await fetch(`${server.url}/api/nothing`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'The route /api/nothing does not exist.' } });
  });
});

describe('money on the wire (docs/money.md)', () => {
  it('writes a stored Decimal128 in a REST body as a 4-decimal string, and a Money as its decimal text', () => {
    const body = { price: Decimal128.fromString('18.33335'), lines: [{ total: Decimal128.fromString('-2.135') }], money: money('0.1').plus('0.2'), count: 3 };
    expect(JSON.parse(JSON.stringify(body, decimalJsonReplacer))).toEqual({ price: '18.3334', lines: [{ total: '-2.1350' }], money: '0.3', count: 3 });
  });
});
