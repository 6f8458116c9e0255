import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../db/testing';
import { SmsOutboxModel } from '../db/models/sms/smsOutbox';
import { RemoteRequestModel } from '../db/models/erp/remoteRequest';
import { backendText, renderBackendText } from '../domain/system/backendTexts';
import { createFileUrlSigner } from '../integrations/storage/keys';
import { createLocalStorage } from '../integrations/storage/local';
import { erpHealth, filesHealth, partnerHealth, smsHealth } from './health';

let database: TestDatabase;
let partner: Server;
let partnerStatus = 200;
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-health-'));
const now = Date.parse('2026-11-21T12:00:00Z');
const mode = () => backendText('mode.smsOutbox');

beforeAll(async () => {
  database = await startTestDatabase();
  partner = createServer((_req, res) => res.writeHead(partnerStatus).end());
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', () => resolve()));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => partner?.close(resolve));
  rmSync(filesDir, { recursive: true, force: true });
});

const text = (detail: ReturnType<typeof backendText> | undefined) => (detail ? renderBackendText(detail, 'en') : undefined);

it('checks the file storage with a metadata read', async () => {
  const storage = createLocalStorage({ rootDir: filesDir, urls: createFileUrlSigner({ secret: 'health-test-secret-0123', baseUrl: 'http://127.0.0.1/files' }) });
  const result = await filesHealth(storage, mode).check();
  expect({ ok: result.ok, detail: text(result.detail) }).toEqual({ ok: true, detail: 'reachable' });
});

it('counts the SMS outbox and is down when a message waits over 10 minutes', async () => {
  const message = (key: string, status: string, minutesAgo: number) => ({ idempotencyKey: key, phone: '+529211234567', message: 'hola', provider: 'outbox', status, createdAt: new Date(now - minutesAgo * 60_000) });
  await SmsOutboxModel.collection.insertMany([message('a', 'sending', 1), message('b', 'failed', 30), message('c', 'sent', 2)]);
  const fresh = await smsHealth(mode, () => now).check();
  expect({ ok: fresh.ok, detail: text(fresh.detail) }).toEqual({ ok: true, detail: '1 to send (0 stuck over 10 min), 1 failed in 24 h' });
  await SmsOutboxModel.collection.insertOne(message('d', 'sending', 11));
  const stuck = await smsHealth(mode, () => now).check();
  expect({ ok: stuck.ok, detail: text(stuck.detail) }).toEqual({ ok: false, detail: '2 to send (1 stuck over 10 min), 1 failed in 24 h' });
});

it('is down when an ERP request waits over 2 minutes for the agent', async () => {
  const request = (key: string, secondsAgo: number) => ({ requestKey: key, request: '{}', operation: 'emptyContainerStock', companyId: 1, startDate: Math.floor(now / 1000) - secondsAgo, status: 'pending' });
  await RemoteRequestModel.collection.insertOne(request('r1', 30));
  expect((await erpHealth(mode, () => now).check()).ok).toBe(true);
  await RemoteRequestModel.collection.insertOne(request('r2', 300));
  const stuck = await erpHealth(mode, () => now).check();
  expect({ ok: stuck.ok, detail: text(stuck.detail) }).toEqual({ ok: false, detail: '2 requests waiting (1 over 2 min)' });
});

it('asks the partner over HTTP: an answer below 500 is up', async () => {
  const url = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
  const up = await partnerHealth(url, mode).check();
  expect({ ok: up.ok, detail: text(up.detail) }).toEqual({ ok: true, detail: 'reachable (HTTP 200)' });
  partnerStatus = 503;
  const down = await partnerHealth(url, mode).check();
  expect({ ok: down.ok, detail: text(down.detail) }).toEqual({ ok: false, detail: 'answers HTTP 503' });
});
