import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { seedDemoData, DEMO_PASSWORD } from '../../db/seed';
import { testSecretHashCost } from '../../db/models/access/secrets';
import { createOutboxOnlySmsProvider, createSmsSender } from '../../integrations/sms';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { createAccessArea } from '../access/area';
import { ensurePlatformMenus } from '../menus/service';
import { SIGN_IN } from '../access/testing';
import { createLiveHub, type LiveHub } from './hub';
import { createLiveRouter, LIVE_API_BASE } from './routes';
import { openSse } from './testing';
import { createWorkflowTopicRouter } from './workflowTopics';
import { watchSystemStatus } from './systemStatusWatch';
import { backendText } from '../../domain/system/backendTexts';

let database: TestDatabase;
let server: RunningServer;
let hub: LiveHub;
let customerCookie: string;
const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

beforeAll(async () => {
  database = await startTestDatabase();
  await seedDemoData({ hashCost: testSecretHashCost });
  await ensurePlatformMenus();
  const area = createAccessArea({
    sms: createSmsSender({ provider: createOutboxOnlySmsProvider() }),
    totpKey: 'test-totp-key-0123456789',
    hashCost: testSecretHashCost,
  });
  const deps = testDeps({ services: { staffAccess: area.staffAccess } });
  hub = createLiveHub({ logger: deps.logger });
  await hub.ready;
  server = await listen(
    createApp(deps, { modules: area.modules, routers: { ...area.routers, [LIVE_API_BASE]: createLiveRouter(hub) }, dashboardDir: '/nonexistent' }),
    '127.0.0.1',
    0,
  );
  const signIn = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { userName: 'clientes', password: DEMO_PASSWORD } } }),
  });
  customerCookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await hub?.close();
  await server?.close();
  await database?.close();
});

const live = (topics: string) => `${server.url}${LIVE_API_BASE}?topics=${topics}`;
// A document of its own (unique keys filled) in the collection a screen follows.
const write = (collection: string) => mongoose.connection.collection(collection).insertOne({ remoteCommandName: randomUUID(), probe: true, at: new Date() });

describe('live updates over Server-Sent Events', () => {
  it('refuses a caller without a session, an unknown topic and a topic the position may not read', async () => {
    expect((await fetch(live('customers'))).status).toBe(401);
    // The dashboard's EventSource is told in the stream (no HTTP error for its console), then the stream ends.
    const signedOut = await fetch(live('customers'), { headers: { accept: 'text/event-stream' } });
    expect(signedOut.status).toBe(200);
    expect(await signedOut.text()).toContain('event: signedOut');
    const unknown = await fetch(live('customers,everything'), { headers: { cookie: customerCookie } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('everything');
    expect((await fetch(live('remoteCommands'), { headers: { cookie: customerCookie } })).status).toBe(403);
  });

  it('tells a subscriber which of its topics changed after a commit, and nothing of the others', async () => {
    const stream = await openSse(live('customers,audits'), { cookie: customerCookie });
    expect(stream.status).toBe(200);
    expect(JSON.parse((await stream.until('ready')).data)).toMatchObject({ resumed: false });
    // A remote command is not the customer service's to see: the first event is the customer's.
    await write('remoteCommands');
    await write('customerCounts');
    const change = await stream.until('change');
    expect(JSON.parse(change.data).topics).toEqual(['customers']);
    expect(change.id).toMatch(new RegExp(`^${hub.epoch}\\.\\d+$`));
    stream.close();
  });

  it('resumes from the Last-Event-ID with what changed while disconnected, or asks for a full refetch', async () => {
    const first = await openSse(live('remoteCommands,workflowRuns'), operator);
    await first.until('ready');
    await write('remoteCommands');
    const seen = await first.until('change');
    first.close();

    // Another screen sees the run change, so the hub has published it before the first one comes back.
    const other = await openSse(live('workflowRuns'), operator);
    await other.until('ready');
    await write('workflowRuns');
    await other.until('change');
    other.close();
    const resumed = await openSse(live('remoteCommands,workflowRuns'), { ...operator, 'last-event-id': seen.id! });
    const missed = await resumed.until('change');
    expect(JSON.parse(missed.data).topics).toEqual(['workflowRuns']);
    expect(JSON.parse((await resumed.until('ready')).data)).toMatchObject({ resumed: true });
    resumed.close();

    const stale = await openSse(live('remoteCommands'), { ...operator, 'last-event-id': 'otherepoch.12' });
    expect(JSON.parse((await stale.next()).data)).toEqual({ topics: ['remoteCommands'] });
    stale.close();
  });

  it('announces a step of a process to the screen that shows its progress, and not to the others', async () => {
    const stream = await openSse(live('customers'), { cookie: customerCookie });
    await stream.until('ready');
    const runId = randomUUID();
    // A run of another process first: the customer service's screen hears only the mass update's step.
    await mongoose.connection.collection('workflowEvents').insertOne({ runId: randomUUID(), eventId: 1, type: 'probe', time: 0, data: '{}' });
    await mongoose.connection
      .collection('workflowRuns')
      .insertOne({ runId, workflowId: runId, workflowType: 'customerMassUpdate', status: 'running', startTime: 0 });
    expect(JSON.parse((await stream.until('change')).data).topics).toEqual(['customers']);
    await mongoose.connection.collection('workflowEvents').insertOne({ runId, eventId: 1, type: 'probe', time: 0, data: '{}' });
    expect(JSON.parse((await stream.until('change')).data).topics).toEqual(['customers']);
    stream.close();
    // A run started before the hub is looked up once by its id.
    expect(await createWorkflowTopicRouter().event({ fullDocument: { runId } })).toEqual(['workflowRuns', 'customers']);
    expect(await createWorkflowTopicRouter().event({ fullDocument: { runId: 'unknown' } })).toEqual(['workflowRuns']);
  });

  it('lets a commissions topic be followed only with read access to its module, and announces a flipped backend', async () => {
    expect((await fetch(live('commissionStatements'), { headers: { cookie: customerCookie } })).status).toBe(403);
    const stream = await openSse(live('commissionStatements,systemStatus'), operator);
    expect(stream.status).toBe(200);
    await stream.until('ready');
    let ok = true;
    const watch = watchSystemStatus({
      hub,
      health: [{ name: 'probe', describe: () => backendText('mode.mongodb'), check: async () => ({ ok }) }],
      logger: testDeps().logger,
      intervalMs: 3_600_000,
    });
    await watch.check();
    ok = false;
    await watch.check();
    expect(JSON.parse((await stream.until('change')).data).topics).toEqual(['systemStatus']);
    watch.stop();
    stream.close();
  });
});
