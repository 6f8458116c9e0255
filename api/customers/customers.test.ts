import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../domain/common/time';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { AuditModel } from '../../db/models/audits/audit';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { CustomerModel } from '../../db/models/customers/customer';
import { MarketReleaseModel } from '../../db/models/customers/marketRelease';
import { PostalCodeModel } from '../../db/models/catalog/postalCode';
import { customerClasses } from '../../domain/customers/classification';
import { CustomerTypeModel } from '../../db/models/customers/customerType';
import { DEFAULT_CUSTOMER_TYPE_ID } from '../../domain/customers/registration';
import { renderBarcodeSvg } from '../../domain/customers/barcode';
import { sampleRegistration, seedCustomerBasics } from '../../workflows/audits/testing';
import { customerAuditStatusQuery } from '../../workflows/audits/customerAudit';
import { startCustomersTestApp, type CustomersTestApp } from './testing';

let database: TestDatabase;
let app: CustomersTestApp;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedCustomerBasics();
  app = await startCustomersTestApp({ register: { capacity: 30, perMinute: 1 } });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const CREATE = /* GraphQL */ `
  mutation ($input: CustomerRegistrationInput!) {
    createCustomer(input: $input) { id customerName preregistrationCode barcodeUrl barcodeDataUrl storeName emails mobilePhones }
  }
`;
const COUNTERS = /* GraphQL */ `query ($filter: CustomerFilterInput) { customerCounters(filter: $filter) { active inactive incomplete registered auditable authorization total } }`;

interface Registered {
  id: string;
  customerName: string;
  preregistrationCode: string;
  barcodeUrl: string;
  barcodeDataUrl: string;
  storeName: string;
  emails: string[];
  mobilePhones: string[];
}

async function registerOverHttp(overrides = {}): Promise<Registered> {
  const answer = await app.gql<{ createCustomer: Registered }>(CREATE, { input: sampleRegistration(overrides) }, {});
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const registered = answer.data!.createCustomer;
  // The audit process records the audit right after answering; tests read it once it waits.
  await eventually(() => app.workflows.gateway.query(`customerAudit-${registered.id}`, customerAuditStatusQuery), (status) => status.state === 'waitingForDecision');
  return registered;
}

