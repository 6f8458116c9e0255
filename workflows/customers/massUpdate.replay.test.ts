import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { CustomerModel } from '../../db/models/customers/customer';
import { refreshCustomerClasses } from '../../db/models/customers/customerCounts';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { HistoryEvent, RunRecord } from '../../workers/embedded/types';
import { bundleForReplay, embeddedActivities, embeddedTimers, replayOnTemporal } from '../../workers/temporal/replayTesting';
import { clearCustomerData, useCustomerTestServices } from '../audits/testing';
import { CUSTOMER_MASS_UPDATE_WORKFLOW, type CustomerMassUpdateInput } from './massUpdate';

const services = useCustomerTestServices();
let bundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  bundle = await bundleForReplay();
}, 90_000);

async function massUpdateRun(input: CustomerMassUpdateInput): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  await clearCustomerData();
  const created = await CustomerModel.insertMany(
    Array.from({ length: 23 }, (_, index) => ({
      customerId: `R${index}`,
      customerName: `Cliente ${index}`,
      phones: [],
      emails: [],
      sellBanned: false,
      customerTypeId: 'CC',
      preregistrationCode: null,
    })),
  );
  await refreshCustomerClasses(created.map((customer) => customer._id));
  const clock = new TestClock();
  const workflows = await startEmbeddedWorkflows({
    clock,
    activities: createActivities({ customers: { mailer: services.mailer, sms: services.sms, storage: services.storage, now: () => clock.now() } }),
  });
  try {
    const { workflowId } = await workflows.gateway.start(CUSTOMER_MASS_UPDATE_WORKFLOW, input, { workflowId: 'replay-mass-update' });
    await clock.runUntil(workflows.gateway.result(workflowId));
    const described = await workflows.runtime.describe(workflowId);
    return { run: described, history: described.history };
  } finally {
    await workflows.close();
  }
}

describe('replay of an embedded customer mass update on Temporal', () => {
  it('replays a mass update by filter: the count, every batch with its input, the same result', async () => {
    const { run, history } = await massUpdateRun({ action: 'setType', query: { customerTypeId: 'CC' }, customerTypeId: 'CL', batchSize: 10 });
    expect(run.status).toBe('completed');
    const replayed = await replayOnTemporal(bundle, run, history);
    expect(replayed.activities).toEqual(embeddedActivities(history));
    expect(replayed.activities.map((activity) => activity.activityType)).toEqual([
      'countCustomers',
      'listCustomerRefsPage',
      'applyCustomerMassUpdate',
      'listCustomerRefsPage',
      'applyCustomerMassUpdate',
      'listCustomerRefsPage',
      'applyCustomerMassUpdate',
      'listCustomerRefsPage',
    ]);
    expect(replayed.timers).toEqual(embeddedTimers(history));
    expect(replayed.outcome).toEqual({ completed: run.result });
    expect(run.result).toMatchObject({ state: 'done', total: 23, processed: 23, updated: 23 });
  }, 60_000);

  it('rejects a history whose batch ran another activity', async () => {
    const { run, history } = await massUpdateRun({ action: 'inactivate', query: { customerTypeId: 'CC' }, batchSize: 10 });
    const tampered = history.map((event) =>
      event.type === 'ActivityScheduled' && event.activityType === 'applyCustomerMassUpdate' ? { ...event, activityType: 'countCustomers' } : event,
    );
    await expect(replayOnTemporal(bundle, run, tampered)).rejects.toThrow(/[Nn]ondeterminism/);
  }, 60_000);
});
