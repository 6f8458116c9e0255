import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, retentionDefaults, type RetentionSetting } from '../../config/config';
import { startTestDatabase, type TestDatabase } from '../testing';
import { applyRetention, retainedCollections, stampRecordsFinishedEarlier } from './index';

let database: TestDatabase;
beforeAll(async () => {
  // The embedded server's TTL pass every 100 ms instead of every minute.
  database = await startTestDatabase({ ttlIntervalMs: 100 });
}, 60_000);
afterAll(async () => {
  await database?.close();
});

// mongod's TTL monitor runs once a minute whatever the test asks.
const ttlPassTimeout = process.env.MONGODB_URI?.trim() ? 150_000 : 10_000;
const day = 86_400;
const db = () => mongoose.connection.db!;

async function ttlIndex(collection: string, key: Record<string, number>) {
  const indexes = await db().collection(collection).listIndexes().toArray();
  return indexes.find((index) => JSON.stringify(index.key) === JSON.stringify(key));
}

describe('retention of the collections that only grow', () => {
  // Every retained collection, its TTL field and its default, as the README's table states them.
  const table: [name: string, collection: string, key: Record<string, 1 | -1>, setting: RetentionSetting, seconds: number][] = [
    ['workflowRuns', 'workflowRuns', { closedAt: 1 }, 'RETENTION_WORKFLOW_RUNS_DAYS', 90 * day],
    ['workflowEvents', 'workflowEvents', { runClosedAt: 1 }, 'RETENTION_WORKFLOW_RUNS_DAYS', 90 * day],
    ['mailOutbox', 'mailOutbox', { sentAt: 1 }, 'RETENTION_MAIL_OUTBOX_DAYS', 90 * day],
    ['smsOutbox', 'smsOutbox', { sentAt: 1 }, 'RETENTION_SMS_OUTBOX_DAYS', 90 * day],
    ['mailSinkMessages', 'mailSinkMessages', { receivedAt: -1 }, 'RETENTION_MAIL_SINK_DAYS', 30 * day],
    ['erpRequests', 'remoteRequests', { answeredAt: 1 }, 'RETENTION_ERP_ANSWERS_DAYS', 30 * day],
    ['erpAnswerChunks', 'remoteRequestChunks', { answeredAt: 1 }, 'RETENTION_ERP_ANSWERS_DAYS', 30 * day],
    ['partnerBatches', 'partnerBatches', { sentAt: 1 }, 'RETENTION_PARTNER_BATCHES_DAYS', 90 * day],
    ['verificationCodes', 'verificationCodes', { expiresAt: 1 }, 'RETENTION_VERIFICATION_CODES_HOURS', day],
    ['rateLimits', 'rateLimits', { expire: -1 }, 'RETENTION_RATE_LIMITS_SECONDS', 0],
    ['changeHistory', 'changehistory', { recordedAt: 1 }, 'HISTORY_RETENTION_YEARS', 10 * 366 * day],
  ];

  it('lists every retained collection once, each with a setting that has a default', () => {
    expect(retainedCollections.map((retained) => [retained.name, retained.collection, retained.key, retained.setting])).toEqual(
      table.map((row) => row.slice(0, 4)),
    );
    for (const retained of retainedCollections) expect(retentionDefaults[retained.setting]).toBeTypeOf('number');
  });

  it('gives each one its TTL index with the configured seconds, and applies a changed setting at the next start', async () => {
    await applyRetention(loadConfig({}));
    for (const [name, collection, key, , seconds] of table) {
      expect({ name, expireAfterSeconds: (await ttlIndex(collection, key))?.expireAfterSeconds }).toEqual({ name, expireAfterSeconds: seconds });
    }
    // The rate-limit counters' own unique key, which the library no longer creates.
    expect((await ttlIndex('rateLimits', { key: 1 }))?.unique).toBe(true);
    // Settled: a second start changes nothing.
    expect(await applyRetention(loadConfig({}))).toEqual([]);

    const changed = loadConfig({ RETENTION_MAIL_OUTBOX_DAYS: '7', RETENTION_RATE_LIMITS_SECONDS: '60', RETENTION_VERIFICATION_CODES_HOURS: '1.5' });
    expect(await applyRetention(changed)).toEqual([
      { name: 'mailOutbox', collection: 'mailOutbox', from: 90 * day, to: 7 * day },
      { name: 'verificationCodes', collection: 'verificationCodes', from: day, to: 5400 },
      { name: 'rateLimits', collection: 'rateLimits', from: 0, to: 60 },
    ]);
    expect((await ttlIndex('mailOutbox', { sentAt: 1 }))?.expireAfterSeconds).toBe(7 * day);
    // The partial filter the schema declares stays: only sent e-mails are in the index.
    expect((await ttlIndex('mailOutbox', { sentAt: 1 }))?.partialFilterExpression).toEqual({ sentAt: { $type: 'date' } });
    await applyRetention(loadConfig({}));
  });

  it("turns an older version's plain index on the same field into the TTL index", async () => {
    const sink = db().collection('mailSinkMessages');
    await sink.dropIndex('receivedAt_-1');
    await sink.createIndex({ receivedAt: -1 });
    expect(await applyRetention(loadConfig({}))).toEqual([{ name: 'mailSinkMessages', collection: 'mailSinkMessages', from: null, to: 30 * day }]);
    expect((await ttlIndex('mailSinkMessages', { receivedAt: -1 }))?.expireAfterSeconds).toBe(30 * day);
  });

  const daysAgo = (days: number) => new Date(Date.now() - days * day * 1000);
  // A finished record past a one-day retention, and an open one as old, per collection.
  const records: [name: string, collection: string, finished: Record<string, unknown>, open: Record<string, unknown>][] = [
    [
      'a completed workflow run / a running one',
      'workflowRuns',
      { runId: 'done', status: 'completed', closedAt: daysAgo(2) },
      { runId: 'running', status: 'running', closedAt: null, createdAt: daysAgo(200) },
    ],
    [
      'the events of a closed run / of a running one',
      'workflowEvents',
      { runId: 'done', eventId: 1, runClosedAt: daysAgo(2) },
      { runId: 'running', eventId: 1 },
    ],
    [
      'a sent e-mail / an unsent one',
      'mailOutbox',
      { idempotencyKey: 'sent', status: 'sent', sentAt: daysAgo(2) },
      { idempotencyKey: 'sending', status: 'sending', sentAt: null, createdAt: daysAgo(200) },
    ],
    [
      'a sent SMS / a failed one',
      'smsOutbox',
      { idempotencyKey: 'sent', status: 'sent', sentAt: daysAgo(2) },
      { idempotencyKey: 'failed', status: 'failed', sentAt: null, createdAt: daysAgo(200) },
    ],
    [
      'an answered ERP request / a pending one',
      'remoteRequests',
      { requestKey: 'done', status: 'done', answeredAt: daysAgo(2) },
      { requestKey: 'pending', status: 'pending', answeredAt: null, createdAt: daysAgo(200) },
    ],
    ['a chunk of an answer / of an answer being written', 'remoteRequestChunks', { index: 0, answeredAt: daysAgo(2) }, { index: 1, createdAt: daysAgo(200) }],
    [
      'a partner batch received / one still sending',
      'partnerBatches',
      { idempotencyKey: 'sent', status: 'sent', sentAt: daysAgo(2) },
      { idempotencyKey: 'sending', status: 'sending', sentAt: null, createdAt: daysAgo(200) },
    ],
  ];

  it.each(records)(
    'removes %s past its retention in the TTL pass, and keeps the open one',
    async (_what, collection, finished, open) => {
      const oneDay = Object.fromEntries(Object.keys(retentionDefaults).map((setting) => [setting, setting.endsWith('_DAYS') ? '1' : undefined]));
      await applyRetention(loadConfig(oneDay));
      const { insertedIds } = await db()
        .collection(collection)
        .insertMany([{ ...finished }, { ...open }]);
      await expect.poll(() => db().collection(collection).countDocuments({ _id: insertedIds[0] }), { timeout: ttlPassTimeout, interval: 100 }).toBe(0);
      expect(await db().collection(collection).countDocuments({ _id: insertedIds[1] })).toBe(1);
    },
    ttlPassTimeout + 5_000,
  );

  it(
    'removes a sink message and an ended verification code past their retention',
    async () => {
      await applyRetention(loadConfig({ RETENTION_MAIL_SINK_DAYS: '1', RETENTION_VERIFICATION_CODES_HOURS: '1' }));
      const sink = await db()
        .collection('mailSinkMessages')
        .insertMany([
          { subject: 'old', receivedAt: daysAgo(2) },
          { subject: 'today', receivedAt: new Date() },
        ]);
      const codes = await db()
        .collection('verificationCodes')
        .insertMany([
          { attendantId: 'a', purpose: 'signUp', expiresAt: daysAgo(1) },
          { attendantId: 'b', purpose: 'signUp', expiresAt: new Date() },
        ]);
      await expect
        .poll(() => db().collection('mailSinkMessages').countDocuments({ _id: sink.insertedIds[0] }), { timeout: ttlPassTimeout, interval: 100 })
        .toBe(0);
      await expect
        .poll(() => db().collection('verificationCodes').countDocuments({ _id: codes.insertedIds[0] }), { timeout: ttlPassTimeout, interval: 100 })
        .toBe(0);
      expect(await db().collection('mailSinkMessages').countDocuments({ _id: sink.insertedIds[1] })).toBe(1);
      expect(await db().collection('verificationCodes').countDocuments({ _id: codes.insertedIds[1] })).toBe(1);
      await applyRetention(loadConfig({}));
    },
    2 * ttlPassTimeout + 5_000,
  );

  it('dates, once, the runs and ERP answers an earlier version finished', async () => {
    // An hour ago: well within the retention (the TTL pass runs all along).
    const closeTime = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
    await db()
      .collection('workflowRuns')
      .insertMany([
        { runId: 'old-closed', status: 'failed', closeTime },
        { runId: 'old-running', status: 'running', closeTime: null },
      ]);
    await db()
      .collection('workflowEvents')
      .insertMany([
        { runId: 'old-closed', eventId: 1 },
        { runId: 'old-closed', eventId: 2 },
        { runId: 'old-running', eventId: 1 },
      ]);
    const request = await db()
      .collection('remoteRequests')
      .insertOne({ requestKey: 'old-answer', status: 'done', endDate: closeTime / 1000 });
    await db().collection('remoteRequestChunks').insertOne({ requestId: request.insertedId, index: 0 });

    expect(await stampRecordsFinishedEarlier({ pageSize: 1 })).toEqual({ workflowRuns: 1, erpRequests: 1 });
    const date = new Date(closeTime);
    expect(await db().collection('workflowRuns').findOne({ runId: 'old-closed' })).toMatchObject({ closedAt: date });
    expect((await db().collection('workflowRuns').findOne({ runId: 'old-running' }))?.closedAt).toBeUndefined();
    expect(await db().collection('workflowEvents').countDocuments({ runId: 'old-closed', runClosedAt: date })).toBe(2);
    expect(
      await db()
        .collection('workflowEvents')
        .countDocuments({ runId: 'old-running', runClosedAt: { $exists: true } }),
    ).toBe(0);
    expect(await db().collection('remoteRequests').findOne({ _id: request.insertedId })).toMatchObject({ answeredAt: date });
    expect(await db().collection('remoteRequestChunks').findOne({ requestId: request.insertedId })).toMatchObject({ answeredAt: date });
    // Done once: the next start reads the record and stops.
    expect(await stampRecordsFinishedEarlier()).toBeNull();
  });
});
