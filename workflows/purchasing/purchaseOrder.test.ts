import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { PurchaseOrderLineModel, PurchaseOrderModel, savePurchaseOrder, type PurchaseOrder } from '../../db/models/purchasing';
import { testPurchaseOrder } from '../../db/models/purchasing/testing';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { createLogger } from '../../config/logger';
import { createErpSimulator, startErpAgent, type ErpAgent, type ErpBackend, type ErpSimulator } from '../../integrations/erp';
import type { Mailer } from '../../integrations/mail';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { customerTestServices, type CustomerTestServices } from '../audits/testing';
import { PURCHASE_ORDER_WORKFLOW, type PurchaseOrderInput, type PurchaseOrderProgress } from './purchaseOrder';

let database: TestDatabase;
let services: CustomerTestServices;
let simulator: ErpSimulator;
let agent: ErpAgent;

const order = (folio: number, consolidated: boolean): PurchaseOrder => testPurchaseOrder(folio, { consolidated });

/** A mailer whose first sending fails after the message went out (the retry must not send it again). */
function flakyMailer(inner: Mailer): Mailer & { calls: number } {
  const wrapper = {
    transport: inner.transport,
    calls: 0,
    async sendMail(input: Parameters<Mailer['sendMail']>[0]) {
      wrapper.calls += 1;
      const sent = await inner.sendMail(input);
      if (wrapper.calls === 1) throw new Error('connection reset after DATA');
      return sent;
    },
    verify: () => inner.verify(),
    close: () => inner.close(),
  };
  return wrapper;
}

/** An ERP whose first insert is written but answers with a failure (the agent's retry must not double it). */
function flakyErp(inner: ErpSimulator): ErpBackend & { inserts: number } {
  const wrapper = {
    name: inner.name,
    inserts: 0,
    async run(operation: Parameters<ErpBackend['run']>[0]) {
      if (operation.operation === 'insertPurchaseOrder') {
        wrapper.inserts += 1;
        const result = await inner.run(operation);
        if (wrapper.inserts === 1) throw new Error('deadlock victim');
        return result;
      }
      return inner.run(operation);
    },
  } as ErpBackend & { inserts: number };
  return wrapper;
}

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([
    PurchaseOrderModel.init(),
    PurchaseOrderLineModel.init(),
    MailOutboxModel.init(),
    RemoteRequestModel.init(),
    RemoteRequestChunkModel.init(),
  ]);
  services = customerTestServices();
  simulator = createErpSimulator();
}, 60_000);
afterAll(async () => {
  await agent?.stop();
  services.close();
  await database.close();
});

async function run(workflows: EmbeddedWorkflows, folio: number) {
  const input: PurchaseOrderInput = { erpCompanyId: 1, folio, pollIntervalMs: 50, deadlineMs: 20_000 };
  const { workflowId } = await workflows.gateway.start(PURCHASE_ORDER_WORKFLOW, input, { workflowId: `purchaseOrder-1-${folio}` });
  return workflows.gateway.result<PurchaseOrderProgress>(workflowId, { timeoutMs: 30_000 });
}

