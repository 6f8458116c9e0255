import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIntegrationError } from '../shared/errors';
import { buildFileKey, checkFilePrefix, createFileUrlSigner, parseFileKey } from './keys';
import { createLocalStorage } from './local';
import { type FileStorage } from './types';

const urls = createFileUrlSigner({ secret: 'test-secret-of-some-length', baseUrl: 'http://127.0.0.1:3000/files/' });

describe('file keys', () => {
  it('reads the access level and owner', () => {
    expect(parseFileKey('public/products/100101.png')).toEqual({
      key: 'public/products/100101.png',
      access: 'public',
      ownerId: null,
      path: 'products/100101.png',
    });
    expect(parseFileKey('protected/user-7/profile.jpg')).toMatchObject({ access: 'protected', ownerId: 'user-7', path: 'profile.jpg' });
    expect(buildFileKey('private', 'u1', 'excel/ListadePrecios.csv')).toBe('private/u1/excel/ListadePrecios.csv');
  });

  it.each([
    '../etc/passwd',
    'public/../../etc/passwd',
    'public/a/../../b',
    'public/..',
    'public/.hidden',
    '/public/a.png',
    'public//a.png',
    'public\\..\\a',
    'public/a%2f..%2fb',
    'public/a\u0000b',
    'protected/only-owner',
    'private',
    'shared/a.png',
    'public/' + 'a/'.repeat(30) + 'x',
    '',
  ])('refuses %j', (key) => {
    expect(() => parseFileKey(key)).toThrow(expect.objectContaining({ code: 'FILE_KEY_INVALID' }));
  });

  it('checks listing prefixes the same way', () => {
    expect(checkFilePrefix('protected/user-1/')).toBe('protected/user-1/');
    expect(checkFilePrefix('public/products/10')).toBe('public/products/10');
    expect(() => checkFilePrefix('public/../private/')).toThrow();
    expect(() => checkFilePrefix('../')).toThrow();
  });

  it('signs links for non-public files and refuses tampered or expired ones', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(urls.url('public/a.png')).toBe('http://127.0.0.1:3000/files/public/a.png');
    const link = new URL(urls.url('private/u1/OrdenOC_17.pdf', { expiresInSeconds: 60, now: () => now }));
    const expires = link.searchParams.get('expires');
    const signature = link.searchParams.get('signature');
    expect(urls.verify('private/u1/OrdenOC_17.pdf', expires, signature, now)).toBe(true);
    expect(urls.verify('private/u2/OrdenOC_17.pdf', expires, signature, now)).toBe(false);
    expect(urls.verify('private/u1/OrdenOC_17.pdf', String(Number(expires) + 1), signature, now)).toBe(false);
    expect(urls.verify('private/u1/OrdenOC_17.pdf', expires, signature, now + 61_000)).toBe(false);
  });
});

describe('local disk storage', () => {
  let dir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'files-'));
    storage = createLocalStorage({ rootDir: path.join(dir, 'files'), urls });
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('puts, heads, gets, lists and deletes', async () => {
    const info = await storage.put('private/u1/orders/OrdenOC_1.pdf', Buffer.from('%PDF-1.4 test'), {
      contentType: 'application/pdf',
      metadata: { folio: '1' },
    });
    expect(info).toMatchObject({ size: 13, contentType: 'application/pdf', metadata: { folio: '1' } });
    expect(info.etag).toMatch(/^[0-9a-f]{32}$/);
    await storage.put('private/u1/orders/OrdenOC_2.pdf', Readable.from([Buffer.from('two')]));
    await storage.put('public/products/100101.png', 'png-bytes', { contentType: 'image/png' });

    const file = await storage.get('private/u1/orders/OrdenOC_1.pdf');
    expect(await text(file!.stream)).toBe('%PDF-1.4 test');
    expect((await storage.head('private/u1/orders/OrdenOC_2.pdf'))?.contentType).toBe('application/octet-stream');
    expect((await storage.list('private/u1/')).map((entry) => entry.key)).toEqual(['private/u1/orders/OrdenOC_1.pdf', 'private/u1/orders/OrdenOC_2.pdf']);
    expect((await storage.list('private/u1/orders/OrdenOC_2')).map((entry) => entry.key)).toEqual(['private/u1/orders/OrdenOC_2.pdf']);
    expect(await storage.list('public')).toHaveLength(1);

    expect(await storage.delete('private/u1/orders/OrdenOC_2.pdf')).toBe(true);
    expect(await storage.delete('private/u1/orders/OrdenOC_2.pdf')).toBe(false);
    expect(await storage.get('private/u1/orders/OrdenOC_2.pdf')).toBeNull();
  });

  it('writes again into a directory removed after its first file (directories it made are remembered)', async () => {
    await storage.put('public/barcodes/A.png', Buffer.from('a'));
    await fs.rm(path.join(dir, 'files', 'public', 'barcodes'), { recursive: true });
    await fs.rm(path.join(dir, 'files', '.tmp'), { recursive: true });
    await storage.put('public/barcodes/B.png', Buffer.from('b'), { contentType: 'image/png' });
    expect(await text((await storage.get('public/barcodes/B.png'))!.stream)).toBe('b');
    expect((await storage.head('public/barcodes/B.png'))?.contentType).toBe('image/png');
  });

  it('never reads or writes outside its root', async () => {
    await fs.writeFile(path.join(dir, 'secret.txt'), 'outside');
    for (const key of ['public/../../secret.txt', '../secret.txt', 'public/..%2F..%2Fsecret.txt']) {
      const failure = await storage.get(key).catch((error: unknown) => error);
      expect(isIntegrationError(failure, 'FILE_KEY_INVALID'), key).toBe(true);
      const writeFailure = await storage.put(key, 'x').catch((error: unknown) => error);
      expect(isIntegrationError(writeFailure, 'FILE_KEY_INVALID'), key).toBe(true);
    }
    // A symbolic link planted inside the root that points outside is not followed.
    await fs.mkdir(path.join(dir, 'files', 'public'), { recursive: true });
    await fs.symlink(path.join(dir, 'secret.txt'), path.join(dir, 'files', 'public', 'link.txt'));
    expect(await storage.get('public/link.txt')).toBeNull();
    expect(await fs.readFile(path.join(dir, 'secret.txt'), 'utf8')).toBe('outside');
  });
});
