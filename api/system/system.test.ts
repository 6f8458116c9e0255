import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { applyRetention } from '../../db/retention';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';

let database: TestDatabase;
let server: RunningServer;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RETENTION_MAIL_OUTBOX_DAYS: '7' });

beforeAll(async () => {
  database = await startTestDatabase();
  await applyRetention(config);
  await MailOutboxModel.create([
    { idempotencyKey: 'status-1', to: ['ana@example.com'], subject: 'Alta de cliente', transport: 'sink', status: 'sent', sentAt: new Date() },
    { idempotencyKey: 'status-2', to: ['luis@example.com'], subject: 'Orden de compra', transport: 'sink' },
  ]);
  server = await listen(createApp(testDeps({ config }), { dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function gql(query: string, token?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { extensions?: { errorCode?: string } }[] };
}

const statusQuery =
  '{ systemStatus { collections { name collection documents sizeBytes setting retentionSeconds } heap { usedBytes limitBytes percent level } } }';

interface Status {
  collections: { name: string; collection: string; documents: number; sizeBytes: number; setting: string; retentionSeconds: number }[];
  heap: { usedBytes: number; limitBytes: number; percent: number; level: string };
}

describe('system status: collection sizes, retention and heap', () => {
  it('gives each retained collection its documents, size and retention setting', async () => {
    const { collections } = (await gql(statusQuery, TEST_OPERATOR_TOKEN)).data?.systemStatus as Status;
    expect(collections.map((collection) => collection.name)).toEqual([
      'workflowRuns',
      'workflowEvents',
      'mailOutbox',
      'smsOutbox',
      'mailSinkMessages',
      'erpRequests',
      'erpAnswerChunks',
      'partnerBatches',
      'verificationCodes',
      'rateLimits',
      'changeHistory',
    ]);
    const mail = collections.find((collection) => collection.name === 'mailOutbox')!;
    expect(mail).toMatchObject({ collection: 'mailOutbox', documents: 2, setting: 'RETENTION_MAIL_OUTBOX_DAYS', retentionSeconds: 7 * 86_400 });
    expect(mail.sizeBytes).toBeGreaterThan(100);
    // Nothing written yet: zero, not an error.
    expect(collections.find((collection) => collection.name === 'partnerBatches')).toMatchObject({ documents: 0, sizeBytes: 0, retentionSeconds: 90 * 86_400 });
    expect(collections.find((collection) => collection.name === 'rateLimits')).toMatchObject({ setting: 'RETENTION_RATE_LIMITS_SECONDS', retentionSeconds: 0 });
  });

  it('gives the heap used, its limit, the percentage and the level', async () => {
    const { heap } = (await gql(statusQuery, TEST_OPERATOR_TOKEN)).data?.systemStatus as Status;
    expect(heap.usedBytes).toBeGreaterThan(0);
    expect(heap.limitBytes).toBeGreaterThan(heap.usedBytes);
    expect(heap.percent).toBeCloseTo((heap.usedBytes / heap.limitBytes) * 100, 0);
    expect(heap.level).toBe('ok');
  });

  it('shows them only to a caller with system.status', async () => {
    const refused = await gql(statusQuery);
    expect(refused.errors?.[0]?.extensions?.errorCode).toBe('NOT_AUTHENTICATED');
  });
});
