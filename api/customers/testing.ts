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
import { customerTestServices, type CustomerTestServices } from '../../workflows/audits/testing';
import type { Principal } from '../context';
import type { GraphqlModule } from '../graphql/schema';

export interface CustomersTestApp {
  url: string;
  services: CustomerTestServices;
  workflows: EmbeddedWorkflows;
  gql<T = Record<string, never>>(query: string, variables?: Record<string, unknown>, auth?: { token?: string; lang?: string }): Promise<{ status: number; data?: T; errors?: { message: string; extensions: { errorCode: string; params?: Record<string, unknown> } }[] }>;
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
  const workflows = shared ?? await startEmbeddedWorkflows({ activities: createActivities({ customers: { mailer: services.mailer, sms: services.sms, storage: services.storage } }) });
  const deps = testDeps({ services: { workflows: workflows.gateway, storage: services.storage, mailer: services.mailer, sms: services.sms } });
  const generous = { capacity: 1000, perMinute: 1000 };
  const modules = [workflowsModule, createRegistrationModule({ limiter: createRegistrationLimiter({ register: generous, lookup: generous, duplicateCheck: generous, ...limits }) }), customersModule, auditsModule, ...extraModules];
  const server: RunningServer = await listen(createApp(deps, { modules, routers: { [EXPORT_API_BASE]: createExportRouter() }, dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
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
      deps.sessions.sign({ kind: 'staff', id: 'AUD001', userName: 'auditor', fullName: 'Ana Karen Torres Jiménez', positionId: 'auditor', permissions: new Set(permissions), ...who }),
    async close() {
      await server.close();
      if (!shared) await workflows.close();
      services.close();
    },
  };
}
