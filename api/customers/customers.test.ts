import { describe, expect, it } from 'vitest';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { CustomerModel } from '../../db/models/customers/customer';
import { PostalCodeModel } from '../../db/models/catalog/postalCode';
import { renderBarcodeSvg } from '../../domain/customers/barcode';
import { sampleRegistration } from '../../workflows/audits/testing';
import { customerAuditStatusQuery } from '../../workflows/audits/customerAudit';
import { CREATE_CUSTOMER as CREATE, eventually, startCustomersTestApp, useCustomersTestApp, type RegisteredCustomer as Registered } from './testing';

const { app, registerOverHttp } = useCustomersTestApp({ register: { capacity: 30, perMinute: 1 } });

describe('public pre-registration over HTTP', () => {
  it('registers with a 15-character code and a barcode, then e-mails and SMSes once and starts the audit', async () => {
    const registered = await registerOverHttp();
    expect(registered.preregistrationCode).toMatch(/^[A-Z0-9]{15}$/);
    expect(registered.customerName).toMatch(/^María Guadalupe Hernández \d+$/);
    expect(registered.storeName).toBeTruthy();
    // The answer's barcode is an SVG (the same bars as the stored PNG, drawn without bwip-js).
    expect(Buffer.from(registered.barcodeDataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toBe(
      await renderBarcodeSvg(registered.preregistrationCode),
    );
    expect(registered.barcodeUrl).toContain(`public/barcodes/${registered.preregistrationCode}.png`);
    expect(await app.services.storage.head(`public/barcodes/${registered.preregistrationCode}.json`)).not.toBeNull();
    const workflowId = `customerAudit-${registered.id}`;
    await eventually(
      () => app.workflows.gateway.query(workflowId, customerAuditStatusQuery),
      (status) => status.state === 'waitingForDecision',
    );
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
    [
      'en',
      {
        legals: [
          { legalType: 'termsAndConditions', datetime: 0 },
          { legalType: 'noticePrivacy', datetime: 1 },
        ],
      },
      'CUSTOMER_LEGALS_REQUIRED',
      'Acept Legals',
    ],
    [
      'en',
      { phones: [{ phoneType: 'mobile', phone: '0000000000' }] },
      'CUSTOMER_PHONE_UNPARSEABLE',
      'Variable phone has an invalid value Unable to parse 0000000000 as a valid phone number',
    ],
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
    const taken = await app.gql<{ customerContactTaken: boolean }>(
      'query ($p: String, $e: String) { customerContactTaken(phone: $p, email: $e) }',
      { p: first.mobilePhones[0] },
      {},
    );
    expect(taken.data).toEqual({ customerContactTaken: true });
    const free = await app.gql<{ customerContactTaken: boolean }>(
      'query ($p: String, $e: String) { customerContactTaken(phone: $p, email: $e) }',
      { e: 'nobody@example.com' },
      {},
    );
    expect(free.data).toEqual({ customerContactTaken: false });
  });

  it('lets exactly one of several registrations racing on the same phone create a customer', async () => {
    const phone = sampleRegistration().phones[0].phone;
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.gql<{ createCustomer: Registered }>(CREATE, { input: sampleRegistration({ phones: [{ phoneType: 'mobile', phone }] }) }, {}),
      ),
    );
    const created = attempts.filter((answer) => answer.data?.createCustomer);
    expect(created).toHaveLength(1);
    expect(attempts.filter((answer) => answer.errors?.[0].extensions.errorCode === 'CUSTOMER_ALREADY_EXISTS')).toHaveLength(5);
    expect(await CustomerModel.countDocuments({ phoneKeys: `+52${phone}` })).toBe(1);
    const id = created[0].data!.createCustomer.id;
    await eventually(
      () => app.workflows.gateway.query(`customerAudit-${id}`, customerAuditStatusQuery),
      (status) => status.state === 'waitingForDecision',
    );
  });

  it('looks up postal codes and offers the nearest stores first', async () => {
    await PostalCodeModel.create({
      c_cp: '96400',
      d_asenta: 'Centro',
      d_estado: 'Veracruz de Ignacio de la Llave',
      d_mnpio: 'Coatzacoalcos',
      source: 'official',
    });
    const rows = await app.gql<{ postalCodes: { d_asenta: string }[] }>('{ postalCodes(postalCode: "96400") { c_cp d_asenta d_estado d_mnpio } }', {}, {});
    expect(rows.data!.postalCodes).toEqual([{ c_cp: '96400', d_asenta: 'Centro', d_estado: 'Veracruz de Ignacio de la Llave', d_mnpio: 'Coatzacoalcos' }]);
    const stores = await app.gql<{ nearestStores: { warehouseId: string; distanceKm: number }[] }>(
      '{ nearestStores(lat: 18.14, lng: -94.46, limit: 5) { warehouseId distanceKm } }',
      {},
      {},
    );
    const distances = stores.data!.nearestStores.map((store) => store.distanceKm);
    expect(distances).toHaveLength(5);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
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