describe('purchase-order process', () => {
  it('makes one PDF per store, e-mails once and inserts the ERP rows once, though the e-mail and the insert each failed once', async () => {
    const mailer = flakyMailer(services.mailer);
    const erp = flakyErp(simulator);
    agent = startErpAgent({ backend: erp, logger: createLogger('silent'), pollIntervalMs: 30 });
    const workflows = await startEmbeddedWorkflows({ activities: createActivities({ purchasing: { mailer, storage: services.storage } }) });
    await savePurchaseOrder(order(5001, false));
    const result = await run(workflows, 5001).catch(async (error) => {
      // The agent reports the failed insert: the process ends failed, and a second run (the buyer's retry) completes it.
      expect(String(error)).toMatch(/deadlock|ERP/i);
      await workflows.gateway.start(
        PURCHASE_ORDER_WORKFLOW,
        { erpCompanyId: 1, folio: 5001, pollIntervalMs: 50 },
        { workflowId: 'purchaseOrder-1-5001-retry' },
      );
      return workflows.gateway.result<PurchaseOrderProgress>('purchaseOrder-1-5001-retry', { timeoutMs: 30_000 });
    });
    await workflows.close();
    await agent.stop();
    expect(result.step).toBe('done');
    expect(result.pdfKeys).toEqual([
      'protected/purchasing/purchase-orders/1/OrdenOC_5001_CO101.pdf',
      'protected/purchasing/purchase-orders/1/OrdenOC_5001_CO102.pdf',
    ]);
    expect(mailer.calls).toBeGreaterThanOrEqual(2);
    expect(await MailOutboxModel.countDocuments({})).toBe(1);
    const rows = await simulator.readPurchaseOrder(1, 5001);
    expect(rows.orders).toHaveLength(2);
    expect(rows.lines).toHaveLength(3);
    expect(rows.automatic).toHaveLength(2);
    const recorded = await PurchaseOrderModel.findOne({ folio: 5001 }).lean();
    expect(recorded).toMatchObject({ status: 'sent', erpOrders: 2, erpLines: 3 });
  }, 60_000);

  it('restarted after the e-mail went out (worker stopped mid-activity), a new worker finishes without a second e-mail or ERP rows twice', async () => {
    await savePurchaseOrder(order(5003, true));
    let transported = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reachedGate!: () => void;
    const atGate = new Promise<void>((resolve) => (reachedGate = resolve));
    const mailer = (hang: boolean): Mailer => ({
      transport: services.mailer.transport,
      async sendMail(input) {
        const sent = await services.mailer.sendMail(input);
        if (!sent.duplicate) transported += 1;
        if (hang) {
          // The message is out; the worker stops before the activity reports it done.
          reachedGate();
          await gate;
        }
        return sent;
      },
      verify: () => services.mailer.verify(),
      close: () => services.mailer.close(),
    });
    agent = startErpAgent({ backend: simulator, logger: createLogger('silent'), pollIntervalMs: 30 });
    const first = await startEmbeddedWorkflows({
      activities: createActivities({ purchasing: { mailer: mailer(true), storage: services.storage } }),
      shutdownGraceMs: 200,
    });
    const input: PurchaseOrderInput = { erpCompanyId: 1, folio: 5003, pollIntervalMs: 50, deadlineMs: 20_000 };
    await first.gateway.start(PURCHASE_ORDER_WORKFLOW, input, { workflowId: 'purchaseOrder-1-5003' });
    await atGate;
    const closing = first.close();
    release();
    await closing;
    expect(transported).toBe(1);
    expect((await PurchaseOrderModel.findOne({ folio: 5003 }).lean())!.status).toBe('sending');

    // A new worker on the same database resumes the run: the e-mail step runs again and finds its key sent.
    const second = await startEmbeddedWorkflows({
      activities: createActivities({ purchasing: { mailer: mailer(false), storage: services.storage } }),
      shutdownGraceMs: 200,
    });
    const result = await second.gateway.result<PurchaseOrderProgress>('purchaseOrder-1-5003', { timeoutMs: 30_000 });
    await second.close();
    await agent.stop();
    expect(result.step).toBe('done');
    expect(transported).toBe(1);
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: 'purchaseOrder:1:5003:email' })).toBe(1);
    const rows = await simulator.readPurchaseOrder(1, 5003);
    expect([rows.orders.length, rows.lines.length, rows.automatic.length]).toEqual([1, 3, 1]);
    expect(await RemoteRequestModel.countDocuments({ requestKey: 'purchaseOrder-1-5003:insert' })).toBeLessThanOrEqual(1);
    expect(await PurchaseOrderModel.findOne({ folio: 5003 }).lean()).toMatchObject({ status: 'sent', erpOrders: 1, erpLines: 3 });
  }, 60_000);

  it('a consolidated order is one PDF and one OC', async () => {
    agent = startErpAgent({ backend: simulator, logger: createLogger('silent'), pollIntervalMs: 30 });
    const workflows = await startEmbeddedWorkflows({ activities: createActivities({ purchasing: { mailer: services.mailer, storage: services.storage } }) });
    await savePurchaseOrder(order(5002, true));
    const result = await run(workflows, 5002);
    await workflows.close();
    expect(result.pdfKeys).toEqual(['protected/purchasing/purchase-orders/1/OrdenOC_5002.pdf']);
    const rows = await simulator.readPurchaseOrder(1, 5002);
    expect(rows.orders).toHaveLength(1);
    expect(rows.lines).toHaveLength(3);
  }, 60_000);
});
