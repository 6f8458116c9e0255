import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { seedDemoData, DEMO_PASSWORD } from '../../db/seed';
import { testSecretHashCost } from '../../db/models/access/secrets';
import { createMailer, startSmtpSink, type SmtpSink } from '../../integrations/mail';
import { createSmsSender, createOutboxOnlySmsProvider } from '../../integrations/sms';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps } from '../testing/deps';
import { accessModule } from './graphql';
import { outboxModule } from '../outbox/graphql';
import { createOutboxRouter } from '../outbox/routes';

let database: TestDatabase;
let server: RunningServer;
let sink: SmtpSink;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedDemoData({ hashCost: testSecretHashCost });
  sink = await startSmtpSink({ port: 0 });
  const mailer = createMailer({ SMTP_SINK_PORT: sink.port, MAIL_FROM: 'Prometheus <no-reply@prometheus.local>' });
  await mailer.sendMail({
    idempotencyKey: 'test-po-1',
    to: ['compras@example.com'],
    subject: 'Orden de compra 1001',
    html: '<p>Orden <b>1001</b></p>',
    attachments: [{ filename: 'OrdenOC_1001.pdf', content: Buffer.from('%PDF-1.4\n%test\n'), contentType: 'application/pdf' }],
  });
  mailer.close();
  await createSmsSender({ provider: createOutboxOnlySmsProvider() }).send({ idempotencyKey: 'sms-1', phone: '9211234567', message: 'Tu código es abc123' });
  server = await listen(
    createApp(testDeps(), { modules: [accessModule, outboxModule], routers: { '/api/outbox': createOutboxRouter() }, dashboardDir: '/nonexistent' }),
    '127.0.0.1',
    0,
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sink?.close();
  await database?.close();
});

async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as { data?: Record<string, never>; errors?: { message: string; extensions: { errorCode: string } }[] } };
}

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { user { userName fullName permissions } } }';

async function signIn(userName: string, password = DEMO_PASSWORD) {
  const { response, body } = await gql(SIGN_IN, { input: { userName, password } });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  return { body, cookie, setCookie: response.headers.get('set-cookie') ?? '' };
}

describe('staff sign-in and the outbox', () => {
  it('signs in a demo account with an httpOnly session cookie', async () => {
    const { body, setCookie } = await signIn('admin');
    expect(body.data?.signIn).toMatchObject({ user: { userName: 'admin' } });
    expect(setCookie).toMatch(/prometheus_session=.+; Max-Age=21600; Path=\/; Expires=.+; HttpOnly; SameSite=Lax/);
  });

  it('refuses a wrong password, an unknown user and a too-short username with the same message', async () => {
    for (const input of [
      { userName: 'admin', password: 'wrong-password' },
      { userName: 'nobody-here', password: DEMO_PASSWORD },
      { userName: 'adm', password: DEMO_PASSWORD },
    ]) {
      const { body } = await gql(SIGN_IN, { input });
      expect(body.errors?.[0]).toMatchObject({ message: 'Usuario o contraseña incorrectos.', extensions: { errorCode: 'INVALID_CREDENTIALS' } });
    }
  });

  it('lets an administrator read the mail sink and the SMS outbox, and download an attachment', async () => {
    const { cookie } = await signIn('admin');
    const list = await gql('{ mailMessages { id subject to attachmentCount } smsMessages { phone message status } }', {}, cookie);
    const mail = (list.body.data!.mailMessages as { id: string; subject: string }[]).find((message) => message.subject === 'Orden de compra 1001');
    expect(mail).toMatchObject({ to: ['compras@example.com'], attachmentCount: 1 });
    expect(list.body.data!.smsMessages).toEqual([{ phone: '+529211234567', message: 'Tu código es abc123', status: 'sent' }]);
    const detail = await gql('query ($id: ID!) { mailMessage(id: $id) { html attachments { index filename contentType } } }', { id: mail!.id }, cookie);
    expect(detail.body.data!.mailMessage).toMatchObject({ html: '<p>Orden <b>1001</b></p>', attachments: [{ index: 0, filename: 'OrdenOC_1001.pdf', contentType: 'application/pdf' }] });
    const download = await fetch(`${server.url}/api/outbox/mail/${mail!.id}/attachments/0`, { headers: { cookie: cookie! } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/OrdenOC_1001\.pdf/);
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-1\.4/);
  });

  it('refuses the outbox to a position without the permission and to anonymous callers', async () => {
    const { cookie } = await signIn('compras');
    const refused = await gql('{ mailMessages { id } }', {}, cookie);
    expect(refused.body.errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
    const anonymous = await fetch(`${server.url}/api/outbox/mail/000000000000000000000000/source`);
    expect(anonymous.status).toBe(401);
    const badId = await gql('{ mailMessage(id: "not-an-id") { id } }', {}, (await signIn('admin')).cookie);
    expect(badId.body.errors?.[0].extensions.errorCode).toBe('NOT_FOUND');
  });
});
