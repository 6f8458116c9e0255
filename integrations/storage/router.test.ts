import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AddressInfo } from 'node:net';
import { type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileUrlSigner } from './keys';
import { createLocalStorage } from './local';
import { createFileRouter } from './router';
import { type FileStorage } from './types';

describe('file route', () => {
  let dir: string;
  let server: Server;
  let base = '';
  let storage: FileStorage;
  const decisions: string[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-route-'));
    const app = express();
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`;
    storage = createLocalStorage({
      rootDir: dir,
      urls: createFileUrlSigner({ secret: 'route-secret-0123456789', baseUrl: base }),
    });
    // The API's check: the caller named in a header owns protected files; private ones only their owner.
    app.use(
      '/files',
      createFileRouter(storage, (req, file) => {
        decisions.push(file.key);
        const user = req.headers['x-user'];
        return file.access === 'protected' ? typeof user === 'string' : user === file.ownerId;
      }),
    );
    await storage.put('public/products/100101.png', 'png', { contentType: 'image/png' });
    await storage.put('protected/u1/photo.jpg', 'jpeg', { contentType: 'image/jpeg' });
    await storage.put('private/u1/OrdenOC_5.pdf', '%PDF', { contentType: 'application/pdf' });
    await storage.put('public/pages/x.html', '<script>alert(1)</script>', { contentType: 'text/html' });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('serves public files to anyone, with safe headers', async () => {
    const response = await fetch(`${base}/public/products/100101.png`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await fetch(`${base}/public/pages/x.html`);
    expect(page.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('asks the authorizer for protected and private files', async () => {
    expect((await fetch(`${base}/protected/u1/photo.jpg`)).status).toBe(403);
    expect((await fetch(`${base}/protected/u1/photo.jpg`, { headers: { 'x-user': 'u2' } })).status).toBe(200);
    expect((await fetch(`${base}/private/u1/OrdenOC_5.pdf`, { headers: { 'x-user': 'u2' } })).status).toBe(403);
    const own = await fetch(`${base}/private/u1/OrdenOC_5.pdf`, { headers: { 'x-user': 'u1' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(decisions).toContain('private/u1/OrdenOC_5.pdf');
  });

  it('accepts a signed link without a session, and not a tampered one', async () => {
    const link = storage.url('private/u1/OrdenOC_5.pdf', { expiresInSeconds: 60 });
    const signed = await fetch(link);
    expect(signed.status).toBe(200);
    expect(await signed.text()).toBe('%PDF');
    const forged = await fetch(link.replace('signature=', 'signature=x'), { headers: { 'accept-language': 'en' } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: { code: 'FILE_FORBIDDEN', message: 'You are not allowed to see this file.' } });
  });

  it('answers 404 for missing files, 400 for bad keys, 304 for a known ETag, and HEAD without a body', async () => {
    const missing = await fetch(`${base}/public/nothing.png`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe('El archivo no existe.');
    expect((await fetch(`${base}/public/..%2Fprivate%2Fu1%2FOrdenOC_5.pdf`)).status).toBe(400);
    expect((await fetch(`${base}/public/%2e%2e/private/u1/OrdenOC_5.pdf`)).status).toBe(403);
    expect((await fetch(`${base}/secret/a.txt`)).status).toBe(400);
    const first = await fetch(`${base}/public/products/100101.png`);
    const etag = first.headers.get('etag') ?? '';
    expect((await fetch(`${base}/public/products/100101.png`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(`${base}/public/products/100101.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('3');
  });
});
