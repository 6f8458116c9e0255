import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import type { CustomerActivities, MassUpdateBatchInput } from './activities';
import type { CustomerMassUpdateInput, CustomerMassUpdateProgress } from './massUpdate';

// The process alone: stubbed activities, an in-memory run store and a time-skipping clock, no
// database (massUpdate.test.ts runs the same process on the real activities and the database).

const notUsed = async (): Promise<never> => {
  throw new Error('not used by the mass update');
};

/** Customers c01..cNN; a filter matches them all; a batch updates each customer once and skips ids it does not know. */
function createStubCustomers(count: number, failures = 0) {
  const customers = Array.from({ length: count }, (_, index) => `c${String(index + 1).padStart(2, '0')}`);
  const batches: MassUpdateBatchInput[] = [];
  const updated = new Set<string>();
  let failuresLeft = failures;
  const activities: CustomerActivities = {
    recordRegistration: notUsed,
    sendRegistrationEmails: notUsed,
    sendRegistrationSms: notUsed,
    sendCustomerNotice: notUsed,
    async countCustomers() {
      return customers.length;
    },
    async listCustomerRefsPage({ afterRef, limit }) {
      return customers.filter((ref) => afterRef === null || ref > afterRef).slice(0, limit);
    },
    async applyCustomerMassUpdate(input) {
      batches.push(input);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('the database is restarting');
      }
      const known = input.customerRefs.filter((ref) => customers.includes(ref));
      const fresh = known.filter((ref) => !updated.has(ref));
      for (const ref of fresh) updated.add(ref);
      return { updated: fresh.length, skipped: input.customerRefs.length - known.length, notified: input.action === 'setType' ? known.length : 0 };
    },
  };
  return { activities, batches };
}

let clock: TestClock;
let workflows: EmbeddedWorkflows | undefined;

async function run(activities: CustomerActivities, input: CustomerMassUpdateInput) {
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities });
  const { workflowId } = await workflows.gateway.start('customerMassUpdate', input);
  return clock.runUntil(workflows.gateway.result<CustomerMassUpdateProgress>(workflowId));
}

beforeEach(() => {
  clock = new TestClock();
});
afterEach(async () => {
  await workflows?.close();
  workflows = undefined;
});

describe('customer mass update process on stubbed activities', () => {
  it.each([
    {
      what: 'the selected customers (repeated ones once, unknown ones skipped)',
      input: { action: 'inactivate', customerRefs: ['c01', 'c02', 'c02', 'c03', 'x99', 'c04'], batchSize: 2 },
      batches: [['c01', 'c02'], ['c03', 'x99'], ['c04']],
      progress: { total: 5, processed: 5, updated: 4, skipped: 1, notified: 0 },
    },
    {
      what: 'every customer of a filter, page after page',
      input: { action: 'setType', customerTypeId: 'VIP', query: { search: 'Hernández' }, batchSize: 3 },
      batches: [['c01', 'c02', 'c03'], ['c04', 'c05', 'c06'], ['c07']],
      progress: { total: 7, processed: 7, updated: 7, skipped: 0, notified: 7 },
    },
  ] as const)('updates $what in batches keyed by the run', async ({ input, batches, progress }) => {
    const stub = createStubCustomers(7);
    const result = await run(stub.activities, { ...input, customerRefs: input.customerRefs ? [...input.customerRefs] : undefined });
    expect(stub.batches.map((batch) => batch.customerRefs)).toEqual(batches);
    expect(stub.batches.map((batch) => batch.key)).toEqual(batches.map((_, index) => expect.stringMatching(new RegExp(`:batch-${index}$`))));
    expect(result).toEqual({ state: 'done', ...progress });
  });

  it('retries a failed batch with the same key and counts its customers once', async () => {
    const stub = createStubCustomers(4, 1);
    const result = await run(stub.activities, { action: 'release', customerRefs: ['c01', 'c02', 'c03', 'c04'], warehouseIds: ['CO101'], batchSize: 2 });
    expect(stub.batches.map((batch) => [batch.key.split(':').pop(), batch.customerRefs])).toEqual([
      ['batch-0', ['c01', 'c02']],
      ['batch-0', ['c01', 'c02']],
      ['batch-1', ['c03', 'c04']],
    ]);
    expect(stub.batches[0]!.warehouseIds).toEqual(['CO101']);
    expect(result).toEqual({ state: 'done', total: 4, processed: 4, updated: 4, skipped: 0, notified: 0 });
  });
});
