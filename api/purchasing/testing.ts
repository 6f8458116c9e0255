/**
 * The purchasing API for a test file (the HTTP tests and the CLI's): a test database with the demo
 * data of three stores of company 01 (CO101, CO102, CO110, and the warehouses a test names), their
 * providers, catalogue and purchasing history; the embedded workflows with the purchasing
 * activities, the ERP agent on the ERP simulator, and test mail and files. Stopped after the file.
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { OrganizationModel } from '../../db/models/stores/organization';
import { ZoneModel } from '../../db/models/stores/zone';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { ProductModel } from '../../db/models/products/product';
import { ProviderModel } from '../../db/models/products/provider';
import { ProviderProductModel } from '../../db/models/products/providerProduct';
import { ParamModel } from '../../db/models/params/param';
import { PurchaseOrderLineModel, PurchaseOrderModel } from '../../db/models/purchasing';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { generateDemoData } from '../../db/seed/demo';
import { seedPurchasingDemo } from '../../db/seed/purchasing/seed';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { createErpSimulator, startErpAgent, type ErpAgent, type ErpSimulator } from '../../integrations/erp';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { customerTestServices, type CustomerTestServices } from '../../workflows/audits/testing';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { purchasingModule } from './graphql';
import { forecastsModule } from './forecasts/graphql';

/** The stores whose demo data the purchasing tests load. */
export const PURCHASING_TEST_STORES = ['CO101', 'CO102', 'CO110'];

export interface PurchasingTestOptions {
  /** Warehouses loaded beside the three stores (e.g. an excluded one). */
  moreWarehouses: string[];
  /** How long the workflows' shutdown waits for running activities. */
  shutdownGraceMs?: number;
}

export type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions: { errorCode?: string; code?: string } }[] };

export function usePurchasingTestApi({ moreWarehouses, shutdownGraceMs }: PurchasingTestOptions) {
  let database: TestDatabase | undefined;
  let workflows: EmbeddedWorkflows | undefined;
  let agent: ErpAgent | undefined;
  let simulator: ErpSimulator | undefined;
  let server: RunningServer | undefined;
  let services: CustomerTestServices | undefined;

  beforeAll(async () => {
    database = await startTestDatabase();
    const demo = generateDemoData(1);
    await Promise.all([
      RemoteRequestModel.init(),
      RemoteRequestChunkModel.init(),
      PurchaseOrderModel.init(),
      PurchaseOrderLineModel.init(),
      MailOutboxModel.init(),
    ]);
    await OrganizationModel.insertMany(demo.organizations);
    await ZoneModel.insertMany(demo.zones);
    const warehouses = [...PURCHASING_TEST_STORES, ...moreWarehouses];
    await WarehouseModel.insertMany(demo.warehouses.filter((warehouse) => warehouses.includes(warehouse.warehouseId)));
    await ProductModel.insertMany(demo.products.filter((product) => product.organization.organizationId === '01'));
    await ProviderModel.insertMany(demo.providers);
    await ProviderProductModel.insertMany(demo.providerProducts);
    await ParamModel.insertMany(
      demo.params.filter((param) => param.param === 'display' || PURCHASING_TEST_STORES.some((store) => param.keyFilter?.startsWith(`${store}|`))),
    );
    await seedPurchasingDemo();
    services = customerTestServices();
    const activities = createActivities({ purchasing: { mailer: services.mailer, storage: services.storage } });
    workflows = await startEmbeddedWorkflows(shutdownGraceMs === undefined ? { activities } : { activities, shutdownGraceMs });
    simulator = createErpSimulator();
    agent = startErpAgent({ backend: simulator, logger: createLogger('silent'), pollIntervalMs: 50 });
    const deps = testDeps({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ERP_POLL_INTERVAL_MS: '100' }),
      services: { workflows: workflows.gateway, storage: services.storage, mailer: services.mailer },
    });
    server = await listen(createApp(deps, { modules: [purchasingModule, forecastsModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await agent?.stop();
    await workflows?.close();
    services?.close();
    await database?.close();
  });

  const started = () => {
    if (!server || !workflows || !simulator || !services) throw new Error('the purchasing test API starts in beforeAll: use it inside tests');
    return { server, workflows, simulator, services };
  };

  return {
    get url() {
      return started().server.url;
    },
    get workflows() {
      return started().workflows;
    },
    get simulator() {
      return started().simulator;
    },
    get services() {
      return started().services;
    },
    /** A GraphQL call as the operator (or `token`) in `lang`. */
    async gql<T>(query: string, variables: Record<string, unknown> = {}, token = TEST_OPERATOR_TOKEN, lang = 'es'): Promise<GqlAnswer<T>> {
      const response = await fetch(`${started().server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GqlAnswer<T>;
    },
  };
}
