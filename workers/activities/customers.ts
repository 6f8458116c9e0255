import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { isBlocked } from '../../domain/customers/classification';
import type { CustomerQuery } from '../../domain/customers/query';
import type { CustomerDocument } from '../../db/models/customers/customer';
import { mongoCustomerRepository, type CustomerRepository } from '../../db/models/customers/customerRepository';
import type { CustomerActivities, MassUpdateBatchInput, MassUpdateBatchResult, RegistrationFiles } from '../../workflows/customers/activities';
import type { Mailer } from '../../integrations/mail';
import { sendSmsToMobilePhones, type SmsSender } from '../../integrations/sms';
import type { FileStorage } from '../../integrations/storage';
import { registrationSms, type CustomerNotice } from '../../domain/customers/notices';
import { customerNotice, registrationMail } from '../../integrations/mail/templates';
import { barcodeKey, registrationFormKey } from '../../domain/customers/files';
import { renderBarcode } from '../../domain/customers/barcode';

/**
 * Side effects of the customer processes (their contract: workflows/customers/activities.ts): the
 * registration e-mails and SMS, the customer notices, and the mass update batches. Every sending
 * carries an idempotency key from the workflow, so a retried or resumed activity never sends twice
 * (integrations/shared/once.ts).
 */
export interface CustomerActivityDependencies {
  /** The customers, stores, types and releases; the database's by default. */
  repository?: CustomerRepository;
  mailer?: Mailer;
  sms?: SmsSender;
  storage?: FileStorage;
  now?: () => number;
}

function required<T>(value: T | undefined, what: string): T {
  if (!value) throw ApplicationFailure.nonRetryable(`The ${what} is not configured for the customer activities`, 'CustomerActivityNotConfigured');
  return value;
}

async function loadCustomer(repository: CustomerRepository, customerRef: string): Promise<CustomerDocument> {
  const customer = await repository.findCustomer(customerRef);
  if (!customer) throw ApplicationFailure.nonRetryable(`There is no customer ${customerRef}`, 'CustomerNotFound');
  return customer;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as string));
  return Buffer.concat(parts);
}

