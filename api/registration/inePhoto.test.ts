import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CustomerModel } from '../../db/models/customers/customer';
import { sampleRegistration, seedCustomerBasics, customerTestServices, type CustomerTestServices } from '../../workflows/audits/testing';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createFileRouter } from '../../integrations/storage';
import { gpsTagsOf, GPS_PHOTO_DESCRIPTION, jpegWithGps } from '../../integrations/storage/testing';
import { loadConfig } from '../../config/config';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import type { ApiDeps } from '../context';
import { customersModule } from '../customers/graphql';
import { createRegistrationModule } from './graphql';
import { createRegistrationLimiter } from './rateLimit';
import { createRegistrationUploadRouter, INE_PHOTO_MAX_BYTES, INE_UPLOAD_OWNER, removeExpiredInePhotos, signInePhotoToken } from './inePhoto';

const SECRET = 'ine-test-session-secret-0123456789';
const generous = { capacity: 1000, perMinute: 1000 };

let database: TestDatabase;
let services: CustomerTestServices;
let workflows: EmbeddedWorkflows;
let server: RunningServer;
let deps: ApiDeps;

/** A real 2×2 PNG (signature, IHDR, IDAT, IEND), as a phone camera would not send but a browser accepts. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.from([0, 200, 30, 30, 30, 30, 200, 0, 30, 200, 30, 200, 200, 200]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(body: Buffer, options: { path?: string; lang?: string; type?: string; name?: string } = {}) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(body)], { type: options.type ?? 'image/png' }), options.name ?? 'ine.png');
  const response = await fetch(`${server.url}${options.path ?? '/api/registration'}/ine-photo`, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': options.lang ?? 'en' },
  });
  return { status: response.status, body: (await response.json()) as { token?: string; error?: { code: string; message: string } } };
}

async function gql<T>(query: string, variables: Record<string, unknown>, auth: { token?: string; lang?: string } = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': auth.lang ?? 'en', ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string; extensions: { errorCode: string } }[] };
}

const CREATE = /* GraphQL */ `
  mutation ($input: CustomerRegistrationInput!) {
    createCustomer(input: $input) {
      id
      preregistrationCode
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query ($id: ID!) {
    customer(id: $id) {
      id
      files {
        fileType
        url
      }
    }
  }
`;

/** The signed link's path and query, fetched from this test server (the test storage names another host). */
const onServer = (url: string) => `${server.url}${new URL(url).pathname}${new URL(url).search}`;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedCustomerBasics();
  services = customerTestServices();
  workflows = await startEmbeddedWorkflows({
    activities: createActivities({ customers: { mailer: services.mailer, sms: services.sms, storage: services.storage } }),
  });
  deps = testDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: SECRET }),
    services: { workflows: workflows.gateway, storage: services.storage, mailer: services.mailer, sms: services.sms },
  });
  const limiter = createRegistrationLimiter({ register: generous, lookup: generous, duplicateCheck: generous, inePhoto: generous });
  const app = createApp(deps, {
    modules: [createRegistrationModule({ limiter }), customersModule],
    routers: {
      '/api/registration': createRegistrationUploadRouter({ storage: services.storage, secret: SECRET, limiter }),
      '/api/limited': createRegistrationUploadRouter({
        storage: services.storage,
        secret: SECRET,
        limiter: createRegistrationLimiter({ inePhoto: { capacity: 2, perMinute: 0.001 } }),
      }),
      // The product's file rule: private files to the operator, their owner or a signed link.
      '/files': createFileRouter(
        services.storage,
        (req, file) => Boolean(req.principal) && (req.principal?.kind === 'operator' || file.ownerId === req.principal?.id),
      ),
    },
    dashboardDir: '/nonexistent',
  });
  server = await listen(app, '127.0.0.1', 0);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await workflows?.close();
  services?.close();
  await database?.close();
});

