import { ApplicationFailure } from '@temporalio/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import type { CustomerActivities } from '../customers/activities';
import type { AuditActivities } from './activities';
import { auditDecisionSignal, customerAuditStatusQuery, type CustomerAuditInput, type CustomerAuditResult } from './customerAudit';

// The process alone: stubbed activities, an in-memory run store and a time-skipping clock, no
// database (customerAudit.test.ts runs the same process on the real activities and the database).

const notUsed = async (): Promise<never> => {
  throw new Error('not used by the customer audit');
};

/** The sendings and the audit in memory; `smsDown`: the SMS provider refuses every message. */
function createStubAudit(options: { smsDown?: boolean } = {}) {
  const calls: string[] = [];
  const notices: { key: string; kind: string }[] = [];
  const activities: CustomerActivities & AuditActivities = {
    async recordRegistration() {
      calls.push('recordRegistration');
      return { stored: 2 };
    },
    async sendRegistrationEmails() {
      calls.push('sendRegistrationEmails');
      return { sent: 2 };
    },
    async sendRegistrationSms() {
      calls.push('sendRegistrationSms');
      if (options.smsDown) throw ApplicationFailure.nonRetryable('the SMS provider refused the message', 'SmsRefused');
      return { sent: 1, invalid: [] };
    },
    async sendCustomerNotice(input) {
      calls.push('sendCustomerNotice');
      notices.push({ key: input.key, kind: input.kind });
      return { sent: 3 };
    },
    async auditCustomerRisk(input) {
      calls.push('auditCustomerRisk');
      return { auditId: `audit-of-${input.customerRef}`, ranking: 40 };
    },
    async applyAuditDecision(input) {
      calls.push('applyAuditDecision');
      return { decision: input.auditId.endsWith('blacklisted') ? 'blacklist' : 'authorize', customerRef: 'c1', customerTypeId: null };
    },
    listCustomerRefsPage: notUsed,
    countCustomers: notUsed,
    applyCustomerMassUpdate: notUsed,
  };
  return { activities, calls, notices };
}

let clock: TestClock;
let workflows: EmbeddedWorkflows | undefined;

async function audit(stub: ReturnType<typeof createStubAudit>, input: CustomerAuditInput, decision: 'authorize' | 'blacklist') {
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: stub.activities });
  const gateway = workflows.gateway;
  const { workflowId } = await gateway.start('customerAudit', input, { workflowId: `customerAudit-${input.customerRef}` });
  await clock.advance(0);
  await vi.waitFor(async () => expect((await gateway.query(workflowId, customerAuditStatusQuery)).state).toBe('waitingForDecision'));
  const waiting = await gateway.query(workflowId, customerAuditStatusQuery);
  await gateway.signal(workflowId, auditDecisionSignal, { auditId: waiting.auditId ?? '', decision });
  const result = await clock.runUntil(gateway.result<CustomerAuditResult>(workflowId));
  return { waiting, result, status: await gateway.query(workflowId, customerAuditStatusQuery) };
}

beforeEach(() => {
  clock = new TestClock();
});
afterEach(async () => {
  await workflows?.close();
  workflows = undefined;
});

describe('customer audit process on stubbed activities', () => {
  it("stores a pre-registration's files, sends its e-mails and SMS, audits it, waits for the auditor and applies the authorization", async () => {
    const stub = createStubAudit();
    const input = { customerRef: 'c1', notifyRegistration: true, registrationFiles: { preregistrationCode: 'ABC123', form: {} } };
    const { waiting, result, status } = await audit(stub, input, 'authorize');
    expect(waiting).toMatchObject({ auditId: 'audit-of-c1', ranking: 40, emailsSent: 2, smsSent: 1, problems: [] });
    expect(stub.calls).toEqual([
      'recordRegistration',
      'sendRegistrationEmails',
      'sendRegistrationSms',
      'auditCustomerRisk',
      'applyAuditDecision',
      'sendCustomerNotice',
    ]);
    expect(stub.notices).toEqual([{ key: 'customerAudit-c1:decision', kind: 'authorized' }]);
    expect(result).toEqual({ auditId: 'audit-of-c1', decision: 'authorize', ranking: 40 });
    expect(status.state).toBe('done');
  });

  it('an existing audit skips the sendings and the comparison; a sending that fails is reported and the blacklisting goes on', async () => {
    const stub = createStubAudit({ smsDown: true });
    const existing = await audit(stub, { customerRef: 'c2', notifyRegistration: false, existingAuditId: 'audit-blacklisted' }, 'blacklist');
    expect(stub.calls).toEqual(['applyAuditDecision', 'sendCustomerNotice']);
    expect(existing.result).toEqual({ auditId: 'audit-blacklisted', decision: 'blacklist', ranking: null });
    expect(stub.notices).toEqual([{ key: 'customerAudit-c2:decision', kind: 'blacklisted' }]);
    await workflows?.close();

    const refused = createStubAudit({ smsDown: true });
    const { status } = await audit(refused, { customerRef: 'c3', notifyRegistration: true }, 'authorize');
    expect(status).toMatchObject({ state: 'done', emailsSent: 2, smsSent: 0, problems: [expect.stringContaining('sms: the SMS provider refused')] });
  });
});
