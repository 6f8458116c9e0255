import { beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../domain/common/time';
import { AuditModel } from '../../db/models/audits/audit';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { CustomerModel } from '../../db/models/customers/customer';
import { MarketReleaseModel } from '../../db/models/customers/marketRelease';
import { customerClasses } from '../../domain/customers/classification';
import { DEFAULT_CUSTOMER_TYPE_ID } from '../../domain/customers/registration';
import { CUSTOMER_COUNTERS as COUNTERS, eventually, useCustomersTestApp } from './testing';

const { app, registerOverHttp } = useCustomersTestApp({ register: { capacity: 30, perMinute: 1 } });

// The staff operations read pending audits: one pre-registration waits for its decision before them.
beforeAll(async () => {
  await registerOverHttp();
}, 30_000);

describe('staff customer operations over HTTP', () => {
  it('refuses anonymous callers and staff without the permission', async () => {
    expect((await app.gql(COUNTERS, {}, {})).errors?.[0].extensions.errorCode).toBe('NOT_AUTHENTICATED');
    const token = await app.staffToken(['customers.read']);
    expect((await app.gql(COUNTERS, {}, { token })).errors).toBeUndefined();
    const audit = await AuditModel.findOne({ endAudit: null }).lean();
    const refused = await app.gql(
      'mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }',
      { i: { auditId: String(audit!._id), decision: 'authorize' } },
      { token },
    );
    expect(refused.errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
  });

  it('an auditor authorizes or blacklists; the counters change; a second decision is refused', async () => {
    const token = await app.staffToken(['customers.read', 'audits.read', 'audits.decide']);
    await registerOverHttp();
    await registerOverHttp();
    const before = (await app.gql<{ customerCounters: Record<string, number> }>(COUNTERS, {}, { token })).data!.customerCounters;
    const auditable = (
      await app.gql<{ customers: { rows: { id: string; classes: string[] }[]; total: number } }>(
        '{ customers(filter: { class: "auditable" }, pageSize: 0) { rows { id classes } total } }',
        {},
        { token },
      )
    ).data!.customers;
    expect(auditable.total).toBe(before.auditable);
    expect(auditable.total).toBeGreaterThanOrEqual(2);
    const [toAuthorize, toBlacklist] = auditable.rows;
    const detail = await app.gql<{ customer: { audits: { id: string; riskFactor: string; promoter: string; coincidences: unknown[] }[] } }>(
      'query ($id: ID!) { customer(id: $id) { audits { id riskFactor promoter coincidences { type item percent } } } }',
      { id: toAuthorize.id },
      { token },
    );
    const [audit] = detail.data!.customer.audits;
    expect(audit).toMatchObject({ promoter: 'customerFraudPrevention', riskFactor: expect.stringMatching(/^\d+\.\d{2}$/) });

    const decided = await app.gql<{ decideAudit: { decision: string; auditorName: string; blacklist: boolean; endAudit: number } }>(
      'mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { decision auditorName blacklist endAudit } }',
      { i: { auditId: audit.id, decision: 'authorize' } },
      { token },
    );
    expect(decided.data!.decideAudit).toMatchObject({ decision: 'authorize', auditorName: 'Ana Karen Torres Jiménez', blacklist: false });
    const again = await app.gql(
      'mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }',
      { i: { auditId: audit.id, decision: 'blacklist' } },
      { token },
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'The audit has already been resolved (Authorize Registry).',
      extensions: { errorCode: 'AUDIT_ALREADY_RESOLVED' },
    });

    const blacklistAudit = await AuditModel.findOne({ customerRef: toBlacklist.id }).lean();
    await app.gql(
      'mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }',
      { i: { auditId: String(blacklistAudit!._id), decision: 'blacklist', single: true } },
      { token },
    );
    const after = await eventually(
      async () => (await app.gql<{ customerCounters: Record<string, number> }>(COUNTERS, {}, { token })).data!.customerCounters,
      (counters) => counters.auditable === before.auditable - 2,
    );
    expect(after.active).toBe(before.active + 1);
    expect(after.inactive).toBe(before.inactive + 1);
    const blocked = await CustomerModel.findById(toBlacklist.id).lean();
    expect(blocked).toMatchObject({ customerId: 'blacklist', sellBanned: true, blacklistAudit: true });
  });

  it('mass authorization gives the fixed default customer type unless another is named', async () => {
    const token = await app.staffToken(['customers.read', 'audits.decide']);
    const DECIDE = 'mutation ($i: AuditMassDecisionInput!) { decideAudits(input: $i) { decided alreadyResolved notFound failed } }';
    const [first, second, third] = [await registerOverHttp(), await registerOverHttp(), await registerOverHttp()];
    // Another type in the meantime: the authorization replaces it with the default.
    await CustomerModel.updateMany({ _id: { $in: [first.id, second.id, third.id] } }, { $set: { customerTypeId: 'CJ' } });
    const auditOf = async (id: string) => String((await AuditModel.findOne({ customerRef: id, endAudit: null }).lean())!._id);
    const byDefault = await app.gql<{ decideAudits: Record<string, number> }>(
      DECIDE,
      { i: { auditIds: [await auditOf(first.id), await auditOf(second.id)], decision: 'authorize' } },
      { token },
    );
    expect(byDefault.data!.decideAudits).toEqual({ decided: 2, alreadyResolved: 0, notFound: 0, failed: 0 });
    const named = await app.gql<{ decideAudits: Record<string, number> }>(
      DECIDE,
      { i: { auditIds: [await auditOf(third.id)], decision: 'authorize', customerTypeId: 'CB001' } },
      { token },
    );
    expect(named.data!.decideAudits.decided).toBe(1);
    const types = async () =>
      (
        await CustomerModel.find({ _id: { $in: [first.id, second.id, third.id] } })
          .sort({ _id: 1 })
          .lean()
      ).map((row) => `${row.customerTypeId}:${row.sellBanned}`);
    expect(await eventually(types, (rows) => rows.every((row) => row.endsWith(':false') && !row.startsWith('CJ')))).toEqual([
      `${DEFAULT_CUSTOMER_TYPE_ID}:false`,
      `${DEFAULT_CUSTOMER_TYPE_ID}:false`,
      'CB001:false',
    ]);
  });

  it('reopens the audit of a blacklisted customer: refused while one is open, an authorization releases the customer', async () => {
    const token = await app.staffToken(['customers.read', 'audits.read', 'audits.decide']);
    const REOPEN = 'mutation ($id: ID!) { reopenCustomerAudit(customerId: $id) { workflowId customerRef } }';
    const DETAIL =
      'query ($id: ID!) { customer(id: $id) { blacklisted blacklistAudit sellBanned customerId openAuditCount classes audits { id endAudit decision } } }';
    type Detail = {
      blacklisted: boolean;
      blacklistAudit: boolean;
      sellBanned: boolean;
      customerId: string;
      openAuditCount: number;
      classes: string[];
      audits: { id: string; endAudit: number | null; decision: string | null }[];
    };
    const readDetail = async (id: string) => (await app.gql<{ customer: Detail }>(DETAIL, { id }, { token })).data!.customer;
    const customer = await registerOverHttp();
    const [first] = (await readDetail(customer.id)).audits;
    expect((await app.gql(REOPEN, { id: customer.id }, { token })).errors?.[0]).toMatchObject({
      message: `The customer ${customer.customerName} already has an open audit: resolve it before opening another.`,
      extensions: { errorCode: 'AUDIT_ALREADY_OPEN' },
    });
    await app.gql(
      'mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }',
      { i: { auditId: first.id, decision: 'blacklist', single: true } },
      { token },
    );
    // The blacklisting writes the customer in steps too (its number and flags, then its classes): wait for the last.
    await eventually(
      () => readDetail(customer.id),
      (detail) => detail.blacklisted && detail.customerId === 'blacklist' && detail.classes.includes('inactive'),
    );
    // The counters follow the customer a moment after its record: read them once they agree with it.
    const readCounters = async () => (await app.gql<{ customerCounters: Record<string, number> }>(COUNTERS, {}, { token })).data!.customerCounters;
    // Other customers of this file may change class meanwhile (their audits go on): this customer's
    // share of a counter is the counter less the others of that class.
    const settledCounters = async () => {
      const others = { _id: { $ne: customer.id } };
      const [counters, active, inactive, othersActive, othersInactive] = await Promise.all([
        readCounters(),
        CustomerModel.countDocuments({ classes: 'active' }),
        CustomerModel.countDocuments({ classes: 'inactive' }),
        CustomerModel.countDocuments({ classes: 'active', ...others }),
        CustomerModel.countDocuments({ classes: 'inactive', ...others }),
      ]);
      return {
        counters,
        agree: counters.active === active && counters.inactive === inactive,
        own: { active: counters.active - othersActive, inactive: counters.inactive - othersInactive },
      };
    };
    const before = await eventually(settledCounters, (read) => read.agree);
    expect(before.own).toEqual({ active: 0, inactive: 1 });

    expect(
      (await app.gql(REOPEN, { id: customer.id }, { token: await app.staffToken(['customers.read', 'audits.read']) })).errors?.[0].extensions.errorCode,
    ).toBe('FORBIDDEN');
    expect((await app.gql(REOPEN, { id: '0123456789abcdef01234567' }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_NOT_FOUND');
    const reopened = await app.gql<{ reopenCustomerAudit: { workflowId: string; customerRef: string } }>(REOPEN, { id: customer.id }, { token });
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data!.reopenCustomerAudit).toEqual({ workflowId: `customerAudit-${customer.id}-reopen-2`, customerRef: customer.id });
    const waiting = await eventually(
      () => readDetail(customer.id),
      (detail) => detail.openAuditCount === 1,
    );
    // Still blocked until someone authorizes; a second reopening is refused, in Spanish too.
    expect(waiting).toMatchObject({ blacklisted: true, sellBanned: true, customerId: 'blacklist' });
    expect((await app.gql(REOPEN, { id: customer.id }, { token, lang: 'es' })).errors?.[0]).toMatchObject({
      message: `El cliente ${customer.customerName} ya tiene una auditoría abierta: resuélvela antes de abrir otra.`,
      extensions: { errorCode: 'AUDIT_ALREADY_OPEN' },
    });
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: { $regex: `^${reopened.data!.reopenCustomerAudit.workflowId}:registration` } })).toBe(0);

    const open = waiting.audits.find((audit) => audit.endAudit === null)!;
    const authorized = await app.gql(
      'mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }',
      { i: { auditId: open.id, decision: 'authorize' } },
      { token },
    );
    expect(authorized.errors).toBeUndefined();
    // The release writes the customer in steps (its number, then its ban and classes): wait for the last.
    const released = await eventually(
      () => readDetail(customer.id),
      (detail) => !detail.blacklisted && detail.openAuditCount === 0 && detail.classes.includes('active'),
    );
    expect(released).toMatchObject({
      blacklistAudit: false,
      sellBanned: false,
      customerId: customer.preregistrationCode,
      openAuditCount: 0,
      classes: ['active'],
    });
    const after = await eventually(settledCounters, (read) => read.agree);
    expect(after.own).toEqual({ active: 1, inactive: 0 });
  });

  it('filters, pages and exports CSV without formulas', async () => {
    await registerOverHttp({ customerName: '=HYPERLINK("http://evil")', customerSecondName: '+1' });
    const token = await app.staffToken(['customers.read']);
    const page = await app.gql<{ customers: { rows: { customerName: string }[]; total: number; pageSize: number } }>(
      '{ customers(pageSize: 5, page: 0) { rows { customerName } total pageSize } }',
      {},
      { token },
    );
    expect(page.data!.customers.rows.length).toBeLessThanOrEqual(5);
    const badSize = await app.gql('{ customers(pageSize: 7) { total } }', {}, { token });
    expect(badSize.errors?.[0].extensions.errorCode).toBe('VALIDATION_FAILED');
    const future = await app.gql('{ customers(filter: { changedSince: "2999-01-01" }) { total } }', {}, { token });
    expect(future.errors?.[0].extensions.errorCode).toBe('CUSTOMER_DATE_FILTER_INVALID');
    const byType = await app.gql<{ customers: { total: number } }>('{ customers(filter: { customerTypeId: "CM" }) { total } }', {}, { token });
    expect(byType.data!.customers.total).toBe(0);
    const csv = (await app.gql<{ customersCsv: string }>('{ customersCsv }', {}, { token })).data!.customersCsv;
    expect(csv.split('\r\n')[0]).toBe(
      'customerName,customerType,address,preregistrationCode,sellBanned,blacklist,taxpayerName,taxpayerId,zone,phones,emails,lastUpdate',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"") +1 Hernández`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('enrolls fingerprints from a pre-registration code and never sends templates back', async () => {
    const registered = await registerOverHttp();
    const token = await app.staffToken(['customers.read', 'customers.write']);
    const missing = await app.gql('{ customerByPreregistrationCode(code: "NOPE") { id } }', {}, { token });
    expect(missing.errors?.[0]).toMatchObject({ message: 'No results for this preregistration code' });
    const found = await app.gql<{ customerByPreregistrationCode: { id: string; fingerTypes: string[] } }>(
      'query ($c: String!) { customerByPreregistrationCode(code: $c) { id fingerTypes } }',
      { c: `  ${registered.preregistrationCode.toLowerCase()} ` },
      { token },
    );
    expect(found.data!.customerByPreregistrationCode).toEqual({ id: registered.id, fingerTypes: [] });
    const template = 'Rk1SACAyMAAAAAFcAAABPAFiAMUAxQEAAAAoN4CEAD';
    const enroll = 'mutation ($i: FingerprintEnrollmentInput!) { enrollFingerprints(input: $i) { fingerCount fingerTypes classes enrollmentWarehouseId } }';
    const tooFew = await app.gql(
      enroll,
      { i: { customerId: registered.id, warehouseId: 'CO102', fingers: [{ fingerType: 'LEFT_INDEX', fingerTemplate: template }] } },
      { token },
    );
    expect(tooFew.errors?.[0]).toMatchObject({ message: 'At least 2 fingerprints to complete registration' });
    const fingers = [
      { fingerType: 'LEFT_INDEX', fingerTemplate: template },
      { fingerType: 'RIGHT_INDEX', fingerTemplate: `${template}QQ` },
    ];
    const done = await app.gql<{ enrollFingerprints: Record<string, unknown> }>(
      enroll,
      { i: { customerId: registered.id, warehouseId: 'CO102', fingers } },
      { token },
    );
    expect(done.data!.enrollFingerprints).toEqual({
      fingerCount: 2,
      fingerTypes: ['LEFT_INDEX', 'RIGHT_INDEX'],
      classes: ['auditable', 'authorization'],
      enrollmentWarehouseId: 'CO102',
    });
    expect(JSON.stringify(done)).not.toContain(template);
    const twice = await app.gql(enroll, { i: { customerId: registered.id, warehouseId: 'CO102', fingers } }, { token });
    expect(twice.errors?.[0].extensions.errorCode).toBe('FINGERPRINTS_ALREADY_ENROLLED');
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: { $regex: `^enrollment:${registered.id}` } })).toBe(2);
    expect(await SmsOutboxModel.countDocuments({ idempotencyKey: { $regex: `^enrollment:${registered.id}` } })).toBe(1);
  });

  it('runs a mass update as a process: a type for the selection, releases that skip blocked customers', async () => {
    const token = await app.staffToken(['customers.read', 'customers.write']);
    const blocked = await CustomerModel.findOne({ customerId: 'blacklist' }).lean();
    const open = await CustomerModel.findOne({ customerId: { $ne: 'blacklist' }, sellBanned: false }).lean();
    const ids = [String(blocked!._id), String(open!._id)];
    const selection = await app.gql<{ customerSelection: { selected: number; pendingAudits: number } }>(
      'query ($ids: [ID!]!) { customerSelection(customerIds: $ids) { selected pendingAudits } }',
      { ids },
      { token },
    );
    expect(selection.data!.customerSelection.selected).toBe(2);
    // A filter's selection: every Auditable customer, and their open audits.
    const auditable = await app.gql<{ customerSelection: { selected: number; pendingAudits: number; pendingAuditIds: string[] } }>(
      'query ($f: CustomerFilterInput) { customerSelection(filter: $f) { selected pendingAudits pendingAuditIds } }',
      { f: { class: 'auditable' } },
      { token },
    );
    const openAudits = await AuditModel.find({ endAudit: null }).lean();
    expect(auditable.data!.customerSelection.selected).toBe(await CustomerModel.countDocuments({ classes: 'auditable' }));
    expect(auditable.data!.customerSelection.pendingAuditIds.sort()).toEqual(openAudits.map((audit) => String(audit._id)).sort());
    expect(auditable.data!.customerSelection.pendingAudits).toBe(openAudits.length);
    expect(openAudits.length).toBeGreaterThan(0);
    const start = 'mutation ($i: CustomerMassUpdateInput!) { startCustomerMassUpdate(input: $i) { workflowId status } }';
    const progress = 'query ($id: ID!) { customerMassUpdate(workflowId: $id) { status state total processed updated skipped notified } }';
    const release = await app.gql<{ startCustomerMassUpdate: { workflowId: string } }>(
      start,
      { i: { action: 'release', customerIds: ids, warehouseIds: ['CO101', 'CO103', 'CO129'] } },
      { token },
    );
    const released = await eventually(
      async () =>
        (
          await app.gql<{ customerMassUpdate: { status: string; total: number; updated: number; skipped: number } }>(
            progress,
            { id: release.data!.startCustomerMassUpdate.workflowId },
            { token },
          )
        ).data!.customerMassUpdate,
      (run) => run.status === 'completed',
    );
    expect(released).toMatchObject({ total: 2, updated: 1, skipped: 1 });
    // The distribution centre CO129 is not a store: only the two stores are released.
    expect((await MarketReleaseModel.find({}).lean()).map((row) => [row.customerId, row.warehouseId, row.marketFinalDate])).toEqual([
      [String(open!._id), 'CO101', 0],
      [String(open!._id), 'CO103', 0],
    ]);
    const setType = await app.gql<{ startCustomerMassUpdate: { workflowId: string } }>(
      start,
      { i: { action: 'setType', customerIds: ids, customerTypeId: 'CL' } },
      { token },
    );
    await eventually(
      async () =>
        (await app.gql<{ customerMassUpdate: { status: string } }>(progress, { id: setType.data!.startCustomerMassUpdate.workflowId }, { token })).data!
          .customerMassUpdate,
      (run) => run.status === 'completed',
    );
    expect((await CustomerModel.find({ _id: { $in: ids } }).lean()).map((customer) => customer.customerTypeId)).toEqual(['CL', 'CL']);
    expect((await CustomerModel.findById(blocked!._id).lean())!.sellBanned).toBe(true);
    const unknownType = await app.gql(start, { i: { action: 'setType', customerIds: ids, customerTypeId: 'ZZ' } }, { token });
    expect(unknownType.errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_NOT_FOUND');
  });
});

describe('counters', () => {
  it('kept as counts, they equal a count of the customers after every change above', async () => {
    const token = await app.staffToken(['customers.read']);
    const counters = (await app.gql<{ customerCounters: Record<string, number> }>(COUNTERS, {}, { token })).data!.customerCounters;
    for (const name of customerClasses) {
      expect(counters[name], name).toBe(await CustomerModel.countDocuments({ classes: name }));
    }
    expect(counters.total).toBe(await CustomerModel.countDocuments({}));
    const today = storeDate(Date.now());
    const byType = (await app.gql<{ customerCounters: Record<string, number> }>(COUNTERS, { filter: { customerTypeId: 'CL', changedSince: today } }, { token }))
      .data!.customerCounters;
    expect(byType.total).toBe(await CustomerModel.countDocuments({ customerTypeId: 'CL' }));
  });
});