describe('INE photo upload (public)', () => {
  it('stores a PNG at a private random key and answers a signed token valid for an hour', async () => {
    const answer = await upload(tinyPng());
    expect(answer.status).toBe(201);
    const token = answer.body.token!;
    const [expires, , key] = [token.split('.')[0], token.split('.')[1], token.slice(token.indexOf('.', token.indexOf('.') + 1) + 1)];
    expect(key).toMatch(new RegExp(`^private/${INE_UPLOAD_OWNER}/ine/[0-9a-f-]{36}\\.jpg$`));
    expect(Number(expires) - Date.now() / 1000).toBeGreaterThan(3500);
    // Written again as a JPEG, whatever came in, with its thumbnail beside it.
    expect((await services.storage.head(key))?.contentType).toBe('image/jpeg');
    expect((await services.storage.head(key.replace(/\.jpg$/, '-thumb.jpg')))?.contentType).toBe('image/jpeg');
    // No public link: a visitor without a signed link gets nothing back.
    expect((await fetch(`${server.url}/files/${key}`)).status).toBe(403);
    const second = await upload(tinyPng());
    expect(second.body.token).not.toContain(key);
  });

  it('refuses a file that is not JPEG or PNG, whatever the browser says, in es and en', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const en = await upload(html, { type: 'image/png', name: 'ine.png' });
    expect(en.status).toBe(422);
    expect(en.body.error).toEqual({ code: 'CUSTOMER_INE_PHOTO_TYPE', message: 'The photo of your INE must be a JPEG or PNG image.' });
    const es = await upload(html, { lang: 'es' });
    expect(es.body.error?.message).toBe('La foto de tu INE debe ser una imagen JPEG o PNG.');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect((await upload(webp, { type: 'image/webp' })).body.error?.code).toBe('CUSTOMER_INE_PHOTO_TYPE');
  });

  it('refuses a file that starts like a JPEG but does not decode, in es and en, storing nothing', async () => {
    const before = (await services.storage.list(`private/${INE_UPLOAD_OWNER}/ine/`)).length;
    const photo = await jpegWithGps();
    for (const broken of [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4000, 9)]), photo.subarray(0, photo.length >> 1)]) {
      const en = await upload(broken, { type: 'image/jpeg', name: 'ine.jpg' });
      expect(en.status).toBe(422);
      expect(en.body.error).toEqual({
        code: 'CUSTOMER_INE_PHOTO_UNREADABLE',
        message: 'We could not open the photo of your INE: the file is damaged or has more than 50 megapixels. Take another photo or choose another image.',
      });
    }
    const es = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4000, 9)]), { lang: 'es', type: 'image/jpeg' });
    expect(es.body.error?.message).toBe(
      'No pudimos abrir la foto de tu INE: el archivo está dañado o tiene más de 50 megapíxeles. Toma otra foto o elige otra imagen.',
    );
    expect((await services.storage.list(`private/${INE_UPLOAD_OWNER}/ine/`)).length).toBe(before);
  });

  it('refuses more than 5 MB and a request without a file, in es and en', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(INE_PHOTO_MAX_BYTES)]);
    const en = await upload(big);
    expect(en.status).toBe(422);
    expect(en.body.error).toEqual({ code: 'CUSTOMER_INE_PHOTO_TOO_LARGE', message: 'The photo of your INE is larger than 5 MB: choose a smaller one.' });
    expect((await upload(big, { lang: 'es' })).body.error?.message).toBe('La foto de tu INE pesa más de 5 MB: elige una más ligera.');
    const empty = await fetch(`${server.url}/api/registration/ine-photo`, { method: 'POST', body: new FormData(), headers: { 'accept-language': 'es' } });
    expect(await empty.json()).toEqual({ error: { code: 'CUSTOMER_INE_PHOTO_MISSING', message: 'Elige la foto de tu INE para subirla.' } });
  });

  it('is rate limited per client address (RATE_LIMITED in es and en)', async () => {
    expect((await upload(tinyPng(), { path: '/api/limited' })).status).toBe(201);
    expect((await upload(tinyPng(), { path: '/api/limited' })).status).toBe(201);
    const en = await upload(tinyPng(), { path: '/api/limited' });
    expect(en.status).toBe(429);
    expect(en.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Try again in a few minutes.' });
    const es = await upload(tinyPng(), { path: '/api/limited', lang: 'es' });
    expect(es.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.' });
  });
});

