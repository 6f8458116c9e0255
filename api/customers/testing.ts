import { afterAll, beforeAll, expect } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { customerAuditStatusQuery } from '../../workflows/audits/customerAudit';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { workflowsModule } from '../workflows/graphql';
import { createRegistrationModule } from '../registration/graphql';
import { createRegistrationLimiter, type RegistrationOperation, type RegistrationRateRule } from '../registration/rateLimit';
import { customersModule } from './graphql';
import { auditsModule } from '../audits/graphql';
import { createExportRouter, EXPORT_API_BASE } from '../exports/routes';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { customerTestServices, sampleRegistration, seedCustomerBasics, type CustomerTestServices } from '../../workflows/audits/testing';
import type { Principal } from '../context';
import type { GraphqlModule } from '../graphql/schema';

export interface CustomersTestApp {
  url: string;
  services: CustomerTestServices;
  workflows: EmbeddedWorkflows;
  gql<T = Record<string, never>>(
    query: string,
    variables?: Record<string, unknown>,
    auth?: { token?: string; lang?: string },
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions: { errorCode: string; params?: Record<string, unknown> } }[] }>;
  /** A staff session token with just these permissions. */
  staffToken(permissions: string[], who?: Partial<Principal>): Promise<string>;
  operatorToken: string;
  close(): Promise<void>;
}

/**
 * The API with the customers, audits and registration modules on the connected test database, the
 * embedded workflow runtime (system clock) with the customer activities, and test mail, SMS and files.
 */
export async function startCustomersTestApp(
  limits: Partial<Record<RegistrationOperation, RegistrationRateRule>> = {},
  /** Another app's runtime (one runtime per database); close() then leaves it running. */
  shared?: EmbeddedWorkflows,
  extraModules: GraphqlModule[] = [],
): Promise<CustomersTestApp> {
  const services = customerTestServices();
  const workflows =
    shared ??
    (await startEmbeddedWorkflows({ activities: createActivities({ customers: { mailer: services.mailer, sms: services.sms, storage: services.storage } }) }));
  const deps = testDeps({ services: { workflows: workflows.gateway, storage: services.storage, mailer: services.mailer, sms: services.sms } });
  const generous = { capacity: 1000, perMinute: 1000 };
  const modules = [
    workflowsModule,
    createRegistrationModule({ limiter: createRegistrationLimiter({ register: generous, lookup: generous, duplicateCheck: generous, ...limits }) }),
    customersModule,
    auditsModule,
    ...extraModules,
  ];
  const server: RunningServer = await listen(
    createApp(deps, { modules, routers: { [EXPORT_API_BASE]: createExportRouter() }, dashboardDir: '/nonexistent' }),
    '127.0.0.1',
    0,
  );
  return {
    url: server.url,
    services,
    workflows,
    operatorToken: TEST_OPERATOR_TOKEN,
    async gql(query, variables, auth = { token: TEST_OPERATOR_TOKEN }) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': auth.lang ?? 'en',
          ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    staffToken: (permissions, who = {}) =>
      deps.sessions.sign({
        kind: 'staff',
        id: 'AUD001',
        userName: 'auditor',
        fullName: 'Ana Karen Torres Jiménez',
        positionId: 'auditor',
        permissions: new Set(permissions),
        ...who,
      }),
    async close() {
      await server.close();
      if (!shared) await workflows.close();
      services.close();
    },
  };
}

export const CREATE_CUSTOMER = /* GraphQL */ `
  mutation ($input: CustomerRegistrationInput!) {
    createCustomer(input: $input) {
      id
      customerName
      preregistrationCode
      barcodeUrl
      barcodeDataUrl
      storeName
      emails
      mobilePhones
    }
  }
`;
export const CUSTOMER_COUNTERS = /* GraphQL */ `
  query ($filter: CustomerFilterInput) {
    customerCounters(filter: $filter) {
      active
      inactive
      incomplete
      registered
      auditable
      authorization
      total
    }
  }
`;

export interface RegisteredCustomer {
  id: string;
  customerName: string;
  preregistrationCode: string;
  barcodeUrl: string;
  barcodeDataUrl: string;
  storeName: string;
  emails: string[];
  mobilePhones: string[];
}

/** Reads until `accept` holds (for what a process records a moment after answering); fails after the timeout. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The customers API for a test file, on its own test database with the warehouses and customer
 * types (closed after the file); `registerOverHttp` pre-registers a customer through the public
 * mutation and returns once its audit process waits for a decision.
 */
export function useCustomersTestApp(limits: Partial<Record<RegistrationOperation, RegistrationRateRule>> = {}) {
  let database: TestDatabase | undefined;
  let running: CustomersTestApp | undefined;
  beforeAll(async () => {
    database = await startTestDatabase();
    await seedCustomerBasics();
    running = await startCustomersTestApp(limits);
  }, 60_000);
  afterAll(async () => {
    await running?.close();
    await database?.close();
  });
  const started = () => {
    if (!running) throw new Error('the customers test app starts in beforeAll: use it inside tests');
    return running;
  };
  const app: CustomersTestApp = {
    get url() {
      return started().url;
    },
    get services() {
      return started().services;
    },
    get workflows() {
      return started().workflows;
    },
    get operatorToken() {
      return started().operatorToken;
    },
    gql: <T>(...args: Parameters<CustomersTestApp['gql']>) => started().gql<T>(...args),
    staffToken: (permissions, who) => started().staffToken(permissions, who),
    close: () => started().close(),
  };

  async function registerOverHttp(overrides = {}): Promise<RegisteredCustomer> {
    const answer = await app.gql<{ createCustomer: RegisteredCustomer }>(CREATE_CUSTOMER, { input: sampleRegistration(overrides) }, {});
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const registered = answer.data!.createCustomer;
    // The audit process records the audit right after answering; tests read it once it waits.
    await eventually(
      () => app.workflows.gateway.query(`customerAudit-${registered.id}`, customerAuditStatusQuery),
      (status) => status.state === 'waitingForDecision',
    );
    return registered;
  }

  return { app, registerOverHttp };
}
