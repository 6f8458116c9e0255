import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { AuditModel } from '../../../db/models/audits/audit';
import { CustomerModel } from '../../../db/models/customers/customer';
import { storeDate, storeDayStart } from '../../../domain/common/time';
import { startCustomersTestApp, type CustomersTestApp } from '../testing';

/**
 * customerActivity over HTTP: registrations, audits and outcomes counted on their day of the
 * stores' calendar, a day without activity at 0, customers.read required, a bad range refused in
 * the caller's language with nothing read.
 */
let database: TestDatabase;
let app: CustomersTestApp;

const DAY_MS = 86_400_000;
const now = Date.now();
const day = (back: number) => storeDate(now - back * DAY_MS);
const at = (back: number, hour: number) => storeDayStart(day(back)) + hour * 3_600_000;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await startCustomersTestApp();
  // Three days back: 3 registrations (one at 23:30 there, which is the next day in UTC), 2 audits (one authorized, one open).
  // Two days back: 1 registration, 3 audits (two blacklisted, one authorized). One day back: nothing. A deleted customer never counts.
  const customer = (createdAtMs: number, extra = {}) => ({
    _id: new Types.ObjectId(),
    customerName: 'Cliente de prueba',
    createdAt: new Date(createdAtMs),
    ...extra,
  });
  await CustomerModel.collection.insertMany([
    customer(at(3, 9)),
    customer(at(3, 12)),
    customer(at(3, 23.5)),
    customer(at(2, 10)),
    customer(at(2, 11), { _deleted: true }),
    customer(at(5, 10)),
  ]);
  const audit = (startMs: number, decision: 'authorize' | 'blacklist' | null, index: number) => ({
    customerRef: new Types.ObjectId(),
    startAudit: Math.floor(startMs / 1000),
    endAudit: decision ? Math.floor(startMs / 1000) + 3600 : null,
    decision,
    blacklist: decision ? decision === 'blacklist' : null,
    promoter: 'customerFraudPrevention',
    result: '{}',
    ranking: 1,
    auditKey: `activity-test-${index}`,
  });
  await AuditModel.collection.insertMany([
    audit(at(3, 9), 'authorize', 1),
    audit(at(3, 13), null, 2),
    audit(at(2, 8), 'blacklist', 3),
    audit(at(2, 9), 'blacklist', 4),
    audit(at(2, 10), 'authorize', 5),
    audit(at(6, 10), 'authorize', 6),
  ]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const QUERY = /* GraphQL */ `
  query ($from: String!, $to: String!) {
    customerActivity(from: $from, to: $to) {
      day
      registrations
      audits
      authorized
      blacklisted
      open
    }
  }
`;
type Answer = { customerActivity: { day: string; registrations: number; audits: number; authorized: number; blacklisted: number; open: number }[] };

describe('customerActivity over HTTP', () => {
  it('counts registrations, audits and their outcomes per day of the range, days without activity at 0', async () => {
    const answer = await app.gql<Answer>(QUERY, { from: day(3), to: day(1) });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data!.customerActivity).toEqual([
      { day: day(3), registrations: 3, audits: 2, authorized: 1, blacklisted: 0, open: 1 },
      { day: day(2), registrations: 1, audits: 3, authorized: 1, blacklisted: 2, open: 0 },
      { day: day(1), registrations: 0, audits: 0, authorized: 0, blacklisted: 0, open: 0 },
    ]);
  });

  it('reads a range of one index on each side (customers by createdAt, audits by startAudit)', async () => {
    await Promise.all([CustomerModel.init(), AuditModel.init()]);
    const customers = await CustomerModel.collection
      .find({ createdAt: { $gte: new Date(at(3, 0)), $lt: new Date(at(1, 0)) }, _deleted: { $ne: true } })
      .explain();
    expect(JSON.stringify(customers.queryPlanner.winningPlan)).toContain('"indexName":"createdAt_1"');
    const audits = await AuditModel.collection.find({ startAudit: { $gte: Math.floor(at(3, 0) / 1000), $lt: Math.floor(at(1, 0) / 1000) } }).explain();
    expect(JSON.stringify(audits.queryPlanner.winningPlan)).toContain('"indexName":"startAudit_1"');
  });

  it('reads one day alone', async () => {
    const answer = await app.gql<Answer>(QUERY, { from: day(2), to: day(2) });
    expect(answer.data!.customerActivity).toEqual([{ day: day(2), registrations: 1, audits: 3, authorized: 1, blacklisted: 2, open: 0 }]);
  });

  it('needs customers.read', async () => {
    const token = await app.staffToken(['audits.read']);
    const answer = await app.gql<Answer>(QUERY, { from: day(3), to: day(1) }, { token });
    expect(answer.data?.customerActivity).toBeUndefined();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const allowed = await app.gql<Answer>(QUERY, { from: day(3), to: day(1) }, { token: await app.staffToken(['customers.read']) });
    expect(allowed.data!.customerActivity).toHaveLength(3);
  });

  it.each([
    [
      'a future day',
      () => ({ from: day(1), to: day(-1) }),
      'CUSTOMER_ACTIVITY_RANGE_INVALID',
      'Elige fechas de los últimos 365 días, sin fechas futuras.',
      'Pick dates within the last 365 days, no future dates.',
    ],
    [
      'more than 365 days back',
      () => ({ from: day(400), to: day(1) }),
      'CUSTOMER_ACTIVITY_RANGE_INVALID',
      'Elige fechas de los últimos 365 días, sin fechas futuras.',
      'Pick dates within the last 365 days, no future dates.',
    ],
    [
      'not a date',
      () => ({ from: '2026-13-01', to: day(1) }),
      'CUSTOMER_ACTIVITY_RANGE_INVALID',
      'Elige fechas de los últimos 365 días, sin fechas futuras.',
      'Pick dates within the last 365 days, no future dates.',
    ],
    [
      'the end before the start',
      () => ({ from: day(1), to: day(3) }),
      'CUSTOMER_ACTIVITY_RANGE_ORDER',
      'La fecha final es anterior a la inicial.',
      'The end date is before the start date.',
    ],
  ])('refuses %s in Spanish and in English', async (_name, range, errorCode, es, en) => {
    const spanish = await app.gql<Answer>(QUERY, range(), { token: app.operatorToken, lang: 'es' });
    expect(spanish.data?.customerActivity).toBeUndefined();
    expect(spanish.errors?.[0]).toMatchObject({ message: es, extensions: { code: 'BAD_USER_INPUT', errorCode } });
    const english = await app.gql<Answer>(QUERY, range(), { token: app.operatorToken, lang: 'en' });
    expect(english.errors?.[0]).toMatchObject({ message: en, extensions: { errorCode } });
  });
});