describe('registration with the INE photo', () => {
  it('records the photo as the customer identification file, shown to staff by a short signed link', async () => {
    const png = tinyPng();
    const { body } = await upload(png);
    const uploadKey = body.token!.slice(body.token!.indexOf('.', body.token!.indexOf('.') + 1) + 1);
    const input = sampleRegistration({ inePhotoToken: body.token });
    const answer = await gql<{ createCustomer: { id: string; preregistrationCode: string } }>(CREATE, { input });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const { id, preregistrationCode } = answer.data!.createCustomer;
    const customer = await CustomerModel.findById(id).lean();
    const fileName = `private/${id}/identification/${uploadKey.split('/').pop()}`;
    expect(customer!.files).toEqual([{ fileName, fileType: 'identification' }]);
    expect(await services.storage.head(fileName)).not.toBeNull();
    expect(await services.storage.head(uploadKey)).toBeNull();
    // The public copy of the form never carries the token.
    const form = await services.storage.get(`public/barcodes/${preregistrationCode}.json`);
    const formText = Buffer.concat(await form!.stream.toArray()).toString('utf8');
    expect(formText).not.toContain('inePhotoToken');
    expect(formText).not.toContain(uploadKey);

    // A used token cannot attach the same photo to a second customer.
    const again = await gql(CREATE, { input: sampleRegistration({ inePhotoToken: body.token }) });
    expect(again.errors?.[0].extensions.errorCode).toBe('CUSTOMER_INE_TOKEN_INVALID');

    const staff = await deps.sessions.sign({
      kind: 'staff',
      id: 'AUD001',
      userName: 'auditor',
      fullName: 'Auditor',
      positionId: 'auditor',
      permissions: new Set(['customers.read']),
    });
    const detail = await gql<{ customer: { files: { fileType: string; url: string }[] } }>(DETAIL, { id }, { token: staff });
    expect(detail.errors).toBeUndefined();
    const [file] = detail.data!.customer.files;
    expect(file.fileType).toBe('identification');
    const expires = Number(new URL(file.url).searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);
    const image = await fetch(onServer(file.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
    // Without the signature, neither a visitor nor a staff session reads it.
    expect((await fetch(`${server.url}/files/${fileName}`)).status).toBe(403);
    expect((await fetch(`${server.url}/files/${fileName}`, { headers: { authorization: `Bearer ${staff}` } })).status).toBe(403);
    expect((await fetch(`${server.url}/files/${fileName}`, { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } })).status).toBe(200);

    const noPermission = await deps.sessions.sign({
      kind: 'staff',
      id: 'SEL001',
      userName: 'seller',
      fullName: 'Seller',
      positionId: 'seller',
      permissions: new Set(['audits.read']),
    });
    expect((await gql(DETAIL, { id }, { token: noPermission })).errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
  });

  it('keeps no EXIF of a phone photo: the GPS position of the customer is not in the stored photo nor in its thumbnail', async () => {
    const original = await jpegWithGps({ width: 3000, height: 2000 });
    expect(await gpsTagsOf(original)).toEqual([1, 2, 3, 4]);
    const { status, body } = await upload(original, { type: 'image/jpeg', name: 'ine.jpg' });
    expect(status).toBe(201);
    const answer = await gql<{ createCustomer: { id: string } }>(CREATE, { input: sampleRegistration({ inePhotoToken: body.token }) });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const staff = await deps.sessions.sign({
      kind: 'staff',
      id: 'AUD001',
      userName: 'auditor',
      fullName: 'Auditor',
      positionId: 'auditor',
      permissions: new Set(['customers.read']),
    });
    const detail = await gql<{ customer: { files: { fileType: string; url: string; thumbnailUrl: string }[] } }>(
      'query ($id: ID!) { customer(id: $id) { files { fileType url thumbnailUrl } } }',
      { id: answer.data!.createCustomer.id },
      { token: staff },
    );
    const [file] = detail.data!.customer.files;
    const read = async (url: string) => Buffer.from(await (await fetch(onServer(url))).arrayBuffer());
    const [photo, thumbnail] = [await read(file.url), await read(file.thumbnailUrl)];
    for (const bytes of [photo, thumbnail]) {
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(await gpsTagsOf(bytes)).toEqual([]);
      expect(bytes.includes(GPS_PHOTO_DESCRIPTION)).toBe(false);
    }
    // Bounded to 2,000 px on its longer side; the thumbnail is a 160 px square.
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 2000, height: 1333 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 160 });
  });

  it('refuses a forged, expired or dangling token in es and en and creates nothing', async () => {
    const { body } = await upload(tinyPng());
    const token = body.token!;
    const [expires, signature] = token.split('.');
    const key = token.slice(expires.length + signature.length + 2);
    const forgedSignature = `${expires}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}.${key}`;
    const otherKey = `${expires}.${signature}.private/${INE_UPLOAD_OWNER}/ine/00000000-0000-4000-8000-000000000000.png`;
    const laterExpiry = `${Number(expires) + 3600}.${signature}.${key}`;
    const otherSecret = signInePhotoToken('another-secret-of-sufficient-length', key).token;
    const expired = signInePhotoToken(SECRET, key, Date.now() - 2 * 60 * 60 * 1000).token;
    const dangling = signInePhotoToken(SECRET, `private/${INE_UPLOAD_OWNER}/ine/00000000-0000-4000-8000-000000000000.png`).token;
    const publicKey = signInePhotoToken(SECRET, 'public/barcodes/x.png').token;
    for (const bad of [forgedSignature, otherKey, laterExpiry, otherSecret, expired, dangling, publicKey, 'not-a-token']) {
      const input = sampleRegistration({ inePhotoToken: bad });
      const en = await gql(CREATE, { input });
      expect(en.errors?.[0], bad).toMatchObject({
        message: 'The photo of your INE is no longer valid or has expired: choose it again.',
        extensions: { errorCode: 'CUSTOMER_INE_TOKEN_INVALID' },
      });
      expect(await CustomerModel.countDocuments({ emailKeys: input.emails![0].toLowerCase() })).toBe(0);
    }
    const es = await gql(CREATE, { input: sampleRegistration({ inePhotoToken: expired }) }, { lang: 'es' });
    expect(es.errors?.[0].message).toBe('La foto de tu INE ya no es válida o caducó: vuelve a elegirla.');
    // The genuine token still works afterwards.
    const good = await gql<{ createCustomer: { id: string } }>(CREATE, { input: sampleRegistration({ inePhotoToken: token }) });
    expect(good.errors).toBeUndefined();
  });

  it('removes the uploads whose token expired (never registered) and keeps the fresh ones', async () => {
    const fresh = `private/${INE_UPLOAD_OWNER}/ine/fresh-upload.png`;
    await services.storage.put(fresh, Buffer.from('png'), { contentType: 'image/png' });
    const later = Date.now() + 2 * 3600_000;
    const stale = (await services.storage.list(`private/${INE_UPLOAD_OWNER}/ine/`)).map((file) => file.key);
    expect(stale).toContain(fresh);
    expect(await removeExpiredInePhotos(services.storage, Date.now())).toBe(0);
    expect(await removeExpiredInePhotos(services.storage, later)).toBe(stale.length);
    expect(await services.storage.list(`private/${INE_UPLOAD_OWNER}/ine/`)).toEqual([]);
  });

  it('registers without a photo as before (files empty)', async () => {
    const answer = await gql<{ createCustomer: { id: string } }>(CREATE, { input: sampleRegistration() });
    expect(answer.errors).toBeUndefined();
    expect((await CustomerModel.findById(answer.data!.createCustomer.id).lean())!.files).toEqual([]);
  });
});
