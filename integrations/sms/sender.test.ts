import { type AddressInfo } from 'node:net';
import { type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { createHttpSmsProvider, createOutboxOnlySmsProvider } from './provider';
import { createSmsProviderFromConfig, createSmsSender, getSmsOutboxEntry, listSmsOutbox, sendSmsToMobilePhones } from './sender';

describe('SMS outbox', () => {
  let database: TestDatabase;
  let server: Server;
  let providerUrl = '';
  let delivered = 0;
  let failNext = false;

  beforeAll(async () => {
    database = await startTestDatabase();
    await SmsOutboxModel.init();
    const app = express();
    app.use(express.json());
    app.post('/send', (_req, res) => {
      if (failNext) {
        failNext = false;
        res.status(503).send('busy');
        return;
      }
      delivered += 1;
      res.json({ messageId: `p-${delivered}` });
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  });

  it('keeps the message in the outbox when no provider is configured', async () => {
    const sender = createSmsSender({ provider: createSmsProviderFromConfig({}) });
    expect(sender.provider).toBe('outbox');
    const sent = await sender.send({ idempotencyKey: 'prereg-ABC123/sms/1', phone: '55 1234 5678', message: 'Tu código de registro es abc123' });
    expect(sent).toMatchObject({ duplicate: false, status: 'sent', provider: 'outbox', phone: '+525512345678', attempts: 1 });
    const listed = await listSmsOutbox({ phone: '5512345678' });
    expect(listed.map((entry) => entry.message)).toEqual(['Tu código de registro es abc123']);
    expect((await getSmsOutboxEntry(sent._id))?.providerResponse).toBe('stored in outbox');
  });

  it('sends once per idempotency key through the HTTP provider', async () => {
    const sender = createSmsSender({ provider: createHttpSmsProvider({ url: providerUrl, token: 't' }) });
    const input = { idempotencyKey: 'audit-7/sms', phone: '+52 33 1234 5678', message: 'Tu registro fue autorizado' };
    const [first, second] = await Promise.all([sender.send(input), sender.send(input)]);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    const third = await sender.send(input);
    expect(third).toMatchObject({ duplicate: true, status: 'sent', providerMessageId: 'p-1' });
    expect(delivered).toBe(1);
  });

  it('records a provider failure and delivers on a retry with the same key', async () => {
    const sender = createSmsSender({ provider: createHttpSmsProvider({ url: providerUrl }) });
    const input = { idempotencyKey: 'enroll-3/sms', phone: '8112345678', message: 'Registro completo' };
    failNext = true;
    await expect(sender.send(input)).rejects.toMatchObject({ code: 'SMS_PROVIDER_FAILED' });
    expect(await SmsOutboxModel.findOne({ idempotencyKey: input.idempotencyKey }).lean()).toMatchObject({ status: 'failed' });
    expect(await sender.send(input)).toMatchObject({ duplicate: false, status: 'sent', attempts: 2 });
  });

  it('refuses invalid phones and empty or oversized messages without recording them', async () => {
    const sender = createSmsSender({ provider: createOutboxOnlySmsProvider() });
    await expect(sender.send({ idempotencyKey: 'bad-phone', phone: '123', message: 'x' })).rejects.toMatchObject({ code: 'SMS_INVALID_PHONE' });
    await expect(sender.send({ idempotencyKey: 'bad-text', phone: '5512345678', message: ' ' })).rejects.toMatchObject({ code: 'SMS_MESSAGE_INVALID' });
    await expect(sender.send({ idempotencyKey: 'long-text', phone: '5512345678', message: 'x'.repeat(500) })).rejects.toMatchObject({
      code: 'SMS_MESSAGE_INVALID',
    });
    expect(await SmsOutboxModel.countDocuments({ idempotencyKey: { $in: ['bad-phone', 'bad-text', 'long-text'] } })).toBe(0);
  });

  it('notifies only the mobile phones of a customer, once per number', async () => {
    const sender = createSmsSender({ provider: createOutboxOnlySmsProvider() });
    const phones = [
      { phoneType: 'MOBILE', phone: '9991234567' },
      { phoneType: 'HOME', phone: '9997654321' },
      { phoneType: 'MOBILE', phone: '+529991234567' },
      { phoneType: 'MOBILE', phone: '99912' },
    ];
    const input = { idempotencyKey: 'enroll-8/notice', phones, message: 'Felicidades, tu registro está completo' };
    const result = await sendSmsToMobilePhones(sender, input);
    expect(result.sent.map((entry) => entry.phone)).toEqual(['+529991234567']);
    expect(result.invalid).toEqual(['99912']);
    const again = await sendSmsToMobilePhones(sender, input);
    expect(again.sent.map((entry) => entry.duplicate)).toEqual([true]);
    expect(await SmsOutboxModel.countDocuments({ idempotencyKey: /^enroll-8\/notice/ })).toBe(1);
  });
});
