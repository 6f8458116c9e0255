import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { CustomerTypeModel } from '../../db/models/customers/customerType';
import { CustomerModel } from '../../db/models/customers/customer';
import { AuditModel } from '../../db/models/audits/audit';
import { MarketReleaseModel } from '../../db/models/customers/marketRelease';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { SmsOutboxModel } from '../../db/models/sms/smsOutbox';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { createMailer, type Mailer } from '../../integrations/mail';
import { createOutboxOnlySmsProvider, createSmsSender, type SmsSender } from '../../integrations/sms';
import { createFileUrlSigner, createLocalStorage, type FileStorage } from '../../integrations/storage';
import type { RegistrationInput } from '../../domain/customers/registration';

/** Stores and customer types of the demo data: what registration and the audit need to run. */
export async function seedCustomerBasics(): Promise<void> {
  const data = generateDemoData();
  await Promise.all([
    WarehouseModel.init(),
    CustomerTypeModel.init(),
    CustomerModel.init(),
    AuditModel.init(),
    MarketReleaseModel.init(),
    MailOutboxModel.init(),
    SmsOutboxModel.init(),
  ]);
  await WarehouseModel.insertMany(data.warehouses.map((warehouse) => ({ ...warehouse, _version: 1, _deleted: null, _lastChangedAt: 0 })));
  await CustomerTypeModel.insertMany(data.customerTypes.map((type) => ({ ...type, _version: 1, _deleted: null, _lastChangedAt: 0 })));
}

export async function clearCustomerData(): Promise<void> {
  await Promise.all(
    [CustomerModel, AuditModel, MarketReleaseModel, MailOutboxModel, SmsOutboxModel, WorkflowRunModel, WorkflowEventModel].map((model) =>
      (model as unknown as typeof CustomerModel).deleteMany({}),
    ),
  );
}

export interface CustomerTestServices {
  mailer: Mailer;
  sms: SmsSender;
  storage: FileStorage;
  filesDir: string;
  close(): void;
}

/** A mailer that hands messages to nodemailer's JSON transport (the outbox still records each key), the SMS outbox, local files. */
export function customerTestServices(): CustomerTestServices {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-customers-'));
  const storage = createLocalStorage({
    rootDir: filesDir,
    urls: createFileUrlSigner({ secret: 'test-file-secret-0123456789', baseUrl: 'http://127.0.0.1/files' }),
  });
  const mailer = createMailer(
    { SMTP_SINK_PORT: 1, MAIL_FROM: 'Prometheus <no-reply@prometheus.local>' },
    { transporter: nodemailer.createTransport({ jsonTransport: true }) },
  );
  const sms = createSmsSender({ provider: createOutboxOnlySmsProvider() });
  return { mailer, sms, storage, filesDir, close: () => rmSync(filesDir, { recursive: true, force: true }) };
}

let sequence = 0;

/** A valid registration with unique contacts (digits and address vary per call). */
export function sampleRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  sequence += 1;
  // 7 varying digits behind Coatzacoalcos (921) and Minatitlán (922) area codes.
  const line = String((sequence * 7919 + Math.floor(Math.random() * 9_000_000)) % 10_000_000).padStart(7, '1');
  const digits = `921${line}`;
  const seconds = 1_767_000_000;
  return {
    customerName: 'María',
    customerSecondName: 'Guadalupe',
    customerLastName: `Hernández ${sequence}`,
    phones: [
      { phoneType: 'mobile', phone: digits },
      { phoneType: 'home', phone: `922${line}` },
    ],
    emails: [`maria${sequence}.${digits}@example.com`, `mg${sequence}.${digits}@correo.mx`],
    legals: [
      { legalType: 'termsAndConditions', datetime: seconds },
      { legalType: 'noticePrivacy', datetime: seconds },
    ],
    warehouseId: 'CO101',
    ...overrides,
  };
}

/**
 * For a test file of the customer processes: a test database with the stores and customer types,
 * and the test mail, SMS and files (`customerTestServices`), stopped after the file. The answer
 * reads the services once beforeAll has run.
 */
export function useCustomerTestServices(): CustomerTestServices {
  let database: TestDatabase | undefined;
  let services: CustomerTestServices | undefined;
  beforeAll(async () => {
    database = await startTestDatabase();
    services = customerTestServices();
    await seedCustomerBasics();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    services?.close();
  });
  const started = () => {
    if (!services) throw new Error('the customer test services start in beforeAll: use them inside tests');
    return services;
  };
  return {
    get mailer() {
      return started().mailer;
    },
    get sms() {
      return started().sms;
    },
    get storage() {
      return started().storage;
    },
    get filesDir() {
      return started().filesDir;
    },
    close: () => started().close(),
  };
}
