import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { CustomerModel } from './customer';
import { claimCustomerContacts, CustomerContactModel, ORPHAN_CLAIM_MS, releaseCustomerContacts } from './customerContact';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const keys = (phone: string, email?: string) => ({ phoneKeys: [`+52${phone}`], emailKeys: email ? [email] : [] });

it('gives a contact to one customer only, all or nothing', async () => {
  const first = String(new Types.ObjectId());
  const second = String(new Types.ObjectId());
  await CustomerModel.create({ _id: first, customerName: 'Ana López', customerTypeId: 'CC' });
  expect(await claimCustomerContacts(first, keys('9211000001', 'ana@example.com'))).toBe(true);
  // The second shares only the e-mail: its free phone must not stay claimed either.
  expect(await claimCustomerContacts(second, keys('9211000002', 'ana@example.com'))).toBe(false);
  expect(await CustomerContactModel.countDocuments({ customerRef: second })).toBe(0);
  expect(await claimCustomerContacts(second, keys('9211000002'))).toBe(true);
});

it('frees the contacts of a claim whose customer was never written, once it is old enough', async () => {
  const lost = String(new Types.ObjectId());
  const later = String(new Types.ObjectId());
  const claimedAt = new Date('2026-11-20T10:00:00Z');
  expect(await claimCustomerContacts(lost, keys('9211000003'), claimedAt)).toBe(true);
  expect(await claimCustomerContacts(later, keys('9211000003'), new Date(claimedAt.getTime() + 1_000))).toBe(false);
  expect(await claimCustomerContacts(later, keys('9211000003'), new Date(claimedAt.getTime() + ORPHAN_CLAIM_MS + 1))).toBe(true);
  expect((await CustomerContactModel.findById('phone:+529211000003').lean())?.customerRef).toBe(later);
  await releaseCustomerContacts(later);
  expect(await CustomerContactModel.countDocuments({ customerRef: later })).toBe(0);
});