export function createCustomerActivities(dependencies: CustomerActivityDependencies = {}): CustomerActivities {
  const now = dependencies.now ?? Date.now;
  const repository = dependencies.repository ?? mongoCustomerRepository;

  async function notify(key: string, customer: CustomerDocument, kind: CustomerNotice, extra: { customerTypeName?: string } = {}): Promise<number> {
    const notice = customerNotice(kind, customer, extra);
    let sent = 0;
    if (customer.emails.length > 0) {
      const mailer = required(dependencies.mailer, 'mailer');
      for (const email of customer.emails) {
        await mailer.sendMail({
          idempotencyKey: `${key}/email/${email.toLowerCase()}`,
          to: email,
          subject: notice.subject,
          html: notice.html,
          text: notice.text,
        });
        sent += 1;
      }
    }
    if (customer.phones.some((phone) => phone.phoneType === 'mobile')) {
      const result = await sendSmsToMobilePhones(required(dependencies.sms, 'SMS sender'), {
        idempotencyKey: `${key}/sms`,
        phones: customer.phones,
        message: notice.sms,
      });
      sent += result.sent.length;
    }
    return sent;
  }

  return {
    async recordRegistration(input: { customerRef: string; files: RegistrationFiles }): Promise<{ stored: number }> {
      const storage = required(dependencies.storage, 'file storage');
      const code = input.files.preregistrationCode;
      // Written in this order: the e-mail waits for the barcode, and a retry rewrites the same bytes.
      await storage.put(registrationFormKey(code), JSON.stringify(input.files.form), { contentType: 'application/json' });
      await storage.put(barcodeKey(code), await renderBarcode(code), { contentType: 'image/png' });
      await repository.refreshClasses([input.customerRef]);
      return { stored: 2 };
    },
    /** One e-mail per address of a new customer: date, name, store, map link, code and barcode. */
    async sendRegistrationEmails(input: { key: string; customerRef: string }): Promise<{ sent: number }> {
      const customer = await loadCustomer(repository, input.customerRef);
      if (customer.emails.length === 0 || !customer.preregistrationCode) return { sent: 0 };
      const mailer = required(dependencies.mailer, 'mailer');
      const storage = required(dependencies.storage, 'file storage');
      const code = customer.preregistrationCode;
      const stored = await storage.get(barcodeKey(code));
      if (!stored) throw ApplicationFailure.nonRetryable(`The barcode of ${code} is missing`, 'BarcodeMissing');
      const barcode = await streamToBuffer(stored.stream);
      const store = customer.registrationWarehouseId ? await repository.findStore(customer.registrationWarehouseId) : null;
      const coordinates = store?.location?.coordinates;
      const mail = registrationMail({
        customerName: customer.customerName,
        code,
        storeName: store?.warehouseName ?? '',
        storePosition: coordinates ? [coordinates[1], coordinates[0]] : null,
        barcodeUrl: storage.url(barcodeKey(code)),
        nowMs: now(),
      });
      let sent = 0;
      for (const email of customer.emails) {
        await mailer.sendMail({
          idempotencyKey: `${input.key}/${email.toLowerCase()}`,
          to: email,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: [{ filename: `${code}.png`, content: barcode, contentType: 'image/png' }],
        });
        sent += 1;
      }
      return { sent };
    },

    /** One SMS per mobile phone: the legend plus the code in lower case. */
    async sendRegistrationSms(input: { key: string; customerRef: string }): Promise<{ sent: number; invalid: string[] }> {
      const customer = await loadCustomer(repository, input.customerRef);
      if (!customer.preregistrationCode) return { sent: 0, invalid: [] };
      const result = await sendSmsToMobilePhones(required(dependencies.sms, 'SMS sender'), {
        idempotencyKey: input.key,
        phones: customer.phones,
        message: registrationSms(customer.preregistrationCode),
      });
      return { sent: result.sent.length, invalid: result.invalid };
    },

    /** A notice by e-mail and SMS (authorized, blacklisted, type changed, enrolled). */
    async sendCustomerNotice(input: { key: string; customerRef: string; kind: CustomerNotice; customerTypeName?: string }): Promise<{ sent: number }> {
      const customer = await loadCustomer(repository, input.customerRef);
      return { sent: await notify(input.key, customer, input.kind, { customerTypeName: input.customerTypeName }) };
    },

    /** The next page of customer ids of a filter, in _id order (mass updates by filter). */
    async listCustomerRefsPage(input: { query: CustomerQuery; afterRef: string | null; limit: number }): Promise<string[]> {
      return repository.customerRefsPage(input.query, input.afterRef, input.limit);
    },

    /** Counts a filter's customers (progress total). */
    async countCustomers(input: { query: CustomerQuery }): Promise<number> {
      return repository.countCustomers(input.query);
    },

    /**
     * One batch of a mass update. Inactivating sets sellBanned true; setting a type changes only the
     * type (a blocked customer stays blocked) and notifies; releasing to stores skips blocked and
     * sell-banned customers, and updates an existing release or creates it.
     */
    async applyCustomerMassUpdate(input: MassUpdateBatchInput): Promise<MassUpdateBatchResult> {
      const customers = await repository.findCustomers(input.customerRefs);
      const result: MassUpdateBatchResult = { updated: 0, skipped: input.customerRefs.length - customers.length, notified: 0 };
      if (input.action === 'inactivate') {
        result.updated = await repository.banCustomers(customers.map((customer) => customer._id));
        await repository.refreshClasses(customers.map((customer) => customer._id));
        return result;
      }
      if (input.action === 'setType') {
        const type = await repository.findCustomerType(input.customerTypeId ?? '');
        if (!type) throw ApplicationFailure.nonRetryable(`There is no customer type ${input.customerTypeId}`, 'CustomerTypeNotFound');
        for (const customer of customers) {
          if (customer.customerTypeId !== type.customerTypeId) {
            await repository.setCustomerType(customer._id, type.customerTypeId);
            result.updated += 1;
          }
          if (!isBlocked(customer))
            result.notified += await notify(`${input.key}/${customer._id}`, customer, 'typeChanged', { customerTypeName: type.customerTypeName });
        }
        await repository.refreshClasses(customers.map((customer) => customer._id));
        return result;
      }
      const warehouseIds = input.warehouseIds ?? [];
      const storeIds = await repository.storeIdsOf(warehouseIds);
      const releaseDate = Math.floor(now() / 1000);
      for (const customer of customers) {
        if (isBlocked(customer) || customer.sellBanned === true) {
          result.skipped += 1;
          continue;
        }
        for (const storeId of storeIds) await repository.releaseToStore(String(customer._id), storeId, releaseDate);
        result.updated += 1;
      }
      return result;
    },
  };
}
