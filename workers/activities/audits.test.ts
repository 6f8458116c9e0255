import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { AuditModel } from '../../db/models/audits/audit';
import { CustomerModel } from '../../db/models/customers/customer';
import { refreshCustomerClasses } from '../../db/models/customers/customerCounts';
import { comparableText } from '../../domain/common/text';
import { clearCustomerData, seedCustomerBasics } from '../../workflows/audits/testing';
import { createAuditActivities } from './audits';

/** The audit activities in Temporal's mock activity context: a retried activity records one audit. */
let database: TestDatabase;
const activities = createAuditActivities({ now: () => Date.parse('2026-11-21T12:00:00Z') });
const environment = new MockActivityEnvironment();
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedCustomerBasics();
}, 60_000);
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await clearCustomerData();
});

async function customer(name: string, phone: string, overrides: Record<string, unknown> = {}) {
  const created = await CustomerModel.create({
    customerName: name,
    nameKey: comparableText(name),
    customerTypeId: 'CC',
    sellBanned: false,
    phones: [{ phoneType: 'mobile', phone }],
    phoneKeys: [phone],
    ...overrides,
  });
  await refreshCustomerClasses([created._id]);
  return String(created._id);
}

it('records one audit with the blacklist coincidence, however often the activity runs', async () => {
  await customer('Tomás Uc', '+529211000009', { customerId: 'blacklist', sellBanned: true });
  const subject = await customer('Rosalba Canché', '+529211000009');
  const input = { auditKey: 'audit-run-1', customerRef: subject, workflowId: 'customerAudit-1' };
  const first = await run(activities.auditCustomerRisk, input);
  const again = await run(activities.auditCustomerRisk, input);
  expect(again).toEqual(first);
  expect(first.ranking).toBeGreaterThan(0);
  const audits = await AuditModel.find({ customerRef: subject }).lean();
  expect(audits).toHaveLength(1);
  const result = JSON.parse(audits[0].result) as { phone: { value: number; item: string }[] };
  expect(result.phone[0]).toMatchObject({ value: 1, item: '+529211000009' });
  expect(await CustomerModel.findById(subject).lean()).toMatchObject({ openAuditCount: 1, classes: expect.arrayContaining(['auditable']) });
});

it('refuses for good to apply an audit nobody decided', async () => {
  const subject = await customer('Jacinto Pech', '+529211000010');
  const { auditId } = await run(activities.auditCustomerRisk, { auditKey: 'audit-run-2', customerRef: subject, workflowId: 'customerAudit-2' });
  const refused = await run(activities.applyAuditDecision, { auditId }).catch((error: unknown) => error);
  expect(refused).toMatchObject({ type: 'AuditNotDecided', nonRetryable: true });
});
