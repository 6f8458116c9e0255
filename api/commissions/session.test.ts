import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { seedDemoData } from '../../db/seed';
import { testSecretHashCost } from '../../db/models/access/secrets';
import { DEMO_SELLERS_AREA_ID } from '../../db/seed/commissions/demo';
import { createOutboxOnlySmsProvider, createSmsSender } from '../../integrations/sms';
import { createAccessArea } from '../access/area';
import { SIGN_IN } from '../access/testing';
import { DEMO_PASSWORD } from '../../db/seed';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps } from '../testing/deps';
import { COMMISSIONS_API_BASE, createCommissionsRouter } from './routes';

/**
 * The commissions API behind the real staff session: a demo account signs in over /graphql and
 * its session cookie alone decides what it may do (its position's PermissionProfile), as in the
 * product — no test header, no operator token.
 */
let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedDemoData({ hashCost: testSecretHashCost });
  const area = createAccessArea({
    sms: createSmsSender({ provider: createOutboxOnlySmsProvider() }),
    totpKey: 'test-totp-key-0123456789',
    hashCost: testSecretHashCost,
    rateLimits: { signIn: { capacity: 1000, perMinute: 1000 } },
  });
  const deps = testDeps({ services: { staffAccess: area.staffAccess } });
  server = await listen(
    createApp(deps, { modules: area.modules, routers: { [COMMISSIONS_API_BASE]: createCommissionsRouter(deps) }, dashboardDir: '/nonexistent' }),
    '127.0.0.1',
    0,
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function signIn(userName: string): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { userName, password: DEMO_PASSWORD } } }),
  });
  const body = (await response.json()) as { data?: { signIn?: { status: string } } };
  expect(body.data?.signIn?.status, userName).toBe('SIGNED_IN');
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie for ${userName}`);
  return cookie;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(method: string, path: string, cookie?: string, json?: unknown): Promise<{ status: number; body: Record<string, any> }> {
  const headers: Record<string, string> = {
    'accept-language': 'es',
    ...(cookie ? { cookie } : {}),
    ...(json === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const response = await fetch(`${server.url}${COMMISSIONS_API_BASE}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('commissions REST API with a signed-in staff session', () => {
  it('lets a read-only position (Recursos Humanos) read and refuses its writes', async () => {
    expect(await call('GET', '/organization')).toMatchObject({ status: 401, body: { error: { code: 'NOT_AUTHENTICATED' } } });
    const cookie = await signIn('rhumanos');
    const companies = await call('GET', '/organization', cookie);
    expect(companies.status).toBe(200);
    expect(companies.body.organization).toEqual(expect.arrayContaining([{ id: '01', name: 'BAMA' }]));
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, cookie)).body.variable_commission).toHaveLength(1);
    expect(await call('POST', '/organization', cookie, { name: 'No debe crearse' })).toMatchObject({
      status: 403,
      body: { error: { code: 'COMMISSION_WRITE_FORBIDDEN', message: 'No tienes permiso de escritura en Business.' } },
    });
    expect(await call('DELETE', `/area/${DEMO_SELLERS_AREA_ID}`, cookie)).toMatchObject({
      status: 403,
      body: { error: { code: 'COMMISSION_WRITE_FORBIDDEN' } },
    });
  });

  it('refuses modules a position cannot read (store manager: reports and employees only) and companies it does not list', async () => {
    const manager = await signIn('gerente');
    expect(await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/variable-commission`, manager)).toMatchObject({
      status: 403,
      body: { error: { code: 'COMMISSION_READ_FORBIDDEN', message: 'No tienes permiso de lectura en VariableCommissions.' } },
    });
    expect(await call('GET', '/helper-function', manager)).toMatchObject({ status: 403, body: { error: { code: 'COMMISSION_READ_FORBIDDEN' } } });
    expect((await call('GET', `/area/${DEMO_SELLERS_AREA_ID}/employee`, manager)).status).toBe(200);
    // The store manager's position lists company 01 only.
    expect(await call('GET', '/organization/02/employee', manager)).toMatchObject({
      status: 403,
      body: { error: { code: 'COMMISSION_ORGANIZATION_FORBIDDEN' } },
    });
  });

  it('lets the commissions administrator write', async () => {
    const cookie = await signIn('comisiones');
    const created = await call('POST', '/organization/01/data-source', cookie, { name: 'Nómina' });
    expect(created).toMatchObject({ status: 201, body: { data_source: { name: 'Nómina' } } });
    expect(await call('DELETE', `/data-source/${created.body.data_source.id}`, cookie)).toMatchObject({ status: 200 });
  });
});
