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
  // A stand-in partner: its login method refuses an empty sign-in with its JSON reply; nothing else is there.
  partner = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/login')
      res.writeHead(partnerStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ mensaje: '', error: 'Usuario, contraseña o RFC incorrectos' }));
    else res.writeHead(404).end('Cannot GET');
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', () => resolve()));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => partner?.close(resolve));
  rmSync(filesDir, { recursive: true, force: true });
});

const text = (detail: ReturnType<typeof backendText> | undefined) => (detail ? renderBackendText(detail, 'en') : undefined);

it('checks the file storage with a metadata read', async () => {
  const storage = createLocalStorage({
    rootDir: filesDir,
    urls: createFileUrlSigner({ secret: 'health-test-secret-0123', baseUrl: 'http://127.0.0.1/files' }),
  });
  const result = await filesHealth(storage, mode).check();
  expect({ ok: result.ok, detail: text(result.detail) }).toEqual({ ok: true, detail: 'reachable' });
});

it('counts the SMS outbox and is down when a message waits over 10 minutes', async () => {
  const message = (key: string, status: string, minutesAgo: number) => ({
    idempotencyKey: key,
    phone: '+529211234567',
    message: 'hola',
    provider: 'outbox',
    status,
    createdAt: new Date(now - minutesAgo * 60_000),
  });
  await SmsOutboxModel.collection.insertMany([message('a', 'sending', 1), message('b', 'failed', 30), message('c', 'sent', 2)]);
  const fresh = await smsHealth(mode, () => now).check();
  expect({ ok: fresh.ok, detail: text(fresh.detail) }).toEqual({ ok: true, detail: '1 to send (0 stuck over 10 min), 1 failed in 24 h' });
  await SmsOutboxModel.collection.insertOne(message('d', 'sending', 11));
  const stuck = await smsHealth(mode, () => now).check();
  expect({ ok: stuck.ok, detail: text(stuck.detail) }).toEqual({ ok: false, detail: '2 to send (1 stuck over 10 min), 1 failed in 24 h' });
});

it('is down when an ERP request waits over 2 minutes for the agent', async () => {
  const request = (key: string, secondsAgo: number) => ({
    requestKey: key,
    request: '{}',
    operation: 'emptyContainerStock',
    companyId: 1,
    startDate: Math.floor(now / 1000) - secondsAgo,
    status: 'pending',
  });
  await RemoteRequestModel.collection.insertOne(request('r1', 30));
  expect((await erpHealth(mode, () => now).check()).ok).toBe(true);
  await RemoteRequestModel.collection.insertOne(request('r2', 300));
  const stuck = await erpHealth(mode, () => now).check();
  expect({ ok: stuck.ok, detail: text(stuck.detail) }).toEqual({ ok: false, detail: '2 requests waiting (1 over 2 min)' });
});

it('asks the partner service its login method without credentials: its refusal is up, 404 or 5xx is down', async () => {
  const url = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
  partnerStatus = 401;
  const up = await partnerHealth(url, mode, { cacheMs: 0 }).check();
  expect({ ok: up.ok, detail: text(up.detail) }).toEqual({ ok: true, detail: 'the partner service answers (refuses an empty sign-in with HTTP 401)' });
  expect(renderBackendText(up.detail!, 'es')).toBe('el servicio del socio responde (rechaza un inicio de sesión vacío con HTTP 401)');
  // An address where something answers, but not the partner (a 404 at its login).
  const elsewhere = await partnerHealth(`${url}otro`, mode, { cacheMs: 0 }).check();
  expect({ ok: elsewhere.ok, detail: text(elsewhere.detail) }).toEqual({ ok: false, detail: 'the address answers HTTP 404, but not as the partner service' });
  partnerStatus = 503;
  const down = await partnerHealth(url, mode, { cacheMs: 0 }).check();
  expect({ ok: down.ok, detail: text(down.detail) }).toEqual({ ok: false, detail: 'answers HTTP 503' });
});

it('keeps the partner answer for 30 s, so frequent probes do not reach the partner each time', async () => {
  const url = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
  let clock = now;
  const check = partnerHealth(url, mode, { now: () => clock });
  partnerStatus = 401;
  expect((await check.check()).ok).toBe(true);
  partnerStatus = 503;
  clock += 29_000;
  expect((await check.check()).ok).toBe(true);
  clock += 2_000;
  expect((await check.check()).ok).toBe(false);
});
