import { type AddressInfo } from 'node:net';
import { type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsProvider } from './provider';

describe('HTTP SMS provider adapter', () => {
  let server: Server;
  let url = '';
  const received: { headers: Record<string, unknown>; body: unknown }[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    app.post('/sms', (req, res) => {
      received.push({ headers: req.headers, body: req.body });
      if ((req.body as { to?: string }).to === '+520000000000') {
        res.status(422).json({ error: 'invalid destination' });
        return;
      }
      res.status(201).json({ id: `msg-${received.length}`, status: 'queued' });
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the server-built payload with the bearer token and keeps the provider id', async () => {
    const provider = createHttpSmsProvider({ url, token: 'secret-token' });
    const answer = await provider.deliver({ phone: '+525512345678', message: 'Tu código es abc123', reference: 'reg-1' });
    expect(answer.providerMessageId).toBe('msg-1');
    expect(received[0].headers.authorization).toBe('Bearer secret-token');
    expect(received[0].body).toEqual({ to: '+525512345678', message: 'Tu código es abc123', reference: 'reg-1' });
  });

  it('turns a provider rejection into SMS_PROVIDER_FAILED', async () => {
    const provider = createHttpSmsProvider({ url });
    await expect(provider.deliver({ phone: '+520000000000', message: 'x', reference: 'r' })).rejects.toMatchObject({
      code: 'SMS_PROVIDER_FAILED',
      params: { detail: expect.stringContaining('HTTP 422') },
    });
  });
});
