import { ApplicationFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CustomerModel } from '../../db/models/customers/customer';
import { countersFromBuckets, refreshCustomerClasses } from '../../db/models/customers/customerCounts';
import { MarketReleaseModel } from '../../db/models/customers/marketRelease';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { clearCustomerData, customerTestServices, seedCustomerBasics, type CustomerTestServices } from '../../workflows/audits/testing';
import { createCustomerActivities } from './customers';
import { barcodeKey, registrationFormKey } from '../../domain/customers/files';
import { renderBarcode } from '../../domain/customers/barcode';

/**
 * The customer activities as Temporal runs them (MockActivityEnvironment: an activity context,
 * heartbeats, cancellation): each is safe to run again after a retry.
 */
let database: TestDatabase;
let services: CustomerTestServices;
let activities: ReturnType<typeof createCustomerActivities>;
const environment = new MockActivityEnvironment();
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;

beforeAll(async () => {
  database = await startTestDatabase();
  services = customerTestServices();
  await seedCustomerBasics();
  activities = createCustomerActivities({
    mailer: services.mailer,
    sms: services.sms,
    storage: services.storage,
    now: () => Date.parse('2026-11-21T12:00:00Z'),
  });
}, 60_000);
afterAll(async () => {
  await database?.close();
  services?.close();
});
beforeEach(async () => {
  await clearCustomerData();
});

async function customer(overrides: Record<string, unknown> = {}) {
  const created = await CustomerModel.create({
    customerName: 'Rosalba Canché',
    customerTypeId: 'CC',
    sellBanned: false,
    preregistrationCode: 'MWQTX3EZ2S4O2VA',
    phones: [
      { phoneType: 'mobile', phone: '+529211000001' },
      { phoneType: 'home', phone: '+529221000001' },
    ],
    emails: ['rosalba@example.com', 'r.canche@correo.mx'],
    registrationWarehouseId: 'CO101',
    ...overrides,
  });
  await refreshCustomerClasses([created._id]);
  return String(created._id);
}

it("stores a new registration's form and barcode and counts the customer once, however often it runs", async () => {
  const created = await CustomerModel.create({
    customerName: 'Itzel Pérez',
    customerTypeId: 'CC',
    sellBanned: false,
    preregistrationCode: 'REC0RDREG1STR00',
    registrationWarehouseId: 'CO101',
  });
  const before = (await countersFromBuckets({})).total;
  const files = { preregistrationCode: 'REC0RDREG1STR00', form: { customerName: 'Itzel', preregistrationCode: 'REC0RDREG1STR00' } };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    expect(await run(activities.recordRegistration, { customerRef: String(created._id), files })).toEqual({ stored: 2 });
  }
  const barcode = await services.storage.get(barcodeKey('REC0RDREG1STR00'));
  expect(barcode?.contentType).toBe('image/png');
  const parts: Buffer[] = [];
  for await (const part of barcode!.stream) parts.push(part as Buffer);
  // The same bytes whenever it is rendered: a retry rewrites the same file.
  expect(Buffer.concat(parts).equals(await renderBarcode('REC0RDREG1STR00'))).toBe(true);
  const form = await services.storage.get(registrationFormKey('REC0RDREG1STR00'));
  expect(form?.contentType).toBe('application/json');
  expect((await countersFromBuckets({})).total).toBe(before + 1);
});

it('e-mails each address once with the barcode, however often the activity runs', async () => {
  const ref = await customer();
  await services.storage.put(barcodeKey('MWQTX3EZ2S4O2VA'), Buffer.from('png'), { contentType: 'image/png' });
  expect(await run(activities.sendRegistrationEmails, { key: 'run-1:registration-email', customerRef: ref })).toEqual({ sent: 2 });
  await run(activities.sendRegistrationEmails, { key: 'run-1:registration-email', customerRef: ref });
  expect(await MailOutboxModel.countDocuments({ idempotencyKey: { $regex: '^run-1:registration-email/' } })).toBe(2);
});

it('fails for good (no retry) when the barcode is missing or the customer is gone', async () => {
  const ref = await customer({ preregistrationCode: 'NOBARCODE000000' });
  const missing = await run(activities.sendRegistrationEmails, { key: 'run-2:registration-email', customerRef: ref }).catch((error: unknown) => error);
  expect(missing).toBeInstanceOf(ApplicationFailure);
  expect(missing).toMatchObject({ type: 'BarcodeMissing', nonRetryable: true });
  const gone = await run(activities.sendRegistrationSms, { key: 'run-3:registration-sms', customerRef: '0123456789abcdef01234567' }).catch(
    (error: unknown) => error,
  );
  expect(gone).toMatchObject({ type: 'CustomerNotFound', nonRetryable: true });
});

it('SMSes the mobile phones only, once per key', async () => {
  const ref = await customer();
  expect(await run(activities.sendRegistrationSms, { key: 'run-4:registration-sms', customerRef: ref })).toEqual({ sent: 1, invalid: [] });
  await run(activities.sendRegistrationSms, { key: 'run-4:registration-sms', customerRef: ref });
  const messages = await SmsOutboxModel.find({}).lean();
  expect(messages.map((message) => [message.phone, message.message])).toEqual([['+529211000001', 'Tu codigo de prerregistro es mwqtx3ez2s4o2va']]);
});

it('releases a batch to stores, skipping a blocked customer, and changes nothing when run again', async () => {
  const open = await customer();
  const blocked = await customer({ customerId: 'blacklist', sellBanned: true, preregistrationCode: 'BLOCKED00000000', phones: [], emails: [] });
  const batch = { key: 'run-5:batch-0', action: 'release' as const, customerRefs: [open, blocked], warehouseIds: ['CO101', 'CO103'] };
  expect(await run(activities.applyCustomerMassUpdate, batch)).toMatchObject({ updated: 1, skipped: 1 });
  await run(activities.applyCustomerMassUpdate, batch);
  const releases = await MarketReleaseModel.find({}).sort({ warehouseId: 1 }).lean();
  expect(releases.map((release) => [release.customerId, release.warehouseId])).toEqual([
    [open, 'CO101'],
    [open, 'CO103'],
  ]);
});