describe('public pre-registration over HTTP', () => {
  it('registers with a 15-character code and a barcode, then e-mails and SMSes once and starts the audit', async () => {
    const registered = await registerOverHttp();
    expect(registered.preregistrationCode).toMatch(/^[A-Z0-9]{15}$/);
    expect(registered.customerName).toMatch(/^María Guadalupe Hernández \d+$/);
    expect(registered.storeName).toBeTruthy();
    // The answer's barcode is an SVG (the same bars as the stored PNG, drawn without bwip-js).
    expect(Buffer.from(registered.barcodeDataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toBe(await renderBarcodeSvg(registered.preregistrationCode));
    expect(registered.barcodeUrl).toContain(`public/barcodes/${registered.preregistrationCode}.png`);
    expect(await app.services.storage.head(`public/barcodes/${registered.preregistrationCode}.json`)).not.toBeNull();
    const workflowId = `customerAudit-${registered.id}`;
    await eventually(() => app.workflows.gateway.query(workflowId, customerAuditStatusQuery), (status) => status.state === 'waitingForDecision');
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: { $regex: `^${workflowId}:registration-email` }, status: 'sent' })).toBe(2);
    expect(await SmsOutboxModel.countDocuments({ idempotencyKey: { $regex: `^${workflowId}:registration-sms` } })).toBe(1);
    const customer = await CustomerModel.findById(registered.id).lean();
    expect(customer).toMatchObject({ sellBanned: false, customerTypeId: 'CC', registrationWarehouseId: 'CO101', classes: ['auditable'] });
    expect(customer!.phones[0].phone).toBe(`+52${registered.mobilePhones[0]}`);
    expect(customer!.legals).toEqual([
      { legalType: 'termsAndConditions', datetime: 1_767_000_000 },
      { legalType: 'noticePrivacy', datetime: 1_767_000_000 },
    ]);
  });

  it.each([
    ['en', { customerName: ' ' }, 'CUSTOMER_NAME_REQUIRED', 'Enter Customer Name'],
    ['en', { customerSecondName: '' }, 'CUSTOMER_SECOND_NAME_REQUIRED', 'Enter Customer Second Name'],
    ['en', { emails: ['nope@'] }, 'CUSTOMER_EMAIL_FORMAT', 'Email incorrect Format'],
    ['en', { phones: [] }, 'CUSTOMER_PHONE_REQUIRED', 'Enter at least one phone'],
    ['en', { phones: [{ phoneType: 'mobile', phone: '92112' }] }, 'CUSTOMER_PHONE_LENGTH', "The telephone number don't have a correct length"],
    ['en', { taxpayer: { taxpayerName: '', identification: 'X' } }, 'CUSTOMER_TAXPAYER_REQUIRED', 'Enter Taxpayer'],
    ['en', { legals: [{ legalType: 'termsAndConditions', datetime: 0 }, { legalType: 'noticePrivacy', datetime: 1 }] }, 'CUSTOMER_LEGALS_REQUIRED', 'Acept Legals'],
    ['en', { phones: [{ phoneType: 'mobile', phone: '0000000000' }] }, 'CUSTOMER_PHONE_UNPARSEABLE', 'Variable phone has an invalid value Unable to parse 0000000000 as a valid phone number'],
    ['es', { customerName: '' }, 'CUSTOMER_NAME_REQUIRED', 'Ingresa el nombre del cliente'],
    ['en', { warehouseId: 'NOPE' }, 'STORE_NOT_FOUND', 'Choose a store from the list.'],
  ])('answers %s %j with %s', async (lang, overrides, code, message) => {
    const answer = await app.gql(CREATE, { input: { ...sampleRegistration(), ...overrides } }, { lang });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { errorCode: code } });
  });

  it('refuses an existing customer (same phone or e-mail) and flags it while typing without revealing data', async () => {
    const first = await registerOverHttp();
    const again = await app.gql(CREATE, { input: sampleRegistration({ phones: [{ phoneType: 'mobile', phone: first.mobilePhones[0] }] }) }, {});
    expect(again.errors?.[0].extensions.errorCode).toBe('CUSTOMER_ALREADY_EXISTS');
    const byEmail = await app.gql(CREATE, { input: sampleRegistration({ emails: [first.emails[0].toUpperCase()] }) }, {});
    expect(byEmail.errors?.[0].extensions.errorCode).toBe('CUSTOMER_ALREADY_EXISTS');
    const taken = await app.gql<{ customerContactTaken: boolean }>('query ($p: String, $e: String) { customerContactTaken(phone: $p, email: $e) }', { p: first.mobilePhones[0] }, {});
    expect(taken.data).toEqual({ customerContactTaken: true });
    const free = await app.gql<{ customerContactTaken: boolean }>('query ($p: String, $e: String) { customerContactTaken(phone: $p, email: $e) }', { e: 'nobody@example.com' }, {});
    expect(free.data).toEqual({ customerContactTaken: false });
  });

  it('lets exactly one of several registrations racing on the same phone create a customer', async () => {
    const phone = sampleRegistration().phones[0].phone;
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => app.gql<{ createCustomer: Registered }>(CREATE, { input: sampleRegistration({ phones: [{ phoneType: 'mobile', phone }] }) }, {})),
    );
    const created = attempts.filter((answer) => answer.data?.createCustomer);
    expect(created).toHaveLength(1);
    expect(attempts.filter((answer) => answer.errors?.[0].extensions.errorCode === 'CUSTOMER_ALREADY_EXISTS')).toHaveLength(5);
    expect(await CustomerModel.countDocuments({ phoneKeys: `+52${phone}` })).toBe(1);
    const id = created[0].data!.createCustomer.id;
    await eventually(() => app.workflows.gateway.query(`customerAudit-${id}`, customerAuditStatusQuery), (status) => status.state === 'waitingForDecision');
  });

  it('looks up postal codes and offers the nearest stores first', async () => {
    await PostalCodeModel.create({ c_cp: '96400', d_asenta: 'Centro', d_estado: 'Veracruz de Ignacio de la Llave', d_mnpio: 'Coatzacoalcos', source: 'official' });
    const rows = await app.gql<{ postalCodes: { d_asenta: string }[] }>('{ postalCodes(postalCode: "96400") { c_cp d_asenta d_estado d_mnpio } }', {}, {});
    expect(rows.data!.postalCodes).toEqual([{ c_cp: '96400', d_asenta: 'Centro', d_estado: 'Veracruz de Ignacio de la Llave', d_mnpio: 'Coatzacoalcos' }]);
    const stores = await app.gql<{ nearestStores: { warehouseId: string; distanceKm: number }[] }>('{ nearestStores(lat: 18.14, lng: -94.46, limit: 5) { warehouseId distanceKm } }', {}, {});
    const distances = stores.data!.nearestStores.map((store) => store.distanceKm);
    expect(distances).toHaveLength(5);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });
});

