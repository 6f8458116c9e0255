import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CustomerModel } from '../../db/models/customers/customer';
import { AuditModel } from '../../db/models/audits/audit';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { registrationSchema } from '../../domain/customers/registration';
import { registerCustomer } from '../../api/registration/service';
import { decideAudit, reopenCustomerAudit } from '../../api/audits/service';
import { countersFromBuckets } from '../../db/models/customers/customerCounts';
import { isBlocked } from '../../domain/customers/classification';
import type { Principal } from '../../api/context';
import { auditDecisionSignal, customerAuditStatusQuery, type CustomerAuditResult } from './customerAudit';
import { clearCustomerData, sampleRegistration, useCustomerTestServices } from './testing';

const services = useCustomerTestServices();
let workflows: EmbeddedWorkflows;
let clock: TestClock;
const auditor: Principal = { kind: 'staff', id: 'AUD001', userName: 'auditor', fullName: 'Ana Karen Torres Jiménez', permissions: new Set(['audits.decide']) };
const otherAuditor: Principal = { ...auditor, id: 'AUD002', fullName: 'Luis Chablé' };

async function startRuntime() {
  workflows = await startEmbeddedWorkflows({
    clock,
    activities: createActivities({
      customers: { mailer: services.mailer, sms: services.sms, storage: services.storage, now: () => clock.now() },
      audits: { now: () => clock.now() },
    }),
  });
}

beforeEach(async () => {
  await clearCustomerData();
  clock = new TestClock();
  await startRuntime();
});
afterEach(async () => {
  await workflows.close();
});

async function register(overrides = {}) {
  const registration = registrationSchema.parse(sampleRegistration(overrides));
  const registered = await registerCustomer({ storage: services.storage, workflows: workflows.gateway }, registration, () => clock.now());
  await clock.advance(0);
  return registered;
}

