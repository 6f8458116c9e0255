import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { SinkMessageModel } from '../../db/models/mail';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { startListTestApp, type ListTestApp } from '../exports/testing';
import { outboxModule } from './graphql';

/** The outbox's mail and SMS lists sorted, searched and filtered on the server, and their CSVs through the one export (mail.read, sms.read). */
let database: TestDatabase;
let app: ListTestApp;
const COUNT = 60;
const STATUSES = ['sending', 'sent', 'failed'] as const;
beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([SinkMessageModel.init(), SmsOutboxModel.init()]);
  const start = Date.parse('2026-11-01T12:00:00Z');
  await SinkMessageModel.insertMany(
    Array.from({ length: COUNT }, (_, index) => ({
      subject: index % 7 === 0 ? `=Código ${index}` : `Orden de compra ${(index * 37) % COUNT}`,
      from: 'compras@prometheus.example',
      to: [`proveedor${index % 4}@example.com`],
      size: 100 + index,
      raw: Buffer.from('x'),
      attachments: [],
      receivedAt: new Date(start + ((index * 13) % COUNT) * 60_000),
    })),
  );
  await SmsOutboxModel.insertMany(
    Array.from({ length: COUNT }, (_, index) => ({
      idempotencyKey: `sms-${index}`,
      phone: `+52921${String((index * 7919) % 10_000_000).padStart(7, '0')}`,
      message: `Tu código es ${1000 + index}`,
      provider: 'outbox',
      status: STATUSES[index % 3],
      createdAt: new Date(start + ((index * 11) % COUNT) * 60_000),
    })),
  );
  app = await startListTestApp([outboxModule]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type MailPage = { mailMessagePage: { total: number; rows: { id: string }[] } };
type SmsPage = { smsMessagePage: { total: number; rows: { id: string; status: string }[] } };
const MAIL =
  'query ($sort: MailSort, $direction: SortDirection, $page: Int, $search: String) { mailMessagePage(pageSize: 25, page: $page, sort: $sort, direction: $direction, search: $search) { total rows { id } } }';
const SMS =
  'query ($sort: SmsSort, $direction: SortDirection, $page: Int, $status: String) { smsMessagePage(pageSize: 25, page: $page, sort: $sort, direction: $direction, status: $status) { total rows { id status } } }';

async function pages<T>(query: string, variables: Record<string, unknown>, rowsOf: (data: T) => { id: string }[]): Promise<string[]> {
  const seen: string[] = [];
  for (let page = 0; page * 25 < COUNT; page += 1) seen.push(...rowsOf((await app.gql<T>(query, { ...variables, page })).body.data!).map((row) => row.id));
  return seen;
}

it('pages the mail and the SMS in each sort either way as the database orders them', async () => {
  for (const direction of ['asc', 'desc'] as const) {
    const order = direction === 'asc' ? 1 : -1;
    for (const field of ['receivedAt', 'subject']) {
      const expected = (
        await SinkMessageModel.find()
          .sort({ [field]: order, _id: 1 })
          .lean()
      ).map((row) => String(row._id));
      expect(await pages<MailPage>(MAIL, { sort: field, direction }, (data) => data.mailMessagePage.rows), `mail ${field} ${direction}`).toEqual(expected);
    }
    for (const field of ['createdAt', 'phone', 'status']) {
      const expected = (
        await SmsOutboxModel.find()
          .sort({ [field]: order, _id: 1 })
          .lean()
      ).map((row) => String(row._id));
      expect(await pages<SmsPage>(SMS, { sort: field, direction }, (data) => data.smsMessagePage.rows), `sms ${field} ${direction}`).toEqual(expected);
    }
  }
});

it('exports the whole filtered list in its order, formula-safe', async () => {
  const file = await app.csv('mail', { sort: 'subject', direction: 'asc' });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toMatch(/filename="mail-\d{4}-\d{2}-\d{2}\.csv"/);
  const records = readCsv(await file.text());
  expect(records[0].cells.slice(0, 2)).toEqual(['receivedAt', 'subject']);
  const subjects = (await SinkMessageModel.find().sort({ subject: 1, _id: 1 }).lean()).map((row) => row.subject);
  expect(records.slice(1).map((record) => record.cells[1].replace(/^'(?==)/, ''))).toEqual(subjects);
  expect(records.some((record) => record.cells[1].startsWith("'=Código"))).toBe(true);

  const searched = readCsv(await (await app.csv('mail', { search: 'PROVEEDOR1@' })).text());
  expect(searched).toHaveLength(COUNT / 4 + 1);
  expect((await app.gql<MailPage>(MAIL, { search: 'codigo' })).body.data!.mailMessagePage.total).toBe(Math.ceil(COUNT / 7));

  const failed = readCsv(await (await app.csv('sms', { status: 'failed', sort: 'phone', direction: 'desc' })).text());
  const expected = (await SmsOutboxModel.find({ status: 'failed' }).sort({ phone: -1, _id: 1 }).lean()).map((row) => row.phone);
  // A phone starts with +, which a spreadsheet would read as a formula: the cell carries a leading '.
  expect(failed.slice(1).map((record) => record.cells[2])).toEqual(expected.map((phone) => `'${phone}`));
  const page = (await app.gql<SmsPage>(SMS, { status: 'failed' })).body.data!.smsMessagePage;
  expect(page.total).toBe(expected.length);
  expect(page.rows.every((row) => row.status === 'failed')).toBe(true);
});

it('asks the list’s own permission, and refuses a sort or status that is none of the list’s, in Spanish', async () => {
  const smsOnly = await app.staffToken(['sms.read']);
  const forbidden = await app.csv('mail', {}, smsOnly);
  expect(forbidden.status).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe('No tienes permiso para esta operación.');
  expect((await app.gql<MailPage>(MAIL, {}, smsOnly)).body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect((await app.csv('sms', {}, smsOnly)).status).toBe(200);
  expect((await app.csv('sms', {}, await app.staffToken(['mail.read']))).status).toBe(403);
  expect((await app.gql('{ smsMessagePage(sort: message) { total } }')).status).toBe(400);
  const badSort = await app.csv('mail', { sort: 'raw' });
  expect(badSort.status).toBe(422);
  expect(((await badSort.json()) as { error: { message: string } }).error.message).toMatch(/^Revisa los datos: sort/);
  const badStatus = await app.gql<SmsPage>(SMS, { status: 'delivered' });
  expect(badStatus.body.errors?.[0].message).toMatch(/^Revisa los datos: status/);
  expect((await app.csv('sms', { status: '{"$ne":null}' })).status).toBe(422);
});
