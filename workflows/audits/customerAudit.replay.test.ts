import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditModel } from '../../db/models/audits/audit';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { HistoryEvent, RunRecord } from '../../workers/embedded/types';
import { bundleForReplay, embeddedActivities, embeddedTimers, replayOnTemporal } from '../../workers/temporal/replayTesting';
import { registrationSchema } from '../../domain/customers/registration';
import { registerCustomer } from '../../api/registration/service';
import { decideAudit } from '../../api/audits/service';
import { clearCustomerData, sampleRegistration, useCustomerTestServices } from './testing';

const services = useCustomerTestServices();
let bundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  bundle = await bundleForReplay();
}, 90_000);

const replay = (run: RunRecord, history: HistoryEvent[]) => replayOnTemporal(bundle, run, history);

async function decidedRun(): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  await clearCustomerData();
  const clock = new TestClock();
  const workflows = await startEmbeddedWorkflows({
    clock,
    activities: createActivities({
      customers: { mailer: services.mailer, sms: services.sms, storage: services.storage, now: () => clock.now() },
      audits: { now: () => clock.now() },
    }),
  });
  try {
    const registered = await registerCustomer({ storage: services.storage, workflows: workflows.gateway }, registrationSchema.parse(sampleRegistration()), () =>
      clock.now(),
    );
    await clock.advance(0);
    const audit = await AuditModel.findOne({}).lean();
    await decideAudit(
      workflows.gateway,
      { auditId: String(audit!._id), decision: 'blacklist', setsBlacklistId: true },
      { kind: 'staff', id: 'AUD001', userName: 'auditor', fullName: 'Ana', permissions: 'all' },
      clock.now(),
    );
    await clock.runUntil(workflows.gateway.result(registered.workflowId));
    const described = await workflows.runtime.describe(registered.workflowId);
    return { run: described, history: described.history };
  } finally {
    await workflows.close();
  }
}

describe('replay of an embedded customer audit on Temporal', () => {
  it('replays a decided audit: same activities, inputs and result', async () => {
    const { run, history } = await decidedRun();
    expect(run.status).toBe('completed');
    const replayed = await replay(run, history);
    expect(replayed.activities).toEqual(embeddedActivities(history));
    expect(replayed.timers).toEqual(embeddedTimers(history));
    expect(replayed.activities.map((activity) => activity.activityType)).toEqual([
      'recordRegistration',
      'sendRegistrationEmails',
      'sendRegistrationSms',
      'auditCustomerRisk',
      'applyAuditDecision',
      'sendCustomerNotice',
    ]);
    expect(replayed.outcome).toEqual({ completed: run.result });
  });

  it('rejects a history whose decision step ran another activity', async () => {
    const { run, history } = await decidedRun();
    const tampered = history.map((event) =>
      event.type === 'ActivityScheduled' && event.activityType === 'applyAuditDecision' ? { ...event, activityType: 'auditCustomerRisk' } : event,
    );
    await expect(replay(run, tampered)).rejects.toThrow(/[Nn]ondeterminism/);
  });
});