describe('customer audit process on the embedded runtime', () => {
  it('sends each e-mail and the SMS once, records the audit and waits for a decision', async () => {
    const registered = await register();
    const status = await workflows.gateway.query(registered.workflowId, customerAuditStatusQuery);
    expect(status).toMatchObject({ state: 'waitingForDecision', emailsSent: 2, smsSent: 1, problems: [] });
    const mails = await MailOutboxModel.find({ idempotencyKey: { $regex: `^${registered.workflowId}:registration-email` } }).lean();
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([...registered.emails].map((email) => email.toLowerCase()).sort());
    expect(mails.every((mail) => mail.status === 'sent' && mail.attachmentNames[0] === `${registered.preregistrationCode}.png`)).toBe(true);
    const sms = await SmsOutboxModel.find({}).lean();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      phone: `+52${registered.mobilePhones[0]}`,
      message: `Tu codigo de prerregistro es ${registered.preregistrationCode.toLowerCase()}`,
    });
    const audit = await AuditModel.findOne({}).lean();
    expect(audit).toMatchObject({ promoter: 'customerFraudPrevention', endAudit: null, blacklist: null, workflowId: registered.workflowId });
    expect(Object.keys(JSON.parse(audit!.result))).toEqual(['phone', 'email', 'name', 'taxpayer', 'address', 'existingCustomer', 'ranking']);
    const customer = await CustomerModel.findById(registered.id).lean();
    expect(customer).toMatchObject({ sellBanned: false, customerTypeId: 'CC', openAuditCount: 1, classes: ['auditable'] });
    // Hours later, still waiting: no timer gives up on the auditor.
    await clock.advance(72 * 3_600_000);
    expect((await workflows.gateway.describe(registered.workflowId)).status).toBe('running');
  });

  it('authorizes: the customer becomes active, is notified once, and a second decision is refused', async () => {
    const registered = await register();
    const audit = await AuditModel.findOne({}).lean();
    await decideAudit(workflows.gateway, { auditId: String(audit!._id), decision: 'authorize' }, auditor, clock.now());
    const result = await clock.runUntil(workflows.gateway.result<CustomerAuditResult>(registered.workflowId));
    expect(result).toMatchObject({ auditId: String(audit!._id), decision: 'authorize' });
    const customer = await CustomerModel.findById(registered.id).lean();
    expect(customer).toMatchObject({ sellBanned: false, customerId: registered.preregistrationCode, openAuditCount: 0, classes: ['active'] });
    expect(await AuditModel.findById(audit!._id).lean()).toMatchObject({
      blacklist: false,
      auditor: 'AUD001',
      auditorName: auditor.fullName,
      endAudit: Math.floor(clock.now() / 1000),
    });
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: { $regex: ':decision' } })).toBe(2);
    expect(await SmsOutboxModel.countDocuments({ idempotencyKey: { $regex: ':decision' } })).toBe(1);
    await expect(decideAudit(workflows.gateway, { auditId: String(audit!._id), decision: 'blacklist' }, otherAuditor)).rejects.toMatchObject({
      code: 'AUDIT_ALREADY_RESOLVED',
    });
    expect((await CustomerModel.findById(registered.id).lean())!.sellBanned).toBe(false);
  });

  it('blacklists from the single dialog: sellBanned, customerId blacklist, and the next look-alike is ranked high', async () => {
    const first = await register({ taxpayer: { taxpayerName: 'María G', identification: 'HEGM800101AB1' } });
    const audit = await AuditModel.findOne({}).lean();
    await decideAudit(workflows.gateway, { auditId: String(audit!._id), decision: 'blacklist', setsBlacklistId: true }, auditor, clock.now());
    await clock.runUntil(workflows.gateway.result(first.workflowId));
    expect(await CustomerModel.findById(first.id).lean()).toMatchObject({
      sellBanned: true,
      customerId: 'blacklist',
      blacklistAudit: true,
      classes: ['inactive'],
    });

    const second = await register({
      customerLastName: (await CustomerModel.findById(first.id).lean())!.nameParts.customerLastName,
      taxpayer: { taxpayerName: 'Otra', identification: 'hegm800101ab1' },
    });
    const secondAudit = await AuditModel.findOne({ customerRef: second.id }).lean();
    const result = JSON.parse(secondAudit!.result);
    expect(result.taxpayer).toEqual([{ item: 'HEGM800101AB1', value: 1, id: first.id }]);
    expect(result.name).toEqual([{ item: first.customerName, value: 1, id: first.id }]);
    // taxpayer 0.9, name 0.6, and the same name as an existing customer 0.4 x 0.5.
    expect(secondAudit!.ranking).toBeCloseTo(10 * (1 - 0.1 * 0.4 * 0.8), 4);
  });

  it('keeps waiting across a restart and completes after it', async () => {
    const registered = await register();
    await workflows.close();
    await startRuntime();
    expect(await workflows.gateway.query(registered.workflowId, customerAuditStatusQuery)).toMatchObject({ state: 'waitingForDecision' });
    const audit = await AuditModel.findOne({}).lean();
    await decideAudit(workflows.gateway, { auditId: String(audit!._id), decision: 'authorize' }, auditor, clock.now());
    expect(await clock.runUntil(workflows.gateway.result<CustomerAuditResult>(registered.workflowId))).toMatchObject({ decision: 'authorize' });
    // Sent once in all: the resumed run found its earlier e-mails and SMS by key.
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: { $regex: ':registration-email' } })).toBe(2);
    expect(await SmsOutboxModel.countDocuments({ idempotencyKey: { $regex: ':registration-sms' } })).toBe(1);
  });

  it('two auditors deciding at once produce one outcome; a stray signal changes nothing', async () => {
    const registered = await register();
    const audit = await AuditModel.findOne({}).lean();
    const outcomes = await Promise.allSettled([
      decideAudit(workflows.gateway, { auditId: String(audit!._id), decision: 'authorize' }, auditor, clock.now()),
      decideAudit(workflows.gateway, { auditId: String(audit!._id), decision: 'blacklist', setsBlacklistId: true }, otherAuditor, clock.now()),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { code: 'AUDIT_ALREADY_RESOLVED' } });
    const winner = (await AuditModel.findById(audit!._id).lean())!.decision!;
    await workflows.gateway.signal(registered.workflowId, auditDecisionSignal, {
      auditId: String(audit!._id),
      decision: winner === 'authorize' ? 'blacklist' : 'authorize',
    });
    const result = await clock.runUntil(workflows.gateway.result<CustomerAuditResult>(registered.workflowId));
    expect(result.decision).toBe(winner);
    expect((await CustomerModel.findById(registered.id).lean())!.sellBanned).toBe(winner === 'blacklist');
  });

  it('decides an audit whose process is gone with a run of its own', async () => {
    const registered = await register();
    await workflows.gateway.cancel(registered.workflowId);
    await clock.advance(0);
    const audit = await AuditModel.findOne({}).lean();
    await decideAudit(workflows.gateway, { auditId: String(audit!._id), decision: 'authorize', customerTypeId: 'CL' }, auditor, clock.now());
    const updated = await AuditModel.findById(audit!._id).lean();
    expect(updated!.workflowId).toBe(`${registered.workflowId}-${String(audit!._id)}`);
    await clock.runUntil(workflows.gateway.result(updated!.workflowId!));
    expect(await CustomerModel.findById(registered.id).lean()).toMatchObject({ sellBanned: false, customerTypeId: 'CL', classes: ['active'] });
  });

  it('releases a blacklisted customer only through a reopened audit that is authorized; a second reopening is refused', async () => {
    const registered = await register();
    const firstAudit = await AuditModel.findOne({ customerRef: registered.id }).lean();
    await expect(reopenCustomerAudit(workflows.gateway, registered.id)).rejects.toMatchObject({ code: 'AUDIT_ALREADY_OPEN' });
    await decideAudit(workflows.gateway, { auditId: String(firstAudit!._id), decision: 'blacklist', setsBlacklistId: true }, auditor, clock.now());
    await clock.runUntil(workflows.gateway.result(registered.workflowId));
    const blocked = await CustomerModel.findById(registered.id).lean();
    expect(blocked).toMatchObject({ sellBanned: true, customerId: 'blacklist', blacklistAudit: true, classes: ['inactive'] });
    expect(isBlocked(blocked!)).toBe(true);
    const before = await countersFromBuckets({});

    // Two reopenings at once start one process; the other is refused.
    await clock.advance(60_000);
    const reopenings = await Promise.allSettled([reopenCustomerAudit(workflows.gateway, registered.id), reopenCustomerAudit(workflows.gateway, registered.id)]);
    const started = reopenings.filter((outcome) => outcome.status === 'fulfilled');
    expect(started).toHaveLength(1);
    expect(reopenings.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'AUDIT_ALREADY_OPEN', params: { name: registered.customerName } },
    });
    const { workflowId } = (started[0] as PromiseFulfilledResult<{ workflowId: string }>).value;
    await clock.advance(0);
    expect(await workflows.gateway.query(workflowId, customerAuditStatusQuery)).toMatchObject({ state: 'waitingForDecision', emailsSent: 0, smsSent: 0 });
    // Once its audit is recorded the customer has an open audit: still refused, still blocked.
    await expect(reopenCustomerAudit(workflows.gateway, registered.id)).rejects.toMatchObject({ code: 'AUDIT_ALREADY_OPEN' });
    const reopenedAudit = await AuditModel.findOne({ customerRef: registered.id, endAudit: null }).lean();
    expect(reopenedAudit).toMatchObject({ workflowId, promoter: 'customerFraudPrevention', blacklist: null });
    expect(await CustomerModel.findById(registered.id).lean()).toMatchObject({
      sellBanned: true,
      customerId: 'blacklist',
      blacklistAudit: true,
      openAuditCount: 1,
    });

    await decideAudit(workflows.gateway, { auditId: String(reopenedAudit!._id), decision: 'authorize' }, otherAuditor, clock.now());
    expect(await clock.runUntil(workflows.gateway.result<CustomerAuditResult>(workflowId))).toMatchObject({ decision: 'authorize' });
    const released = await CustomerModel.findById(registered.id).lean();
    expect(released).toMatchObject({
      sellBanned: false,
      customerId: registered.preregistrationCode,
      blacklistAudit: false,
      openAuditCount: 0,
      classes: ['active'],
    });
    expect(isBlocked(released!)).toBe(false);
    const after = await countersFromBuckets({});
    expect(after.active - before.active).toBe(1);
    expect(after.inactive - before.inactive).toBe(-1);
    // No second registration notice; the authorization notice of the new run, once.
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: { $regex: ':registration-email' } })).toBe(2);
    expect(await SmsOutboxModel.countDocuments({ idempotencyKey: { $regex: `^${workflowId}:decision` } })).toBe(1);
    // The first audit still says what was decided then.
    expect(await AuditModel.findById(firstAudit!._id).lean()).toMatchObject({ blacklist: true, decision: 'blacklist' });
  });
});
