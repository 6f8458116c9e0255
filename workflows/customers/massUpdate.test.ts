import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CustomerModel } from '../../db/models/customers/customer';
import { refreshCustomerClasses } from '../../db/models/customers/customerCounts';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { clearCustomerData, useCustomerTestServices } from '../audits/testing';
import { CUSTOMER_MASS_UPDATE_WORKFLOW, type CustomerMassUpdateInput, type CustomerMassUpdateProgress } from './massUpdate';

const services = useCustomerTestServices();
let workflows: EmbeddedWorkflows;
let clock: TestClock;

beforeEach(async () => {
  await clearCustomerData();
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({
    clock,
    activities: createActivities({ customers: { mailer: services.mailer, sms: services.sms, storage: services.storage, now: () => clock.now() } }),
  });
});
afterEach(async () => {
  await workflows.close();
});

async function customers(count: number, customerTypeId: string, customerId: string | null = null) {
  const created = await CustomerModel.insertMany(
    Array.from({ length: count }, (_, index) => ({
      customerId: customerId ?? `C${customerTypeId}${index}`,
      customerName: `Cliente ${customerTypeId} ${index}`,
      phones: [],
      emails: [],
      sellBanned: false,
      customerTypeId,
      preregistrationCode: null,
    })),
  );
  await refreshCustomerClasses(created.map((customer) => customer._id));
  return created.map((customer) => String(customer._id));
}

describe('customer mass update process', () => {
  it('inactivates every customer of a filter in batches, with progress', async () => {
    await customers(25, 'CC');
    await customers(4, 'CL');
    const input: CustomerMassUpdateInput = { action: 'inactivate', query: { customerTypeId: 'CC' }, batchSize: 10 };
    const { workflowId } = await workflows.gateway.start(CUSTOMER_MASS_UPDATE_WORKFLOW, input);
    const result = await clock.runUntil(workflows.gateway.result<CustomerMassUpdateProgress>(workflowId));
    expect(result).toEqual({ state: 'done', total: 25, processed: 25, updated: 25, skipped: 0, notified: 0 });
    expect(await CustomerModel.countDocuments({ sellBanned: true, classes: 'inactive' })).toBe(25);
    expect(await CustomerModel.countDocuments({ customerTypeId: 'CL', sellBanned: false })).toBe(4);
    const batches = (await workflows.gateway.describe(workflowId)).history.filter(
      (event) => event.type === 'ActivityScheduled' && event.attributes?.activityType === 'applyCustomerMassUpdate',
    );
    expect(batches).toHaveLength(3);
  });

  it('releases a selection to stores and skips blacklisted customers', async () => {
    const open = await customers(2, 'CC');
    const blocked = await customers(1, 'CC', 'blacklist');
    const input: CustomerMassUpdateInput = { action: 'release', customerRefs: [...open, ...blocked, '000000000000000000000000'], warehouseIds: ['CO101'] };
    const { workflowId } = await workflows.gateway.start(CUSTOMER_MASS_UPDATE_WORKFLOW, input);
    const result = await clock.runUntil(workflows.gateway.result<CustomerMassUpdateProgress>(workflowId));
    expect(result).toMatchObject({ total: 4, updated: 2, skipped: 2 });
  });
});
