import type { CustomerActivities, RegistrationFiles } from '../customers/activities';
import type { AuditActivities } from './activities';
import { defineProcess, defineQuery, defineSignal, failureOf } from '../context';

/**
 * The customer audit and authorization process (issue 4, spec 001 section 4). Started for each
 * pre-registration:
 *
 * 0. stores a new pre-registration's public files (form JSON, barcode PNG) and moves it into the
 *    list's counters: work the registration answer does not wait for;
 * 1. sends the registration e-mail to each address and the SMS to each mobile phone (once each,
 *    by key, so a crash or a retry never sends twice); a sending that keeps failing is reported in
 *    the status and does not stop the audit;
 * 2. compares the customer with the risk data and records the audit (promoter
 *    customerFraudPrevention, result JSON per coincidence type, ranking);
 * 3. waits for an auditor's decision, for as long as it takes (durable: survives restarts). The API
 *    claims the decision on the audit atomically before it signals, so the first decision is the
 *    only one; a later signal is ignored;
 * 4. applies the decision to the customer and notifies them by e-mail and SMS.
 *
 * A run started with `existingAuditId` (an audit recorded before this process existed, e.g. demo
 * data) skips steps 1-2.
 */
export const CUSTOMER_AUDIT_WORKFLOW = 'customerAudit';

export interface CustomerAuditInput {
  customerRef: string;
  /** Send the registration e-mails and SMS first (a new pre-registration). */
  notifyRegistration: boolean;
  existingAuditId?: string | null;
  /**
   * A pre-registration's files and counters, stored by the process's first activity rather than
   * while the visitor waits (absent in runs started before: those stored them in the request).
   */
  registrationFiles?: RegistrationFiles | null;
}

export interface CustomerAuditResult {
  auditId: string;
  decision: 'authorize' | 'blacklist';
  ranking: number | null;
}

export type CustomerAuditState = 'notifying' | 'auditing' | 'waitingForDecision' | 'applyingDecision' | 'notifyingDecision' | 'done';

export interface CustomerAuditStatus {
  state: CustomerAuditState;
  auditId: string | null;
  ranking: number | null;
  decision: 'authorize' | 'blacklist' | null;
  emailsSent: number;
  smsSent: number;
  /** Sendings that failed after their retries (the audit goes on). */
  problems: string[];
}

export interface AuditDecisionSignal {
  auditId: string;
  decision: 'authorize' | 'blacklist';
}

export const auditDecisionSignal = defineSignal<[AuditDecisionSignal]>('auditDecision');
export const customerAuditStatusQuery = defineQuery<CustomerAuditStatus>('customerAuditStatus');

/** One run per customer: a second pre-registration of the same record is refused by the runtime. */
export function customerAuditWorkflowId(customerRef: string): string {
  return `customerAudit-${customerRef}`;
}

export const customerAuditProcess = defineProcess<CustomerAuditInput, CustomerAuditResult>(CUSTOMER_AUDIT_WORKFLOW, async (ctx, input) => {
  const status: CustomerAuditStatus = {
    state: 'notifying',
    auditId: input.existingAuditId ?? null,
    ranking: null,
    decision: null,
    emailsSent: 0,
    smsSent: 0,
    problems: [],
  };
  let decided: AuditDecisionSignal | null = null;
  ctx.onSignal(auditDecisionSignal, (signal) => {
    if (!decided) decided = signal;
  });
  ctx.onQuery(customerAuditStatusQuery, () => ({ ...status, problems: [...status.problems] }));

  const sending = ctx.activities<CustomerActivities>({ startToCloseTimeoutMs: 60_000, retry: { maximumAttempts: 5, initialIntervalMs: 2000 } });
  const audits = ctx.activities<AuditActivities>({ startToCloseTimeoutMs: 60_000, retry: { maximumAttempts: 10 } });
  const key = ctx.info.workflowId;

  if (input.registrationFiles) {
    const recording = ctx.activities<CustomerActivities>({ startToCloseTimeoutMs: 60_000, retry: { maximumAttempts: 10 } });
    try {
      await recording.recordRegistration({ customerRef: input.customerRef, files: input.registrationFiles });
    } catch (error) {
      // The audit still runs; the e-mail then reports its missing barcode as a problem too.
      status.problems.push(`files: ${failureOf(error).message}`);
    }
  }
  if (input.notifyRegistration) {
    try {
      status.emailsSent = (await sending.sendRegistrationEmails({ key: `${key}:registration-email`, customerRef: input.customerRef })).sent;
    } catch (error) {
      status.problems.push(`email: ${failureOf(error).message}`);
    }
    try {
      status.smsSent = (await sending.sendRegistrationSms({ key: `${key}:registration-sms`, customerRef: input.customerRef })).sent;
    } catch (error) {
      status.problems.push(`sms: ${failureOf(error).message}`);
    }
  }

  let auditId = input.existingAuditId ?? null;
  if (!auditId) {
    status.state = 'auditing';
    const audit = await audits.auditCustomerRisk({ auditKey: `${key}:audit`, customerRef: input.customerRef, workflowId: key });
    auditId = audit.auditId;
    status.auditId = audit.auditId;
    status.ranking = audit.ranking;
  }

  status.state = 'waitingForDecision';
  await ctx.condition(() => decided !== null);

  status.state = 'applyingDecision';
  const applied = await audits.applyAuditDecision({ auditId });
  status.decision = applied.decision;

  status.state = 'notifyingDecision';
  try {
    await sending.sendCustomerNotice({
      key: `${key}:decision`,
      customerRef: input.customerRef,
      kind: applied.decision === 'authorize' ? 'authorized' : 'blacklisted',
    });
  } catch (error) {
    status.problems.push(`notice: ${failureOf(error).message}`);
  }
  status.state = 'done';
  return { auditId, decision: applied.decision, ranking: status.ranking };
});