describe('staff customer operations over HTTP', () => {
  it('refuses anonymous callers and staff without the permission', async () => {
    expect((await app.gql(COUNTERS, {}, {})).errors?.[0].extensions.errorCode).toBe('NOT_AUTHENTICATED');
    const token = await app.staffToken(['customers.read']);
    expect((await app.gql(COUNTERS, {}, { token })).errors).toBeUndefined();
    const audit = await AuditModel.findOne({ endAudit: null }).lean();
    const refused = await app.gql('mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }', { i: { auditId: String(audit!._id), decision: 'authorize' } }, { token });
    expect(refused.errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
  });

  it('an auditor authorizes or blacklists; the counters change; a second decision is refused', async () => {
    const token = await app.staffToken(['customers.read', 'audits.read', 'audits.decide']);
    await registerOverHttp();
    await registerOverHttp();
    const before = (await app.gql<{ customerCounters: Record<string, number> }>(COUNTERS, {}, { token })).data!.customerCounters;
    const auditable = (await app.gql<{ customers: { rows: { id: string; classes: string[] }[]; total: number } }>(
      '{ customers(filter: { class: "auditable" }, pageSize: 0) { rows { id classes } total } }', {}, { token })).data!.customers;
    expect(auditable.total).toBe(before.auditable);
    expect(auditable.total).toBeGreaterThanOrEqual(2);
    const [toAuthorize, toBlacklist] = auditable.rows;
    const detail = await app.gql<{ customer: { audits: { id: string; riskFactor: string; promoter: string; coincidences: unknown[] }[] } }>(
      'query ($id: ID!) { customer(id: $id) { audits { id riskFactor promoter coincidences { type item percent } } } }', { id: toAuthorize.id }, { token });
    const [audit] = detail.data!.customer.audits;
    expect(audit).toMatchObject({ promoter: 'customerFraudPrevention', riskFactor: expect.stringMatching(/^\d+\.\d{2}$/) });

    const decided = await app.gql<{ decideAudit: { decision: string; auditorName: string; blacklist: boolean; endAudit: number } }>(
      'mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { decision auditorName blacklist endAudit } }', { i: { auditId: audit.id, decision: 'authorize' } }, { token });
    expect(decided.data!.decideAudit).toMatchObject({ decision: 'authorize', auditorName: 'Ana Karen Torres Jiménez', blacklist: false });
    const again = await app.gql('mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }', { i: { auditId: audit.id, decision: 'blacklist' } }, { token });
    expect(again.errors?.[0]).toMatchObject({ message: 'The audit has already been resolved (Authorize Registry).', extensions: { errorCode: 'AUDIT_ALREADY_RESOLVED' } });

    const blacklistAudit = await AuditModel.findOne({ customerRef: toBlacklist.id }).lean();
    await app.gql('mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }', { i: { auditId: String(blacklistAudit!._id), decision: 'blacklist', single: true } }, { token });
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
    const byDefault = await app.gql<{ decideAudits: Record<string, number> }>(DECIDE, { i: { auditIds: [await auditOf(first.id), await auditOf(second.id)], decision: 'authorize' } }, { token });
    expect(byDefault.data!.decideAudits).toEqual({ decided: 2, alreadyResolved: 0, notFound: 0, failed: 0 });
    const named = await app.gql<{ decideAudits: Record<string, number> }>(DECIDE, { i: { auditIds: [await auditOf(third.id)], decision: 'authorize', customerTypeId: 'CB001' } }, { token });
    expect(named.data!.decideAudits.decided).toBe(1);
    const types = async () => (await CustomerModel.find({ _id: { $in: [first.id, second.id, third.id] } }).sort({ _id: 1 }).lean()).map((row) => `${row.customerTypeId}:${row.sellBanned}`);
    expect(await eventually(types, (rows) => rows.every((row) => row.endsWith(':false') && !row.startsWith('CJ')))).toEqual([`${DEFAULT_CUSTOMER_TYPE_ID}:false`, `${DEFAULT_CUSTOMER_TYPE_ID}:false`, 'CB001:false']);
  });

  it('reopens the audit of a blacklisted customer: refused while one is open, an authorization releases the customer', async () => {
    const token = await app.staffToken(['customers.read', 'audits.read', 'audits.decide']);
    const REOPEN = 'mutation ($id: ID!) { reopenCustomerAudit(customerId: $id) { workflowId customerRef } }';
    const DETAIL = 'query ($id: ID!) { customer(id: $id) { blacklisted blacklistAudit sellBanned customerId openAuditCount classes audits { id endAudit decision } } }';
    type Detail = { blacklisted: boolean; blacklistAudit: boolean; sellBanned: boolean; customerId: string; openAuditCount: number; classes: string[]; audits: { id: string; endAudit: number | null; decision: string | null }[] };
    const readDetail = async (id: string) => (await app.gql<{ customer: Detail }>(DETAIL, { id }, { token })).data!.customer;
    const customer = await registerOverHttp();
    const [first] = (await readDetail(customer.id)).audits;
    expect((await app.gql(REOPEN, { id: customer.id }, { token })).errors?.[0]).toMatchObject({
      message: `The customer ${customer.customerName} already has an open audit: resolve it before opening another.`,
      extensions: { errorCode: 'AUDIT_ALREADY_OPEN' },
    });
    await app.gql('mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }', { i: { auditId: first.id, decision: 'blacklist', single: true } }, { token });
    // The blacklisting writes the customer in steps too (its number and flags, then its classes): wait for the last.
    await eventually(() => readDetail(customer.id), (detail) => detail.blacklisted && detail.customerId === 'blacklist' && detail.classes.includes('inactive'));
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
      return { counters, agree: counters.active === active && counters.inactive === inactive, own: { active: counters.active - othersActive, inactive: counters.inactive - othersInactive } };
    };
    const before = await eventually(settledCounters, (read) => read.agree);
    expect(before.own).toEqual({ active: 0, inactive: 1 });

    expect((await app.gql(REOPEN, { id: customer.id }, { token: await app.staffToken(['customers.read', 'audits.read']) })).errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
    expect((await app.gql(REOPEN, { id: '0123456789abcdef01234567' }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_NOT_FOUND');
    const reopened = await app.gql<{ reopenCustomerAudit: { workflowId: string; customerRef: string } }>(REOPEN, { id: customer.id }, { token });
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data!.reopenCustomerAudit).toEqual({ workflowId: `customerAudit-${customer.id}-reopen-2`, customerRef: customer.id });
    const waiting = await eventually(() => readDetail(customer.id), (detail) => detail.openAuditCount === 1);
    // Still blocked until someone authorizes; a second reopening is refused, in Spanish too.
    expect(waiting).toMatchObject({ blacklisted: true, sellBanned: true, customerId: 'blacklist' });
    expect((await app.gql(REOPEN, { id: customer.id }, { token, lang: 'es' })).errors?.[0]).toMatchObject({
      message: `El cliente ${customer.customerName} ya tiene una auditoría abierta: resuélvela antes de abrir otra.`,
      extensions: { errorCode: 'AUDIT_ALREADY_OPEN' },
    });
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: { $regex: `^${reopened.data!.reopenCustomerAudit.workflowId}:registration` } })).toBe(0);

    const open = waiting.audits.find((audit) => audit.endAudit === null)!;
    const authorized = await app.gql('mutation ($i: AuditDecisionInput!) { decideAudit(input: $i) { id } }', { i: { auditId: open.id, decision: 'authorize' } }, { token });
    expect(authorized.errors).toBeUndefined();
    // The release writes the customer in steps (its number, then its ban and classes): wait for the last.
    const released = await eventually(() => readDetail(customer.id), (detail) => !detail.blacklisted && detail.openAuditCount === 0 && detail.classes.includes('active'));
    expect(released).toMatchObject({ blacklistAudit: false, sellBanned: false, customerId: customer.preregistrationCode, openAuditCount: 0, classes: ['active'] });
    const after = await eventually(settledCounters, (read) => read.agree);
    expect(after.own).toEqual({ active: 1, inactive: 0 });
  });

  it('filters, pages and exports CSV without formulas', async () => {
    await registerOverHttp({ customerName: '=HYPERLINK("http://evil")', customerSecondName: '+1' });
    const token = await app.staffToken(['customers.read']);
    const page = await app.gql<{ customers: { rows: { customerName: string }[]; total: number; pageSize: number } }>('{ customers(pageSize: 5, page: 0) { rows { customerName } total pageSize } }', {}, { token });
    expect(page.data!.customers.rows.length).toBeLessThanOrEqual(5);
    const badSize = await app.gql('{ customers(pageSize: 7) { total } }', {}, { token });
    expect(badSize.errors?.[0].extensions.errorCode).toBe('VALIDATION_FAILED');
    const future = await app.gql('{ customers(filter: { changedSince: "2999-01-01" }) { total } }', {}, { token });
    expect(future.errors?.[0].extensions.errorCode).toBe('CUSTOMER_DATE_FILTER_INVALID');
    const byType = await app.gql<{ customers: { total: number } }>('{ customers(filter: { customerTypeId: "CM" }) { total } }', {}, { token });
    expect(byType.data!.customers.total).toBe(0);
    const csv = (await app.gql<{ customersCsv: string }>('{ customersCsv }', {}, { token })).data!.customersCsv;
    expect(csv.split('\r\n')[0]).toBe('customerName,customerType,address,preregistrationCode,sellBanned,blacklist,taxpayerName,taxpayerId,zone,phones,emails,lastUpdate');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"") +1 Hernández`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('enrolls fingerprints from a pre-registration code and never sends templates back', async () => {
    const registered = await registerOverHttp();
    const token = await app.staffToken(['customers.read', 'customers.write']);
    const missing = await app.gql('{ customerByPreregistrationCode(code: "NOPE") { id } }', {}, { token });
    expect(missing.errors?.[0]).toMatchObject({ message: 'No results for this preregistration code' });
    const found = await app.gql<{ customerByPreregistrationCode: { id: string; fingerTypes: string[] } }>(
      'query ($c: String!) { customerByPreregistrationCode(code: $c) { id fingerTypes } }', { c: `  ${registered.preregistrationCode.toLowerCase()} ` }, { token });
    expect(found.data!.customerByPreregistrationCode).toEqual({ id: registered.id, fingerTypes: [] });
    const template = 'Rk1SACAyMAAAAAFcAAABPAFiAMUAxQEAAAAoN4CEAD';
    const enroll = 'mutation ($i: FingerprintEnrollmentInput!) { enrollFingerprints(input: $i) { fingerCount fingerTypes classes enrollmentWarehouseId } }';
    const tooFew = await app.gql(enroll, { i: { customerId: registered.id, warehouseId: 'CO102', fingers: [{ fingerType: 'LEFT_INDEX', fingerTemplate: template }] } }, { token });
    expect(tooFew.errors?.[0]).toMatchObject({ message: 'At least 2 fingerprints to complete registration' });
    const fingers = [{ fingerType: 'LEFT_INDEX', fingerTemplate: template }, { fingerType: 'RIGHT_INDEX', fingerTemplate: `${template}QQ` }];
    const done = await app.gql<{ enrollFingerprints: Record<string, unknown> }>(enroll, { i: { customerId: registered.id, warehouseId: 'CO102', fingers } }, { token });
    expect(done.data!.enrollFingerprints).toEqual({ fingerCount: 2, fingerTypes: ['LEFT_INDEX', 'RIGHT_INDEX'], classes: ['auditable', 'authorization'], enrollmentWarehouseId: 'CO102' });
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
    const selection = await app.gql<{ customerSelection: { selected: number; pendingAudits: number } }>('query ($ids: [ID!]!) { customerSelection(customerIds: $ids) { selected pendingAudits } }', { ids }, { token });
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
    const release = await app.gql<{ startCustomerMassUpdate: { workflowId: string } }>(start, { i: { action: 'release', customerIds: ids, warehouseIds: ['CO101', 'CO103', 'CO129'] } }, { token });
    const released = await eventually(
      async () => (await app.gql<{ customerMassUpdate: { status: string; total: number; updated: number; skipped: number } }>(progress, { id: release.data!.startCustomerMassUpdate.workflowId }, { token })).data!.customerMassUpdate,
      (run) => run.status === 'completed',
    );
    expect(released).toMatchObject({ total: 2, updated: 1, skipped: 1 });
    // The distribution centre CO129 is not a store: only the two stores are released.
    expect((await MarketReleaseModel.find({}).lean()).map((row) => [row.customerId, row.warehouseId, row.marketFinalDate])).toEqual([
      [String(open!._id), 'CO101', 0],
      [String(open!._id), 'CO103', 0],
    ]);
    const setType = await app.gql<{ startCustomerMassUpdate: { workflowId: string } }>(start, { i: { action: 'setType', customerIds: ids, customerTypeId: 'CL' } }, { token });
    await eventually(
      async () => (await app.gql<{ customerMassUpdate: { status: string } }>(progress, { id: setType.data!.startCustomerMassUpdate.workflowId }, { token })).data!.customerMassUpdate,
      (run) => run.status === 'completed',
    );
    expect((await CustomerModel.find({ _id: { $in: ids } }).lean()).map((customer) => customer.customerTypeId)).toEqual(['CL', 'CL']);
    expect((await CustomerModel.findById(blocked!._id).lean())!.sellBanned).toBe(true);
    const unknownType = await app.gql(start, { i: { action: 'setType', customerIds: ids, customerTypeId: 'ZZ' } }, { token });
    expect(unknownType.errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_NOT_FOUND');
  });

  it('toggles a customer type between PRINCIPAL and INACTIVO', async () => {
    const token = await app.staffToken(['customers.read', 'customerTypes.write']);
    const toggle = 'mutation ($id: String!, $d: Boolean!, $v: Int) { setCustomerTypeDefault(customerTypeId: $id, defaultType: $d, _version: $v) { customerTypeId defaultType _version } }';
    const types = (await app.gql<{ customerTypes: { customerTypeId: string; defaultType: boolean; _version: number }[] }>('{ customerTypes { customerTypeId defaultType _version } }', {}, { token })).data!.customerTypes;
    const cm = types.find((type) => type.customerTypeId === 'CM')!;
    const on = await app.gql<{ setCustomerTypeDefault: { defaultType: boolean; _version: number } }>(toggle, { id: 'CM', d: true, v: cm._version }, { token });
    expect(on.data!.setCustomerTypeDefault).toEqual({ customerTypeId: 'CM', defaultType: true, _version: cm._version + 1 });
    const stale = await app.gql(toggle, { id: 'CM', d: false, v: cm._version }, { token });
    expect(stale.errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_STALE');
    const reloaded = (await app.gql<{ customerTypes: { customerTypeId: string; defaultType: boolean }[] }>('{ customerTypes { customerTypeId defaultType } }', {}, { token })).data!.customerTypes;
    // Exactly one PRINCIPAL after a reload: choosing CM made the previous main type INACTIVO.
    expect(reloaded.filter((type) => type.defaultType).map((type) => type.customerTypeId)).toEqual(['CM']);
    const off = await app.gql(toggle, { id: 'CM', d: false }, { token });
    expect(off.errors?.[0]).toMatchObject({ message: 'There is always one main type: to change it, mark another type as main.', extensions: { errorCode: 'CUSTOMER_TYPE_DEFAULT_REQUIRED' } });
  });

  it('adds and renames customer types, refusing a bad key, an empty or repeated name, and a stale screen, changing nothing', async () => {
    const token = await app.staffToken(['customers.read', 'customerTypes.write']);
    const reader = await app.staffToken(['customers.read']);
    const CREATE = 'mutation ($i: CreateCustomerTypeInput!) { createCustomerType(input: $i) { customerTypeId customerTypeName defaultType _version } }';
    const RENAME = 'mutation ($id: String!, $n: String!, $v: Int) { renameCustomerType(customerTypeId: $id, customerTypeName: $n, _version: $v) { customerTypeId customerTypeName _version } }';
    const list = async () => (await app.gql<{ customerTypes: { customerTypeId: string; customerTypeName: string; defaultType: boolean; _version: number }[] }>('{ customerTypes { customerTypeId customerTypeName defaultType _version } }', {}, { token })).data!.customerTypes;
    const before = await list();

    expect((await app.gql(CREATE, { i: { customerTypeId: 'ce', customerTypeName: ' Cliente   Empresa ' } }, { token })).data).toEqual({
      createCustomerType: { customerTypeId: 'CE', customerTypeName: 'Cliente Empresa', defaultType: false, _version: 1 },
    });
    const refusals = await Promise.all([
      app.gql(CREATE, { i: { customerTypeId: 'C', customerTypeName: 'Corto' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CX', customerTypeName: '   ' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CY', customerTypeName: 'cliente empresa' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CE', customerTypeName: 'Otro nombre' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CW', customerTypeName: 'Con\u202Eoculto' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CV', customerTypeName: 'Sin permiso' } }, { token: reader }),
    ]);
    expect(refusals.map((answer) => answer.errors?.[0].extensions.errorCode)).toEqual([
      'CUSTOMER_TYPE_ID_INVALID',
      'CUSTOMER_TYPE_NAME_REQUIRED',
      'CUSTOMER_TYPE_NAME_TAKEN',
      'CUSTOMER_TYPE_ID_TAKEN',
      'TEXT_DIRECTION_CHARACTER',
      'FORBIDDEN',
    ]);
    expect(refusals[2].errors?.[0].message).toBe('A customer type named cliente empresa already exists.');
    expect((await list()).map((type) => type.customerTypeId).sort()).toEqual([...before.map((type) => type.customerTypeId), 'CE'].sort());

    const renamed = await app.gql<{ renameCustomerType: { customerTypeName: string; _version: number } }>(RENAME, { id: 'CE', n: 'Cliente Corporativo', v: 1 }, { token });
    expect(renamed.data?.renameCustomerType).toEqual({ customerTypeId: 'CE', customerTypeName: 'Cliente Corporativo', _version: 2 });
    expect((await app.gql(RENAME, { id: 'CE', n: 'Otro', v: 1 }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_STALE');
    expect((await app.gql(RENAME, { id: 'CE', n: before[0].customerTypeName.toUpperCase() }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_NAME_TAKEN');
    expect((await app.gql(RENAME, { id: 'CE', n: '' }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_NAME_REQUIRED');
    expect((await app.gql(RENAME, { id: 'ZZ', n: 'Nadie' }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_NOT_FOUND');
    expect((await list()).find((type) => type.customerTypeId === 'CE')).toMatchObject({ customerTypeName: 'Cliente Corporativo', _version: 2 });

    // A new type may be created as the main one: the previous one becomes INACTIVO.
    await app.gql(CREATE, { i: { customerTypeId: 'CN', customerTypeName: 'Cliente Nuevo', defaultType: true } }, { token });
    expect((await list()).filter((type) => type.defaultType).map((type) => type.customerTypeId)).toEqual(['CN']);
  });

  it('keeps exactly one main type when many requests choose different ones at once', async () => {
    const token = await app.staffToken(['customers.read', 'customerTypes.write']);
    const toggle = 'mutation ($id: String!) { setCustomerTypeDefault(customerTypeId: $id, defaultType: true) { customerTypeId defaultType } }';
    const ids = ['CC', 'CL', 'CJ', 'CM', 'CB001', 'CE'];
    const answers = await Promise.all([...ids, ...ids].map((id) => app.gql(toggle, { id }, { token })));
    expect(answers.every((answer) => !answer.errors || answer.errors[0].extensions.errorCode === 'CUSTOMER_TYPE_STALE')).toBe(true);
    expect(await CustomerTypeModel.countDocuments({ defaultType: true })).toBe(1);
    // The database itself refuses a second main type.
    const main = await CustomerTypeModel.findOne({ defaultType: true }).lean();
    await expect(CustomerTypeModel.updateOne({ customerTypeId: main!.customerTypeId === 'CC' ? 'CL' : 'CC' }, { $set: { defaultType: true } })).rejects.toMatchObject({ code: 11000 });
  });

  it('repairs stored types with two main ones (data from before the rule) when the list is read', async () => {
    const token = await app.staffToken(['customers.read']);
    await CustomerTypeModel.collection.dropIndex('oneDefaultType');
    await CustomerTypeModel.collection.updateMany({ customerTypeId: { $in: ['CC', 'CL'] } }, { $set: { defaultType: true } });
    await CustomerTypeModel.collection.updateOne({ customerTypeId: 'CL' }, { $set: { _lastChangedAt: Date.now() + 1000 } });
    const listed = (await app.gql<{ customerTypes: { customerTypeId: string; defaultType: boolean }[] }>('{ customerTypes { customerTypeId defaultType } }', {}, { token })).data!.customerTypes;
    expect(listed.filter((type) => type.defaultType).map((type) => type.customerTypeId)).toEqual(['CL']);
    expect((await CustomerTypeModel.collection.indexes()).map((index) => index.name)).toContain('oneDefaultType');
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
    const byType = (await app.gql<{ customerCounters: Record<string, number> }>(COUNTERS, { filter: { customerTypeId: 'CL', changedSince: today } }, { token })).data!.customerCounters;
    expect(byType.total).toBe(await CustomerModel.countDocuments({ customerTypeId: 'CL' }));
  });
});

describe('registration rate limit', () => {
  it('limits registrations per client address', async () => {
    const limited = await startCustomersTestApp({ register: { capacity: 1, perMinute: 1 } }, app.workflows);
    try {
      const input = sampleRegistration({ customerName: '' });
      expect((await limited.gql(CREATE, { input }, {})).errors?.[0].extensions.errorCode).toBe('CUSTOMER_NAME_REQUIRED');
      expect((await limited.gql(CREATE, { input }, {})).errors?.[0].extensions.errorCode).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
